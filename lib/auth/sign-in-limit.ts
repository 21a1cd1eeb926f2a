import "server-only";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import {
  consumeRateLimit,
  hashRateLimitSubject,
  ipRateLimitSubject,
  type RateLimitRule,
} from "@/lib/rate-limit";

/**
 * Failed sign-ins, limited per account and per address in the shared rate_limit_buckets table.
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

/**
 * Takes one attempt for this e-mail (already lower-cased) and address. When either limit is spent,
 * nothing is kept and the caller refuses without checking the password. Otherwise the caller
 * checks it and calls release() unless it was wrong.
 */
export async function reserveSignInAttempt(
  client: LimitDb,
  email: string,
  ip: string | null,
  now: Date = new Date(),
): Promise<SignInReservation> {
  const accountSubject = `account:${email}`;
  const ipSubject = ipRateLimitSubject(ip);
  const [account, address] = await Promise.all([
    consumeRateLimit(client, signInAccountLimit, accountSubject, now),
    consumeRateLimit(client, signInIpLimit, ipSubject, now),
  ]);
  const slots = [
    slotFor(signInAccountLimit, accountSubject, now),
    slotFor(signInIpLimit, ipSubject, now),
  ];
  const release = async () => {
    await Promise.all(slots.map((slot) => refund(client, slot)));
  };

  if (account.allowed && address.allowed) return { allowed: true, release };

  await release();
  const resetAt = Math.max(
    ...[account, address].filter((o) => !o.allowed).map((o) => o.resetAt.getTime()),
  );
  return {
    allowed: false,
    minutesLeft: Math.max(1, Math.ceil((resetAt - now.getTime()) / 60_000)),
  };
}
