import Link from "next/link";
import type { Page } from "@/lib/dashboards/pagination";
import { fill } from "@/lib/template";
import { buttonVariants } from "@/components/ui/button";
import { IntentLink } from "@/components/ui/intent-link";
import { cn } from "@/lib/utils";

/**
 * The pager's words, "{name}" marking a value: {label} is what the list holds, plural; {noun} the
 * same for one ("1 appointment"). English unless the page gives her language's or its own.
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

type PageShown = Pick<Page<unknown>, "page" | "pageCount" | "total" | "pageSize">;

const n = (value: number) => value.toLocaleString("en-IN");

/**
 * Previous / next links for a server-paged list, every list's: the page is in the URL, rendered on
 * the server, and can be shared; `hrefFor` keeps the list's other filters. A link that would lead
 * nowhere (Previous on the first page) is left out rather than shown greyed.
 */
export function Pager({
  page,
  hrefFor,
  label,
  words,
  summary = true,
  prefetch = "viewport",
  className,
}: {
  hrefFor: (page: number) => string;
  /** What the list holds, plural, for the summary and the navigation's name: "appointments"… */
  label: string;
  words?: Partial<PagerWords>;
  /**
   * The public pages fetch the next page only when she shows the intent to follow the link (see
   * IntentLink); the dashboards keep next/link's prefetching.
   */
  prefetch?: "viewport" | "intent";
  className?: string;
} & (
  | { page: PageShown; summary?: true }
  /** Without the "1–15 of 40" line, and nothing at all for a single page: the blog's lists. */
  | { page: Pick<PageShown, "page" | "pageCount">; summary: false }
)) {
  if (!summary && page.pageCount <= 1) return null;
  const w = { ...englishWords, ...words };
  const PageLink = prefetch === "intent" ? IntentLink : Link;
  const link = cn(buttonVariants({ variant: "outline", size: "sm" }), "h-11 sm:h-9");
  return (
    <div
      className={cn("flex flex-wrap items-center justify-between gap-3 pt-4 text-sm", className)}
    >
      {summary && "total" in page ? (
        <p className="text-muted-foreground">{summaryOf(page, label, w)}</p>
      ) : null}
      {page.pageCount > 1 ? (
        <nav aria-label={fill(w.nav, { label })} className="flex items-center gap-2">
          {page.page > 1 ? (
            <PageLink href={hrefFor(page.page - 1)} className={link} rel="prev">
              <span aria-hidden="true" className="dash-icon dash-icon-chevron-left" />
              {w.previous}
            </PageLink>
          ) : null}
          <span className="text-muted-foreground px-1 tabular-nums">
            {fill(w.pageOf, { page: n(page.page), count: n(page.pageCount) })}
          </span>
          {page.page < page.pageCount ? (
            <PageLink href={hrefFor(page.page + 1)} className={link} rel="next">
              {w.next}
              <span aria-hidden="true" className="dash-icon dash-icon-chevron-right" />
            </PageLink>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

/** "No appointments", "1 appointment", "16–30 of 40 appointments". */
function summaryOf(page: PageShown, label: string, words: PagerWords): string {
  const noun = page.total === 1 ? label.replace(/s$/, "") : label;
  if (page.total === 0) return fill(words.none, { label });
  if (page.pageCount === 1) return fill(words.count, { total: n(page.total), noun });
  const first = (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  return fill(words.range, { first: n(first), last: n(last), total: n(page.total), noun });
}
