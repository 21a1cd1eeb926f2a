// One JSON line per request for operators: method, route pattern, status, duration, request id,
// instance. Plain JavaScript with no imports from the app: scripts/serve.mjs loads it directly.
//
// What it never writes: the path's own values (a booking reference, a patient's id in a detail
// view), the query string (a search for a patient's name), headers, cookies, bodies, addresses.
// The route pattern comes from the build's routes manifest, so /doctors/3 is logged as
// /doctors/[id], /coordinator-dashboard/tasks/<id> as /coordinator-dashboard/tasks/[requestId],
// and /admin-panel/users?q=asha as /admin-panel/users.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

/** The build's routes as [pattern, regex] pairs, static first; [] when there is no build. */
export function loadRoutes(distDir) {
  const read = (name) => JSON.parse(readFileSync(path.join(distDir, name), "utf8"));
  try {
    const manifest = read("routes-manifest.json");
    // Route handlers without parameters (/api/health) are not among the manifest's static routes.
    const handlers = Object.values(read("app-path-routes-manifest.json"))
      .filter((page) => typeof page === "string" && !page.includes("["))
      .map((page) => ({ page, regex: `^${page.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")}(?:/)?$` }));
    return [...(manifest.staticRoutes ?? []), ...handlers, ...(manifest.dynamicRoutes ?? [])].map(
      (route) => [route.page, new RegExp(route.regex)],
    );
  } catch {
    return [];
  }
}

/** The route a path belongs to, or a coarse bucket: never the path itself, which may name her. */
export function routePattern(routes, url) {
  const pathname = (url ?? "/").split("?")[0] ?? "/";
  if (pathname.startsWith("/_next/static/")) return "/_next/static/[asset]";
  if (pathname.startsWith("/_next/")) return "/_next/[internal]";
  for (const [page, regex] of routes) if (regex.test(pathname)) return page;
  return "[unmatched]";
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The request's id: the trusted proxy's (nginx's $request_id), when it sent a well-formed one,
 * else a new one. Returned to the client as X-Request-Id so a patient's "it failed" can be found.
 */
export function requestIdFor(headers, fromTrustedProxy) {
  const given = headers["x-request-id"];
  if (fromTrustedProxy && typeof given === "string" && REQUEST_ID.test(given)) return given;
  return randomUUID();
}

/** Writes the line when the response has been sent (or the client went away). */
export function logRequest({ req, res, routes, instance, requestId, write = console.log }) {
  const started = process.hrtime.bigint();
  let done = false;
  const finish = (aborted) => {
    if (done) return;
    done = true;
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    write(
      JSON.stringify({
        t: new Date().toISOString(),
        level: res.statusCode >= 500 ? "error" : "info",
        msg: "request",
        method: req.method,
        route: routePattern(routes, req.url),
        rsc: req.headers.rsc === "1" || undefined,
        action: req.headers["next-action"] ? true : undefined,
        status: aborted ? 499 : res.statusCode,
        ms: Math.round(ms * 10) / 10,
        id: requestId,
        instance,
      }),
    );
  };
  res.on("finish", () => finish(false));
  res.on("close", () => finish(!res.writableFinished));
}
