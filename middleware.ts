import { NextResponse, type NextRequest } from "next/server";

/**
 * The coarse gate for the staff and patient areas. It only sees the prefix; the area's server
 * layout and every action and query check role, status and row ownership again, so a request that
 * skips middleware (CVE-2025-29927 style) gains nothing.
 *
 * Responses from these areas are never stored by shared caches or indexed.
 */
export function middleware(_request: NextRequest) {
  const response = NextResponse.next();
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}

export const config = {
  matcher: [
    "/patient-dashboard/:path*",
    "/doctor-dashboard/:path*",
    "/coordinator-dashboard/:path*",
    "/admin-panel/:path*",
    "/blog-management/:path*",
  ],
};
