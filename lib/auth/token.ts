import "server-only";
import type { JWT } from "next-auth/jwt";
import { db } from "@/lib/db";
import { TOKEN_RECHECK_MS } from "@/lib/auth/config";
import type { AccountStatus, Role } from "@/lib/auth/permissions";
import { sessionClaims } from "@/lib/auth/token-claims";

/**
 * What the session cookie carries, and how it is kept fresh. The token holds only the user id
 * (sub), role, status and when those were last read. Middleware decides on them without a
 * database, so the jwt callback re-reads them once they are a minute old; layouts and actions do
 * not wait for that (lib/auth/session.ts reads the row on every request).
 */

/**
 * Thrown by the jwt callback when the account no longer exists. next-auth's session route catches
 * it, deletes the session cookie and answers with an empty session: the visitor is signed out.
 */
export class SessionRevokedError extends Error {
  constructor() {
    super("The account behind this session no longer exists");
    this.name = "SessionRevokedError";
  }
}

export type AccountLoader = (id: string) => Promise<{ role: Role; status: AccountStatus } | null>;

export const loadAccount: AccountLoader = (id) =>
  db.user.findUnique({ where: { id }, select: { role: true, status: true } });

export type JwtCallbackParams = {
  token: JWT;
  /** Set only at sign-in: what authorize() returned. */
  user?: { id: string; role: Role; status: AccountStatus } | null;
  /** "update" when the browser asks for fresh claims (POST /api/auth/session): re-read now. */
  trigger?: "signIn" | "signUp" | "update";
};

export type JwtCallbackDeps = { now?: number; loadAccount?: AccountLoader };

/**
 * next-auth's jwt callback. Builds the token from scratch at sign-in (dropping next-auth's default
 * name, email and picture: the cookie carries no personal data) and refreshes role and status
 * when they are older than TOKEN_RECHECK_MS, or at once when the browser asks for an update.
 */
export async function jwtCallback(
  { token, user, trigger }: JwtCallbackParams,
  deps: JwtCallbackDeps = {},
): Promise<JWT> {
  const now = deps.now ?? Date.now();
  if (user) return { sub: user.id, role: user.role, status: user.status, checkedAt: now };

  const claims = sessionClaims(token);
  if (!claims) throw new SessionRevokedError();
  if (trigger !== "update" && now - claims.checkedAt < TOKEN_RECHECK_MS) return token;

  const account = await (deps.loadAccount ?? loadAccount)(claims.sub);
  if (!account) throw new SessionRevokedError();
  return { ...token, role: account.role, status: account.status, checkedAt: now };
}
