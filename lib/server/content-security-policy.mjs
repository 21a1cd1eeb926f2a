// The site's Content-Security-Policy, built in one place for both of its forms: the static one in
// next.config.mjs (pre-rendered pages, inline scripts allowed) and the per-request nonce one in
// lib/server/csp.ts (pages rendered per request). Plain JavaScript: next.config.mjs imports it.
//
// No third-party source anywhere: the site loads its own scripts, styles, font and images only.
// The dev server also needs 'unsafe-eval' for fast refresh and ws: for its socket.

/**
 * The policy with these script sources (e.g. "'unsafe-inline'" or a nonce) after 'self', and
 * `connectSources` beside 'self' (the TURN server, on a video visit's room only).
 */
export function contentSecurityPolicy(scriptSources, dev = false, connectSources = []) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources}${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSources, ...(dev ? ["ws:"] : [])].join(" "),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join("; ");
}

/**
 * The headers every response carries (but the build's own files: staticAssetHeaders), the policy
 * above (static form) among them. next.config.mjs sends them with every page; scripts/serve.mjs
 * sets them first on every response, so Next.js's own redirects (`/` to `/home`) and errors carry
 * them too. Middleware replaces the policy with a nonce one on the pages rendered per request.
 *
 * Cross-Origin-Opener-Policy: no page another site opens keeps a handle on this one's window.
 * Cross-Origin-Resource-Policy: no other site embeds this one's files (its images, its reports).
 */
export function securityHeaders(dev = false) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy("'unsafe-inline'", dev) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  ];
}

/** Where the build's scripts, styles and fonts are served: immutable files, never a document. */
export const STATIC_ASSETS_PREFIX = "/_next/static/";

/**
 * The headers the build's own files carry instead: what still means something for a script or a
 * stylesheet. The policy, the frame, referrer, permission and opener headers act on documents
 * only, and on a page's dozen scripts they added ~6 kB to what a phone downloads.
 */
export function staticAssetHeaders() {
  return securityHeaders().filter(
    ({ key }) => key === "X-Content-Type-Options" || key === "Cross-Origin-Resource-Policy",
  );
}
