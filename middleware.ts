import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { authSecret, sessionCookieName, TOKEN_RECHECK_MS } from "@/lib/auth/config";
import { areaForPath, canEnterArea, type AreaId } from "@/lib/auth/permissions";
import { sessionClaims } from "@/lib/auth/token-claims";
import { legacyDashboardUrl } from "@/lib/dashboards/routes";
import { isPublicNoncePage, isVisitRoom, withNonceCsp } from "@/lib/server/csp";
import { languageCookie } from "@/content/i18n";

/**
 * The coarse gate for the signed-in areas: is there a session, and may its role enter this prefix.
 * Nothing else. The area's server layout re-reads the account from the database on every request
 * and every action and query checks row ownership, so a request that slips past middleware (the
 * CVE-2025-29927 `x-middleware-subrequest` trick, fixed in the Next.js we pin) still gains nothing.
 *
 * When the gate says no, the request is rewritten to /area-gate/{area}: the address stays what she
 * typed, and she sees the sign-in card or the notice in place of the page, as the spec's access
 * guard shows them, without the protected page being rendered at all.
 *
 * Account status (pending, suspended) is the layout's to judge: approvals change it all day. The
 * token's role is trusted only while fresh (read from the database under a minute ago, see
 * lib/auth/token.ts); an older token passes to the layout, which decides on the row itself.
 */
export async function middleware(request: NextRequest) {
  if (request.nextUrl.pathname === "/") return frontDoor(request);
  const moved = movedDashboardAddress(request);
  if (moved) return moved;
  const area = areaForPath(request.nextUrl.pathname);
  // Every page here renders per request, so it gets a per-request nonce policy (lib/server/csp.ts).
  const response = withNonceCsp(request, area ? await gate(request, area) : NextResponse.next());
  if (isVisitRoom(request.nextUrl.pathname)) {
    // The one page that may ask for the camera and microphone, and only for itself.
    response.headers.set("Permissions-Policy", "camera=(self), microphone=(self), geolocation=()");
  }
  // Responses from these areas are never stored by shared caches or indexed.
  if (!isPublicNoncePage(request.nextUrl.pathname)) {
    response.headers.set("Cache-Control", "private, no-store");
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
  }
  return response;
}

/**
 * The address / opens the home page in the language she chose with the header's switch (its
 * cookie), English otherwise. Never by the browser's language: crawlers and shared phones get the
 * same page every time.
 */
function frontDoor(request: NextRequest): NextResponse {
  const home = request.cookies.get(languageCookie)?.value === "hi" ? "/hi/home" : "/home";
  return NextResponse.redirect(new URL(home, addressedOrigin(request)), 307);
}

/**
 * The dashboards were one page each with `?tab=`; each tab is its own address now. Bookmarks and
 * links to the old addresses land on the new ones, with their filters and paging (before the gate,
 * so a signed-out visitor signs in at the new address).
 */
function movedDashboardAddress(request: NextRequest): NextResponse | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const target = legacyDashboardUrl(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (!target) return null;
  return NextResponse.redirect(new URL(target, addressedOrigin(request)), 308);
}

/**
 * The origin she addressed (her Host header, and https when the trusted proxy says so), for an
 * absolute Location: Next.js's own request URL names 127.0.0.1 "localhost", and a redirect there
 * would leave her session cookie behind. scripts/serve.mjs drops X-Forwarded-Proto from any peer
 * that is not a trusted proxy.
 */
function addressedOrigin(request: NextRequest): string {
  const host = request.headers.get("host") ?? request.nextUrl.host;
  const https =
    request.headers.get("x-forwarded-proto") === "https" || request.nextUrl.protocol === "https:";
  return `${https ? "https" : "http"}://${host}`;
}

async function gate(request: NextRequest, area: AreaId): Promise<NextResponse> {
  const token = authSecret
    ? await getToken({ req: request, secret: authSecret, cookieName: sessionCookieName })
    : null;
  const claims = sessionClaims(token);
  const fresh = claims !== null && Date.now() - claims.checkedAt < TOKEN_RECHECK_MS;
  if (claims && (!fresh || canEnterArea(claims.role, area))) return NextResponse.next();
  // A page is shown the gate; anything else (a server action's POST) is simply refused.
  if (request.method === "GET" || request.method === "HEAD") {
    return NextResponse.rewrite(new URL(`/area-gate/${area}`, request.url));
  }
  return new NextResponse(claims ? "Forbidden" : "Unauthorized", {
    status: claims ? 403 : 401,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

export const config = {
  // Node.js, not the edge sandbox: the same process as the pages, without a second runtime's
  // start-up and copying on every request to the signed-in areas (stable since Next.js 15.5).
  runtime: "nodejs",
  matcher: [
    // The front door, which picks the home page's language (frontDoor above).
    "/",
    "/patient-dashboard/:path*",
    "/doctor-dashboard/:path*",
    "/coordinator-dashboard/:path*",
    "/admin-panel/:path*",
    "/blog-management/:path*",
    // The gate itself: not an area, but as private.
    "/area-gate/:path*",
    // A video visit's room: its page checks who may enter (lib/queries/video.ts); here for its
    // nonce policy, the camera and microphone it alone may use, and no caching.
    "/visit/:path*",
    // Not private, but rendered per request: here only for their nonce policy (lib/server/csp.ts).
    "/sign-in",
    "/sign-up",
    "/hi/sign-in",
    "/hi/sign-up",
    // The booking form's page for its nonce policy, but not the form's own action calls (sent with
    // a Next-Action header, answered with data, never a document): at a campaign's rush they are
    // most of the site's requests, and middleware had nothing to do for them. The form posted
    // without JavaScript carries no such header and gets its page, with its policy, as before.
    { source: "/book-consultation", missing: [{ type: "header", key: "next-action" }] },
    { source: "/hi/book-consultation", missing: [{ type: "header", key: "next-action" }] },
  ],
};
