#!/usr/bin/env node
// Load test of the three staff dashboards on the large data set: each dashboard's main page (its
// Overview tab), signed in as its role, 20 connections for 30 s (autocannon). Prints requests per
// second, latency p50/p95/p99/max and errors (connection errors, timeouts and any status but 200).
//
//   npm run db:seed-large -- --database saheli_care_bench    # once: 10k accounts, 100k appointments
//   npm run build && npm run bench:dashboards                # starts scripts/serve.mjs on port 3210
//   BASE_URL=http://127.0.0.1:3110 npm run bench:dashboards  # or measure a server already running
//
// The server it starts reads BENCH_DATABASE_URL (default the local saheli_care_bench). The accounts
// and their password are the large seed's (BENCH_PASSWORD, default Bench-demo-2026!). Settings:
// BENCH_CONNECTIONS (20), BENCH_DURATION (30 s), BENCH_PORT (3210), BENCH_JSON=<file> to save the
// numbers. Results and what limits them: docs/performance.md.
//
// Each sign-in sends its own X-Forwarded-For address, so the per-address sign-in limit is not what
// is measured: the server it starts trusts this machine as a proxy (TRUST_PROXY=127.0.0.1,::1).
// A server already running (BASE_URL) must be started with that setting too.
import { randomBytes } from "node:crypto";
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { waitForUrl } from "./wait-for-url.mjs";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const PASSWORD = process.env.BENCH_PASSWORD || "Bench-demo-2026!";
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/saheli_care_bench";
const DOMAIN = "bench.sahelicare.test";

const dashboards = [
  {
    role: "doctor",
    email: `doctor.0001@${DOMAIN}`,
    path: "/doctor-dashboard",
    title: "Doctor Dashboard",
  },
  {
    role: "coordinator",
    email: `coordinator.0001@${DOMAIN}`,
    path: "/coordinator-dashboard",
    title: "Coordinator Dashboard",
  },
  { role: "owner", email: `owner@${DOMAIN}`, path: "/admin-panel", title: "Admin Dashboard" },
];

async function startServer() {
  const base = `http://127.0.0.1:${PORT}`;
  // The production launcher (one Node.js process per core), as `npm run up` serves the site.
  const server = spawn("node", ["scripts/serve.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(PORT),
      HOSTNAME: "127.0.0.1",
      DATABASE_URL,
      NEXTAUTH_URL: base,
      SITE_URL: base,
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? randomBytes(32).toString("base64"),
      TRUST_PROXY: "127.0.0.1,::1",
    },
  });
  await waitForUrl(`${base}/home`);
  return { base, stop: () => process.kill(-server.pid, "SIGTERM") };
}

/** Signs in through next-auth's credentials endpoint and returns the session cookie header. */
async function signIn(base, email, address) {
  const headers = { "x-forwarded-for": address };
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers });
  const { csrfToken } = await csrf.json();
  const csrfCookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]);
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      ...headers,
      "content-type": "application/x-www-form-urlencoded",
      cookie: csrfCookie.join("; "),
    },
    body: new URLSearchParams({ csrfToken, email, password: PASSWORD, json: "true" }),
  });
  const session = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.split("=")[0].endsWith("next-auth.session-token"));
  if (!session) {
    throw new Error(
      `could not sign in as ${email} (status ${response.status}): seeded with db:seed-large?`,
    );
  }
  return session;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(base, dashboard, cookie) {
  const url = `${base}${dashboard.path}`;
  // The page must be the dashboard itself, not the sign-in card or a notice.
  const check = await fetch(url, { headers: { cookie } });
  const html = await check.text();
  if (check.status !== 200 || !html.includes(`>${dashboard.title}</h1>`)) {
    throw new Error(`${url} did not show "${dashboard.title}" to ${dashboard.email}`);
  }
  const run = (duration, record) =>
    new Promise((resolve, reject) => {
      const instance = autocannon(
        { url, connections: CONNECTIONS, duration, headers: { cookie } },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      if (record) {
        instance.on("response", (_client, statusCode, _bytes, responseTime) => {
          record.push({ statusCode, responseTime });
        });
      }
    });
  // A few seconds first, so the first requests' compilation and cold caches are not measured.
  await run(5, null);
  const samples = [];
  const result = await run(DURATION, samples);
  const times = samples.map((s) => s.responseTime).sort((a, b) => a - b);
  const non200 = samples.filter((s) => s.statusCode !== 200).length;
  return {
    page: dashboard.path,
    role: dashboard.role,
    requests: samples.length,
    requestsPerSecond: Math.round((samples.length / DURATION) * 10) / 10,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1),
    errors: result.errors + result.timeouts + non200,
  };
}

async function main() {
  const server = process.env.BASE_URL
    ? { base: process.env.BASE_URL.replace(/\/$/, ""), stop: () => {} }
    : await startServer();
  const results = [];
  try {
    for (const [index, dashboard] of dashboards.entries()) {
      const cookie = await signIn(server.base, dashboard.email, `10.250.0.${index + 1}`);
      process.stdout.write(
        `${dashboard.path} as ${dashboard.role}: ${CONNECTIONS} connections, ${DURATION} s … `,
      );
      const row = await measure(server.base, dashboard, cookie);
      results.push(row);
      console.log(`p95 ${row.p95.toFixed(1)} ms`);
    }
  } finally {
    server.stop();
  }
  const ms = (value) => value.toFixed(1);
  console.log(
    "\n| Page | Role | Requests | Req/s | p50 (ms) | p95 (ms) | p99 (ms) | Max (ms) | Errors |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const r of results) {
    console.log(
      `| ${r.page} | ${r.role} | ${r.requests} | ${r.requestsPerSecond} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.errors} |`,
    );
  }
  if (process.env.BENCH_JSON)
    writeFileSync(process.env.BENCH_JSON, JSON.stringify(results, null, 2));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
