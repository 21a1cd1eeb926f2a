import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { readSessionToken } from "@/lib/auth/session-token";
import {
  areas,
  canEnterArea,
  type AccountStatus,
  type AreaId,
  type Role,
} from "@/lib/auth/permissions";

/**
 * Who is signed in, for layouts, pages and actions. The cookie only says which account; the row is
 * read again on every request (one primary-key lookup, once per request thanks to cache()), so an
 * owner's role change, suspension or deletion takes effect on the very next request.
 */

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  status: AccountStatus;
};

export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const token = await readSessionToken();
  if (!token) return null;
  return db.user.findUnique({
    where: { id: token.userId },
    select: { id: true, email: true, firstName: true, lastName: true, role: true, status: true },
  });
});

export type AreaAccess =
  | { state: "signed-out" }
  | { state: "suspended" }
  | { state: "pending"; user: SessionUser }
  | { state: "denied"; user: SessionUser; requiredRole: string }
  | { state: "allowed"; user: SessionUser };

/**
 * What an area's layout shows. Order matters and is deliberate:
 * 1. signed out (or the account was deleted) → the sign-in card;
 * 2. suspended → the suspension notice, in every area, whatever the role;
 * 3. wrong role → access denied with the required role, even while pending, so a pending doctor
 *    who opens the patient dashboard is told it is not hers rather than to wait for approval;
 * 4. pending (a doctor or coordinator awaiting the owner's approval) → the awaiting-approval notice;
 * 5. otherwise the area.
 */
export function areaAccessFor(user: SessionUser | null, area: AreaId): AreaAccess {
  if (!user) return { state: "signed-out" };
  if (user.status === "suspended") return { state: "suspended" };
  if (!canEnterArea(user.role, area)) {
    return { state: "denied", user, requiredRole: areas[area].requiredRole };
  }
  if (user.status === "pending") return { state: "pending", user };
  return { state: "allowed", user };
}

export async function checkAreaAccess(area: AreaId): Promise<AreaAccess> {
  return areaAccessFor(await getSessionUser(), area);
}
