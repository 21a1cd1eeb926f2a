// What the benchmark scripts share (bench-dashboards.mjs, bench-booking-page.mjs): a server
// started in its own process group, one autocannon run as requests per second and percentiles,
// and the yardstick app of ../shared/bench served the same way.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { waitForUrl } from "../wait-for-url.mjs";

/** Starts a server and resolves once `url` answers; stop() ends it and its children. */
export function startServer(command, args, { cwd, env, url }) {
  const child = spawn(command, args, {
    cwd,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  return waitForUrl(url).then(() => ({ stop: () => process.kill(-child.pid, "SIGTERM") }));
}

/** The built product on one worker (as the yardstick is one `next start`), its log quiet. */
export async function startProduct({ port, databaseUrl, env = {} }) {
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer("node", ["scripts/serve.mjs"], {
    url: `${base}/home`,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      WEB_CONCURRENCY: "1",
      REQUEST_LOG: "off",
      DATABASE_URL: databaseUrl,
      NEXTAUTH_URL: base,
      SITE_URL: base,
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? randomBytes(32).toString("base64"),
      ...env,
    },
  });
  return { base, ...server };
}

/**
 * The yardstick (a built copy of ../shared/bench/baseline-next in YARDSTICK_DIR, or one already
 * serving at YARDSTICK_URL), on the same PostgreSQL server as the product.
 */
export async function startYardstick({ port, databaseUrl }) {
  if (process.env.YARDSTICK_URL) {
    return { base: process.env.YARDSTICK_URL.replace(/\/$/, ""), stop: () => {} };
  }
  const dir = process.env.YARDSTICK_DIR;
  if (!dir) {
    throw new Error(
      "Set YARDSTICK_DIR to a built copy of the yardstick app (npm ci && next build in it), or YARDSTICK_URL to one serving.",
    );
  }
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(
    "npx",
    ["next", "start", "-H", "127.0.0.1", "-p", String(port)],
    { cwd: dir, url: `${base}/dashboard`, env: { DATABASE_URL: databaseUrl } },
  );
  return { base, ...server };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** One autocannon run: requests per second, p50 and p97.5 of every response, and errors. */
export function load(url, { headers = {}, connections, duration }) {
  const samples = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, headers }, (error, result) => {
      if (error) return reject(error);
      const times = samples.map((s) => s.responseTime).sort((a, b) => a - b);
      const non200 = samples.filter((s) => s.statusCode !== 200).length;
      resolve({
        rps: samples.length / duration,
        p50: Math.round(percentile(times, 50)),
        p975: Math.round(percentile(times, 97.5)),
        errors: result.errors + result.timeouts + non200,
      });
    });
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      samples.push({ statusCode, responseTime });
    });
  });
}
