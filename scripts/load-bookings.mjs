#!/usr/bin/env node
// Load test of the public booking form under a database restart: submits COUNT bookings (1,000)
// through the submitBooking server action at CONCURRENCY (50) connections, exactly as the browser
// does (Next-Action header, React's encodeReply body), runs RESTART_CMD once when half of them
// have been started, and retries every failed attempt with the SAME idempotency key and payload.
// Then it checks PostgreSQL: every acknowledged booking must be stored exactly once, under the
// reference it was acknowledged with. Exits 1 if one is missing or duplicated. See
// docs/load-bookings.md.
//
//   npm run build && PORT=3300 HOSTNAME=127.0.0.1 node scripts/serve.mjs     # the app, elsewhere
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
// hour, lib/booking.ts) would otherwise refuse all but the first five, and it is not what this
// measures. So the server must trust X-Forwarded-For as it does behind the production proxy.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

const flags = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => arg.match(/^--([a-z-]+)=(.*)$/s))
    .filter(Boolean)
    .map(([, name, value]) => [name.replaceAll("-", "_").toUpperCase(), value]),
);
const setting = (name, fallback) => flags[name] ?? process.env[name] ?? fallback;

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

/** The action's id and a page that carries it, from the build the server runs. */
function findAction() {
  const id = setting("ACTION_ID", "");
  if (id) return { id, pagePath: setting("ACTION_PATH", "/book") };
  const manifestPath = path.join(
    process.cwd(),
    ".next",
    "server",
    "server-reference-manifest.json",
  );
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  for (const [actionId, entry] of Object.entries(manifest.node)) {
    if (entry.filename !== "lib/actions/booking.ts" || entry.exportedName !== "submitBooking") {
      continue;
    }
    const pagePath = Object.keys(entry.workers)
      .map((worker) =>
        worker
          .replace(/^app/, "")
          .replace(/\/\([^)]+\)/g, "")
          .replace(/\/page$/, ""),
      )
      .find((route) => !route.includes("[") && !route.startsWith("/_"));
    if (pagePath !== undefined) {
      return { id: actionId, pagePath: setting("ACTION_PATH", pagePath || "/") };
    }
  }
  throw new Error(`submitBooking is not in ${manifestPath}: build the app first (npm run build)`);
}

// React's own encoder for server action arguments, from the copy Next.js ships: each request is
// byte for byte what the booking form sends.
const { encodeReply } = createRequire(import.meta.url)(
  "next/dist/compiled/react-server-dom-webpack/client.node",
);

// India keeps UTC+05:30 all year: "today" is the clinic's, as the form's schema checks it.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const timeSlots = ["9:00 AM", "10:30 AM", "11:30 AM", "2:00 PM", "3:30 PM", "4:30 PM"];
const consultationTypes = ["initial", "second-opinion", "follow-up", "emergency"];
const urgencies = ["low", "medium", "high", "emergency"];
const contactMethods = ["phone_call", "whatsapp", "sms", "email"];
const contactWindows = ["anytime", "morning", "afternoon", "evening"];
const firstNames = ["Aarti", "Bhavna", "Chitra", "Deepa", "Esha", "Farah", "Geeta", "Heena"];

// Distinct per run, so a second run against the same database never meets the first one's rows.
const RUN = randomUUID().slice(0, 8);

/** Valid, distinct input for booking i, as the form would send it. */
function bookingInput(i) {
  const preferredDate = new Date(Date.now() + INDIA_OFFSET_MS + (1 + (i % 60)) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return {
    firstName: firstNames[i % firstNames.length],
    lastName: `Loadtest ${RUN} ${i}`,
    email: `load.${RUN}.${i}@example.com`,
    phone: `+91 9${String(i).padStart(4, "0")} ${String(10000 + (i % 90000)).slice(-5)}`,
    age: 18 + (i % 60),
    preferredDate,
    preferredTime: timeSlots[i % timeSlots.length],
    consultationType: consultationTypes[i % consultationTypes.length],
    symptoms: i % 2 === 0 ? `Load test booking ${i}.` : "",
    previousTreatment: "",
    urgency: urgencies[i % urgencies.length],
    privacyConsent: true,
    communicationConsent: i % 3 === 0,
    offersConsent: false,
    idempotencyKey: randomUUID(),
    website: "",
    contactMethod: contactMethods[i % contactMethods.length],
    noCalls: false,
    contactWindow: contactWindows[i % contactWindows.length],
  };
}

/**
 * A distinct private address per booking, from a random start in 10.0.0.0/8 for each run, so a
 * second run within the hour does not meet the per-address limit left by the first.
 */
const addressOffset = Math.floor(Math.random() * (1 << 23));
function addressFor(i) {
  const n = addressOffset + i + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** The action's returned value from its RSC answer (row 1), or null. */
function actionResult(body) {
  const line = body.split("\n").find((row) => /^1:\{/.test(row));
  if (!line) return null;
  try {
    return JSON.parse(line.slice(2));
  } catch {
    return null;
  }
}

/**
 * One attempt. Outcomes: "ack" (ok with a reference), "retry" (network error, timeout, 5xx, no
 * readable result, or the action's "please try again" when it could not store the booking) or
 * "final" (refused for a reason a retry cannot change: invalid input or the per-address limit).
 */
async function attempt(action, booking) {
  const body = await encodeReply([booking.input]);
  let response;
  let text;
  try {
    response = await fetch(`${BASE_URL}${action.pagePath}`, {
      method: "POST",
      headers: {
        "Next-Action": action.id,
        Accept: "text/x-component",
        "Content-Type": "text/plain;charset=UTF-8",
        Origin: BASE_URL,
        "x-forwarded-for": booking.address,
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    const kind = error?.name === "TimeoutError" ? "timeout" : "network";
    return { outcome: "retry", kind };
  }
  if (response.status >= 500) return { outcome: "retry", kind: `http ${response.status}` };
  const result = response.ok ? actionResult(text) : null;
  if (!result) {
    return response.status >= 400
      ? { outcome: "final", kind: `http ${response.status}` }
      : { outcome: "retry", kind: "unreadable answer" };
  }
  if (result.ok === true && typeof result.data?.reference === "string") {
    return { outcome: "ack", reference: result.data.reference };
  }
  const fieldErrors = Object.keys(result.fieldErrors ?? {});
  if (fieldErrors.length > 0) {
    return { outcome: "final", kind: `invalid: ${fieldErrors.join(", ")}`, error: result.error };
  }
  // The generic failure asks her to try again in a few minutes; the rate limit asks her to wait.
  if (/paused new ones/i.test(result.error ?? "")) {
    return { outcome: "final", kind: "rate limited", error: result.error };
  }
  return /try again/i.test(result.error ?? "")
    ? { outcome: "retry", kind: "action error" }
    : { outcome: "final", kind: "action error", error: result.error };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function latencySummary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (v) => Math.round(v);
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
  };
}

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

async function verify(bookings) {
  const url = new URL(DATABASE_URL);
  const schema = url.searchParams.get("schema");
  url.searchParams.delete("schema");
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    if (schema) await client.query(`SET search_path TO "${schema.replaceAll('"', '""')}"`);
    const { rows } = await client.query(
      `SELECT idempotency_key AS key, reference FROM consultation_requests
        WHERE idempotency_key = ANY($1::text[])`,
      [bookings.map((b) => b.input.idempotencyKey)],
    );
    const byKey = new Map();
    for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row.reference]);
    const report = { rowsFound: rows.length, duplicates: 0, missing: 0, wrongReference: 0 };
    report.unacknowledgedStored = 0;
    for (const booking of bookings) {
      const stored = byKey.get(booking.input.idempotencyKey) ?? [];
      if (stored.length > 1) report.duplicates += 1;
      if (booking.reference) {
        if (stored.length === 0) report.missing += 1;
        else if (!stored.includes(booking.reference)) report.wrongReference += 1;
      } else if (stored.length > 0) {
        report.unacknowledgedStored += 1;
      }
    }
    return report;
  } finally {
    await client.end();
  }
}

async function main() {
  const action = findAction();
  console.log(
    `${COUNT} bookings, ${CONCURRENCY} connections, to ${BASE_URL}${action.pagePath} ` +
      `(action ${action.id.slice(0, 12)}…)` +
      (RESTART_CMD ? `; restart after ${RESTART_AT} started` : "; no restart"),
  );
  const bookings = Array.from({ length: COUNT }, (_, i) => ({
    input: bookingInput(i),
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
        const result = await attempt(action, booking);
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

  const check = await verify(bookings);
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
