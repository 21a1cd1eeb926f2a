// The race for free times (issue 37), shared by scripts/race-bookings.mjs and the fault test's
// traffic (scripts/test-faults.mjs): 50 women at once racing for the same 10 free times of one
// doctor, 5 for each, all released together. Each sends the public booking form's server action
// exactly as the browser does (scripts/booking-client.mjs) with the time she chose as `slot`; the
// action holds it for her and books it, or answers that it went to someone else with the doctor's
// nearest other free times. Then the answers and the database are checked: one appointment per
// time, no two appointments of the doctor overlapping, every other woman refused with free times
// that are still free, nothing stored for a refused woman, and no error of any kind.
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import {
  actionResult,
  bookingInput,
  encodeReply,
  latencySummary,
  postBooking,
  visitorAddresses,
} from "../booking-client.mjs";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const INDIA_OFFSET_MS = 330 * MINUTE_MS;
/** The page's window of free times (FREE_TIME_DAYS in lib/appointments/free-times.ts). */
const FREE_TIME_DAYS = 14;
/**
 * How many nearest times a refusal offers (nearestFreeTimes' count, 3), with room to spare: the
 * contested times are spread so that even this many around one of them reach no other.
 */
const NEAREST_MARGIN = 5;
/** An initial consultation's length in minutes (content/doctors.ts), the visit every woman books. */
const VISIT_MINUTES = 60;

/** YYYY-MM-DD HH:MM on India's clock. */
function indiaTime(ms) {
  return new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** Milliseconds of an instant as the answer carries it: ISO text, or React's "$D" date. */
function instantMs(value) {
  const text = typeof value === "string" ? value.replace(/^\$D/, "") : "";
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

/** Each `<input type="radio" name="slot" value="doctorId|ISO start">` of a rendered page. */
function slotRadios(html) {
  const times = [];
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    if (!/\btype="radio"/.test(tag) || !/\bname="slot"/.test(tag)) continue;
    const value = tag.match(/\bvalue="([^"]*)"/)?.[1]?.replaceAll("&amp;", "&") ?? "";
    const [doctorId, start] = value.split("|");
    const ms = instantMs(start);
    if (doctorId && ms !== null) times.push({ doctorId, start, ms });
  }
  return times;
}

/**
 * Every free time the booking page shows over its 14 days, of one doctor's if `doctor` is set.
 * With `retries`, a page that failed (a 5xx or a dropped connection) is loaded again, as she
 * would reload it; `reloads` counts them.
 */
async function pageFreeTimes(baseUrl, { city, doctor, address, retries }) {
  const today = Date.parse(new Date(Date.now() + INDIA_OFFSET_MS).toISOString().slice(0, 10));
  let reloads = 0;
  const dayTimes = async (i) => {
    const day = new Date(today + i * DAY_MS).toISOString().slice(0, 10);
    const query = new URLSearchParams({ city, day, ...(doctor ? { doctor } : {}) });
    for (let attempt = 0; ; attempt += 1) {
      const page = await fetch(`${baseUrl}/book-consultation?${query}`, {
        headers: { "x-forwarded-for": address },
        signal: AbortSignal.timeout(30_000),
      }).then(
        async (response) => ({ status: response.status, html: await response.text() }),
        (error) => ({ status: 0, html: "", error }),
      );
      if (page.status === 200) return slotRadios(page.html);
      const failed = page.status === 0 || page.status >= 500;
      if (!failed || attempt >= retries) {
        const answer = page.status ? `answered ${page.status}` : `failed: ${page.error?.message}`;
        throw new Error(`/book-consultation?${query} ${answer}`);
      }
      reloads += 1;
      await sleep(500 + Math.random() * 500);
    }
  };
  // The days at once: one after the other, under the fault test's load, they took half a minute.
  const days = await Promise.all(Array.from({ length: FREE_TIME_DAYS }, (_, i) => dayTimes(i)));
  return { times: days.flat(), reloads };
}

/** Two visits of VISIT_MINUTES starting at `a` and `b` (ms) overlap. */
const overlaps = (a, b) => Math.abs(a - b) < VISIT_MINUTES * MINUTE_MS;

/**
 * What nearestFreeTimes offers a woman who lost `start` (ms): the `count` free starts nearest to
 * it, the earlier of two as near, once `start` is booked and no longer leaves its neighbours free.
 */
function nearestTo(free, start, count) {
  return free
    .filter((ms) => !overlaps(ms, start))
    .sort((a, b) => Math.abs(a - start) - Math.abs(b - start) || a - b)
    .slice(0, count);
}

/**
 * One doctor and `count` of her free times, from the page, spread so that the times a refusal
 * offers around one contested time never touch another: those offers are then free whatever the
 * order in which the race is decided, and "not offered a taken time" is a check, not a hope.
 */
async function pickRaceTimes(baseUrl, { city, doctor, count, address, retries = 0 }) {
  const { times, reloads } = await pageFreeTimes(baseUrl, { city, doctor, address, retries });
  const byDoctor = new Map();
  for (const time of times)
    byDoctor.set(time.doctorId, [...(byDoctor.get(time.doctorId) ?? []), time]);
  // Tomorrow on, so no time slips into the past during the run.
  const tomorrow =
    Date.parse(new Date(Date.now() + INDIA_OFFSET_MS + DAY_MS).toISOString().slice(0, 10)) -
    INDIA_OFFSET_MS;
  for (const [doctorId, list] of byDoctor) {
    const free = [...new Set(list.map((time) => time.ms))].sort((a, b) => a - b);
    const chosen = [];
    for (const start of free) {
      if (start < tomorrow) continue;
      const near = nearestTo(free, start, NEAREST_MARGIN);
      const clear = chosen.every(
        (other) =>
          !overlaps(start, other.ms) &&
          near.every((ms) => !overlaps(ms, other.ms)) &&
          other.near.every((ms) => !overlaps(ms, start)),
      );
      if (clear && near.length > 0) chosen.push({ ms: start, near });
      if (chosen.length === count) {
        const starts = new Map(list.map((time) => [time.ms, time.start]));
        return {
          doctorId,
          free,
          reloads,
          times: chosen.map(({ ms }) => ({ ms, start: starts.get(ms) })),
        };
      }
    }
  }
  throw new Error(
    `no doctor on /book-consultation?city=${city}${doctor ? `&doctor=${doctor}` : ""} has ${count} ` +
      `free times far enough apart in the next ${FREE_TIME_DAYS} days (${times.length} free times ` +
      `shown): seed a fresh database (npm run db:seed) or pick another city`,
  );
}

/** Woman i's booking of `time`: distinct name, phone, e-mail and address, an initial visit. */
function womanBooking(i, run, time, city, address) {
  const base = bookingInput(i, run);
  return {
    address,
    time,
    input: {
      ...base,
      lastName: `Race ${run} ${i}`,
      email: `race.${run}.${i}@example.com`,
      preferredDate: indiaTime(time.ms).slice(0, 10),
      preferredTime: "9:00 AM",
      consultationType: "initial",
      urgency: i % 2 === 0 ? "low" : "medium",
      contactMethod: "email",
      noCalls: false,
      kind: "consultation",
      city,
      slot: { doctorId: time.doctorId, start: time.start },
    },
  };
}

/** One woman's answer: "booked", "refused" (the time went to someone else) or "error". */
function classifyRaceAnswer(status, text) {
  if (status >= 500) return { outcome: "error", kind: `http ${status}` };
  const result = status >= 200 && status < 300 ? actionResult(text) : null;
  if (!result) return { outcome: "error", kind: status >= 400 ? `http ${status}` : "unreadable" };
  if (result.ok === true) {
    return typeof result.data?.reference === "string" &&
      typeof result.data?.appointmentId === "string"
      ? {
          outcome: "booked",
          reference: result.data.reference,
          appointmentId: result.data.appointmentId,
        }
      : { outcome: "error", kind: "booked without an appointment" };
  }
  const fields = Object.keys(result.fieldErrors ?? {});
  if (fields.length === 1 && fields[0] === "slot" && Array.isArray(result.nearest)) {
    return {
      outcome: "refused",
      message: result.error,
      nearest: result.nearest.map((time) => ({ ...time, ms: instantMs(time.start) })),
    };
  }
  return {
    outcome: "error",
    kind: fields.length > 0 ? `refused: ${fields.join(", ")}` : "action error",
    message: result.error,
  };
}

/** A failure a woman would meet by pressing again: the form's "please try again", a 5xx, a drop. */
const retryable = (answer) =>
  answer.outcome === "error" &&
  (/^(http 5|network|timeout)/.test(answer.kind) || /try again/i.test(answer.message ?? ""));

async function sendBooking(baseUrl, action, woman, timeoutMs) {
  const started = performance.now();
  try {
    // Her browser's cookies (the hold's among them), as pressing again would send them.
    const cookie = [...woman.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await postBooking(baseUrl, action, woman.body, {
      address: woman.address,
      cookie,
      timeoutMs,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      if (at > 0) woman.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    const text = await response.text();
    return { ...classifyRaceAnswer(response.status, text), ms: performance.now() - started };
  } catch (error) {
    const kind = error?.name === "TimeoutError" ? "timeout" : "network";
    return { outcome: "error", kind, ms: performance.now() - started };
  }
}

function databaseClient(databaseUrl) {
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get("schema");
  url.searchParams.delete("schema");
  return {
    client: new pg.Client({ connectionString: url.toString() }),
    schema,
  };
}

/** What the database holds after the race, for the women's e-mails and the doctor. */
async function storedAfter(databaseUrl, doctorId, women) {
  const { client, schema } = databaseClient(databaseUrl);
  await client.connect();
  try {
    if (schema) await client.query(`SET search_path TO "${schema.replaceAll('"', '""')}"`);
    const requests = await client.query(
      `SELECT r.email, r.reference, r.appointment_id AS "appointmentId",
              a.doctor_id AS "doctorId", a.appointment_date AS "start", a.status
         FROM consultation_requests r LEFT JOIN appointments a ON a.id = r.appointment_id
        WHERE r.email = ANY($1::text[])`,
      [women.map((woman) => woman.input.email)],
    );
    const appointments = await client.query(
      `SELECT id, appointment_date AS "start", duration_minutes AS minutes
         FROM appointments WHERE doctor_id = $1::uuid AND status <> 'cancelled'`,
      [doctorId],
    );
    const doubleBooked = await client.query(
      `SELECT count(*)::int AS n FROM appointments a JOIN appointments b
          ON a.doctor_id = b.doctor_id AND a.id < b.id
         AND a.appointment_date < b.appointment_date + make_interval(mins => b.duration_minutes)
         AND b.appointment_date < a.appointment_date + make_interval(mins => a.duration_minutes)
       WHERE a.doctor_id = $1::uuid AND a.status <> 'cancelled' AND b.status <> 'cancelled'`,
      [doctorId],
    );
    const holds = await client.query(
      `SELECT count(*)::int AS n FROM slot_holds
        WHERE doctor_id = $1::uuid AND expires_at > now() AND starts_at = ANY($2::timestamptz[])`,
      [doctorId, [...new Set(women.map((woman) => woman.time.start))]],
    );
    return {
      requests: requests.rows,
      appointments: appointments.rows.map((row) => ({
        id: row.id,
        ms: row.start.getTime(),
        minutes: row.minutes,
      })),
      doubleBooked: doubleBooked.rows[0].n,
      holdsLeft: holds.rows[0].n,
    };
  } finally {
    await client.end();
  }
}

/**
 * One race: `count` free times of one doctor (CITY's page, DOCTOR's if given), `perTime` women
 * for each, all sent at once. Returns the figures and the problems found (none when it passed).
 */
export async function runRace({
  baseUrl,
  action,
  databaseUrl,
  city = "mumbai",
  doctor = "",
  count = 10,
  perTime = 5,
  retries = 0,
  timeoutMs = 60_000,
}) {
  const run = randomUUID().slice(0, 8);
  const addressFor = visitorAddresses();
  const picked = await pickRaceTimes(baseUrl, {
    city,
    doctor,
    count,
    address: addressFor(0),
    retries,
  });
  const times = picked.times.map((time) => ({ ...time, doctorId: picked.doctorId }));
  const women = Array.from({ length: count * perTime }, (_, i) =>
    womanBooking(i, run, times[i % count], city, addressFor(i + 1)),
  );
  // Every body is encoded first, so the requests leave together.
  for (const woman of women) {
    woman.body = await encodeReply([woman.input]);
    woman.cookies = new Map();
    woman.attempts = 0;
  }
  const t0 = performance.now();
  const latencies = [];
  const send = async (woman) => {
    woman.attempts += 1;
    woman.answer = await sendBooking(baseUrl, action, woman, timeoutMs);
    latencies.push(woman.answer.ms);
  };
  await Promise.all(women.map(send));
  // Only when asked (the fault test's traffic): who met a clear failure presses again, with the
  // same booking, key and cookies, as the other bookings there do.
  for (let retry = 1; retry <= retries; retry += 1) {
    const again = women.filter((woman) => retryable(woman.answer));
    if (again.length === 0) break;
    await sleep(200 * retry + Math.random() * 200);
    await Promise.all(again.map(send));
  }
  const durationMs = performance.now() - t0;

  const stored = await storedAfter(databaseUrl, picked.doctorId, women);
  const problems = [];
  const rows = times.map((time) => {
    const racing = women.filter((woman) => woman.time === time);
    const booked = racing.filter((woman) => woman.answer.outcome === "booked");
    const inDatabase = stored.appointments.filter((a) => a.ms === time.ms);
    return {
      time: indiaTime(time.ms),
      women: racing.length,
      booked: booked.length,
      refused: racing.filter((woman) => woman.answer.outcome === "refused").length,
      errors: racing.filter((woman) => woman.answer.outcome === "error").length,
      appointments: inDatabase.length,
    };
  });
  for (const row of rows) {
    if (row.booked !== 1) problems.push(`${row.time}: ${row.booked} women told they booked it`);
    if (row.appointments !== 1) problems.push(`${row.time}: ${row.appointments} appointments`);
  }

  const byEmail = new Map(stored.requests.map((row) => [row.email, row]));
  const taken = (ms) =>
    stored.appointments.some(
      (a) => ms < a.ms + a.minutes * MINUTE_MS && a.ms < ms + VISIT_MINUTES * MINUTE_MS,
    );
  const freeShown = new Set(picked.free);
  const figures = {
    women: women.length,
    booked: 0,
    refused: 0,
    errors: 0,
    errorKinds: {},
    bookedStored: 0,
    refusedStored: 0,
    refusedWithoutNearest: 0,
    nearestTaken: 0,
    nearestNotShown: 0,
  };
  for (const woman of women) {
    const { answer } = woman;
    const row = byEmail.get(woman.input.email);
    if (answer.outcome === "booked") {
      figures.booked += 1;
      const right =
        row &&
        row.reference === answer.reference &&
        row.appointmentId === answer.appointmentId &&
        row.doctorId === woman.time.doctorId &&
        row.start?.getTime() === woman.time.ms &&
        row.status === "scheduled";
      if (right) figures.bookedStored += 1;
      else problems.push(`${answer.reference}: not stored as the appointment she was told she has`);
    } else if (answer.outcome === "refused") {
      figures.refused += 1;
      if (row) figures.refusedStored += 1;
      const offered = answer.nearest.map((time) => time.ms);
      if (offered.length === 0) figures.refusedWithoutNearest += 1;
      figures.nearestTaken += offered.filter((ms) => ms === null || taken(ms)).length;
      figures.nearestNotShown += offered.filter((ms) => !freeShown.has(ms)).length;
    } else {
      figures.errors += 1;
      const kind = answer.message ? `${answer.kind}: ${answer.message}` : answer.kind;
      figures.errorKinds[kind] = (figures.errorKinds[kind] ?? 0) + 1;
    }
  }
  // Every woman's booking went through the database: the winners' rows are there, and each
  // refusal carries the doctor's free times, which only a read of her hours and bookings gives.
  figures.reachedDatabase = figures.bookedStored + figures.refused - figures.refusedWithoutNearest;
  figures.doubleBooked = stored.doubleBooked;
  figures.holdsLeft = stored.holdsLeft;
  figures.appointments = rows.reduce((sum, row) => sum + row.appointments, 0);
  figures.durationS = Math.round(durationMs / 100) / 10;
  figures.latencyMs = latencySummary(latencies);
  figures.retried = women.filter((woman) => woman.attempts > 1).length;
  figures.pageReloads = picked.reloads;

  const expectRefused = women.length - times.length;
  if (figures.booked !== times.length)
    problems.push(`${figures.booked} booked, not ${times.length}`);
  if (figures.refused !== expectRefused)
    problems.push(`${figures.refused} refused, not ${expectRefused}`);
  if (figures.errors > 0)
    problems.push(`${figures.errors} errors ${JSON.stringify(figures.errorKinds)}`);
  if (figures.doubleBooked > 0) problems.push(`${figures.doubleBooked} overlapping appointments`);
  if (figures.refusedStored > 0)
    problems.push(`${figures.refusedStored} refused women's bookings stored`);
  if (figures.refusedWithoutNearest > 0) {
    problems.push(`${figures.refusedWithoutNearest} refusals offered no other time`);
  }
  if (figures.nearestTaken > 0)
    problems.push(`${figures.nearestTaken} offered times already taken`);
  if (figures.nearestNotShown > 0) {
    problems.push(`${figures.nearestNotShown} offered times the page never showed as free`);
  }
  if (figures.reachedDatabase !== women.length) {
    problems.push(
      `only ${figures.reachedDatabase} of ${women.length} bookings reached the database`,
    );
  }
  return { doctorId: picked.doctorId, city, rows, figures, problems };
}

/** The race's table and figures, as both scripts print them. */
export function printRace(label, race) {
  const f = race.figures;
  const lines = [
    `${label}: ${f.women} women at once for ${race.rows.length} free times of doctor ${race.doctorId} (${race.city})`,
    "  time (India)      women  booked  refused  errors  appointments",
    ...race.rows.map(
      (row) =>
        `  ${row.time}  ${String(row.women).padStart(5)}  ${String(row.booked).padStart(6)}  ${String(row.refused).padStart(7)}  ${String(row.errors).padStart(6)}  ${String(row.appointments).padStart(12)}`,
    ),
    `  booked ${f.booked} (${f.bookedStored} stored as told), refused ${f.refused} (${f.refused - f.refusedWithoutNearest} offered other times, ${f.nearestTaken} offered times taken, ${f.refusedStored} stored), errors ${f.errors}${f.errors ? ` ${JSON.stringify(f.errorKinds)}` : ""}`,
    `  appointments ${f.appointments}, double bookings ${f.doubleBooked}, live holds left ${f.holdsLeft}, reached the database ${f.reachedDatabase} of ${f.women}`,
    `  all answered in ${f.durationS} s${f.retried ? ` (${f.retried} pressed again after a clear failure)` : ""}${f.pageReloads ? `, ${f.pageReloads} booking pages reloaded after a failure` : ""}; p50 ${f.latencyMs.p50} ms, p95 ${f.latencyMs.p95} ms, max ${f.latencyMs.max} ms`,
  ];
  console.log(lines.join("\n"));
}
