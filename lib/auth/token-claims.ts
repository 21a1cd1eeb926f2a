import type { JWT } from "next-auth/jwt";
import { isAccountStatus, isRole, type AccountStatus, type Role } from "@/lib/auth/permissions";

/**
 * What the session cookie carries: the user id (sub), role, status and when those were last read
 * from the database. Pure and free of server-only imports: middleware reads the same claims.
 */
export type SessionClaims = { sub: string; role: Role; status: AccountStatus; checkedAt: number };

/** The claims of a token this app issued, or null for anything else (an old or foreign token). */
export function sessionClaims(token: JWT | null | undefined): SessionClaims | null {
  if (!token) return null;
  const { sub, role, status, checkedAt } = token;
  if (typeof sub !== "string" || sub === "" || !isRole(role) || !isAccountStatus(status)) {
    return null;
  }
  return { sub, role, status, checkedAt: typeof checkedAt === "number" ? checkedAt : 0 };
}
