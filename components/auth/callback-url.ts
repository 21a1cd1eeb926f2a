/** The pages that sign her in, in both languages: never a place to come back to. */
const signInPages: ReadonlySet<string> = new Set([
  "/sign-in",
  "/sign-up",
  "/hi/sign-in",
  "/hi/sign-up",
]);

/**
 * Where to go after signing in, from a `callbackUrl` query parameter: a path on this site, or null.
 * next-auth writes absolute URLs there, so an absolute URL on the same origin is accepted too. Never
 * another origin (an open redirect), never a protocol-relative `//host`, and never back to the
 * sign-in or sign-up page (in either language) or next-auth's own endpoints (a loop).
 */
export function sameSitePath(raw: string | null | undefined, origin: string): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  // `new URL("/\\evil.example", origin)` stays on origin, but browsers read `/\` as `//`.
  if (raw.startsWith("//") || raw.startsWith("/\\")) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (signInPages.has(url.pathname) || url.pathname.startsWith("/api/")) return null;
  return path;
}
