#!/usr/bin/env node
// Lighthouse, mobile (its default: emulated Moto G Power, simulated slow 4G), median of 3 runs per
// page, against the production build. Prints each category's median score, LCP and CLS, and the
// page's first-load JavaScript (gzip, counted as `next build` counts it).
//
//   npm run build && npm run bench:lighthouse              # starts `next start` on port 3200 itself
//   BASE_URL=http://localhost:3000 npm run bench:lighthouse  # or measure a server already running
//   npm run bench:lighthouse -- /home /doctors/1           # other pages
//
// Needs Chromium (CHROME_PATH, default /usr/bin/chromium). Scores vary a few points between
// machines and runs; the median of three damps the noise. Results: docs/performance.md.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { waitForUrl } from "./wait-for-url.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = 3200;
const defaultPaths = [
  "/home",
  "/packages/mumbai",
  "/grade-2-piles/delhi",
  "/laser-piles-care/pune",
  "/doctors/1",
  "/book-consultation",
];
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : defaultPaths;
const categories = ["performance", "accessibility", "best-practices", "seo"];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function startServer() {
  const server = spawn("npx", ["next", "start", "-p", String(PORT), "-H", "127.0.0.1"], {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      // next start runs in production mode, where next-auth refuses to work without a secret, and
      // the header's session check would then log errors that Lighthouse counts against the page.
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? randomBytes(32).toString("base64"),
    },
  });
  const base = `http://127.0.0.1:${PORT}`;
  await waitForUrl(`${base}/home`);
  return { base, stop: () => process.kill(-server.pid, "SIGTERM") };
}

/**
 * First-load JS as `next build` counts it: every script the page's HTML names, gzipped. (Scripts the
 * router prefetches later for links in view are not part of the first load.)
 */
async function firstLoadJsBytes(url) {
  const html = await (await fetch(url)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)]
    .map((match) => match[1])
    .filter((src) => !src.includes("polyfills")); // nomodule: modern browsers never load it
  let total = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    total += gzipSync(body).length;
  }
  return total;
}

async function main() {
  const server = process.env.BASE_URL
    ? { base: process.env.BASE_URL.replace(/\/$/, ""), stop: () => {} }
    : await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });

  const rows = [];
  const benchmarkIndexes = [];
  try {
    for (const path of paths) {
      const url = `${server.base}${path}`;
      // One unmeasured visit so the first run does not pay for a cold server cache.
      await fetch(url);
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: categories,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (result.lhr.runtimeError) {
          throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
        }
        runs.push(result.lhr);
        benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
      }
      const score = (id) =>
        median(runs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)));
      rows.push({
        page: path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        "first-load JS (kB gzip)": ((await firstLoadJsBytes(url)) / 1024).toFixed(1),
        "LCP (s)": (
          median(runs.map((lhr) => lhr.audits["largest-contentful-paint"].numericValue)) / 1000
        ).toFixed(2),
        CLS: median(runs.map((lhr) => lhr.audits["cumulative-layout-shift"].numericValue)).toFixed(
          3,
        ),
      });
      const failing = runs[0]
        ? Object.values(runs[0].audits).filter(
            (audit) =>
              audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
          )
        : [];
      if (failing.length > 0) {
        console.error(`${path}: failing audits: ${failing.map((audit) => audit.id).join(", ")}`);
      }
    }
  } finally {
    await chrome.kill();
    server.stop();
  }

  console.log(
    `Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : "1 run"}, mobile, ${server.base}`,
  );
  console.table(rows);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
