import { describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadRoutes, requestIdFor, routePattern, type Route } from "@/lib/server/request-log.mjs";

const routes: Route[] = [
  ["/home", /^\/home(?:\/)?$/],
  ["/doctors/[id]", /^\/doctors\/([^/]+?)(?:\/)?$/],
  ["/coordinator-dashboard", /^\/coordinator\-dashboard(?:\/)?$/],
];

describe("the request log", () => {
  it("names the route, never the path's values or the query string", () => {
    expect(routePattern(routes, "/doctors/3")).toBe("/doctors/[id]");
    expect(
      routePattern(routes, "/coordinator-dashboard?tab=tasks&request=6f4c2f4e-0000-4000-8000-1"),
    ).toBe("/coordinator-dashboard");
    expect(routePattern(routes, "/_next/static/chunks/app.js")).toBe("/_next/static/[asset]");
    // A path the build does not know (a probe, a typo) is not written down as it came.
    expect(routePattern(routes, "/asha.rao@example.in")).toBe("[unmatched]");
  });

  it("names route handlers too, which the build lists apart from the pages", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "routes-"));
    writeFileSync(
      path.join(dist, "routes-manifest.json"),
      JSON.stringify({
        staticRoutes: [{ page: "/home", regex: "^/home(?:/)?$" }],
        dynamicRoutes: [{ page: "/doctors/[id]", regex: "^/doctors/([^/]+?)(?:/)?$" }],
      }),
    );
    writeFileSync(
      path.join(dist, "app-path-routes-manifest.json"),
      JSON.stringify({ "/api/health/route": "/api/health", "/api/me/route": "/api/me" }),
    );
    const loaded = loadRoutes(dist);
    expect(routePattern(loaded, "/api/health")).toBe("/api/health");
    expect(routePattern(loaded, "/api/me?x=1")).toBe("/api/me");
    expect(routePattern(loaded, "/doctors/2")).toBe("/doctors/[id]");
    expect(routePattern(loaded, "/api/me/other")).toBe("[unmatched]");
  });

  it("keeps a trusted proxy's request id and makes its own for anyone else", () => {
    const headers = { "x-request-id": "0123456789abcdef" };
    expect(requestIdFor(headers, true)).toBe("0123456789abcdef");
    expect(requestIdFor(headers, false)).not.toBe("0123456789abcdef");
    expect(requestIdFor({ "x-request-id": "<script>" }, true)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
