#!/usr/bin/env node
// Serves the production build with one Node.js process per CPU core (node:cluster): `next start`
// runs a single process, which on this two-core machine leaves a core idle while pages render.
// The primary process only forwards connections; each worker runs the whole app.
//
//   node scripts/serve.mjs                       # PORT (3000), HOSTNAME (0.0.0.0), WEB_CONCURRENCY (cores)
//
// Workers that exit unexpectedly are replaced. SIGTERM and SIGINT stop the instance gracefully:
// each worker stops accepting connections, lets the requests in flight finish (at most
// SHUTDOWN_TIMEOUT_MS, 10 s), closes its database pools (lib/server/shutdown.mjs) and exits 0.
//
// Every request is written as one JSON line (lib/server/request-log.mjs): method, route pattern, status,
// duration, request id, instance; never a path's values, a query string or a header. REQUEST_LOG=off
// turns them off (the browser tests do).
//
// It is also the app's front door. Each request's client address is worked out here from the
// socket and TRUST_PROXY (lib/server/client-address.mjs) and handed to the app in one header; forwarded
// headers from a peer that is not a trusted proxy are dropped. A server action's body over the
// limit, declared or sent in chunks, is answered with 413 and a message the form can show, and one
// no form sends (text that is not JSON) with 400, never a 500 (lib/server/request-size.mjs).
import cluster from "node:cluster";
import { createServer, IncomingMessage } from "node:http";
import { availableParallelism, hostname as machineName } from "node:os";
import path from "node:path";
import nextEnv from "@next/env";
import {
  markClientAddressFromServer,
  parseTrustProxy,
  peerIsTrusted,
  prepareRequest,
} from "../lib/server/client-address.mjs";
import {
  securityHeaders,
  staticAssetHeaders,
  STATIC_ASSETS_PREFIX,
} from "../lib/server/content-security-policy.mjs";
import { loadRoutes, logRequest, requestIdFor } from "../lib/server/request-log.mjs";
import {
  actionBodyPlan,
  actionTextReadable,
  BODY_TOO_LARGE_MESSAGE,
  BODY_UNREADABLE_MESSAGE,
  SERVER_ACTION_BODY_LIMIT_BYTES,
} from "../lib/server/request-size.mjs";
import { runDrainHooks, runShutdownHooks } from "../lib/server/shutdown.mjs";

// The .env files as Next.js reads them, before anything here looks at the environment.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
if (!process.env.SITE_URL) {
  // The address goes into links the app writes per request (mails, canonical links): without it
  // they would say http://localhost:3000. The build refuses the same way (next.config.mjs).
  console.error(
    "[serve] SITE_URL is not set: the production server needs the site's public address (e.g. https://www.sahelicare.in). Set it in the environment or in .env (see .env.example).",
  );
  process.exit(1);
}
const everyResponse = securityHeaders();
const staticAssets = staticAssetHeaders();

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
const workers = Math.max(1, Number(process.env.WEB_CONCURRENCY ?? availableParallelism()));
// Throws on a malformed value, so a typo stops the server instead of trusting the wrong peers.
const trust = parseTrustProxy(process.env.TRUST_PROXY);
const shutdownTimeoutMs = Math.max(1000, Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000));

/** An operator's line: JSON like the request lines, so one parser reads the whole log. */
function event(msg, fields = {}) {
  console.log(JSON.stringify({ t: new Date().toISOString(), level: "info", msg, ...fields }));
}

/**
 * An action's refusal in words the form shows: exactly "text/plain", which Next.js's client passes
 * on as the action's error. Node.js reads and discards whatever of the body is still unread, so
 * the client sees this answer, not a reset.
 */
function refuseBody(res, status, message) {
  res.writeHead(status, { "Content-Type": "text/plain" });
  res.end(message);
}

/** The body, read up to the limit; null as soon as it goes over (the rest is left unread). */
function readBodyWithinLimit(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const onData = (chunk) => {
      size += chunk.length;
      if (size > SERVER_ACTION_BODY_LIMIT_BYTES) {
        req.off("data", onData);
        req.off("end", onEnd);
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", reject);
  });
}

/**
 * The request again, its body read: Next.js reads the body from the request it is handed, and a
 * stream cannot be read twice. Same socket, method, address and headers, with the length it turned
 * out to have. Destroying it never closes the shared keep-alive socket: it holds nothing unread.
 */
function replayed(req, body) {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.headers = { ...req.headers, "content-length": String(body.length) };
  delete copy.headers["transfer-encoding"];
  copy.rawHeaders = Object.entries(copy.headers).flatMap(([name, value]) => [name, String(value)]);
  copy._destroy = (error, callback) => callback(error);
  copy.push(body);
  copy.push(null);
  copy.complete = true;
  return copy;
}

if (cluster.isPrimary) {
  let stopping = false;
  for (let i = 0; i < workers; i += 1) cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    console.error(
      `[serve] worker ${worker.process.pid} exited (${signal ?? code}); starting another`,
    );
    cluster.fork();
  });
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    event("instance stopping", { signal, workers: Object.keys(cluster.workers ?? {}).length });
    // The signal itself, not worker.kill(): that would first disconnect the worker, and its
    // connections, before the worker could finish what is in flight.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    const exitWhenDone = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    };
    cluster.on("exit", exitWhenDone);
    exitWhenDone();
    // A worker that hangs on shutdown does not hold the instance forever.
    setTimeout(() => process.exit(0), shutdownTimeoutMs + 5000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  console.log(
    `[serve] ${workers} worker(s) on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`,
  );
  console.log(
    trust.kind === "none"
      ? "[serve] TRUST_PROXY unset: client addresses are the socket's, forwarded headers ignored"
      : `[serve] TRUST_PROXY=${process.env.TRUST_PROXY}: forwarded headers believed from those proxies`,
  );
} else {
  process.env.NODE_ENV = "production";
  // Before Next.js loads: the app believes the client-address header only in such a process.
  markClientAddressFromServer();
  const { default: next } = await import("next");
  // quiet: Next.js would print each failed request's whole error, whose message can quote a
  // patient's data; instrumentation.ts logs one line per failure instead (lib/server/error-log.ts).
  const app = next({ dev: false, hostname, port, quiet: true });
  await app.prepare();
  const handle = app.getRequestHandler();
  const routes = loadRoutes(path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next"));
  const instance = process.env.INSTANCE_NAME ?? `${machineName()}:${port}/${process.pid}`;
  const logRequests = process.env.REQUEST_LOG !== "off";
  let inFlight = 0;
  let stopping = false;

  const server = createServer((req, res) => {
    const fromProxy = peerIsTrusted(req.socket.remoteAddress, trust);
    prepareRequest(req.headers, req.socket.remoteAddress, trust);
    const requestId = requestIdFor(req.headers, fromProxy);
    req.headers["x-request-id"] = requestId;
    const staticAsset = req.url?.startsWith(STATIC_ASSETS_PREFIX) ?? false;
    // The build's immutable files need no id to trace: the request log still has it.
    if (!staticAsset) res.setHeader("X-Request-Id", requestId);
    // First, so every answer has them, Next.js's redirects and errors included; its pages set the
    // same (and middleware a nonce policy) over them.
    const headers = staticAsset ? staticAssets : everyResponse;
    for (const { key, value } of headers) res.setHeader(key, value);
    if (logRequests) logRequest({ req, res, routes, instance, requestId });
    inFlight += 1;
    res.on("close", () => {
      inFlight -= 1;
    });
    // While stopping, each answer closes its connection: no keep-alive request lands afterwards.
    if (stopping) res.setHeader("Connection", "close");
    const plan = actionBodyPlan(req.method, req.headers);
    if (plan === "pass") {
      handle(req, res);
      return;
    }
    if (plan === "too-large") {
      refuseBody(res, 413, BODY_TOO_LARGE_MESSAGE);
      return;
    }
    readBodyWithinLimit(req).then(
      (body) => {
        if (body === null) refuseBody(res, 413, BODY_TOO_LARGE_MESSAGE);
        else if (plan === "read-json" && !actionTextReadable(body.toString("utf8")))
          refuseBody(res, 400, BODY_UNREADABLE_MESSAGE);
        else handle(replayed(req, body), res);
      },
      // The client went away mid-body: nobody is left to answer.
      () => res.destroy(),
    );
  }).listen(port, hostname);

  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    const waiting = inFlight;
    // No new connections; idle keep-alive ones close now, busy ones after their answer.
    server.close();
    server.closeIdleConnections();
    // Requests that never finish by themselves (a video visit's event stream) end now: their
    // browsers reconnect through another instance.
    runDrainHooks();
    while (inFlight > 0 && Date.now() - started < shutdownTimeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const unfinished = inFlight;
    server.closeAllConnections();
    const pools = await runShutdownHooks(2000);
    event("worker stopped", {
      instance,
      inFlightAtSignal: waiting,
      unfinished,
      ms: Date.now() - started,
      closed: pools.map((pool) => (pool.ok ? pool.name : `${pool.name} (${pool.error})`)),
    });
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown());
  // The primary handles Ctrl-C for the whole group; a worker waits for its SIGTERM.
  process.on("SIGINT", () => {});
}
