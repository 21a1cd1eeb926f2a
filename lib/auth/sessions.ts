import "server-only";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/config";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isUuid } from "@/lib/uuid";

/**
 * Server-side sessions: one row per signed-in device, named by the session cookie's `sid`. The
 * cookie proves who signed in; the row says whether that sign-in still counts. Reading it on every
 * request is what makes signing out real: a copy of the cookie taken before is refused at once.
 */

type SessionDb = Pick<Prisma.TransactionClient, "userSession">;

/** A new session for a sign-in, as long-lived as the cookie that will carry its id. */
export async function createSession(userId: string, now: Date = new Date()): Promise<string> {
  const row = await db.userSession.create({
    data: { userId, expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000) },
    select: { id: true },
  });
  return row.id;
}

/** Ends one session (signing out on this device). Unknown or already ended ids change nothing. */
export async function revokeSession(sessionId: string, now: Date = new Date()): Promise<void> {
  if (!isUuid(sessionId)) return;
  await db.userSession.updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: now },
  });
}

/**
 * Ends every session of an account, but `keep` (the device that asked, after a password change).
 * Pass a transaction's client so the revocation commits with the change that caused it: a
 * suspension, a role change, a deletion request.
 */
export async function revokeAllSessions(
  userId: string,
  options: { keep?: string; client?: SessionDb; now?: Date } = {},
): Promise<number> {
  const client = options.client ?? db;
  const { count } = await client.userSession.updateMany({
    where: {
      userId,
      revokedAt: null,
      ...(options.keep && isUuid(options.keep) ? { id: { not: options.keep } } : {}),
    },
    data: { revokedAt: options.now ?? new Date() },
  });
  return count;
}
