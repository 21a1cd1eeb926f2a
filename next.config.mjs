import { fileURLToPath } from "node:url";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { securityHeaders, staticAssetHeaders } from "./lib/server/content-security-policy.mjs";
import { SERVER_ACTION_BODY_LIMIT_BYTES } from "./lib/server/request-size.mjs";

const isDev = process.env.NODE_ENV === "development";

/**
 * The policy's sources are in lib/server/content-security-policy.mjs. Next's inline bootstrap scripts
 * need 'unsafe-inline' in the static policy: it serves the pre-rendered public pages, built once
 * for every visitor, which cannot carry a per-request nonce (and show no patient data, take no
 * input). The pages rendered per request (staff areas, sign-in, booking) get a nonce policy
 * without 'unsafe-inline' from middleware instead (lib/server/csp.ts), which replaces this one.
 */
const headersForEveryResponse = securityHeaders(isDev);

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Revalidations shared by every process and server through PostgreSQL (see the file).
  cacheHandler: fileURLToPath(new URL("./lib/server/next-cache-handler.mjs", import.meta.url)),
  reactStrictMode: true,
  poweredByHeader: false,
  // Every visitor gets the title, description and canonical link in <head>, as crawlers do: streamed
  // metadata lands in <body> (invalid HTML, and late for share previews and tab titles). The pages
  // rendered per request resolve their metadata from the same reads as the page, so nothing waits.
  htmlLimitedBots: /.*/,
  typedRoutes: false,
  // Middleware's redirects keep the address she used (middleware.ts): without this, Next.js
  // rewrites their Location from 127.0.0.1 to "localhost", another origin, without her cookie.
  // (The normalisation it skips is for the pages router's /_next/data requests: none here.)
  skipMiddlewareUrlNormalize: true,
  // Lets a second build (a benchmark, a parallel check) write beside the main one.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  experimental: {
    // radix-ui is a barrel of "use client" modules: without this, a Server Component importing
    // Slot from it pulls every primitive into the page's client bundle (~80 kB on /home).
    optimizePackageImports: ["radix-ui"],
    // Next.js's default, named so scripts/serve.mjs can answer a larger body with a clear 413
    // before Next.js turns it into a 500 (lib/server/request-size.mjs).
    serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT_BYTES },
  },
  async headers() {
    return [
      // Documents and API answers; the build's own files (/_next/static/) get only what applies
      // to a script or a stylesheet.
      { source: "/((?!_next/static/).*)", headers: headersForEveryResponse },
      { source: "/_next/static/:path*", headers: staticAssetHeaders() },
      {
        // HSTS only when the request reached the proxy over https: over plain http (local runs,
        // tests) the header is meaningless and would pin localhost to https in the browser.
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [
          { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
        ],
      },
    ];
  },
  async redirects() {
    // Footer links named by the spec but never defined: send them to the real pages.
    return [
      // The spec's / replaces history with /home: middleware.ts redirects it, in her language.
      { source: "/hi", destination: "/hi/home", permanent: false },
      { source: "/about", destination: "/about-us", permanent: true },
      { source: "/privacy", destination: "/privacy-policy", permanent: true },
      { source: "/hipaa", destination: "/privacy-policy", permanent: true },
      { source: "/terms", destination: "/terms-of-service", permanent: true },
    ];
  },
};

/**
 * The public origin is baked into the pre-rendered pages (canonical links, the sitemap, structured
 * data, links in mails): a production build without SITE_URL would ship http://localhost:3000 in
 * all of them, so it stops here instead. `npm run up` and the tests set it.
 */
export default function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD && !process.env.SITE_URL) {
    throw new Error(
      "SITE_URL is not set: a production build needs the site's public address (e.g. https://www.sahelicare.in), which goes into every canonical link, the sitemap and the structured data. Set it in the environment or in .env (see .env.example).",
    );
  }
  return nextConfig;
}
