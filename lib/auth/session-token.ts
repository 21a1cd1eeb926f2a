import "server-only";
import { cookies } from "next/headers";
import { decode } from "next-auth/jwt";
import { authSecret, sessionCookieName } from "@/lib/auth/config";
import { sessionClaims } from "@/lib/auth/token-claims";

/**
 * The signed-in user's id and session id from the session cookie, or null. Its own module so integration tests
 * replace it with vi.mock and act as any user without cookies or HTTP.
 *
 * It decodes the cookie (signature, encryption and expiry, exactly as next-auth does) instead of
 * calling getServerSession: that would run the jwt callback, whose database re-check session.ts
 * makes anyway, and could not store the refreshed cookie from a Server Component regardless.
 */
export type SessionToken = { userId: string; sessionId: string };

export async function readSessionToken(): Promise<SessionToken | null> {
  if (!authSecret) return null;
  const store = await cookies();
  // next-auth splits a cookie over 4 kB into name.0, name.1, ...; ours is far smaller, but a
  // chunked one from a future change should still read.
  const whole = store.get(sessionCookieName)?.value;
  const chunks = store
    .getAll()
    .filter((cookie) => cookie.name.startsWith(`${sessionCookieName}.`))
    .sort(
      (a, b) =>
        Number(a.name.slice(sessionCookieName.length + 1)) -
        Number(b.name.slice(sessionCookieName.length + 1)),
    )
    .map((cookie) => cookie.value)
    .join("");
  const raw = whole ?? (chunks || undefined);
  if (!raw) return null;
  try {
    const token = await decode({ token: raw, secret: authSecret });
    const claims = sessionClaims(token);
    return claims ? { userId: claims.sub, sessionId: claims.sid } : null;
  } catch {
    // Tampered, expired or signed with another secret: treated as no session.
    return null;
  }
}
