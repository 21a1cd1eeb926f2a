import "server-only";
import type { Role } from "@/lib/auth/permissions";
import { signInAccountLimit } from "@/lib/auth/sign-in-limit";
import { assertRole, type Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";

/**
 * The owner's "repeated failed sign-ins": accounts with at least one lock-out's worth of wrong
 * passwords (or attempts refused by the limit) over the last days. Counts and the latest time
 * only: the table behind it holds nothing about who tried or from where.
 */

export const FAILED_SIGN_IN_DAYS = 7;

export type FailedSignInView = {
  userId: string;
  name: string;
  email: string;
  role: Role;
  /** Wrong passwords. */
  failures: number;
  /** Attempts turned away unchecked because the account's limit for strangers was spent. */
  refused: number;
  lastFailedAt: Date;
};

export async function repeatedFailedSignIns(
  viewer: Viewer<"owner">,
  now: Date = new Date(),
  limit = 10,
): Promise<FailedSignInView[]> {
  assertRole(viewer, ["owner"]);
  const since = new Date(now.getTime() - FAILED_SIGN_IN_DAYS * 24 * 60 * 60 * 1000);
  since.setUTCHours(0, 0, 0, 0);
  const rows = await db.$queryRaw<
    { user_id: string; failures: number; refused: number; last_failed_at: Date }[]
  >`
    SELECT "user_id", SUM("failures")::int AS "failures", SUM("refused")::int AS "refused",
           MAX("last_failed_at") AS "last_failed_at"
    FROM "sign_in_failure_days"
    WHERE "day" >= ${since.toISOString().slice(0, 10)}::date
    GROUP BY "user_id"
    HAVING SUM("failures") + SUM("refused") >= ${signInAccountLimit.limit}
    ORDER BY MAX("last_failed_at") DESC
    LIMIT ${limit}`;
  if (rows.length === 0) return [];
  const users = await db.user.findMany({
    where: { id: { in: rows.map((row) => row.user_id) } },
    select: { id: true, firstName: true, lastName: true, email: true, role: true },
  });
  const byId = new Map(users.map((user) => [user.id, user]));
  return rows.flatMap((row) => {
    const user = byId.get(row.user_id);
    if (!user) return [];
    return [
      {
        userId: user.id,
        name: `${user.firstName} ${user.lastName}`,
        email: user.email,
        role: user.role,
        failures: row.failures,
        refused: row.refused,
        lastFailedAt: row.last_failed_at,
      },
    ];
  });
}
