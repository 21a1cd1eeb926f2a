#!/usr/bin/env node
// The booking page with its free times under load, as a ratio to the bare dynamic page of
// ../shared/bench measured in the same run, alternating: yardstick, page, yardstick, page…
//
// The page a woman opens from a city or a doctor's profile reads the doctors' free times of the
// next 14 days (lib/booking/time-choices.ts) on every request. Issue 37's target: requests per
// second ≥ 0.5 × the yardstick's /dashboard (a dynamic page with one PostgreSQL round trip), on
// the large data set, 0 errors, and every answer showing free times. autocannon, 20 connections.
//
//   npm run db:seed-large -- --database saheli_care_bench       # once
//   npm run build
//   YARDSTICK_DIR=<a built copy of the yardstick app> npm run bench:booking-page
//
// The product is served by scripts/serve.mjs with ONE worker (as the yardstick is one `next
// start`) on BENCH_DATABASE_URL (default the local saheli_care_bench). Settings:
// BENCH_CONNECTIONS (20), BENCH_DURATION (10 s per run), BENCH_ROUNDS (3), BENCH_PAGES (a comma
// list of paths), BENCH_JSON=<file> to save the numbers. Results: docs/performance.md.
import { writeFileSync } from "node:fs";
import { load, median, startProduct, startYardstick } from "./lib/bench.mjs";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const YARDSTICK_PORT = Number(process.env.YARDSTICK_PORT ?? 3220);
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/saheli_care_bench";
const TARGET_RATIO = 0.5;

/**
 * A busy city (Bangalore: two catalogue doctors practise there), a doctor's own page, video (every
 * doctor who offers it) and the Hindi page.
 */
const pages = (
  process.env.BENCH_PAGES?.split(",").map((p) => p.trim()) ?? [
    "/book-consultation?city=bangalore",
    "/book-consultation?doctor=6",
    "/book-consultation?kind=video",
    "/hi/book-consultation?city=bangalore",
  ]
).map((path) => ({ path, runs: [] }));

/** The page whole, with free times to choose from: a page without any would measure nothing. */
async function checkPage(base, path) {
  const response = await fetch(`${base}${path}`);
  const html = await response.text();
  const times = (html.match(/name="slot" value="[0-9a-f-]{36}\|/g) ?? []).length;
  if (response.status !== 200 || times === 0) {
    throw new Error(
      `${path} answered ${response.status} with ${times} free times: seeded with db:seed-large?`,
    );
  }
  return { times, htmlKb: Buffer.byteLength(html) / 1000 };
}

async function main() {
  const yardstick = await startYardstick({ port: YARDSTICK_PORT, databaseUrl: DATABASE_URL });
  const product = await startProduct({ port: PORT, databaseUrl: DATABASE_URL });
  const run = (url, headers = {}) =>
    load(url, { headers, connections: CONNECTIONS, duration: DURATION });
  try {
    const yardstickUrl = `${yardstick.base}/dashboard`;
    const yardstickHeaders = { cookie: "who=bench" };
    for (const page of pages) Object.assign(page, await checkPage(product.base, page.path));
    // Warm both up: the first requests compile and fill caches.
    await load(yardstickUrl, { headers: yardstickHeaders, connections: CONNECTIONS, duration: 3 });
    for (const page of pages) {
      await load(`${product.base}${page.path}`, { connections: CONNECTIONS, duration: 2 });
    }
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const page of pages) {
        const base = await run(yardstickUrl, yardstickHeaders);
        const measured = await run(`${product.base}${page.path}`);
        page.runs.push({ yardstick: base, page: measured });
        console.log(
          `round ${round} ${page.path}: ${measured.rps.toFixed(1)} req/s (yardstick ${base.rps.toFixed(1)}), p97.5 ${measured.p975} ms (yardstick ${base.p975} ms), ${measured.errors} errors`,
        );
      }
    }
  } finally {
    product.stop();
    yardstick.stop();
  }

  console.log(
    `\n| Booking page (${CONNECTIONS} connections, median of ${ROUNDS}) | Free times shown | HTML (kB) | req/s | Yardstick req/s | Ratio (target ≥ ${TARGET_RATIO}) | p97.5 (ms) | Yardstick p97.5 (ms) | Errors |`,
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  let failed = false;
  const results = pages.map((page) => {
    const of = (side, key) => median(page.runs.map((entry) => entry[side][key]));
    const ratios = page.runs.map((entry) => entry.page.rps / entry.yardstick.rps);
    const ratio = median(ratios);
    const errors = page.runs.reduce((sum, entry) => sum + entry.page.errors, 0);
    const ok = ratio >= TARGET_RATIO && errors === 0;
    failed ||= !ok;
    console.log(
      `| ${page.path} | ${page.times} | ${page.htmlKb.toFixed(1)} | ${of("page", "rps").toFixed(1)} | ${of("yardstick", "rps").toFixed(1)} | ${ratio.toFixed(2)} ${ok ? "✓" : "✗"} | ${of("page", "p975")} | ${of("yardstick", "p975")} | ${errors} |`,
    );
    return {
      path: page.path,
      times: page.times,
      htmlKb: page.htmlKb,
      ratio,
      errors,
      runs: page.runs,
    };
  });
  if (process.env.BENCH_JSON)
    writeFileSync(process.env.BENCH_JSON, JSON.stringify(results, null, 2));
  process.exitCode = failed ? 1 : 0;
}

await main();
