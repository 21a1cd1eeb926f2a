#!/usr/bin/env node
// Load test of the public booking form under a database restart: submits COUNT bookings (1,000)
// through the submitBooking server action at CONCURRENCY (50) connections, exactly as the browser
// does (Next-Action header, React's encodeReply body), runs RESTART_CMD once when half of them
// have been started, and retries every failed attempt with the SAME idempotency key and payload.
// Then it checks PostgreSQL: every acknowledged booking must be stored exactly once, under the
// reference it was acknowledged with. Exits 1 if one is missing or duplicated. See
// docs/load-bookings.md.
//
//   export SITE_URL=http://127.0.0.1:3300 && npm run build && PORT=3300 HOSTNAME=127.0.0.1 TRUST_PROXY=127.0.0.1,::1 node scripts/serve.mjs
//   BASE_URL=http://127.0.0.1:3300 DATABASE_URL=postgresql://… \
//     RESTART_CMD='pg_ctl -D <data dir> -l <log file> restart -m fast' npm run bench:bookings
//
// Settings (environment, or --name=value flags such as --count=200):
//   BASE_URL (http://127.0.0.1:3300), COUNT (1000), CONCURRENCY (50), DATABASE_URL (required: the
//   database the server writes to), RESTART_CMD (a shell command, run once; none by default),
//   RESTART_AT (COUNT / 2 bookings started), MAX_RETRIES (12 per booking), BACKOFF_MS (250, doubled
//   per retry with jitter), BACKOFF_MAX_MS (4000), TIMEOUT_MS (30000 per attempt), ACTION_ID and
//   ACTION_PATH (default: read from the build's .next/server/server-reference-manifest.json),
//   JSON=<file> to save the numbers.
//
// Each booking comes from its own X-Forwarded-For address (10.x.y.z): the per-address limit (5 an
// hour, lib/booking/submit.ts) would otherwise refuse all but the first five, and it is not what this
// measures. The script plays the proxy in front of the app, so start the server trusting it as one
// (TRUST_PROXY=127.0.0.1,::1), as a deployment trusts its proxy; it forges nothing the server
// would not take from that proxy.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import {
  attemptBooking,
  bookingInput,
  findBookingAction,
  latencySummary,
  scriptSettings,
  verifyBookings,
  visitorAddresses,
} from "./booking-client.mjs";

const setting = scriptSettings();

const BASE_URL = String(setting("BASE_URL", "http://127.0.0.1:3300")).replace(/\/$/, "");
const COUNT = Number(setting("COUNT", 1000));
const CONCURRENCY = Number(setting("CONCURRENCY", 50));
const DATABASE_URL = setting("DATABASE_URL", "");
const RESTART_CMD = setting("RESTART_CMD", "");
const RESTART_AT = Number(setting("RESTART_AT", Math.floor(COUNT / 2)));
const MAX_RETRIES = Number(setting("MAX_RETRIES", 12));
const BACKOFF_MS = Number(setting("BACKOFF_MS", 250));
const BACKOFF_MAX_MS = Number(setting("BACKOFF_MAX_MS", 4000));
const TIMEOUT_MS = Number(setting("TIMEOUT_MS", 30_000));
const JSON_FILE = setting("JSON", "");

if (!DATABASE_URL) {
  console.error("DATABASE_URL is required: the database the server writes to, to check the rows.");
  process.exit(2);
}

// Distinct per run, so a second run against the same database never meets the first one's rows.
const RUN = randomUUID().slice(0, 8);
const addressFor = visitorAddresses();

/** Runs the restart command once, without holding up the bookings. */
function startRestart(t0, restart) {
  restart.startedAt = performance.now() - t0;
  console.log(`\n[restart] at ${(restart.startedAt / 1000).toFixed(1)} s: ${RESTART_CMD}`);
  const child = spawn(RESTART_CMD, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  restart.done = new Promise((resolve) => {
    // "exit", not "close": a server started by the command may keep its output pipes open.
    child.on("exit", (code) => {
      restart.endedAt = performance.now() - t0;
      restart.exitCode = code;
      child.stdout.destroy();
      child.stderr.destroy();
      console.log(
        `[restart] finished at ${(restart.endedAt / 1000).toFixed(1)} s, exit code ${code}` +
          (code === 0 ? "" : `\n${output.trim()}`),
      );
      resolve();
    });
    child.on("error", (error) => {
      restart.exitCode = -1;
      console.error(`[restart] could not run: ${error.message}`);
      resolve();
    });
  });
}

async function main() {
  const action = findBookingAction({
    distDir: process.env.NEXT_DIST_DIR || ".next",
    id: setting("ACTION_ID", ""),
    pagePath: setting("ACTION_PATH", ""),
  });
  console.log(
    `${COUNT} bookings, ${CONCURRENCY} connections, to ${BASE_URL}${action.pagePath} ` +
      `(action ${action.id.slice(0, 12)}…)` +
      (RESTART_CMD ? `; restart after ${RESTART_AT} started` : "; no restart"),
  );
  const bookings = Array.from({ length: COUNT }, (_, i) => ({
    input: bookingInput(i, RUN),
    address: addressFor(i),
    attempts: 0,
    reference: null,
    failure: null,
  }));
  const attemptLatencies = [];
  const bookingLatencies = [];
  const failedAttempts = [];
  const restart = { startedAt: null, endedAt: null, exitCode: null, done: Promise.resolve() };
  let next = 0;
  let settled = 0;
  const t0 = performance.now();

  async function worker() {
    while (next < COUNT) {
      const index = next;
      next += 1;
      if (RESTART_CMD && index === RESTART_AT) startRestart(t0, restart);
      const booking = bookings[index];
      const started = performance.now();
      for (;;) {
        booking.attempts += 1;
        const attemptStart = performance.now();
        const result = await attemptBooking(BASE_URL, action, booking, TIMEOUT_MS);
        attemptLatencies.push(performance.now() - attemptStart);
        if (result.outcome === "ack") {
          booking.reference = result.reference;
          bookingLatencies.push(performance.now() - started);
          break;
        }
        failedAttempts.push({ at: performance.now() - t0, kind: result.kind });
        if (result.outcome === "final" || booking.attempts > MAX_RETRIES) {
          booking.failure = result.error ? `${result.kind}: ${result.error}` : result.kind;
          break;
        }
        // Exponential backoff with full jitter, so the retries of 50 connections do not arrive
        // together the moment the database is back.
        const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_MS * 2 ** (booking.attempts - 1));
        await sleep(ceiling / 2 + Math.random() * (ceiling / 2));
      }
      settled += 1;
      if (settled % 100 === 0) process.stdout.write(`${settled} `);
    }
  }

  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, COUNT) }, worker));
  const durationMs = performance.now() - t0;
  await restart.done;
  process.stdout.write("\n");

  const acknowledged = bookings.filter((b) => b.reference);
  const retried = bookings.filter((b) => b.attempts > 1);
  const failed = bookings.filter((b) => !b.reference);
  const failureKinds = {};
  for (const f of failedAttempts) failureKinds[f.kind] = (failureKinds[f.kind] ?? 0) + 1;
  const failureWindow =
    failedAttempts.length > 0
      ? {
          firstMs: Math.round(failedAttempts[0].at),
          lastMs: Math.round(failedAttempts.at(-1).at),
          spanMs: Math.round(failedAttempts.at(-1).at - failedAttempts[0].at),
        }
      : null;

  const check = await verifyBookings(DATABASE_URL, bookings);
  const summary = {
    sent: COUNT,
    concurrency: CONCURRENCY,
    acknowledged: acknowledged.length,
    retried: retried.length,
    attempts: bookings.reduce((sum, b) => sum + b.attempts, 0),
    failedAfterRetries: failed.length,
    failedAttempts: failedAttempts.length,
    failureKinds,
    failureWindow,
    restart: RESTART_CMD
      ? {
          startedMs: Math.round(restart.startedAt ?? NaN),
          endedMs: Math.round(restart.endedAt ?? NaN),
          exitCode: restart.exitCode,
        }
      : null,
    durationS: Math.round(durationMs / 100) / 10,
    bookingsPerSecond: Math.round((acknowledged.length / (durationMs / 1000)) * 10) / 10,
    attemptLatencyMs: latencySummary(attemptLatencies),
    bookingLatencyMs: latencySummary(bookingLatencies),
    ...check,
  };

  console.log(`
sent                   ${summary.sent} at ${summary.concurrency} connections
acknowledged           ${summary.acknowledged}
retried                ${summary.retried} bookings (${summary.attempts} attempts in all)
failed after retries   ${summary.failedAfterRetries}
failed attempts        ${summary.failedAttempts} ${JSON.stringify(failureKinds)}
failure window         ${
    failureWindow
      ? `${(failureWindow.firstMs / 1000).toFixed(1)} s to ${(failureWindow.lastMs / 1000).toFixed(1)} s (${(failureWindow.spanMs / 1000).toFixed(1)} s)`
      : "none"
  }
restart                ${
    summary.restart
      ? `${(summary.restart.startedMs / 1000).toFixed(1)} s to ${(summary.restart.endedMs / 1000).toFixed(1)} s, exit code ${summary.restart.exitCode}`
      : "none"
  }
duration               ${summary.durationS} s, ${summary.bookingsPerSecond} acknowledged bookings/s
attempt latency        p50 ${summary.attemptLatencyMs.p50} ms, p95 ${summary.attemptLatencyMs.p95} ms, p99 ${summary.attemptLatencyMs.p99} ms, max ${summary.attemptLatencyMs.max} ms
booking latency        p50 ${summary.bookingLatencyMs.p50} ms, p95 ${summary.bookingLatencyMs.p95} ms, p99 ${summary.bookingLatencyMs.p99} ms, max ${summary.bookingLatencyMs.max} ms (with retries)
rows found             ${summary.rowsFound}
duplicates             ${summary.duplicates}
missing                ${summary.missing}
wrong reference        ${summary.wrongReference}
unacknowledged stored  ${summary.unacknowledgedStored} (of ${summary.failedAfterRetries} not acknowledged)`);
  for (const b of failed.slice(0, 5)) console.log(`  not acknowledged: ${b.failure}`);
  if (JSON_FILE) writeFileSync(JSON_FILE, `${JSON.stringify(summary, null, 2)}\n`);

  if (summary.missing > 0 || summary.duplicates > 0 || summary.wrongReference > 0) {
    console.error("\nFAIL: an acknowledged booking is missing, duplicated or stored differently");
    process.exit(1);
  }
  console.log("\nOK: every acknowledged booking is stored exactly once");
}

await main();
