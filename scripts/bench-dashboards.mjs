#!/usr/bin/env node
// The staff and patient dashboards under load, as ratios to a yardstick measured in the same run.
//
// Speed on a shared machine moves from run to run, so every figure here is compared with the bare
// Next.js yardstick's /dashboard (a dynamic page that reads a cookie, makes one PostgreSQL round
// trip and renders a 50-row table) measured right before it, alternating: yardstick, page,
// yardstick, page… Each dashboard's landing page and one heavy tab per role, signed in as that
// role, on the large data set; autocannon, 20 connections. Targets (issue: dashboards as routes):
// requests per second ≥ 0.5 × the yardstick's, p97.5 ≤ 2.5 × the yardstick's, 0 errors, and a
// page's HTML (with its inline RSC payload) ≤ 40 kB. Then, in Chromium, how long a tab switch
// takes from the click to the new tab's content (median of 5 per switch, target ≤ 400 ms).
//
//   npm run db:seed-large -- --database saheli_care_bench       # once
//   npm run build
//   YARDSTICK_DIR=<a built copy of the yardstick app> npm run bench:dashboards
//   YARDSTICK_URL=http://127.0.0.1:3220 npm run bench:dashboards  # or a yardstick already serving
//
// The product is served by scripts/serve.mjs with ONE worker (as the yardstick is one `next
// start`), on BENCH_DATABASE_URL (default the local saheli_care_bench); the yardstick on the same
// PostgreSQL server. Settings: BENCH_CONNECTIONS (20), BENCH_DURATION (10 s per run),
// BENCH_ROUNDS (3), BENCH_PAGES (a comma list of paths to measure only those), BENCH_TABS=0 to skip
// the browser part, BENCH_JSON=<file> to save the numbers. Results: docs/performance.md.
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { load as loadRun, median, startProduct, startYardstick } from "./lib/bench.mjs";

/** One run against a page, signed in with `cookie`. */
const load = (url, cookie, duration) =>
  loadRun(url, { headers: { cookie }, connections: CONNECTIONS, duration });

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const YARDSTICK_PORT = Number(process.env.YARDSTICK_PORT ?? 3220);
const PASSWORD = process.env.BENCH_PASSWORD || "Bench-demo-2026!";
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/saheli_care_bench";
const DOMAIN = "bench.sahelicare.test";
const TARGETS = { rps: 0.5, p975: 2.5, htmlKb: 40, tabSwitchMs: 400 };

const roles = {
  doctor: { email: `doctor.0001@${DOMAIN}`, title: "Doctor Dashboard" },
  coordinator: { email: `coordinator.0001@${DOMAIN}`, title: "Coordinator Dashboard" },
  owner: { email: `owner@${DOMAIN}`, title: "Admin Dashboard" },
  patient: { email: `patient.0001@${DOMAIN}`, title: "Patient Dashboard" },
};

/** Each role's landing page and its heaviest tab (the longest list, the most joins). */
const allPages = [
  { role: "doctor", path: "/doctor-dashboard", kind: "landing" },
  { role: "doctor", path: "/doctor-dashboard/appointments", kind: "heavy tab" },
  { role: "coordinator", path: "/coordinator-dashboard", kind: "landing" },
  { role: "coordinator", path: "/coordinator-dashboard/tasks", kind: "heavy tab" },
  { role: "owner", path: "/admin-panel", kind: "landing" },
  { role: "owner", path: "/admin-panel/privacy", kind: "heavy tab" },
  { role: "patient", path: "/patient-dashboard", kind: "landing" },
  { role: "patient", path: "/patient-dashboard/messages", kind: "heavy tab" },
];
const only = process.env.BENCH_PAGES?.split(",").map((p) => p.trim());
const pages = only ? allPages.filter((page) => only.includes(page.path)) : allPages;

/** Tab switches measured in the browser: from the landing page through every tab and back. */
const tabTours = {
  doctor: [
    "/doctor-dashboard/appointments",
    "/doctor-dashboard/patients",
    "/doctor-dashboard/messages",
    "/doctor-dashboard/reports",
    "/doctor-dashboard",
  ],
  coordinator: [
    "/coordinator-dashboard/appointments",
    "/coordinator-dashboard/patients",
    "/coordinator-dashboard/tasks",
    "/coordinator-dashboard/communications",
    "/coordinator-dashboard",
  ],
  owner: [
    "/admin-panel/users",
    "/admin-panel/appointments",
    "/admin-panel/content",
    "/admin-panel/privacy",
    "/admin-panel",
  ],
  patient: [
    "/patient-dashboard/messages",
    "/patient-dashboard/reports",
    "/patient-dashboard/profile",
    "/patient-dashboard/privacy",
    "/patient-dashboard",
  ],
};

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

/** The page as its role sees it: the dashboard itself (its h1), whole, with no error inside. */
async function checkPage(base, page, cookie) {
  const response = await fetch(`${base}${page.path}`, { headers: { cookie } });
  const html = await response.text();
  const title = roles[page.role].title;
  const failed = /data-dgst="(?!BAILOUT_TO_CLIENT_SIDE_RENDERING")/.test(html);
  if (response.status !== 200 || !html.includes(`>${title}</h1>`) || failed) {
    throw new Error(`${page.path} did not show "${title}" whole to ${roles[page.role].email}`);
  }
  const bytes = Buffer.byteLength(html);
  return { htmlKb: bytes / 1000, gzipKb: gzipSync(html).length / 1000 };
}

/** Click each tab in turn; the time from the click until the new tab's content is on screen. */
async function tabSwitches(base, cookies) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const results = [];
  try {
    for (const [role, tour] of Object.entries(tabTours)) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const [name, value] = cookies[role].split(/=(.*)/s);
      await context.addCookies([{ name, value, url: base }]);
      const page = await context.newPage();
      const times = new Map(tour.map((path) => [path, []]));
      await page.goto(`${base}${tour.at(-1)}`);
      for (let round = 0; round < 5; round += 1) {
        for (const path of tour) {
          const link = page.locator(`nav[aria-label="Dashboard sections"] a[href="${path}"]`);
          await link.waitFor();
          // Let the previous tab settle and its links prefetch, as a person reading it would.
          await page.waitForTimeout(300);
          const started = await page.evaluate(() => performance.now());
          await link.click();
          const ended = await page.waitForFunction(
            (target) =>
              location.pathname === target &&
              !document.querySelector("[data-skeleton]") &&
              (document.querySelector("#dashboard-section-title")?.nextElementSibling ?? null) !==
                null
                ? performance.now()
                : false,
            path,
            { polling: "raf", timeout: 15_000 },
          );
          times.get(path).push((await ended.jsonValue()) - started);
        }
      }
      for (const [path, samples] of times) {
        results.push({ role, to: path, medianMs: Math.round(median(samples)) });
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function main() {
  const yardstick = await startYardstick({ port: YARDSTICK_PORT, databaseUrl: DATABASE_URL });
  const product = await startProduct({
    port: PORT,
    databaseUrl: DATABASE_URL,
    env: { TRUST_PROXY: "127.0.0.1,::1" },
  });
  const cookies = {};
  const rows = [];
  try {
    for (const [index, [role, account]] of Object.entries(roles).entries()) {
      cookies[role] = await signIn(product.base, account.email, `10.250.0.${index + 1}`);
    }
    const yardstickUrl = `${yardstick.base}/dashboard`;
    const yardstickCookie = "who=bench";
    for (const page of pages) {
      rows.push({
        ...page,
        ...(await checkPage(product.base, page, cookies[page.role])),
        runs: [],
      });
    }
    // Warm both servers up: the first requests compile and fill caches.
    await load(yardstickUrl, yardstickCookie, 3);
    for (const row of rows) await load(`${product.base}${row.path}`, cookies[row.role], 2);

    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const row of rows) {
        const base = await load(yardstickUrl, yardstickCookie, DURATION);
        const measured = await load(`${product.base}${row.path}`, cookies[row.role], DURATION);
        row.runs.push({ yardstick: base, page: measured });
        console.log(
          `round ${round} ${row.path}: ${measured.rps.toFixed(1)} req/s (yardstick ${base.rps.toFixed(1)}), p97.5 ${measured.p975} ms (yardstick ${base.p975} ms)`,
        );
      }
    }

    const summary = rows.map((row) => {
      const of = (side, key) => median(row.runs.map((run) => run[side][key]));
      const result = {
        role: row.role,
        page: row.path,
        kind: row.kind,
        rps: of("page", "rps"),
        p50: of("page", "p50"),
        p975: of("page", "p975"),
        errors: row.runs.reduce((sum, run) => sum + run.page.errors, 0),
        yardstickRps: of("yardstick", "rps"),
        yardstickP975: of("yardstick", "p975"),
        htmlKb: row.htmlKb,
        gzipKb: row.gzipKb,
      };
      return {
        ...result,
        rpsRatio: result.rps / result.yardstickRps,
        p975Ratio: result.p975 / result.yardstickP975,
      };
    });

    const tabs = process.env.BENCH_TABS === "0" ? [] : await tabSwitches(product.base, cookies);

    const f = (value, digits = 1) => value.toFixed(digits);
    const mark = (ok) => (ok ? "✓" : "✗");
    console.log(
      `\nMedians of ${ROUNDS} runs of ${DURATION} s, ${CONNECTIONS} connections, each page alternating with the yardstick.`,
    );
    console.log(
      "\n| Page | Role | Req/s | × yardstick | p50 (ms) | p97.5 (ms) | × yardstick | Errors | HTML (kB) | gzip (kB) |",
    );
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const r of summary) {
      console.log(
        `| ${r.page} | ${r.role} | ${f(r.rps)} | ${f(r.rpsRatio, 2)} ${mark(r.rpsRatio >= TARGETS.rps)} | ${r.p50} | ${r.p975} | ${f(r.p975Ratio, 2)} ${mark(r.p975Ratio <= TARGETS.p975)} | ${r.errors} ${mark(r.errors === 0)} | ${f(r.htmlKb)} ${mark(r.htmlKb <= TARGETS.htmlKb)} | ${f(r.gzipKb)} |`,
      );
    }
    const yRps = summary.map((r) => r.yardstickRps);
    const yP = summary.map((r) => r.yardstickP975);
    console.log(
      `\nYardstick /dashboard: ${f(Math.min(...yRps))}–${f(Math.max(...yRps))} req/s, p97.5 ${Math.min(...yP)}–${Math.max(...yP)} ms across the runs beside each page.`,
    );
    console.log(
      `Targets: req/s ≥ ${TARGETS.rps} × yardstick, p97.5 ≤ ${TARGETS.p975} × yardstick, 0 errors, HTML ≤ ${TARGETS.htmlKb} kB.`,
    );
    if (tabs.length > 0) {
      console.log("\n| Tab switch (Chromium, median of 5) | Role | Click to content (ms) |");
      console.log("| --- | --- | --- |");
      for (const t of tabs) {
        console.log(
          `| → ${t.to} | ${t.role} | ${t.medianMs} ${mark(t.medianMs <= TARGETS.tabSwitchMs)} |`,
        );
      }
      console.log(`Target: ≤ ${TARGETS.tabSwitchMs} ms.`);
    }
    if (process.env.BENCH_JSON) {
      writeFileSync(process.env.BENCH_JSON, JSON.stringify({ summary, rows, tabs }, null, 2));
    }
  } finally {
    product.stop();
    yardstick.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
