import type { JWT } from "next-auth/jwt";
import { isAccountStatus, isRole, type AccountStatus, type Role } from "@/lib/auth/permissions";

/**
 * What the session cookie carries: the user id (sub), role, status and when those were last read
 * from the database. Pure and free of server-only imports: middleware reads the same claims.
 */
export type SessionClaims = {
  sub: string;
  /** The server-side session (lib/auth/sessions.ts) this cookie belongs to. */
  sid: string;
  role: Role;
  status: AccountStatus;
  checkedAt: number;
};

/** The claims of a token this app issued, or null for anything else (an old or foreign token). */
export function sessionClaims(token: JWT | null | undefined): SessionClaims | null {
  if (!token) return null;
  const { sub, sid, role, status, checkedAt } = token;
  if (
    typeof sub !== "string" ||
    sub === "" ||
    // A token from before server-side sessions names none: it cannot be revoked, so it never counts.
    typeof sid !== "string" ||
    sid === "" ||
    !isRole(role) ||
    !isAccountStatus(status)
  ) {
    return null;
  }
  return { sub, sid, role, status, checkedAt: typeof checkedAt === "number" ? checkedAt : 0 };
}
