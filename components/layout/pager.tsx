import Link from "next/link";
import type { Page, TimePage } from "@/lib/dashboards/pagination";
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
  /** The lists by time (TimePager): the page of later rows, and of earlier ones. */
  newer: string;
  older: string;
};

const englishWords: PagerWords = {
  none: "No {label}",
  count: "{total} {noun}",
  range: "{first}–{last} of {total} {noun}",
  nav: "Pages of {label}",
  previous: "Previous",
  next: "Next",
  pageOf: "Page {page} of {count}",
  newer: "Newer",
  older: "Older",
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

/**
 * Newer / older links for a list read by time (lib/dashboards/pagination.ts, readByTime), with
 * "21–40 of 60 {label}" between them. The rows are counted from the newest, or from the oldest
 * for a conversation, which reads from the top down; the links stand in the same order. Nothing
 * at all when every row fits on one page.
 */
export function TimePager({
  page,
  hrefFor,
  label,
  words,
  countFrom = "newest",
  className,
}: {
  page: Pick<TimePage<unknown>, "rows" | "total" | "newerCount" | "newer" | "older">;
  /** The list's address with a cursor: `{ after }` for the newer page, `{ before }` the older. */
  hrefFor: (cursor: { before: string } | { after: string }) => string;
  label: string;
  words?: Partial<PagerWords>;
  countFrom?: "newest" | "oldest";
  className?: string;
}) {
  if (!page.newer && !page.older) return null;
  const w = { ...englishWords, ...words };
  const link = cn(buttonVariants({ variant: "outline", size: "sm" }), "h-11 sm:h-9");
  const fromNewest = countFrom === "newest";
  const shown = page.rows.length;
  const first = fromNewest ? page.newerCount + 1 : page.total - page.newerCount - shown + 1;
  const newer = page.newer ? (
    <Link href={hrefFor({ after: page.newer })} className={link} rel={fromNewest ? "prev" : "next"}>
      {w.newer}
    </Link>
  ) : null;
  const older = page.older ? (
    <Link
      href={hrefFor({ before: page.older })}
      className={link}
      rel={fromNewest ? "next" : "prev"}
    >
      {w.older}
    </Link>
  ) : null;
  return (
    <nav
      aria-label={fill(w.nav, { label })}
      className={cn("flex flex-wrap items-center gap-2 pt-4 text-sm", className)}
    >
      {fromNewest ? newer : older}
      <span className="text-muted-foreground px-1 tabular-nums">
        {fill(w.range, {
          first: n(first),
          last: n(first + shown - 1),
          total: n(page.total),
          noun: label,
        })}
      </span>
      {fromNewest ? older : newer}
    </nav>
  );
}
