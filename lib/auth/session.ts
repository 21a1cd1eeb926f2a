import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { readSessionToken } from "@/lib/auth/session-token";
import { isUuid } from "@/lib/uuid";
import type { Locale } from "@/content/i18n";
import {
  areaDecision,
  areas,
  type AccountStatus,
  type AreaId,
  type Role,
} from "@/lib/auth/permissions";

/**
 * Who is signed in, for layouts, pages and actions. The cookie only names an account and a
 * server-side session; both rows are read again on every request (one primary-key join, once per
 * request thanks to cache()), so signing out, an owner's role change, a suspension or a deletion
 * takes effect on the very next request, for every copy of the cookie.
 *
 * A SessionUser is not yet allowed to read anything: lib/auth/viewer.ts turns her into a Viewer
 * once the area (or the action's permission) admits her, and every query asks for a Viewer.
 */

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  status: AccountStatus;
  /** The language of her own screens (patients; staff screens stay English). */
  locale: Locale;
};

export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const token = await readSessionToken();
  if (!token || !isUuid(token.sessionId) || !isUuid(token.userId)) return null;
  // Plain SQL: this runs on every signed-in request, and a compiled Prisma query cost about as
  // much as the rest of the read (docs/performance.md).
  const [user] = await db.$queryRaw<SessionUser[]>`
    SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName",
           u.role::text AS role, u.status::text AS status, u.locale::text AS locale
    FROM user_sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id = ${token.sessionId}::uuid AND s.user_id = ${token.userId}::uuid
      AND s.revoked_at IS NULL AND s.expires_at > ${new Date()}`;
  return user ?? null;
});

export type AreaAccess =
  | { state: "signed-out" }
  | { state: "suspended" }
  | { state: "pending"; user: SessionUser }
  | { state: "denied"; user: SessionUser; requiredRole: string }
  | { state: "allowed"; user: SessionUser };

/** What an area's layout shows: areaDecision (lib/auth/permissions.ts) on the row read just now. */
export function areaAccessFor(user: SessionUser | null, area: AreaId): AreaAccess {
  const decision = areaDecision(user, area);
  if (!user || decision === "signed-out") return { state: "signed-out" };
  switch (decision) {
    case "suspended":
      return { state: "suspended" };
    case "denied":
      return { state: "denied", user, requiredRole: areas[area].requiredRole };
    case "pending":
      return { state: "pending", user };
    case "allowed":
      return { state: "allowed", user };
  }
}

export async function checkAreaAccess(area: AreaId): Promise<AreaAccess> {
  return areaAccessFor(await getSessionUser(), area);
}
