import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { readSessionToken } from "@/lib/auth/session-token";
import {
  areaDecision,
  areas,
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

/**
 * The signed-in user when she may use this area, else null. For pages: Next renders a page
 * alongside its layout, so a page's own reads must not rely on the layout's guard having said yes.
 * The page renders nothing for null (the layout is showing the guard's state instead).
 */
export async function areaUser(area: AreaId): Promise<SessionUser | null> {
  const access = await checkAreaAccess(area);
  return access.state === "allowed" ? access.user : null;
}
