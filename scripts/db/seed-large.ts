import "dotenv/config";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import bcrypt from "bcryptjs";
import pg from "pg";
import {
  adapterPoolConfig,
  describeDatabase,
  isLocalDatabase,
  parseDatabaseUrl,
  withDatabase,
} from "../../lib/db/url";
import { cities } from "../../content/cities";
import { doctors } from "../../content/doctors";
import { indiaDayRange } from "../../lib/india-time";
import { ensureDatabaseExists } from "./postgres";

/**
 * `npm run db:seed-large -- --database <name> [--size small|large] [--server <url>] [--reset]`
 *
 * Fills a database of its own with a clinic-sized data set for load tests (docs/performance.md):
 * large is 10,000 accounts, 100,000 appointments and 50,000 messages. Each table is written by one
 * INSERT … SELECT over generate_series, so the large set takes seconds, not 160,000 round trips.
 *
 * It never touches the demo or the test database by accident: the database must be named on the
 * command line, may not be the one in DATABASE_URL or TEST_DATABASE_URL, nor the quick start's
 * default, nor contain "test" (the test suites empty those), and must be on this machine. It is
 * created and migrated if missing; one that already holds accounts is refused unless --reset,
 * which empties it first.
 *
 * Every generated account shares one password (BENCH_PASSWORD, default below: these are local,
 * throwaway accounts). The benchmark signs in as the first owner, doctor and coordinator.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const sizes = {
  small: {
    users: 1_000,
    appointments: 10_000,
    messages: 5_000,
    requests: 1_000,
    accessLogs: 5_000,
    doctors: 20,
    coordinators: 5,
  },
  large: {
    users: 10_000,
    appointments: 100_000,
    messages: 50_000,
    requests: 10_000,
    accessLogs: 50_000,
    doctors: 200,
    coordinators: 50,
  },
} as const;
type Size = keyof typeof sizes;

export const BENCH_DOMAIN = "bench.sahelicare.test";
export const DEFAULT_BENCH_PASSWORD = "Bench-demo-2026!";
export const benchAccounts = {
  owner: `owner@${BENCH_DOMAIN}`,
  doctor: `doctor.0001@${BENCH_DOMAIN}`,
  coordinator: `coordinator.0001@${BENCH_DOMAIN}`,
  patient: `patient.0001@${BENCH_DOMAIN}`,
} as const;

const FIRST_NAMES = [
  "Aarti",
  "Ananya",
  "Bhavna",
  "Chitra",
  "Deepa",
  "Divya",
  "Farah",
  "Gauri",
  "Isha",
  "Jaya",
  "Kavya",
  "Lakshmi",
  "Meera",
  "Neha",
  "Nisha",
  "Pooja",
  "Priya",
  "Radhika",
  "Ritu",
  "Sana",
  "Shreya",
  "Sneha",
  "Sunita",
  "Tanvi",
  "Uma",
  "Vandana",
  "Yamini",
  "Zoya",
  "Asha",
  "Kiran",
];
const LAST_NAMES = [
  "Agarwal",
  "Bhat",
  "Chopra",
  "Das",
  "Desai",
  "Fernandes",
  "Ghosh",
  "Gupta",
  "Iyer",
  "Jain",
  "Kapoor",
  "Khan",
  "Kulkarni",
  "Menon",
  "Mehta",
  "Nair",
  "Patel",
  "Pillai",
  "Rao",
  "Reddy",
  "Saxena",
  "Sharma",
  "Shah",
  "Siddiqui",
  "Singh",
  "Sinha",
  "Varma",
  "Verma",
  "Yadav",
  "Joshi",
];
const SPECIALIZATIONS = [
  "Laser Proctology",
  "Fissure and Anal Pain Care",
  "Complex Fistula Surgery",
  "Non-surgical Piles Care",
  "Urgent Anorectal Care",
  "Post-Surgical Recovery",
];
const TYPES = [
  "Initial Consultation",
  "Follow-up Consultation",
  "Video Consultation",
  "Second Opinion",
];
const SUBJECTS = [
  "Question about my medicines",
  "Can I move my appointment?",
  "Diet plan",
  "Pain after the procedure",
  "Report from the lab",
  "Call back, please",
];
const BODIES = [
  "Is it all right to take the tablets after food?",
  "Could my appointment be moved to the afternoon? I have work in the morning.",
  "The diet plan is going well. Should I keep taking isabgol every night?",
  "There is some pain since yesterday evening. Is that expected?",
  "I have uploaded the report you asked for. Please have a look when you can.",
  "A patient asked for a call back about her booking. Details are in her record.",
];

function fail(message: string): never {
  console.error(`[seed-large] ${message}`);
  process.exit(1);
}

function usage(): never {
  fail(
    "usage: npm run db:seed-large -- --database <name> [--size small|large] [--server <postgresql://…>] [--reset]",
  );
}

function databaseOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return parseDatabaseUrl(url).database;
  } catch {
    return null;
  }
}

/** Why this database name may not be filled, or null when it may. */
export function refusalFor(
  name: string,
  env: { DATABASE_URL?: string; TEST_DATABASE_URL?: string },
): string | null {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) {
    return `"${name}" is not a plain database name (lower-case letters, digits, underscores).`;
  }
  if (name.includes("test")) {
    return `"${name}" looks like a test database, which the test suites empty: name another.`;
  }
  const protectedNames = new Map<string, string>([["saheli_care", "the quick start's database"]]);
  const appDb = databaseOf(env.DATABASE_URL);
  if (appDb) protectedNames.set(appDb, "the database in DATABASE_URL");
  const testDb = databaseOf(env.TEST_DATABASE_URL);
  if (testDb) protectedNames.set(testDb, "the database in TEST_DATABASE_URL");
  const what = protectedNames.get(name);
  return what ? `"${name}" is ${what}: the large data set goes into a database of its own.` : null;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      database: { type: "string" },
      size: { type: "string", default: "large" },
      server: { type: "string", default: "postgresql://postgres@127.0.0.1:5432/postgres" },
      reset: { type: "boolean", default: false },
    },
    strict: true,
  });
  const name = values.database ?? usage();
  if (!(values.size in sizes)) usage();
  const size = sizes[values.size as Size];
  const refusal = refusalFor(name, {
    DATABASE_URL: process.env.DATABASE_URL,
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
  });
  if (refusal) fail(refusal);
  if (!isLocalDatabase(values.server)) fail("the server must be on this machine (localhost).");

  const url = withDatabase(values.server, name);
  await ensureDatabaseExists(url);
  console.log(`[seed-large] migrating ${describeDatabase(url)}`);
  execFileSync(path.join(root, "node_modules", ".bin", "prisma"), ["migrate", "deploy"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, CHECKPOINT_DISABLE: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });

  const client = new pg.Client(adapterPoolConfig(url));
  await client.connect();
  const started = Date.now();
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const t = Date.now();
    const result = await client.query(sql, params);
    console.log(
      `[seed-large] ${label}: ${result.rowCount ?? 0} rows in ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );
  };
  try {
    const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM users");
    if ((rows[0]?.n ?? 0) > 0 && !values.reset) {
      fail(`${describeDatabase(url)} already holds accounts. Add --reset to empty it first.`);
    }
    const password = process.env.BENCH_PASSWORD || DEFAULT_BENCH_PASSWORD;
    const hash = await bcrypt.hash(password, 10);
    const pendingDoctors = Math.ceil(size.doctors / 20);
    const pendingCoordinators = Math.ceil(size.coordinators / 10);
    const patients =
      size.users - 1 - size.doctors - pendingDoctors - size.coordinators - pendingCoordinators;
    // Slots start a month back at 09:00 in India, eight one-hour slots a day per doctor: half the
    // appointments lie in the past (completed or cancelled), half ahead, and today is busy.
    const firstSlot = new Date(indiaDayRange(new Date(), -31).start.getTime() + 9 * 3_600_000);

    await client.query("BEGIN");
    if (values.reset) {
      await step(
        "emptied",
        'TRUNCATE TABLE "access_logs", "messages", "appointments", "contents", "consultation_requests", "users", "rate_limit_buckets" CASCADE',
      );
    }

    const insertUsers = (
      label: string,
      role: string,
      status: string,
      count: number,
      emailPrefix: string,
      offset: number,
      withSpecialization = false,
    ) =>
      step(
        label,
        `INSERT INTO users (id, email, password_hash, role, status, first_name, last_name, phone, specialization, created_at, updated_at)
         SELECT gen_random_uuid(),
                $1 || lpad((g + $2)::text, greatest(4, length((g + $2)::text)), '0') || '@' || $3,
                $4, $5::"Role", $6::"AccountStatus",
                ($7::text[])[1 + g % cardinality($7::text[])],
                ($8::text[])[1 + (g * 7) % cardinality($8::text[])],
                CASE WHEN g % 3 = 0 THEN NULL ELSE '+9198' || lpad(((g * 7919) % 100000000)::text, 8, '0') END,
                CASE WHEN $9 THEN ($10::text[])[1 + g % cardinality($10::text[])] END,
                now() - ((g + $2) * interval '37 minutes'), now()
         FROM generate_series(1, $11::int) AS g`,
        [
          emailPrefix,
          offset,
          BENCH_DOMAIN,
          hash,
          role,
          status,
          FIRST_NAMES,
          LAST_NAMES,
          withSpecialization,
          SPECIALIZATIONS,
          count,
        ],
      );

    await insertUsers("owner", "owner", "active", 1, "owner.", 0);
    // The owner's address reads owner@…, as the benchmark expects.
    await client.query(`UPDATE users SET email = $1 WHERE email = $2`, [
      benchAccounts.owner,
      `owner.0001@${BENCH_DOMAIN}`,
    ]);
    await insertUsers("doctors", "doctor", "active", size.doctors, "doctor.", 0, true);
    // The first six are the catalogue's six doctors (content/doctors.ts), as on the demo data:
    // their cities and video fees are what the booking form's free times are read from.
    await step(
      "catalogue doctors",
      `UPDATE users u SET doctor_catalogue_id = d.n
       FROM (SELECT id, row_number() OVER (ORDER BY email) AS n
             FROM users WHERE role = 'doctor' AND status = 'active') AS d
       WHERE u.id = d.id AND d.n <= $1`,
      [doctors.length],
    );
    await insertUsers(
      "pending doctors",
      "doctor",
      "pending",
      pendingDoctors,
      "doctor.",
      size.doctors,
      true,
    );
    await insertUsers(
      "coordinators",
      "coordinator",
      "active",
      size.coordinators,
      "coordinator.",
      0,
    );
    await insertUsers(
      "pending coordinators",
      "coordinator",
      "pending",
      pendingCoordinators,
      "coordinator.",
      size.coordinators,
    );
    await insertUsers("patients", "patient", "active", patients, "patient.", 0);
    await client.query(
      `UPDATE users SET status = CASE WHEN random() < 0.5 THEN 'pending' ELSE 'suspended' END::"AccountStatus"
       WHERE role = 'patient' AND right(split_part(email, '@', 1), 2) = '00'`,
    );

    // Round robin over the active doctors, eight slots a day each: no doctor is double-booked, and
    // the database's overlap trigger checks every row anyway.
    await step(
      "appointments",
      `WITH d AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE role = 'doctor' AND status = 'active'),
            p AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE role = 'patient'),
            c AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE role = 'coordinator' AND status = 'active'),
            s AS (
              SELECT i, i % cardinality(d.ids) AS di, i / cardinality(d.ids) AS k
              FROM generate_series(0, $1::int - 1) AS i, d
            )
       INSERT INTO appointments (id, patient_id, doctor_id, coordinator_id, appointment_date, type, status, duration_minutes, mode, clinic, created_at, updated_at)
       SELECT gen_random_uuid(),
              p.ids[1 + (s.i * 7919) % cardinality(p.ids)],
              d.ids[1 + s.di],
              CASE WHEN s.i % 10 = 9 THEN NULL ELSE c.ids[1 + (s.i / 7) % cardinality(c.ids)] END,
              t.at,
              ($3::text[])[1 + s.i % cardinality($3::text[])],
              CASE
                WHEN t.at < now() - interval '1 hour' THEN
                  CASE WHEN s.i % 10 = 0 THEN 'cancelled' ELSE 'completed' END
                WHEN t.at < now() THEN 'in_progress'
                ELSE (ARRAY['scheduled', 'scheduled', 'confirmed', 'confirmed', 'pending', 'cancelled'])[1 + s.i % 6]
              END::"AppointmentStatus",
              (ARRAY[30, 45, 60])[1 + s.i % 3],
              -- A video visit has no clinic, in person the clinic of one of the cities.
              v.mode::"AppointmentMode",
              CASE WHEN v.mode = 'in_person' THEN ($4::text[])[1 + s.i % cardinality($4::text[])] END,
              t.at - interval '10 days', now()
       FROM s CROSS JOIN d CROSS JOIN p CROSS JOIN c
       CROSS JOIN LATERAL (
         SELECT $2::timestamptz + (s.k / 8) * interval '1 day' + (s.k % 8) * interval '1 hour' AS at
       ) AS t
       CROSS JOIN LATERAL (
         SELECT CASE WHEN ($3::text[])[1 + s.i % cardinality($3::text[])] = 'Video Consultation'
                     THEN 'video' ELSE 'in_person' END AS mode
       ) AS v`,
      [size.appointments, firstSlot, TYPES, cities.map((city) => city.id)],
    );

    // Most messages go to doctors (from patients, some from coordinators), the rest to
    // coordinators. Anything older than two days has mostly been read.
    await step(
      "messages",
      `WITH d AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE role = 'doctor' AND status = 'active'),
            p AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE role = 'patient'),
            c AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE role = 'coordinator' AND status = 'active')
       INSERT INTO messages (id, sender_id, receiver_id, subject, content, status, is_urgent, created_at, read_at)
       SELECT gen_random_uuid(),
              CASE WHEN g % 10 IN (6, 7) THEN c.ids[1 + g % cardinality(c.ids)]
                   ELSE p.ids[1 + (g::bigint * 104729) % cardinality(p.ids)] END,
              CASE WHEN g % 10 < 8 THEN d.ids[1 + g % cardinality(d.ids)]
                   ELSE c.ids[1 + (g / 10) % cardinality(c.ids)] END,
              ($2::text[])[1 + g % cardinality($2::text[])],
              ($3::text[])[1 + g % cardinality($3::text[])],
              CASE WHEN t.sent < now() - interval '2 days' AND g % 9 <> 0 THEN 'read' ELSE 'unread' END::"MessageStatus",
              g % 20 = 0,
              t.sent,
              CASE WHEN t.sent < now() - interval '2 days' AND g % 9 <> 0 THEN t.sent + interval '2 hours' END
       FROM generate_series(1, $1::int) AS g CROSS JOIN d CROSS JOIN p CROSS JOIN c
       CROSS JOIN LATERAL (SELECT now() - (g * interval '150 seconds') AS sent) AS t`,
      [size.messages, SUBJECTS, BODIES],
    );
    // Booking requests: most are done with (closed, or scheduled into one of the appointments),
    // a tenth wait in the coordinators' queue (new, claimed or contacted), every urgency.
    await step(
      "booking requests",
      `WITH p AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE role = 'patient'),
            c AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE role = 'coordinator' AND status = 'active'),
            a AS (SELECT array_agg(id ORDER BY appointment_date) AS ids FROM appointments),
            g AS (
              SELECT g, (ARRAY['new', 'claimed', 'contacted', 'scheduled', 'scheduled', 'closed',
                               'scheduled', 'closed', 'scheduled', 'closed'])[1 + g % 10] AS status
              FROM generate_series(1, $1::int) AS g
            )
       INSERT INTO consultation_requests (id, idempotency_key, reference, first_name, last_name, email,
         phone, age, preferred_date, preferred_time, consultation_type, symptoms, urgency,
         privacy_consent, privacy_consent_at, kind, contact_method, no_calls, contact_window, status,
         patient_id, coordinator_id, appointment_id, close_reason, closed_at, city, created_at, updated_at)
       SELECT gen_random_uuid(), 'bench-' || g.g, 'SC-' || upper(substr(md5(g.g::text), 1, 5)) || '-' || upper(substr(md5(g.g::text), 6, 5)),
              ($2::text[])[1 + g.g % cardinality($2::text[])],
              ($3::text[])[1 + (g.g * 7) % cardinality($3::text[])],
              'request.' || g.g || '@' || $4, '+9198' || lpad(((g.g * 7919) % 100000000)::text, 8, '0'),
              22 + g.g % 40, (now() + (g.g % 20) * interval '1 day')::date,
              (ARRAY['9:00 AM', '11:30 AM', '2:00 PM', '5:30 PM'])[1 + g.g % 4],
              (ARRAY['initial', 'second-opinion', 'follow-up', 'emergency'])[1 + g.g % 4]::"ConsultationType",
              'Discomfort for some weeks.',
              (ARRAY['low', 'medium', 'medium', 'high', 'emergency'])[1 + g.g % 5]::"Urgency",
              true, now() - g.g * interval '7 minutes', 'consultation',
              (ARRAY['phone_call', 'whatsapp', 'sms', 'email'])[1 + g.g % 4]::"ContactMethod",
              g.g % 4 <> 0 AND g.g % 3 = 0,
              (ARRAY['anytime', 'morning', 'afternoon', 'evening'])[1 + g.g % 4]::"ContactWindow",
              g.status::"RequestStatus",
              CASE WHEN g.g % 3 = 0 THEN NULL ELSE p.ids[1 + (g.g * 104729) % cardinality(p.ids)] END,
              CASE WHEN g.status = 'new' THEN NULL ELSE c.ids[1 + g.g % cardinality(c.ids)] END,
              CASE WHEN g.status = 'scheduled' THEN a.ids[1 + (g.g * 10) % cardinality(a.ids)] END,
              CASE WHEN g.status = 'closed' THEN 'not_needed'::"RequestCloseReason" END,
              CASE WHEN g.status = 'closed' THEN now() - g.g * interval '5 minutes' END,
              ($5::text[])[1 + g.g % cardinality($5::text[])],
              now() - g.g * interval '7 minutes', now()
       FROM g CROSS JOIN p CROSS JOIN c CROSS JOIN a`,
      [size.requests, FIRST_NAMES, LAST_NAMES, BENCH_DOMAIN, cities.map((city) => city.id)],
    );
    // A scheduled request was booked for the city of its appointment's clinic.
    await step(
      "booking cities",
      `UPDATE consultation_requests r SET city = a.clinic
       FROM appointments a WHERE a.id = r.appointment_id AND a.clinic IS NOT NULL`,
    );

    // Staff reads of patients' records over the last weeks: the owner's access log.
    await step(
      "access log",
      `WITH s AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE role IN ('doctor', 'coordinator') AND status = 'active'),
            p AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE role = 'patient')
       INSERT INTO access_logs (id, actor_id, actor_role, actor_name, patient_id, subject, created_at)
       SELECT gen_random_uuid(), u.id, u.role, u.first_name || ' ' || left(u.last_name, 1) || '.',
              p.ids[1 + (g::bigint * 7919) % cardinality(p.ids)],
              (ARRAY['request', 'appointment', 'messages', 'profile'])[1 + g % 4]::"AccessSubject",
              now() - g * interval '40 seconds'
       FROM generate_series(1, $1::int) AS g CROSS JOIN s CROSS JOIN p
       JOIN users u ON u.id = s.ids[1 + g % cardinality(s.ids)]`,
      [size.accessLogs],
    );
    await client.query("COMMIT");
    // Fresh statistics and visibility maps: the planner and index-only counts need both.
    await step("vacuum analyze", "VACUUM ANALYZE");

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`\n[seed-large] ${describeDatabase(url)} filled in ${seconds} s (${values.size}).`);
    console.log(
      `  ${size.users.toLocaleString("en-IN")} accounts, ${size.appointments.toLocaleString("en-IN")} appointments, ${size.messages.toLocaleString("en-IN")} messages, ${size.requests.toLocaleString("en-IN")} booking requests, ${size.accessLogs.toLocaleString("en-IN")} access-log rows`,
    );
    console.log(
      `  Sign in as ${Object.values(benchAccounts).join(", ")} with the password ${process.env.BENCH_PASSWORD ? "in BENCH_PASSWORD" : DEFAULT_BENCH_PASSWORD}.`,
    );
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

// Run only as a command, so tests can import refusalFor.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    fail(error instanceof Error ? error.message : String(error));
  });
}
