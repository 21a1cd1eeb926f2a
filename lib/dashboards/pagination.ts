/**
 * Server-side paging for every dashboard list: the database returns one page, never the whole
 * table. Client-safe (the pager component reads the same shape).
 */

/**
 * Fifteen rows a page: a dashboard page, its HTML and the RSC payload inside it, stays under 40 kB
 * on a clinic-sized data set (docs/performance.md), which twenty rows of a table with a button on
 * each did not.
 */
export const DEFAULT_PAGE_SIZE = 15;

/**
 * Lists of tall cards (a doctor's inbox, the coordinators' request queue) show ten at a time: each
 * card carries a message or a request's contact details, and twenty of them made a page too heavy
 * for a slow phone connection (docs/performance.md: every dashboard page stays under 40 kB).
 */
export const CARD_PAGE_SIZE = 10;

export type Page<T> = {
  rows: T[];
  /** 1-based, clamped to the last page that has rows. */
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
};

/** The page to read, clamped so a stale link past the end shows the last page, not an empty one. */
export function clampPage(page: number, total: number, pageSize: number): number {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return Math.min(Math.max(1, Math.floor(page)), pageCount);
}

export function pageOf<T>(rows: T[], page: number, pageSize: number, total: number): Page<T> {
  return { rows, page, pageSize, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}
