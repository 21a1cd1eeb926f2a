// The yardstick app of ../shared/bench under node:cluster, WEB_CONCURRENCY workers on one port,
// as scripts/serve.mjs serves the product: run in the yardstick's built folder, so a ratio taken
// "under npm start's workers" compares two apps served the same way. PORT (3220).
import cluster from "node:cluster";
import http from "node:http";
import { createRequire } from "node:module";

const workers = Number(process.env.WEB_CONCURRENCY ?? 2);
const port = Number(process.env.PORT ?? 3220);

if (cluster.isPrimary) {
  for (let i = 0; i < workers; i += 1) cluster.fork();
  process.on("SIGTERM", () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    process.exit(0);
  });
} else {
  const next = createRequire(`${process.cwd()}/package.json`)("next");
  const app = next({ dev: false, dir: process.cwd(), hostname: "127.0.0.1", port });
  await app.prepare();
  const handle = app.getRequestHandler();
  http.createServer((req, res) => handle(req, res)).listen(port, "127.0.0.1");
}
