// The site's Content-Security-Policy, built in one place for both of its forms: the static one in
// next.config.mjs (pre-rendered pages, inline scripts allowed) and the per-request nonce one in
// lib/csp.ts (pages rendered per request). Plain JavaScript: next.config.mjs imports it.
//
// No third-party source anywhere: the site loads its own scripts, styles, font and images only.
// The dev server also needs 'unsafe-eval' for fast refresh and ws: for its socket.

/** The policy with these script sources (e.g. "'unsafe-inline'" or a nonce) after 'self'. */
export function contentSecurityPolicy(scriptSources, dev = false) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources}${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws:" : ""}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join("; ");
}
