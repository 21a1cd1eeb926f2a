import * as z from "zod/mini";
import { isCalendarDate } from "@/lib/validations/booking";

/**
 * The lists' query strings (dashboards, blog management, the public blog), read in one way.
 * Everything a list shows is in its URL, so a filtered page can be bookmarked, reloaded or shared
 * with a colleague, and works without JavaScript. The URL is typed by hand or kept from an older
 * version of the page, so anything malformed reads as "not given" (the list's first page, no
 * filter) instead of failing the page. Client-safe.
 */

export type SearchParams = Record<string, string | string[] | undefined>;

/** How one parameter is read; a repeated parameter (?page=2&page=3) by its first value. */
type Reader<T> = (value: string | undefined) => T;

const pageSchema = z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1);
const integerSchema = z.catch(z.optional(z.coerce.number().check(z.int())), undefined);

/** The readers a list's parameters are made of. */
export const param = {
  /** 1-based; a stale link past the end is clamped by the query, not here. */
  page: ((value) => z.parse(pageSchema, value ?? "1")) satisfies Reader<number>,
  /** Words to search for, trimmed and cut to 100 characters; blank is not given. */
  text: ((value) => value?.trim().slice(0, 100) || undefined) satisfies Reader<string | undefined>,
  /** A whole number, such as a revision; `?since=` is not given. */
  integer: ((value) => (value ? z.parse(integerSchema, value) : undefined)) satisfies Reader<
    number | undefined
  >,
  /** A calendar day, YYYY-MM-DD. */
  day: ((value) => (value && isCalendarDate(value) ? value : undefined)) satisfies Reader<
    string | undefined
  >,
  /** One of a list's values (a status, a role), or `fallback`. */
  oneOf<const T extends readonly string[], F extends T[number] | undefined = undefined>(
    values: T,
    fallback?: F,
  ): Reader<T[number] | F> {
    return (value) =>
      value !== undefined && (values as readonly string[]).includes(value)
        ? (value as T[number])
        : (fallback as F);
  },
};

type Values<R> = { [K in keyof R]: R[K] extends Reader<infer T> ? T : never };

/** Each parameter's value; one that reads as undefined is left out rather than set to undefined. */
export type ReadParams<R> = {
  [K in keyof R as undefined extends Values<R>[K] ? never : K]: Values<R>[K];
} & {
  [K in keyof R as undefined extends Values<R>[K] ? K : never]?: Exclude<Values<R>[K], undefined>;
};

/**
 * `params` read by `readers`, one per parameter:
 * `readSearchParams(params, { page: param.page, status: param.oneOf(contentStatuses) })`.
 */
export function readSearchParams<R extends Record<string, Reader<unknown>>>(
  params: SearchParams,
  readers: R,
): ReadParams<R> {
  const read: Record<string, unknown> = {};
  for (const [name, reader] of Object.entries(readers)) {
    const raw = params[name];
    const value = reader(Array.isArray(raw) ? raw[0] : raw);
    if (value !== undefined) read[name] = value;
  }
  return read as ReadParams<R>;
}
