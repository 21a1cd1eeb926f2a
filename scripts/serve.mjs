#!/usr/bin/env node
// Serves the production build with one Node.js process per CPU core (node:cluster): `next start`
// runs a single process, which on this two-core machine leaves a core idle while pages render.
// The primary process only forwards connections; each worker runs the whole app.
//
//   node scripts/serve.mjs                       # PORT (3000), HOSTNAME (0.0.0.0), WEB_CONCURRENCY (cores)
//
// Workers that exit unexpectedly are replaced; SIGTERM and SIGINT stop them all.
import cluster from "node:cluster";
import { createServer } from "node:http";
import { availableParallelism } from "node:os";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
const workers = Math.max(1, Number(process.env.WEB_CONCURRENCY ?? availableParallelism()));

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
} else {
  process.env.NODE_ENV = "production";
  const { default: next } = await import("next");
  const app = next({ dev: false, hostname, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  createServer((req, res) => handle(req, res)).listen(port, hostname);
}
