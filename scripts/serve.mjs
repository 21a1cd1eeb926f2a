#!/usr/bin/env node
// Serves the production build with one Node.js process per CPU core (node:cluster): `next start`
// runs a single process, which on this two-core machine leaves a core idle while pages render.
// The primary process only forwards connections; each worker runs the whole app.
//
//   node scripts/serve.mjs                       # PORT (3000), HOSTNAME (0.0.0.0), WEB_CONCURRENCY (cores)
//
// Workers that exit unexpectedly are replaced; SIGTERM and SIGINT stop them all.
//
// It is also the app's front door. Each request's client address is worked out here from the
// socket and TRUST_PROXY (lib/client-address.mjs) and handed to the app in one header; forwarded
// headers from a peer that is not a trusted proxy are dropped. A server action's body over the
// limit is answered with 413 and a message the form can show (lib/request-size.mjs).
import cluster from "node:cluster";
import { createServer } from "node:http";
import { availableParallelism } from "node:os";
import {
  markClientAddressFromServer,
  parseTrustProxy,
  prepareRequest,
} from "../lib/client-address.mjs";
import { actionBodyTooLarge, BODY_TOO_LARGE_MESSAGE } from "../lib/request-size.mjs";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
const workers = Math.max(1, Number(process.env.WEB_CONCURRENCY ?? availableParallelism()));
// Throws on a malformed value, so a typo stops the server instead of trusting the wrong peers.
const trust = parseTrustProxy(process.env.TRUST_PROXY);

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
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill("SIGTERM");
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
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
  const app = next({ dev: false, hostname, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  createServer((req, res) => {
    prepareRequest(req.headers, req.socket.remoteAddress, trust);
    if (actionBodyTooLarge(req.method, req.headers)) {
      // Exactly "text/plain": Next.js's client then passes the text on as the action's error.
      // Node.js reads and discards the unread body, so the client sees this answer, not a reset.
      res.writeHead(413, { "Content-Type": "text/plain" });
      res.end(BODY_TOO_LARGE_MESSAGE);
      return;
    }
    handle(req, res);
  }).listen(port, hostname);
}
