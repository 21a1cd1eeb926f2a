import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// A real SMTP server the app delivers to; tests read what arrived (tests/e2e/support/mail.ts).
const smtpSinkPort = Number(process.env.SMTP_SINK_PORT ?? 2525);
// The clinic's TURN server for video visits: a coturn of the run's own (scripts/turn-server.mjs).
// Its secret is made once per run here and reaches the workers through the environment.
const turnPort = port + 41;
const turnControlPort = port + 42;
process.env.E2E_TURN_SECRET ??= randomBytes(32).toString("hex");
// A stand-in for the WhatsApp Business Platform's Cloud API (tests/fixtures/whatsapp-platform.ts):
// the app sends its WhatsApp messages there and takes its signed webhooks. Its token, app secret
// and verify token are made once per run, like the TURN secret.
const whatsappPlatformPort = port + 43;
process.env.E2E_WHATSAPP_PLATFORM_PORT = String(whatsappPlatformPort);
process.env.E2E_WHATSAPP_TOKEN ??= randomBytes(24).toString("hex");
process.env.E2E_WHATSAPP_APP_SECRET ??= randomBytes(32).toString("hex");
process.env.E2E_WHATSAPP_VERIFY_TOKEN ??= randomBytes(24).toString("hex");
const whatsapp = {
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_TOKEN: process.env.E2E_WHATSAPP_TOKEN,
  WHATSAPP_APP_SECRET: process.env.E2E_WHATSAPP_APP_SECRET,
};

// Debian's Chromium: Playwright's own browser download cannot reach its CDN from these machines.
// Its headless shell (package chromium-headless-shell) when installed, as Playwright itself uses
// for headless runs: the full browser in headless mode still starts a window's own interface
// renderer for every page, which took about 40% of the suite's time on two cores.
const headlessShell = "/usr/lib/chromium/chromium-headless-shell";
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium"),
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    // A video visit's room (tests/e2e/video-visit.spec.ts): a camera and microphone that play a
    // test pattern and a tone, granted without a prompt. Only pages that ask for them notice.
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
  ],
};

// Specs that hold a real call: the "calls" project runs them one at a time.
const callSpecs = /(video-visit(-guest|-network|-weak-connection)?|turn)\.spec\.ts$/;

// Each run starts its own servers: a server left over from another run (another build, another
// secret) would answer in its place. E2E_REUSE_SERVER=1 reuses one started by hand.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // One worker per core, in CI too: files run side by side (tests within a file stay in order).
  // Every test makes its own accounts and sends its own X-Forwarded-For address, so two files never
  // share a row or a rate limit; with one worker the browser suite alone took about six minutes.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL,
    // Off unless asked for (E2E_TRACE=retain-on-failure): recording a trace for every test (its
    // screenshots and DOM snapshots) cost about a quarter of the suite's time on two cores.
    trace: (process.env.E2E_TRACE as "off" | "retain-on-failure" | "on" | undefined) ?? "off",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
      grepInvert: [/@mobile/, /@validator/],
      testIgnore: callSpecs,
    },
    {
      // Validators nobody here wrote, run across pages (tests/e2e/support/validator.ts), in the
      // same run as the journeys: one server start, and their files fill the other worker while
      // the last desktop journeys run.
      name: "validators",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
      grep: /@validator/,
    },
    {
      // The tests that hold a real call (two browsers with fake cameras, some with servers of their
      // own): one at a time, beside the other tests on the second worker. Two calls at once on two
      // cores took 13 to 23 s to set up instead of 2 to 4 s, and the database pool timed out.
      // After the desktop journeys and the validators in this list, which is the order Playwright
      // hands out files in: beside the phone's light tests, as before. Handed out first, beside the
      // desktop journeys, a call's sign-in waited past 15 s on a slow day.
      name: "calls",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
      testMatch: callSpecs,
      grepInvert: [/@mobile/, /@validator/],
      workers: 1,
    },
    {
      name: "mobile",
      // A mid-range Android phone at 390 px: how most patients see the site.
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
      grep: /@mobile/,
    },
  ],
  webServer: [
    {
      command: "npx tsx tests/fixtures/smtp-sink.ts",
      url: `http://127.0.0.1:${smtpSinkPort + 1}/messages`,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === "1",
      timeout: 30_000,
      env: { SMTP_SINK_PORT: String(smtpSinkPort) },
    },
    {
      command: "node scripts/turn-server.mjs",
      port: turnPort,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === "1",
      timeout: 30_000,
      env: {
        TURN_PORT: String(turnPort),
        TURN_CONTROL_PORT: String(turnControlPort),
        TURN_SECRET: process.env.E2E_TURN_SECRET,
        TURN_RELAY_FROM: String(49_400 + (port % 1000)),
      },
    },
    {
      command: "npx tsx tests/fixtures/whatsapp-platform.ts",
      url: `http://127.0.0.1:${whatsappPlatformPort}/__messages`,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === "1",
      timeout: 30_000,
      env: {
        ...whatsapp,
        WHATSAPP_PLATFORM_PORT: String(whatsappPlatformPort),
        WHATSAPP_WEBHOOK_URL: `${baseURL}/api/messages/whatsapp`,
      },
    },
    {
      // The production launcher `npm run up` uses: one Node.js process per core.
      command: "node scripts/serve.mjs",
      url: `${baseURL}/home`,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === "1",
      timeout: 60_000,
      stdout: "pipe",
      env: {
        NEXT_TELEMETRY_DISABLED: "1",
        PORT: String(port),
        HOSTNAME: "127.0.0.1",
        // The tests play a proxy on this machine: each sends its own X-Forwarded-For address, so
        // per-address limits never spill between tests or runs. Any other peer's header is ignored.
        TRUST_PROXY: "127.0.0.1,::1",
        // Thousands of requests: their JSON lines would bury the test report.
        REQUEST_LOG: "off",
        SMTP_URL: `smtp://127.0.0.1:${smtpSinkPort}`,
        TURN_SECRET: process.env.E2E_TURN_SECRET,
        TURN_URLS: `turn:127.0.0.1:${turnPort}?transport=udp`,
        ...whatsapp,
        WHATSAPP_API_URL: `http://127.0.0.1:${whatsappPlatformPort}/v21.0`,
        WHATSAPP_VERIFY_TOKEN: process.env.E2E_WHATSAPP_VERIFY_TOKEN,
      },
    },
  ],
});
