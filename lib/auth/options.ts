import "server-only";
import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import {
  authSecret,
  SESSION_MAX_AGE_SECONDS,
  sessionCookieName,
  useSecureCookies,
} from "@/lib/auth/config";
import { authorizeCredentials, headersFromRecord } from "@/lib/auth/credentials";
import { knownDeviceCookieFromHeader, rememberDevice } from "@/lib/auth/known-device";
import { revokeSession } from "@/lib/auth/sessions";
import { jwtCallback, SessionRevokedError } from "@/lib/auth/token";
import { sessionClaims } from "@/lib/auth/token-claims";
import { clientIp } from "@/lib/server/client-ip";
import { linkVerifiedEmailBookings } from "@/lib/booking/link";

/**
 * next-auth 4 configuration: e-mail and password only, sessions in an encrypted JWT cookie, twelve
 * hours long, each naming a server-side session row (lib/auth/sessions.ts) that signing out ends.
 * Everything that decides is in plain functions beside this file (credentials.ts, token.ts) so
 * tests exercise them without HTTP.
 */

function isRevoked(metadata: unknown): boolean {
  return metadata instanceof SessionRevokedError;
}

/**
 * With a confirmed e-mail, every booking made with it becomes hers as she signs in (one whose link
 * failed as it was made, say). Nothing the browser sends takes part: an unconfirmed address links
 * nothing (lib/booking/link.ts). A failure here is logged and never blocks signing in: she can
 * still claim a booking by its reference.
 */
async function linkConfirmedEmailBookings(userId: string): Promise<void> {
  try {
    await linkVerifiedEmailBookings(userId);
  } catch (error) {
    console.error("[auth] could not link bookings", error instanceof Error ? error.name : error);
  }
}

export const authOptions: AuthOptions = {
  secret: authSecret,
  useSecureCookies,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/sign-in" },
  cookies: {
    // next-auth's defaults (HttpOnly, SameSite=Lax, Secure over https), named explicitly so the
    // session reader and middleware cannot drift from them.
    sessionToken: {
      name: sessionCookieName,
      options: { httpOnly: true, sameSite: "lax", path: "/", secure: useSecureCookies },
    },
  },
  providers: [
    CredentialsProvider({
      id: "credentials",
      name: "Email and password",
      credentials: {
        email: { label: "Email", type: "email" },
        password: { label: "Password", type: "password" },
      },
      async authorize(credentials, req) {
        const headers = headersFromRecord(req.headers);
        const result = await authorizeCredentials(credentials, clientIp(headers), {
          deviceCookie: knownDeviceCookieFromHeader(headers.get("cookie")),
        });
        // next-auth passes a thrown message to the client as `error` (lib/validations/auth-messages.ts reads it).
        if (!result.ok) throw new Error(result.code);
        await rememberDevice(result.deviceCookie);
        if (result.user.role === "patient") {
          await linkConfirmedEmailBookings(result.user.id);
        }
        return result.user;
      },
    }),
  ],
  callbacks: {
    jwt: ({ token, user, trigger }) => jwtCallback({ token, user, trigger }),
    session({ session, token }) {
      const claims = sessionClaims(token);
      if (!claims) throw new SessionRevokedError();
      return {
        expires: session.expires,
        user: { id: claims.sub, role: claims.role, status: claims.status },
      };
    },
  },
  events: {
    // Signing out ends the session on the server, not only the cookie in this browser: a copy of
    // the cookie taken before is refused from the next request on (lib/auth/session.ts).
    async signOut({ token }) {
      const claims = sessionClaims(token);
      if (claims) await revokeSession(claims.sid);
    },
  },
  logger: {
    error(code, metadata) {
      // A deleted account's session ending is expected, not an error worth an alert.
      if (isRevoked(metadata)) return;
      console.error(`[next-auth][error][${code}]`, metadata);
    },
    warn(code) {
      console.warn(`[next-auth][warn][${code}]`);
    },
    debug() {},
  },
};
