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

/**
 * Twenty rows a page for the long lists of one-line rows (a conversation's messages, her access
 * log, a breach's notices): twenty keep the page well under 40 kB (docs/performance.md).
 */
export const ROW_PAGE_SIZE = 20;

/**
 * A place in a list ordered by time, newest first: a row's instant and its id (two rows written in
 * the same millisecond are told apart by the id). Read from the address, so a page stays where it
 * was when rows are added above it: an offset would show a row twice, or skip one, as the log grows.
 */
export type TimeCursor = { at: Date; id: string };

/** Which page of a list by time: the rows older than `before`, newer than `after`, or the newest. */
export type TimeWindow = { before?: TimeCursor; after?: TimeCursor };

const CURSOR = /^(\d{1,15})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** `1732890000000_<uuid>`: the instant in milliseconds (the columns keep no finer) and the id. */
export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return `${row.createdAt.getTime()}_${row.id}`;
}

/** A cursor from the address, or undefined for anything else (the list's newest page). */
export function decodeCursor(value: string | undefined): TimeCursor | undefined {
  const match = value ? CURSOR.exec(value) : null;
  if (!match?.[1] || !match[2]) return undefined;
  const at = new Date(Number(match[1]));
  return Number.isNaN(at.getTime()) ? undefined : { at, id: match[2].toLowerCase() };
}

/** A Prisma `where` for the rows older or newer than a cursor, on `createdAt` then `id`. */
export type TimeWhere = {
  OR: [
    { createdAt: { lt: Date } | { gt: Date } },
    { createdAt: Date; id: { lt: string } | { gt: string } },
  ];
};

function olderThan(cursor: TimeCursor): TimeWhere {
  return {
    OR: [{ createdAt: { lt: cursor.at } }, { createdAt: cursor.at, id: { lt: cursor.id } }],
  };
}

function newerThan(cursor: TimeCursor): TimeWhere {
  return {
    OR: [{ createdAt: { gt: cursor.at } }, { createdAt: cursor.at, id: { gt: cursor.id } }],
  };
}

/** One page of a list by time, newest first, with the cursors of the pages either side. */
export type TimePage<T> = {
  rows: T[];
  total: number;
  /** How many rows are newer than this page's first: its position is `newer + 1`. */
  newerCount: number;
  pageSize: number;
  /** The `after` of the newer page; absent on the newest. */
  newer?: string;
  /** The `before` of the older page; absent on the oldest. */
  older?: string;
};

/**
 * One page of a list by time. `read` returns the rows matching `where` (undefined: all of hers) in
 * `createdAt, id` order, `count` how many match; both keep the list's own scope (her rows only),
 * to which the cursor only adds a bound. A newer page that is no longer full (or a cursor past
 * either end) shows the newest page instead, so every page she sees is a full one.
 */
export async function readByTime<T extends { createdAt: Date; id: string }>(
  window: TimeWindow,
  read: (where: TimeWhere | undefined, order: "asc" | "desc", take: number) => Promise<T[]>,
  count: (where: TimeWhere | undefined) => Promise<number>,
  pageSize = ROW_PAGE_SIZE,
): Promise<TimePage<T>> {
  let rows: T[] = [];
  if (window.before) {
    rows = await read(olderThan(window.before), "desc", pageSize);
  } else if (window.after) {
    const newer = await read(newerThan(window.after), "asc", pageSize);
    rows = newer.length === pageSize ? newer.reverse() : [];
  }
  if (rows.length === 0) rows = await read(undefined, "desc", pageSize);
  const first = rows[0];
  const last = rows.at(-1);
  const [total, newerCount] = await Promise.all([
    count(undefined),
    first && (window.before || window.after)
      ? count(newerThan({ at: first.createdAt, id: first.id }))
      : 0,
  ]);
  return {
    rows,
    total,
    newerCount,
    pageSize,
    ...(first && newerCount > 0 ? { newer: encodeCursor(first) } : {}),
    ...(last && newerCount + rows.length < total ? { older: encodeCursor(last) } : {}),
  };
}
