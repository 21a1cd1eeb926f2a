import "server-only";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import {
  consumeRateLimit,
  hashRateLimitSubject,
  ipRateLimitSubject,
  type RateLimitRule,
} from "@/lib/server/rate-limit";

/**
 * Failed sign-ins, limited in the shared rate_limit_buckets table: per account and per address for
 * a browser the account has never signed in from, and per (account, that browser) for one it has
 * (lib/auth/known-device.ts). Strangers share the account's five checks per 15 minutes, so they
 * can spend them, but not the holder's own: her known device keeps a budget nobody else can use.
 *
 * Each attempt reserves a slot in both buckets before the password is checked, and gives both back
 * when it turns out not to be a wrong password. Reading the count first and adding after a failure
 * would let 30 simultaneous guesses all read "4" and all run bcrypt; a reservation is one atomic
 * upsert, so at most `limit` password checks per window ever run, however many arrive at once, and
 * still only failures are left counted.
 */

const WINDOW_MS = 15 * 60 * 1000;

export const signInAccountLimit = {
  name: "sign-in-account",
  limit: 5,
  windowMs: WINDOW_MS,
} as const satisfies RateLimitRule;

/** A browser that signed in to the account before: its own budget, not shared with strangers. */
export const signInKnownDeviceLimit = {
  name: "sign-in-known-device",
  limit: 5,
  windowMs: WINDOW_MS,
} as const satisfies RateLimitRule;

export const signInIpLimit = {
  name: "sign-in-ip",
  limit: 20,
  windowMs: WINDOW_MS,
} as const satisfies RateLimitRule;

type LimitDb = PrismaClient | Prisma.TransactionClient;

type Slot = { key: string; windowStart: Date };

export type SignInReservation =
  { allowed: true; release: () => Promise<void> } | { allowed: false; minutesLeft: number };

function slotFor(rule: RateLimitRule, subject: string, now: Date): Slot {
  // The key and window consumeRateLimit wrote, so the refund lands on the same row.
  return {
    key: `${rule.name}:${hashRateLimitSubject(subject)}`,
    windowStart: new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs),
  };
}

async function refund(client: LimitDb, slot: Slot): Promise<void> {
  await client.$executeRaw`
    UPDATE "rate_limit_buckets" SET "count" = "count" - 1
    WHERE "key" = ${slot.key} AND "window_start" = ${slot.windowStart} AND "count" > 0`;
}

/** Who is asking: the e-mail typed (lower-cased), the address, and a known device if proven. */
export type SignInAttempt = {
  email: string;
  ip: string | null;
  /** Set only when the device cookie proves an earlier sign-in to this account. */
  knownDevice?: { userId: string; deviceId: string } | null;
};

function bucketsFor(attempt: SignInAttempt): [RateLimitRule, string][] {
  if (attempt.knownDevice) {
    const { userId, deviceId } = attempt.knownDevice;
    return [[signInKnownDeviceLimit, `account-device:${userId}:${deviceId}`]];
  }
  return [
    [signInAccountLimit, `account:${attempt.email}`],
    [signInIpLimit, ipRateLimitSubject(attempt.ip)],
  ];
}

/**
 * Takes one attempt from each bucket this attempt counts against. When any is spent, nothing is
 * kept and the caller refuses without checking the password. Otherwise the caller checks it and
 * calls release() unless it was wrong.
 */
export async function reserveSignInAttempt(
  client: LimitDb,
  attempt: SignInAttempt,
  now: Date = new Date(),
): Promise<SignInReservation> {
  const buckets = bucketsFor(attempt);
  const outcomes = await Promise.all(
    buckets.map(([rule, subject]) => consumeRateLimit(client, rule, subject, now)),
  );
  const slots = buckets.map(([rule, subject]) => slotFor(rule, subject, now));
  const release = async () => {
    await Promise.all(slots.map((slot) => refund(client, slot)));
  };

  if (outcomes.every((o) => o.allowed)) return { allowed: true, release };

  await release();
  const resetAt = Math.max(...outcomes.filter((o) => !o.allowed).map((o) => o.resetAt.getTime()));
  return {
    allowed: false,
    minutesLeft: Math.max(1, Math.ceil((resetAt - now.getTime()) / 60_000)),
  };
}

/** The UTC day `now` falls in, as PostgreSQL's date. */
function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Counts a wrong password (or an attempt refused by the limit) against an existing account, for
 * the owner's "repeated failed sign-ins" list. Only counts and the time: nothing about who tried.
 */
export async function recordFailedSignIn(
  client: LimitDb,
  userId: string,
  kind: "failure" | "refused",
  now: Date = new Date(),
): Promise<void> {
  const failures = kind === "failure" ? 1 : 0;
  const refused = kind === "refused" ? 1 : 0;
  await client.$executeRaw`
    INSERT INTO "sign_in_failure_days" ("user_id", "day", "failures", "refused", "last_failed_at")
    VALUES (${userId}::uuid, ${utcDay(now)}::date, ${failures}, ${refused}, ${now})
    ON CONFLICT ("user_id", "day") DO UPDATE SET
      "failures" = "sign_in_failure_days"."failures" + EXCLUDED."failures",
      "refused" = "sign_in_failure_days"."refused" + EXCLUDED."refused",
      "last_failed_at" = GREATEST("sign_in_failure_days"."last_failed_at", EXCLUDED."last_failed_at")`;
}
