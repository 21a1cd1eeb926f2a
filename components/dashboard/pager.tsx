import Link from "next/link";
import type { Page } from "@/lib/dashboards/pagination";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { fill } from "@/lib/template";

/**
 * The pager's words, "{name}" marking a value: {label} is what the list holds, plural; {noun} the
 * same for one ("1 appointment"). English unless the page gives her language's.
 */
export type PagerWords = {
  none: string;
  count: string;
  range: string;
  nav: string;
  previous: string;
  next: string;
  pageOf: string;
};

const englishWords: PagerWords = {
  none: "No {label}",
  count: "{total} {noun}",
  range: "{first}–{last} of {total} {noun}",
  nav: "Pages of {label}",
  previous: "Previous",
  next: "Next",
  pageOf: "Page {page} of {count}",
};

/**
 * Previous / next links for a server-paged list; `hrefFor` keeps the list's other filters. A link
 * that would lead nowhere (Previous on the first page) is left out rather than shown greyed.
 */
export function Pager({
  page,
  hrefFor,
  label,
  words = englishWords,
}: {
  page: Pick<Page<unknown>, "page" | "pageCount" | "total" | "pageSize">;
  hrefFor: (page: number) => string;
  /** What the list holds, plural, for the summary and the navigation's name: "appointments"… */
  label: string;
  words?: PagerWords;
}) {
  const noun = page.total === 1 ? label.replace(/s$/, "") : label;
  const first = (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  const n = (value: number) => value.toLocaleString("en-IN");
  const link = cn(buttonVariants({ variant: "outline", size: "sm" }), "h-11 sm:h-9");
  const summary =
    page.total === 0
      ? fill(words.none, { label })
      : page.pageCount === 1
        ? fill(words.count, { total: n(page.total), noun })
        : fill(words.range, { first: n(first), last: n(last), total: n(page.total), noun });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 pt-4 text-sm">
      <p className="text-muted-foreground">{summary}</p>
      {page.pageCount > 1 ? (
        <nav aria-label={fill(words.nav, { label })} className="flex items-center gap-2">
          {page.page > 1 ? (
            <Link href={hrefFor(page.page - 1)} className={link} rel="prev">
              <span aria-hidden="true" className="dash-icon dash-icon-chevron-left" />
              {words.previous}
            </Link>
          ) : null}
          <span className="text-muted-foreground px-1 tabular-nums">
            {fill(words.pageOf, { page: n(page.page), count: n(page.pageCount) })}
          </span>
          {page.page < page.pageCount ? (
            <Link href={hrefFor(page.page + 1)} className={link} rel="next">
              {words.next}
              <span aria-hidden="true" className="dash-icon dash-icon-chevron-right" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
