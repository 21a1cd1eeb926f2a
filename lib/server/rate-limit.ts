import "server-only";
import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { env } from "@/lib/env";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";

/**
 * Fixed-window rate limits kept in PostgreSQL, so every app instance counts against the same
 * numbers. Generic on purpose: bookings use it per IP address now, sign-in will use it per account
 * and per address. Subjects are stored only as keyed hashes.
 */

export type RateLimitRule = {
  /** Prefix of the stored key, e.g. "booking-ip". */
  name: string;
  /** Hits allowed in one window. */
  limit: number;
  windowMs: number;
};

export type RateLimitOutcome = {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** When the current window ends and the count starts again. */
  resetAt: Date;
};

/** The app's client or a transaction's: a hit inside a transaction rolls back with it. */
type RateLimitDb = PrismaClient | Prisma.TransactionClient;

// Keys the hash so a leaked table cannot be reversed by hashing all 2^32 IPv4 addresses. The
// fallback only serves development and tests, where NEXTAUTH_SECRET may be unset: production
// deployments set it for sign-in. A dedicated RATE_LIMIT_SECRET in lib/env.ts would be tidier.
const HASH_KEY = env.NEXTAUTH_SECRET ?? "saheli-care-development-rate-limit-key";

/** A keyed SHA-256 of the subject: stable across instances and restarts, useless without the key. */
export function hashRateLimitSubject(subject: string): string {
  return createHmac("sha256", HASH_KEY).update(subject).digest("hex");
}

function windowStartFor(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** How often a process drops finished windows: on a first hit, at most once a minute. */
const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

/**
 * Counts one hit for each subject under its rule, in one statement, and says for each whether it
 * is within its limit (in the order given). One atomic upsert, so concurrent requests on any
 * number of instances never both take the last slot; one round trip however many limits a request
 * meets (a booking meets five). The subjects' keys must differ (each rule has its own name).
 */
export async function consumeRateLimits(
  client: RateLimitDb,
  hits: readonly { rule: RateLimitRule; subject: string }[],
  now: Date = new Date(),
): Promise<RateLimitOutcome[]> {
  const buckets = hits.map(({ rule, subject }) => {
    const windowStart = windowStartFor(now, rule.windowMs);
    return {
      rule,
      key: `${rule.name}:${hashRateLimitSubject(subject)}`,
      windowStart,
      resetAt: new Date(windowStart.getTime() + rule.windowMs),
    };
  });
  const rows = await client.$queryRaw<{ key: string; count: number }[]>`
    INSERT INTO "rate_limit_buckets" ("key", "window_start", "count", "expires_at")
    SELECT "key", "window_start", 1, "expires_at"
      FROM unnest(
        ${buckets.map((b) => b.key)}::text[],
        ${buckets.map((b) => b.windowStart.toISOString())}::timestamptz[],
        ${buckets.map((b) => b.resetAt.toISOString())}::timestamptz[]
      ) AS hit("key", "window_start", "expires_at")
    ON CONFLICT ("key", "window_start")
    DO UPDATE SET "count" = "rate_limit_buckets"."count" + 1
    RETURNING "key", "count"`;
  const counts = new Map(rows.map((row) => [row.key, Number(row.count)]));
  const outcomes = buckets.map(({ rule, key, resetAt }) => {
    const count = counts.get(key) ?? 0;
    return { allowed: count <= rule.limit, count, resetAt };
  });

  // A first hit is a cheap moment to drop finished windows, so the table stays small and hashed
  // addresses are not kept longer than they are useful; at most once a minute per process, as
  // under a rush every woman's first hit would otherwise scan for them again.
  if (
    outcomes.some((outcome) => outcome.count === 1) &&
    now.getTime() - lastSweep > SWEEP_EVERY_MS
  ) {
    lastSweep = now.getTime();
    await client.$executeRaw`DELETE FROM "rate_limit_buckets" WHERE "expires_at" < ${now}`;
  }
  return outcomes;
}

/** Counts one hit for `subject` under `rule` (consumeRateLimits with one). */
export async function consumeRateLimit(
  client: RateLimitDb,
  rule: RateLimitRule,
  subject: string,
  now: Date = new Date(),
): Promise<RateLimitOutcome> {
  const [outcome] = await consumeRateLimits(client, [{ rule, subject }], now);
  if (!outcome) throw new Error("rate limit: no outcome");
  return outcome;
}

/** Expands an IPv6 address to its eight 16-bit groups (null if it is not one). */
function ipv6Groups(ip: string): number[] | null {
  if (!isIPv6(ip)) return null;
  let address = ip.split("%")[0] ?? "";
  // An embedded IPv4 tail (::ffff:1.2.3.4) becomes two groups.
  const v4 = address.match(/(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split(".").map(Number);
    address =
      address.slice(0, -v4.length) +
      `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [
    ...headGroups,
    ...Array<string>(tail === undefined ? 0 : missing).fill("0"),
    ...tailGroups,
  ];
  return groups.length === 8 ? groups.map((g) => parseInt(g, 16)) : null;
}

/**
 * What an address is counted as. IPv4: the address. IPv6: its /64, because one phone or home
 * network can use any address in its /64 (common on Indian mobile networks) and would otherwise
 * get a fresh limit per address. IPv4-mapped IPv6 counts as the IPv4 address.
 */
export function ipRateLimitSubject(ip: string | null): string {
  if (!ip) return "ip:unknown";
  if (isIPv4(ip)) return `ip:${ip}`;
  const groups = ipv6Groups(ip);
  if (!groups) return "ip:unknown";
  const isMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `ip:${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `ip6:${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
