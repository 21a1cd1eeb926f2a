// The public booking form as a script sends it, shared by the load test (load-bookings.mjs), the
// fault test (test-faults.mjs), the scale test (test-scale.mjs) and the race for free times
// (lib/race.mjs): each request is byte for byte what the form sends (Next-Action header, React's
// encodeReply body), and the stored rows are checked against what was acknowledged.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import pg from "pg";

/**
 * A server action's id and a page that carries it (the first route without parameters), from
 * the build's manifest: what the page's script knows and sends in its Next-Action header.
 */
export function findServerAction({ distDir = ".next", filename, exportedName }) {
  const manifestPath = path.join(
    process.cwd(),
    distDir,
    "server",
    "server-reference-manifest.json",
  );
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  for (const [actionId, entry] of Object.entries(manifest.node)) {
    if (entry.filename !== filename || entry.exportedName !== exportedName) continue;
    const route = Object.keys(entry.workers)
      .map((worker) =>
        worker
          .replace(/^app/, "")
          .replace(/\/\([^)]+\)/g, "")
          .replace(/\/page$/, ""),
      )
      .find((candidate) => !candidate.includes("[") && !candidate.startsWith("/_"));
    if (route !== undefined) return { id: actionId, pagePath: route || "/" };
  }
  throw new Error(`${exportedName} is not in ${manifestPath}: build the app first (npm run build)`);
}

/** The submitBooking action's id and a page that carries it, from the build the server runs. */
export function findBookingAction({ distDir = ".next", id = "", pagePath = "" } = {}) {
  if (id) return { id, pagePath: pagePath || "/book" };
  const found = findServerAction({
    distDir,
    filename: "lib/actions/booking.ts",
    exportedName: "submitBooking",
  });
  return { id: found.id, pagePath: pagePath || found.pagePath };
}

/**
 * A load script's settings: its --name=value flags (--count=200 is COUNT), else the environment,
 * else `fallback`.
 */
export function scriptSettings(argv = process.argv, env = process.env) {
  const flags = Object.fromEntries(
    argv
      .slice(2)
      .map((arg) => arg.match(/^--([a-z-]+)=(.*)$/s))
      .filter(Boolean)
      .map(([, name, value]) => [name.replaceAll("-", "_").toUpperCase(), value]),
  );
  return (name, fallback) => flags[name] ?? env[name] ?? fallback;
}

// React's own encoder for server action arguments, from the copy Next.js ships.
export const { encodeReply } = createRequire(import.meta.url)(
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

/**
 * Valid, distinct input for booking i of a run, as the form would send it. `run` keeps a second
 * run against the same database from meeting the first one's rows.
 */
// The form refuses Sundays and the holidays in content/holidays.ts (today India's three national
// holidays, the same dates every year): keep this list in step with that one.
const closedDays = new Set(["01-26", "08-15", "10-02"]);

/** An open day `days` or a little more ahead in India, as YYYY-MM-DD. */
function openDayAhead(days) {
  for (let extra = 0; ; extra += 1) {
    const day = new Date(Date.now() + INDIA_OFFSET_MS + (days + extra) * DAY_MS);
    const key = day.toISOString().slice(0, 10);
    if (day.getUTCDay() !== 0 && !closedDays.has(key.slice(5))) return key;
  }
}

export function bookingInput(i, run) {
  const preferredDate = openDayAhead(1 + (i % 60));
  // A number of its own per booking and per run: bookings are limited per phone number too.
  const runDigits = String(parseInt(run.slice(0, 4), 16) % 10000).padStart(4, "0");
  return {
    firstName: firstNames[i % firstNames.length],
    lastName: `Loadtest ${run} ${i}`,
    email: `load.${run}.${i}@example.com`,
    phone: `+91 9${runDigits} ${String(i % 100000).padStart(5, "0")}`,
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
 * A distinct private address per simulated visitor, from a random start in 10.0.0.0/8 for each
 * run, so a second run within the hour does not meet the per-address limit left by the first.
 * The server must trust the script as its proxy (TRUST_PROXY), as it trusts the real one.
 */
export function visitorAddresses() {
  const offset = Math.floor(Math.random() * (1 << 23));
  return (i) => {
    const n = offset + i + 1;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
}

/** The action's returned value from its RSC answer (row 1), or null. */
export function actionResult(body) {
  const line = body.split("\n").find((row) => /^1:\{/.test(row));
  if (!line) return null;
  try {
    return JSON.parse(line.slice(2));
  } catch {
    return null;
  }
}

/**
 * Sends one encoded booking to the action as the form does: from her address (the script is the
 * proxy in front of the app), with her browser's cookies if she has any.
 */
export function postBooking(baseUrl, action, body, { address, cookie = "", timeoutMs }) {
  return fetch(`${baseUrl}${action.pagePath}`, {
    method: "POST",
    headers: {
      "Next-Action": action.id,
      Accept: "text/x-component",
      "Content-Type": "text/plain;charset=UTF-8",
      Origin: baseUrl,
      "x-forwarded-for": address,
      ...(cookie ? { cookie } : {}),
    },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/**
 * One attempt at one booking. Outcomes: "ack" (ok with a reference), "retry" (network error,
 * timeout, 5xx, no readable result, or the action's "please try again") or "final" (refused for a
 * reason a retry cannot change: invalid input or the per-address limit). `kind` names the failure;
 * "unavailable" is the form's clear "nothing was saved, try again in a minute".
 */
export async function attemptBooking(baseUrl, action, booking, timeoutMs) {
  const body = await encodeReply([booking.input]);
  let response;
  let text;
  try {
    response = await postBooking(baseUrl, action, body, { address: booking.address, timeoutMs });
    text = await response.text();
  } catch (error) {
    return { outcome: "retry", kind: error?.name === "TimeoutError" ? "timeout" : "network" };
  }
  return classifyBookingAnswer(response.status, text);
}

/** What a booking attempt's answer (HTTP status and body) means for the patient: see above. */
export function classifyBookingAnswer(status, text) {
  if (status >= 500) return { outcome: "retry", kind: `http ${status}` };
  const result = status >= 200 && status < 300 ? actionResult(text) : null;
  if (!result) {
    return status >= 400
      ? { outcome: "final", kind: `http ${status}` }
      : { outcome: "retry", kind: "unreadable answer" };
  }
  if (result.ok === true && typeof result.data?.reference === "string") {
    return { outcome: "ack", reference: result.data.reference };
  }
  const fieldErrors = Object.keys(result.fieldErrors ?? {});
  if (fieldErrors.length > 0) {
    return { outcome: "final", kind: `invalid: ${fieldErrors.join(", ")}`, error: result.error };
  }
  const error = result.error ?? "";
  if (/paused new ones/i.test(error)) return { outcome: "final", kind: "rate limited", error };
  if (/nothing was saved/i.test(error)) return { outcome: "retry", kind: "unavailable" };
  return /try again/i.test(error)
    ? { outcome: "retry", kind: "action error" }
    : { outcome: "final", kind: "action error", error };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function latencySummary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (v) => Math.round(v);
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
  };
}

/**
 * Checks PostgreSQL: every acknowledged booking stored exactly once, under the reference it was
 * acknowledged with. Bookings are { input, reference } (reference null when never acknowledged).
 */
export async function verifyBookings(databaseUrl, bookings) {
  const url = new URL(databaseUrl);
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
    const report = {
      rowsFound: rows.length,
      duplicates: 0,
      missing: 0,
      wrongReference: 0,
      unacknowledgedStored: 0,
    };
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
