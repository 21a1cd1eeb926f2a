#!/usr/bin/env node
// The booking form's action at a campaign's rush, as a ratio to the bare booking action of
// ../shared/bench (validate, one row in one transaction with an idempotency key, a reference)
// measured in the same run, alternating: yardstick, product, yardstick, product…
//
// Issue 38's target: bookings per second ≥ 0.5 × the yardstick's at 50 concurrent calls, p95 ≤ 3 ×
// the yardstick's p95, 0 failed attempts, on one process each (BENCH_WORKERS=1) and again under
// `npm start`'s workers (BENCH_WORKERS=2: scripts/serve.mjs for the product, the same number of
// `next start` workers behind node:cluster for the yardstick). Each call is a new woman's booking
// (her own name, phone, e-mail and address), sent exactly as the browser sends the action, no retry;
// afterwards every acknowledged booking is looked for in PostgreSQL: rows found, not requests sent.
// The product delivers her e-mail to an SMTP server of the run's own that takes and drops it (a
// deployment's mail server is another machine); no SMS or WhatsApp gateway is set up, so those
// messages stay queued.
//
//   npm run build
//   YARDSTICK_DIR=<a built copy of the yardstick app> npm run bench:booking-action
//
// Settings: BENCH_DATABASE_URL (postgresql://postgres@127.0.0.1:5432/saheli_care_bench, migrated;
// the yardstick makes its own table there), BENCH_COUNT (300 calls a run), BENCH_CONCURRENCY (50),
// BENCH_ROUNDS (3), BENCH_WORKERS (1), BENCH_JSON=<file>. Results: docs/performance.md.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import {
  attemptBooking,
  bookingInput,
  findBookingAction,
  latencySummary,
  verifyBookings,
  visitorAddresses,
} from "./booking-client.mjs";
import { median, startProduct, startServer } from "./lib/bench.mjs";

const COUNT = Number(process.env.BENCH_COUNT ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const YARDSTICK_PORT = Number(process.env.YARDSTICK_PORT ?? 3220);
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 3225);
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/saheli_care_bench";
const TARGET_RATIO = 0.5;
const TARGET_P95 = 3;

/** An SMTP server that accepts every message and keeps none. */
function startMailDrop() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("end", () => callback());
      stream.resume();
    },
  });
  return new Promise((resolve) => server.listen(SMTP_PORT, "127.0.0.1", () => resolve(server)));
}

/** The yardstick app, one `next start` or WORKERS of them behind node:cluster on one port. */
async function startYardstickServer() {
  const dir = process.env.YARDSTICK_DIR;
  if (!dir) throw new Error("Set YARDSTICK_DIR to a built copy of ../shared/bench/baseline-next.");
  const base = `http://127.0.0.1:${YARDSTICK_PORT}`;
  const args =
    WORKERS === 1
      ? ["node_modules/.bin/next", "start", "-H", "127.0.0.1", "-p", String(YARDSTICK_PORT)]
      : [path.resolve("scripts/lib/yardstick-workers.mjs")];
  const server = await startServer("node", args, {
    cwd: dir,
    url: `${base}/dashboard`,
    env: {
      DATABASE_URL,
      NODE_ENV: "production",
      PORT: String(YARDSTICK_PORT),
      WEB_CONCURRENCY: String(WORKERS),
    },
  });
  return { base, dir, ...server };
}

/** The yardstick's own load script (bench-action.mjs), as its README runs it. */
function yardstickRound(yardstick) {
  return new Promise((resolve, reject) => {
    const child = spawn("node", ["bench-action.mjs"], {
      cwd: yardstick.dir,
      env: {
        ...process.env,
        BASE_URL: yardstick.base,
        COUNT: String(COUNT),
        CONCURRENCY: String(CONCURRENCY),
      },
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.pipe(process.stderr);
    child.on("exit", () => {
      const m = out.match(/([\d.]+) bookings\/s, p50 (\d+) ms, p95 (\d+) ms, failed (\d+)/);
      if (!m) return reject(new Error(`bench-action.mjs printed: ${out}`));
      resolve({
        perSecond: Number(m[1]),
        p50: Number(m[2]),
        p95: Number(m[3]),
        failed: Number(m[4]),
      });
    });
  });
}

/** COUNT new women's bookings at CONCURRENCY through the product's action, then found in PostgreSQL. */
async function productRound(product, action, round) {
  const run = randomUUID().slice(0, 8);
  const addressFor = visitorAddresses();
  const bookings = Array.from({ length: COUNT }, (_, i) => ({
    input: bookingInput(i, run),
    address: addressFor(i),
    reference: null,
  }));
  const latencies = [];
  const failures = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < COUNT) {
        const booking = bookings[next++];
        const t0 = performance.now();
        const result = await attemptBooking(product.base, action, booking, 30_000);
        latencies.push(performance.now() - t0);
        if (result.outcome === "ack") booking.reference = result.reference;
        else failures[result.kind] = (failures[result.kind] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const stored = await verifyBookings(DATABASE_URL, bookings);
  const acknowledged = bookings.filter((b) => b.reference).length;
  const latency = latencySummary(latencies);
  const failed = COUNT - acknowledged;
  if (stored.rowsFound !== acknowledged || stored.missing > 0 || stored.duplicates > 0) {
    throw new Error(`round ${round}: ${acknowledged} acknowledged, ${JSON.stringify(stored)}`);
  }
  return {
    perSecond: COUNT / seconds,
    p50: latency.p50,
    p95: latency.p95,
    failed,
    failures,
    rowsFound: stored.rowsFound,
  };
}

async function main() {
  const action = findBookingAction();
  const mail = await startMailDrop();
  const yardstick = await startYardstickServer();
  const product = await startProduct({
    port: PORT,
    databaseUrl: DATABASE_URL,
    env: {
      WEB_CONCURRENCY: String(WORKERS),
      // The script plays the proxy: each booking comes from an address of its own.
      TRUST_PROXY: "127.0.0.1,::1",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    },
  });
  const runs = [];
  try {
    // Warm both up: the first calls compile and fill pools.
    await yardstickRound(yardstick);
    await productRound(product, action, 0);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const bare = await yardstickRound(yardstick);
      const measured = await productRound(product, action, round);
      runs.push({ yardstick: bare, product: measured });
      console.log(
        `round ${round}: ${measured.perSecond.toFixed(1)} bookings/s (yardstick ${bare.perSecond.toFixed(1)}), p50 ${measured.p50} ms (${bare.p50}), p95 ${measured.p95} ms (${bare.p95}), failed ${measured.failed} ${JSON.stringify(measured.failures)} (${bare.failed}), rows found ${measured.rowsFound} of ${COUNT}`,
      );
    }
  } finally {
    product.stop();
    yardstick.stop();
    mail.close();
  }

  const ratio = median(runs.map((r) => r.product.perSecond / r.yardstick.perSecond));
  const p95Ratio = median(runs.map((r) => r.product.p95 / r.yardstick.p95));
  const failed = runs.reduce((sum, r) => sum + r.product.failed, 0);
  const of = (side, key) => median(runs.map((r) => r[side][key]));
  const ok = ratio >= TARGET_RATIO && p95Ratio <= TARGET_P95 && failed === 0;
  console.log(
    `\n| Booking action (${COUNT} calls at ${CONCURRENCY}, ${WORKERS} process${WORKERS === 1 ? "" : "es"} each, median of ${ROUNDS}) | bookings/s | yardstick | ratio (≥ ${TARGET_RATIO}) | p50 ms | yardstick p50 | p95 ms | yardstick p95 | p95 ratio (≤ ${TARGET_P95}) | failed |`,
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  console.log(
    `| ${ok ? "met" : "not met"} | ${of("product", "perSecond").toFixed(1)} | ${of("yardstick", "perSecond").toFixed(1)} | ${ratio.toFixed(2)} | ${of("product", "p50")} | ${of("yardstick", "p50")} | ${of("product", "p95")} | ${of("yardstick", "p95")} | ${p95Ratio.toFixed(2)} | ${failed} |`,
  );
  if (process.env.BENCH_JSON) {
    writeFileSync(
      process.env.BENCH_JSON,
      `${JSON.stringify({ ratio, p95Ratio, runs }, null, 2)}\n`,
    );
  }
  process.exitCode = ok ? 0 : 1;
}

await main();
