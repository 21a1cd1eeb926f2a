import { env } from "@/lib/env";

/**
 * Session settings shared by next-auth (lib/auth/options.ts), the session reader and middleware.
 * Free of server-only imports on purpose: middleware (a separate bundle, on the Node.js runtime)
 * must decode the same cookie with the same secret, or it would see every visitor as signed out.
 */

/**
 * Only for development and tests, where NEXTAUTH_SECRET may be unset (.env.example says so). It is
 * public, so anyone could forge a session signed with it: production never uses it.
 */
export const DEVELOPMENT_AUTH_SECRET = "saheli-care-development-only-auth-secret-do-not-deploy";

/**
 * The key sessions are signed and encrypted with. Undefined in production without NEXTAUTH_SECRET:
 * next-auth then refuses every request with its NO_SECRET error rather than run with a known key.
 */
export const authSecret: string | undefined =
  env.NEXTAUTH_SECRET ?? (env.NODE_ENV === "production" ? undefined : DEVELOPMENT_AUTH_SECRET);

/** Twelve hours: a clinic working day, so a shared front-desk computer does not stay signed in. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/** How long a token's role and status are trusted before the jwt callback reads them again. */
export const TOKEN_RECHECK_MS = 60_000;

/**
 * Secure cookies whenever the site is served over https. next-auth would derive this from
 * NEXTAUTH_URL alone; SITE_URL counts too, so an https site with NEXTAUTH_URL unset still gets them.
 */
export const useSecureCookies: boolean = (env.NEXTAUTH_URL ?? env.SITE_URL).startsWith("https://");

/** next-auth's own default names, fixed here so middleware's getToken() reads the same cookie. */
export const sessionCookieName = useSecureCookies
  ? "__Secure-next-auth.session-token"
  : "next-auth.session-token";
