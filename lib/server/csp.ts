import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy } from "@/lib/server/content-security-policy.mjs";
import { devanagariFaceScriptHash } from "@/lib/i18n/devanagari-face";
import { env } from "@/lib/env";
import { turnCspSources, turnUrls } from "@/lib/video/turn";

/**
 * A per-request Content-Security-Policy with a nonce, for the pages rendered per request: the staff
 * areas, sign-in and the booking form (middleware.ts's matcher). Scripts run only with this
 * request's nonce, which Next.js puts on its own scripts when it finds the policy on the request;
 * no 'unsafe-inline' for scripts, so an injected inline script does not run there.
 *
 * The pre-rendered public pages keep the static policy in next.config.mjs, which needs
 * 'unsafe-inline' for Next's inline bootstrap: a page built once for every visitor cannot carry a
 * nonce made per request. They show no patient data and take no input.
 */

const isDev = env.NODE_ENV === "development";

/** Public pages in middleware's matcher for their nonce only: indexable, not private. */
const publicNoncePages = new Set([
  "/sign-in",
  "/sign-up",
  "/hi/sign-in",
  "/hi/sign-up",
  "/book-consultation",
  "/hi/book-consultation",
]);

export function isPublicNoncePage(pathname: string): boolean {
  return publicNoncePages.has(pathname);
}

/** A video visit's room (/visit/<id>): the only page that talks to the TURN server. */
export function isVisitRoom(pathname: string): boolean {
  return pathname.startsWith("/visit/");
}

/** The clinic's TURN server, as the room's connect-src names it. */
const turnSources = turnCspSources(turnUrls(env.TURN_URLS));

export function nonceContentSecurityPolicy(nonce: string, pathname = ""): string {
  // 'strict-dynamic': scripts Next.js loads from a nonced script are trusted too. The one inline
  // script of ours, the Hindi pages' face mark (lib/i18n/devanagari-face.ts), is named by its hash.
  return contentSecurityPolicy(
    `'nonce-${nonce}' 'strict-dynamic' ${devanagariFaceScriptHash}`,
    isDev,
    isVisitRoom(pathname) ? turnSources : [],
  );
}

/**
 * Gives a middleware response (next() or rewrite(), from any gate) this request's nonce policy:
 * on the request, where Next.js reads the nonce while rendering, and on the response, where the
 * browser enforces it. Next.js's documented nonce pattern, applied after the gate has decided.
 */
export function withNonceCsp(request: NextRequest, response: NextResponse): NextResponse {
  // 128 random bits, base64: written on every script tag of the page, so no longer than needed.
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = nonceContentSecurityPolicy(nonce, request.nextUrl.pathname);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  // NextResponse.next({ request }) encodes the new request headers as x-middleware-* headers on
  // the response; copied onto the gate's response so a rewrite carries them as well.
  const carrier = NextResponse.next({ request: { headers: requestHeaders } });
  carrier.headers.forEach((value, name) => {
    if (name.startsWith("x-middleware-") && name !== "x-middleware-next") {
      response.headers.set(name, value);
    }
  });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}
