import "server-only";
import type { JWT } from "next-auth/jwt";
import { db } from "@/lib/db";
import type { AccountStatus, Role } from "@/lib/auth/permissions";
import { createSession } from "@/lib/auth/sessions";
import { sessionClaims } from "@/lib/auth/token-claims";
import { isUuid } from "@/lib/uuid";

/**
 * What the session cookie carries, and how it is kept fresh. The token holds only the user id
 * (sub), the server-side session id (sid), role, status and when those were last read.
 * Middleware decides on them without a database; pages, route handlers and actions do not trust
 * them at all (lib/auth/session.ts reads the session and account rows on every request).
 */

/**
 * Thrown by the jwt callback when the session no longer counts: signed out elsewhere, revoked by
 * 'Sign out of all devices', a suspension, role or password change, or the account is gone.
 * next-auth's session route catches it, deletes the session cookie and answers with an empty
 * session: the visitor is signed out.
 */
export class SessionRevokedError extends Error {
  constructor() {
    super("The session behind this cookie has ended");
    this.name = "SessionRevokedError";
  }
}

export type AccountLoader = (
  userId: string,
  sessionId: string,
) => Promise<{ role: Role; status: AccountStatus } | null>;

/** The account's role and status, but only while this session is live. */
export const loadAccount: AccountLoader = async (userId, sessionId) => {
  if (!isUuid(sessionId)) return null;
  const session = await db.userSession.findFirst({
    where: { id: sessionId, userId, revokedAt: null, expiresAt: { gt: new Date() } },
    select: { user: { select: { role: true, status: true } } },
  });
  return session?.user ?? null;
};

export type JwtCallbackParams = {
  token: JWT;
  /** Set only at sign-in: what authorize() returned. */
  user?: { id: string; role: Role; status: AccountStatus } | null;
  trigger?: "signIn" | "signUp" | "update";
};

export type JwtCallbackDeps = {
  now?: number;
  loadAccount?: AccountLoader;
  createSession?: (userId: string) => Promise<string>;
};

/**
 * next-auth's jwt callback. At sign-in it opens a server-side session and builds the token from
 * scratch (dropping next-auth's default name, email and picture: the cookie carries no personal
 * data). Every later call (the browser's /api/auth/session) re-reads role and status through the
 * session row, so a revoked session is signed out there too. Middleware, which reads the cookie
 * without this callback, trusts the claims only for TOKEN_RECHECK_MS after `checkedAt`.
 */
export async function jwtCallback(
  { token, user }: JwtCallbackParams,
  deps: JwtCallbackDeps = {},
): Promise<JWT> {
  const now = deps.now ?? Date.now();
  if (user) {
    const sid = await (deps.createSession ?? createSession)(user.id);
    return { sub: user.id, sid, role: user.role, status: user.status, checkedAt: now };
  }

  const claims = sessionClaims(token);
  if (!claims) throw new SessionRevokedError();
  const account = await (deps.loadAccount ?? loadAccount)(claims.sub, claims.sid);
  if (!account) throw new SessionRevokedError();
  return { ...token, role: account.role, status: account.status, checkedAt: now };
}
