#!/usr/bin/env node
// The race for free times (issue 37): 50 women at once racing for the same 10 free times of one
// doctor, 5 for each, against a running production build. Each books through the public booking
// form's server action as the browser does, with the time she chose (scripts/lib/race.mjs). Then
// the answers and PostgreSQL must show exactly 10 appointments, one per time, no two of the
// doctor's appointments overlapping, 40 refusals each offering other times that are still free,
// nothing stored for a refused woman, and 0 errors. Prints a table; exits 1 on any failure. See
// docs/load-bookings.md.
//
//   export SITE_URL=http://127.0.0.1:3300 && npm run build && npm run db:seed
//   PORT=3300 HOSTNAME=127.0.0.1 TRUST_PROXY=127.0.0.1,::1 node scripts/serve.mjs
//   BASE_URL=http://127.0.0.1:3300 DATABASE_URL=postgresql://… npm run bench:race
//
// Settings (environment, or --name=value flags such as --rounds=3):
//   BASE_URL (http://127.0.0.1:3300), DATABASE_URL (required: the database the server writes to),
//   CITY (mumbai), DOCTOR (1: the catalogue doctor's id, as in /doctors/1, who practises in CITY;
//   her own times, so the nearest times a refusal offers can be foreseen), TIMES (10), WOMEN_PER_TIME (5), ROUNDS (1, each
//   on 10 new times), RETRIES (0: a clear failure, "please try again", counts as an error, and a
//   booking page answering 5xx stops the run; n lets each woman press again up to n times, with
//   the same key and cookies, and reloads a failed page up to n times), TIMEOUT_MS (60000 per booking), ACTION_ID and ACTION_PATH (default: read from
//   the build's .next/server/server-reference-manifest.json), JSON=<file> to save the figures.
//
// Each woman comes from her own X-Forwarded-For address, as in load-bookings.mjs: start the
// server trusting the script as its proxy (TRUST_PROXY=127.0.0.1,::1).
import { writeFileSync } from "node:fs";
import { findBookingAction, scriptSettings } from "./booking-client.mjs";
import { printRace, runRace } from "./lib/race.mjs";

const setting = scriptSettings();

const BASE_URL = String(setting("BASE_URL", "http://127.0.0.1:3300")).replace(/\/$/, "");
const DATABASE_URL = setting("DATABASE_URL", "");
const ROUNDS = Number(setting("ROUNDS", 1));
const JSON_FILE = setting("JSON", "");

if (!DATABASE_URL) {
  console.error("DATABASE_URL is required: the database the server writes to, to check the rows.");
  process.exit(2);
}

const action = findBookingAction({
  distDir: process.env.NEXT_DIST_DIR || ".next",
  id: setting("ACTION_ID", ""),
  pagePath: setting("ACTION_PATH", ""),
});
const races = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  const race = await runRace({
    baseUrl: BASE_URL,
    action,
    databaseUrl: DATABASE_URL,
    city: setting("CITY", "mumbai"),
    doctor: setting("DOCTOR", "1"),
    count: Number(setting("TIMES", 10)),
    perTime: Number(setting("WOMEN_PER_TIME", 5)),
    retries: Number(setting("RETRIES", 0)),
    timeoutMs: Number(setting("TIMEOUT_MS", 60_000)),
  });
  printRace(`\nround ${round} of ${ROUNDS}`, race);
  races.push(race);
}
if (JSON_FILE) writeFileSync(JSON_FILE, `${JSON.stringify(races, null, 2)}\n`);

const problems = races.flatMap((race, i) => race.problems.map((p) => `round ${i + 1}: ${p}`));
if (problems.length > 0) {
  console.error(`\nFAIL:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `\nOK: every time booked exactly once, every other woman offered other free times, 0 errors, 0 double bookings`,
);
