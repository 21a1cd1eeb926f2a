/**
 * Server-side paging for every dashboard list: the database returns one page, never the whole
 * table. Client-safe (the pager component reads the same shape).
 */

export const DEFAULT_PAGE_SIZE = 20;

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
