#!/usr/bin/env node
// Scale test (npm run test:scale): two instances of the production build (scripts/serve.mjs, one
// worker each) on two ports behind a real nginx, on one PostgreSQL cluster of the test's own. It
// proves that nothing one instance needs lives only in the other:
//   1. a session created through A is valid on B, and one sign-out through A revokes it on both;
//   2. the per-address booking limit counts across both instances (the address nginx forwards);
//   3. an idempotency key used on A and retried on B stores one booking;
//   4. a blog post approved on A is served fresh by B within 2 s;
//   5. 1,000 bookings at 50 concurrent through nginx while A is stopped with SIGTERM and started
//      again midway: every acknowledged booking stored exactly once, none lost, and the only
//      errors are ones the client may safely retry with the same idempotency key;
//   6. PostgreSQL restarted once (-m fast) under light load: clean 503s or the form's "nothing was
//      saved", none slower than 2.5 s, and everything ready again within 5 s.
// It prints the figures (docs/deploy.md records them) and exits 1 if any check fails.
//
// Needs the build (npm run build), nginx (apt-get install nginx; the test installs nothing) and
// Debian's PostgreSQL server binaries (scripts/lib/private-postgres.mjs). Only loopback addresses:
// each simulated visitor connects to nginx from an address of her own in 127.0.0.0/8 (Linux
// routes all of it to lo), so the per-address limits see distinct visitors, as behind a real proxy.
// Settings: SCALE_PORT (3180: nginx; the instances on the next two ports), SCALE_PG_PORT (5620),
// SCALE_BOOKINGS (1000), KEEP=1 keeps the logs and the data directory, NEXT_DIST_DIR as for the
// build.
import { spawn } from "node:child_process";
import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import bcrypt from "bcryptjs";
import pg from "pg";
import {
  actionResult,
  bookingInput,
  classifyBookingAnswer,
  encodeReply,
  findBookingAction,
  findServerAction,
  latencySummary,
  verifyBookings,
} from "./booking-client.mjs";
import { nginxBinary, startNginx } from "./lib/nginx.mjs";
import { startPrivateCluster } from "./lib/private-postgres.mjs";

const env = process.env;
const NGINX_PORT = Number(env.SCALE_PORT ?? 3180);
const PORTS = { a: NGINX_PORT + 1, b: NGINX_PORT + 2 };
const PG_PORT = Number(env.SCALE_PG_PORT ?? 5620);
const BOOKINGS = Number(env.SCALE_BOOKINGS ?? 1000);
const CONCURRENCY = 50;
/** The load stops instance A once this many bookings are acknowledged. */
const STOP_AT = Math.round(BOOKINGS * 0.3);
const FRESH_WITHIN_MS = 2_000;
const RECOVERY_MS = 5_000;
const QUICK_FAILURE_MS = 2_500;
const DIST_DIR = env.NEXT_DIST_DIR || ".next";
const DATABASE = "saheli_scale";
const PASSWORD = "Lotus-garden-2026";
const RUN = randomUUID().slice(0, 8);
const SECRET = randomBytes(32).toString("base64");
const NGINX_BASE = `http://127.0.0.1:${NGINX_PORT}`;

const t0 = performance.now();
const now = () => performance.now() - t0;
const round1 = (v) => Math.round(v * 10) / 10;
/** A wait that does not keep the process alive: for the losing side of a race. */
const idle = (ms) => sleep(ms, undefined, { ref: false });

const problems = [];
function check(area, ok, message) {
  if (!ok) problems.push(`${area}: ${message}`);
  return ok;
}

// ---------------------------------------------------------------------------------------------
// HTTP from chosen loopback addresses

/** A random visitor address in 127.0.0.0/8 that is not 127.0.0.1 (the proxy's own address). */
function visitorAddress() {
  return `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * One request on a new connection from `localAddress`, never rejecting: `{ status, headers,
 * text, ms }`, or `{ status: 0, error }` where error is the socket's code (ECONNREFUSED,
 * ECONNRESET), "timeout", or "aborted" when the connection broke after the answer had begun.
 */
function request({
  port,
  method = "GET",
  path: target,
  headers = {},
  body,
  localAddress,
  timeoutMs = 15_000,
}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (result) => resolve({ ms: Math.round(performance.now() - started), ...result });
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: target,
        localAddress,
        agent: false,
        headers:
          body === undefined ? headers : { ...headers, "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => done({ status: res.statusCode, headers: res.headers, text }));
        res.on("close", () => {
          if (!res.complete) done({ status: 0, error: "aborted", headStatus: res.statusCode });
        });
      },
    );
    req.setTimeout(timeoutMs, () =>
      req.destroy(Object.assign(new Error("timeout"), { code: "timeout" })),
    );
    req.on("error", (error) => done({ status: 0, error: error.code ?? error.message }));
    req.end(body);
  });
}

/** Cookies as a browser keeps them: name → value, from each answer's Set-Cookie. */
function keepCookies(jar, response) {
  for (const line of response.headers?.["set-cookie"] ?? []) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}
const cookieHeader = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
const sessionCookieName = (jar) =>
  [...jar.keys()].find((name) => name.endsWith("next-auth.session-token"));

/** A server action called as the page's script calls it, on `port`. */
async function callAction({ port, action, args, headers = {}, localAddress, timeoutMs }) {
  const response = await request({
    port,
    method: "POST",
    path: action.pagePath,
    headers: {
      "next-action": action.id,
      accept: "text/x-component",
      "content-type": "text/plain;charset=UTF-8",
      origin: `http://127.0.0.1:${port}`,
      ...headers,
    },
    body: await encodeReply(args),
    localAddress,
    timeoutMs,
  });
  return response;
}

/** One booking attempt, classified as booking-client.mjs does, plus which instance answered. */
async function attemptBooking({ port, action, input, headers, localAddress, timeoutMs = 15_000 }) {
  const response = await callAction({
    port,
    action,
    args: [input],
    headers,
    localAddress,
    timeoutMs,
  });
  const upstream = response.headers?.["x-upstream"] ?? "";
  if (response.status === 0) {
    return { outcome: "retry", kind: `network ${response.error}`, ms: response.ms, upstream };
  }
  return { ...classifyBookingAnswer(response.status, response.text), ms: response.ms, upstream };
}

// ---------------------------------------------------------------------------------------------
// The pieces: PostgreSQL, two instances, nginx

const work = mkdtempSync(path.join(tmpdir(), "saheli-scale-"));
/** @type {Awaited<ReturnType<typeof startPrivateCluster>> | null} */
let cluster = null;
/** name → { child, log, port, exit } */
const instances = {};
let nginx = null;

function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

function startInstance(name) {
  const port = PORTS[name];
  const log = path.join(work, `instance-${name}.log`);
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    stdio: ["ignore", openSync(log, "a"), openSync(log, "a")],
    detached: true,
    env: {
      ...env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      WEB_CONCURRENCY: "1",
      INSTANCE_NAME: name,
      DATABASE_URL: cluster.databaseUrl,
      // nginx connects from 127.0.0.1: its X-Forwarded-For names the visitor. Any other loopback
      // address is a visitor connecting directly, whose forwarded headers are dropped.
      TRUST_PROXY: "127.0.0.1",
      NEXTAUTH_URL: NGINX_BASE,
      SITE_URL: NGINX_BASE,
      // The same secret on both instances, as docs/deploy.md requires.
      NEXTAUTH_SECRET: SECRET,
    },
  });
  const instance = { name, port, log, child, exit: null };
  instance.exited = new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      instance.exit = { code, signal, at: now() };
      resolve(instance.exit);
    });
  });
  instances[name] = instance;
  return instance;
}

/** Waits until the instance answers /api/ready with 200; the time it took, in ms. */
async function waitReady(name, limitMs = 90_000) {
  const started = now();
  while (now() - started < limitMs) {
    const instance = instances[name];
    if (instance.exit)
      throw new Error(
        `instance ${name} exited (${JSON.stringify(instance.exit)}): ${tail(instance.log)}`,
      );
    const response = await request({ port: instance.port, path: "/api/ready", timeoutMs: 5_000 });
    if (response.status === 200) return Math.round(now() - started);
    await sleep(100);
  }
  throw new Error(
    `instance ${name} was not ready within ${limitMs / 1000} s: ${tail(instances[name].log)}`,
  );
}

function tail(file, lines = 15) {
  return existsSync(file)
    ? `\n${readFileSync(file, "utf8").split("\n").slice(-lines).join("\n")}`
    : "";
}

/** nginx in front of both instances, from deploy/nginx.conf's own directives (scripts/lib/nginx.mjs). */
async function startProxy(binary) {
  nginx = await startNginx({
    binary,
    dir: work,
    sites: [{ listen: NGINX_PORT, instances: [PORTS.a, PORTS.b] }],
  });
}

// ---------------------------------------------------------------------------------------------
// Accounts and content, made directly in the database

async function sql(query, params = []) {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query(query, params)).rows;
  } finally {
    await client.end();
  }
}

async function createAccount(role, firstName) {
  const account = {
    id: randomUUID(),
    email: `scale.${role}.${randomUUID().slice(0, 8)}@example.com`,
    firstName,
  };
  // Low cost: a throwaway test account; sign-in reads the cost from the hash.
  const hash = await bcrypt.hash(PASSWORD, 4);
  await sql(
    `insert into users (id, email, password_hash, role, status, first_name, last_name, updated_at)
     values ($1, $2, $3, $4, 'active', $5, 'Scale', now())`,
    [account.id, account.email, hash, role, firstName],
  );
  return account;
}

/** Signs in on `port` as next-auth's form does; the browser's cookie jar and CSRF token. */
async function signIn(port, account, localAddress) {
  const jar = new Map();
  const csrf = await request({ port, path: "/api/auth/csrf", localAddress });
  keepCookies(jar, csrf);
  const { csrfToken } = JSON.parse(csrf.text);
  const response = await request({
    port,
    method: "POST",
    path: "/api/auth/callback/credentials",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(jar) },
    body: new URLSearchParams({
      csrfToken,
      email: account.email,
      password: PASSWORD,
      json: "true",
    }).toString(),
    localAddress,
  });
  keepCookies(jar, response);
  if (!sessionCookieName(jar)) {
    throw new Error(
      `could not sign in as ${account.email} on ${port} (${response.status} ${response.text.slice(0, 200)})`,
    );
  }
  return { jar, csrfToken };
}

async function whoIsSignedIn(port, cookie, localAddress) {
  const response = await request({ port, path: "/api/me", headers: { cookie }, localAddress });
  if (response.status !== 200) return `http ${response.status}`;
  return JSON.parse(response.text);
}

// ---------------------------------------------------------------------------------------------
// 1. Sessions

const figures = {};

async function sessionsAcrossInstances() {
  const patient = await createAccount("patient", "Meera");
  const address = visitorAddress();
  const { jar, csrfToken } = await signIn(PORTS.a, patient, address);
  const cookie = cookieHeader(jar);
  const onB = await whoIsSignedIn(PORTS.b, cookie, address);
  check(
    "sessions",
    onB?.firstName === patient.firstName,
    `B did not know the session made on A (${JSON.stringify(onB)})`,
  );
  const signOut = await request({
    port: PORTS.a,
    method: "POST",
    path: "/api/auth/signout",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({ csrfToken, json: "true" }).toString(),
    localAddress: address,
  });
  check("sessions", signOut.status === 200, `sign-out on A answered ${signOut.status}`);
  // The same cookie, kept from before the sign-out (a copy on another device): refused by both.
  const afterB = await whoIsSignedIn(PORTS.b, cookie, address);
  const afterA = await whoIsSignedIn(PORTS.a, cookie, address);
  check(
    "sessions",
    afterB === null,
    `B still knew the session after sign-out on A (${JSON.stringify(afterB)})`,
  );
  check(
    "sessions",
    afterA === null,
    `A still knew the old cookie after its sign-out (${JSON.stringify(afterA)})`,
  );
  figures.sessions = {
    signedInOnB: onB?.firstName === patient.firstName,
    afterSignOut: { a: afterA, b: afterB },
  };
}

// ---------------------------------------------------------------------------------------------
// 2. Rate limits across instances

let bookingAction;
let bookingIndex = 0;
const nextInput = () => bookingInput(bookingIndex++, RUN);
const instanceOf = (upstream) =>
  upstream.endsWith(`:${PORTS.a}`) ? "a" : upstream.endsWith(`:${PORTS.b}`) ? "b" : upstream || "?";

async function rateLimitAcrossInstances() {
  const limit = 60; // lib/booking/submit.ts bookingRateLimit: 60 new bookings per address and hour
  // Through nginx from one visitor address: nginx sends the requests to both instances in turn.
  // Each carries an X-Forwarded-For of its own making, which nginx overwrites: no escape there.
  const address = visitorAddress();
  const viaNginx = [];
  for (let i = 0; i < limit + 2; i += 1) {
    const result = await attemptBooking({
      port: NGINX_PORT,
      action: bookingAction,
      input: nextInput(),
      headers: { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
      localAddress: address,
    });
    viaNginx.push({
      kind: result.outcome === "ack" ? "ack" : result.kind,
      instance: instanceOf(result.upstream),
    });
  }
  const acks = viaNginx.filter((r) => r.kind === "ack").length;
  const firstRefused = viaNginx.findIndex((r) => r.kind === "rate limited") + 1;
  const servedBy = new Set(viaNginx.map((r) => r.instance));
  check(
    "rate limit",
    acks === limit && firstRefused === limit + 1,
    `through nginx: ${JSON.stringify(viaNginx)}`,
  );
  check(
    "rate limit",
    servedBy.has("a") && servedBy.has("b"),
    `nginx sent them to ${[...servedBy].join(", ")} only`,
  );

  // Directly, alternating A and B, with X-Forwarded-For as a trusted proxy sends it.
  const forwarded = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const direct = [];
  for (let i = 0; i < limit + 2; i += 1) {
    const name = i % 2 === 0 ? "a" : "b";
    const result = await attemptBooking({
      port: PORTS[name],
      action: { ...bookingAction },
      input: nextInput(),
      headers: { "x-forwarded-for": forwarded },
      localAddress: "127.0.0.1",
    });
    direct.push({ kind: result.outcome === "ack" ? "ack" : result.kind, instance: name });
  }
  const directAcks = direct.filter((r) => r.kind === "ack").length;
  const directRefused = direct.findIndex((r) => r.kind === "rate limited") + 1;
  check(
    "rate limit",
    directAcks === limit && directRefused === limit + 1,
    `alternating A and B: ${JSON.stringify(direct)}`,
  );
  figures.rateLimit = {
    limit,
    viaNginx: { accepted: acks, firstRefused, servedBy: [...servedBy].sort().join("+") },
    alternating: { accepted: directAcks, firstRefused: directRefused },
  };
}

// ---------------------------------------------------------------------------------------------
// 3. Idempotency across instances

async function idempotencyAcrossInstances() {
  const input = nextInput();
  const address = visitorAddress();
  const onA = await attemptBooking({
    port: PORTS.a,
    action: bookingAction,
    input,
    localAddress: address,
  });
  const onB = await attemptBooking({
    port: PORTS.b,
    action: bookingAction,
    input,
    localAddress: address,
  });
  const rows = await sql(`select reference from consultation_requests where idempotency_key = $1`, [
    input.idempotencyKey,
  ]);
  check(
    "idempotency",
    onA.outcome === "ack" && onB.outcome === "ack",
    `A: ${onA.kind ?? "ack"}, B: ${onB.kind ?? "ack"}`,
  );
  check(
    "idempotency",
    onA.reference === onB.reference,
    `A answered ${onA.reference}, B ${onB.reference}`,
  );
  check("idempotency", rows.length === 1, `${rows.length} rows stored for one key`);
  figures.idempotency = { sameReference: onA.reference === onB.reference, rows: rows.length };
}

// ---------------------------------------------------------------------------------------------
// 4. A post approved on A, served fresh by B

async function approvalServedFresh() {
  const owner = await createAccount("owner", "Lakshmi");
  const address = visitorAddress();
  const { jar } = await signIn(PORTS.a, owner, address);
  const post = { id: randomUUID(), slug: `scale-test-${RUN}`, title: `Scale test article ${RUN}` };
  await sql(
    `insert into contents (id, type, status, title, excerpt, content, slug, author_id, revision, updated_at)
     values ($1, 'blog', 'pending_review', $2, 'An article for the scale test.', $3, $4, $5, 1, now())`,
    [post.id, post.title, "A paragraph of the scale test's article.", post.slug, owner.id],
  );
  // Both instances read the post before it is approved, so each holds its "not found" answer:
  // B must notice A's approval, not merely render the page for the first time.
  const before = {};
  for (const name of ["a", "b"]) {
    before[name] = (
      await request({ port: PORTS[name], path: `/blog/${post.slug}`, localAddress: address })
    ).status;
  }
  check(
    "approval",
    before.a === 404 && before.b === 404,
    `before approval: ${JSON.stringify(before)}`,
  );

  const approve = findServerAction({
    distDir: DIST_DIR,
    filename: "lib/actions/blog.ts",
    exportedName: "approvePost",
  });
  const answer = await callAction({
    port: PORTS.a,
    action: approve,
    args: [{ id: post.id, revision: 1 }],
    headers: { cookie: cookieHeader(jar) },
    localAddress: address,
  });
  const approvedAt = now();
  const result = actionResult(answer.text ?? "");
  if (
    !check(
      "approval",
      result?.ok === true,
      `approve on A answered ${answer.status} ${JSON.stringify(result) ?? answer.text?.slice(0, 200)}`,
    )
  )
    return;

  let freshMs = null;
  let polls = 0;
  while (now() - approvedAt < 10_000) {
    polls += 1;
    const page = await request({
      port: PORTS.b,
      path: `/blog/${post.slug}`,
      localAddress: address,
      timeoutMs: 5_000,
    });
    if (page.status === 200 && page.text.includes(post.title)) {
      freshMs = Math.round(now() - approvedAt);
      break;
    }
    await sleep(50);
  }
  check(
    "approval",
    freshMs !== null && freshMs <= FRESH_WITHIN_MS,
    `B served the approved post after ${freshMs ?? "more than 10 000"} ms`,
  );
  figures.approval = { freshOnBMs: freshMs, polls };
}

// ---------------------------------------------------------------------------------------------
// 5. 1,000 bookings while A is stopped and started again

/** Kinds of failure the client may safely retry: nothing was stored, or the key makes it safe. */
const RETRYABLE = new Set([
  "http 502",
  "http 503",
  "unavailable",
  "network ECONNREFUSED",
  "network ECONNRESET",
]);

async function loadWithRestart() {
  const bookings = Array.from({ length: BOOKINGS }, () => ({
    input: nextInput(),
    address: visitorAddress(),
    reference: null,
    attempts: 0,
  }));
  const attempts = [];
  let next = 0;
  let acked = 0;
  const restart = { stopAt: STOP_AT };
  let restartDone = null;
  const started = now();

  async function worker() {
    while (next < bookings.length && now() - started < 120_000) {
      const booking = bookings[next++];
      // The same booking, with the same key, until it is acknowledged: a patient pressing again.
      while (booking.attempts < 30 && now() - started < 120_000) {
        booking.attempts += 1;
        const result = await attemptBooking({
          port: NGINX_PORT,
          action: bookingAction,
          input: booking.input,
          localAddress: booking.address,
        });
        const at = now();
        attempts.push({
          at,
          ok: result.outcome === "ack",
          kind: result.kind ?? "ack",
          ms: result.ms,
          instance: instanceOf(result.upstream),
        });
        if (result.outcome === "ack") {
          booking.reference = result.reference;
          acked += 1;
          if (acked === STOP_AT) restartDone = stopAndRestartA(restart);
          break;
        }
        if (result.outcome === "final") break;
        await sleep(100 + Math.random() * 100);
      }
    }
  }

  await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()));
  const loadMs = now() - started;
  if (restartDone) await restartDone;
  else check("load", false, `A was never stopped (${acked} acknowledged, needed ${STOP_AT})`);

  const stored = await verifyBookings(cluster.databaseUrl, bookings);
  const failures = attempts.filter((a) => !a.ok);
  const kinds = {};
  for (const f of failures) kinds[f.kind] = (kinds[f.kind] ?? 0) + 1;
  const unsafe = failures.filter((f) => !RETRYABLE.has(f.kind));
  // While A was out of service (SIGTERM until ready again), and the rest of the run.
  const outOfService = (a) =>
    restart.signalAt !== undefined &&
    a.at >= restart.signalAt &&
    a.at <= (restart.readyAt ?? Infinity);
  const failuresWhileAOut = failures.filter(outOfService).length;
  const acknowledged = bookings.filter((b) => b.reference).length;
  const afterRestart = attempts.filter(
    (a) => a.ok && a.instance === "a" && restart.readyAt && a.at > restart.readyAt,
  ).length;
  const perInstance = { a: 0, b: 0 };
  for (const a of attempts) if (a.ok && a.instance in perInstance) perInstance[a.instance] += 1;

  check(
    "load",
    acknowledged === bookings.length,
    `${bookings.length - acknowledged} of ${bookings.length} bookings never acknowledged`,
  );
  check("load", stored.missing === 0, `${stored.missing} acknowledged bookings missing`);
  check("load", stored.duplicates === 0, `${stored.duplicates} bookings stored twice`);
  check(
    "load",
    stored.wrongReference === 0,
    `${stored.wrongReference} stored under another reference`,
  );
  check(
    "load",
    stored.unacknowledgedStored === 0,
    `${stored.unacknowledgedStored} stored but never acknowledged`,
  );
  check(
    "load",
    unsafe.length === 0,
    `${unsafe.length} failures a client could not safely retry: ${JSON.stringify(kinds)}`,
  );
  check(
    "load",
    restart.exit?.code === 0,
    `A exited with ${JSON.stringify(restart.exit)} on SIGTERM`,
  );

  figures.load = {
    bookings: bookings.length,
    concurrency: CONCURRENCY,
    seconds: round1(loadMs / 1000),
    perSecond: round1((acknowledged / loadMs) * 1000),
    attempts: attempts.length,
    acknowledged,
    acknowledgedBy: perInstance,
    acknowledgedByAAfterRestart: afterRestart,
    stored,
    failures: failures.length,
    failuresWhileAOut,
    failureKinds: kinds,
    latency: latencySummary(attempts.filter((a) => a.ok).map((a) => a.ms)),
    restart,
  };
}

async function stopAndRestartA(restart) {
  const a = instances.a;
  restart.signalAt = now();
  process.kill(a.child.pid, "SIGTERM");
  const exit = await Promise.race([a.exited, idle(30_000).then(() => null)]);
  restart.exit = exit && { code: exit.code, signal: exit.signal };
  restart.stopMs = exit ? Math.round(exit.at - restart.signalAt) : null;
  if (!exit) return;
  const stoppedLog = readFileSync(a.log, "utf8")
    .split("\n")
    .filter((l) => l.includes('"worker stopped"'))
    .at(-1);
  if (stoppedLog) {
    const { inFlightAtSignal, unfinished } = JSON.parse(stoppedLog);
    restart.inFlightAtSignal = inFlightAtSignal;
    restart.unfinished = unfinished;
  }
  startInstance("a");
  restart.startMs = await waitReady("a");
  restart.readyAt = now();
  restart.downMs = Math.round(restart.readyAt - restart.signalAt);
}

// ---------------------------------------------------------------------------------------------
// 6. PostgreSQL restarted once

async function databaseRestart() {
  const events = [];
  let running = true;

  async function booker() {
    while (running) {
      const booking = { input: nextInput(), address: visitorAddress() };
      for (let attempt = 0; running && attempt < 50; attempt += 1) {
        const start = now();
        const result = await attemptBooking({
          port: NGINX_PORT,
          action: bookingAction,
          input: booking.input,
          localAddress: booking.address,
          timeoutMs: 10_000,
        });
        events.push({
          type: "booking",
          start,
          end: now(),
          ok: result.outcome === "ack",
          kind: result.kind ?? "ack",
          instance: instanceOf(result.upstream),
        });
        if (result.outcome !== "retry") break;
        await sleep(100);
      }
      await sleep(100);
    }
  }

  /** A signed-in patient's page asking who she is (/api/me reads the database), through nginx. */
  const patient = await createAccount("patient", "Nandini");
  const readerAddress = visitorAddress();
  const { jar } = await signIn(NGINX_PORT, patient, readerAddress);
  async function signedInReader() {
    while (running) {
      const start = now();
      const response = await request({
        port: NGINX_PORT,
        path: "/api/me",
        headers: { cookie: cookieHeader(jar) },
        localAddress: readerAddress,
        timeoutMs: 10_000,
      });
      const ok = response.status === 200 && JSON.parse(response.text)?.firstName === "Nandini";
      const kind = response.status ? `http ${response.status}` : `network ${response.error}`;
      events.push({ type: "me", start, end: now(), ok, kind: ok ? "ok" : kind });
      await sleep(100);
    }
  }

  /** Each instance's /api/ready, polled directly every 100 ms. */
  const readiness = { a: [], b: [] };
  async function readyPoller(name) {
    while (running) {
      const start = now();
      const response = await request({ port: PORTS[name], path: "/api/ready", timeoutMs: 5_000 });
      readiness[name].push({ start, end: now(), status: response.status || response.error });
      await sleep(100);
    }
  }

  const load = [
    ...Array.from({ length: 4 }, () => booker()),
    signedInReader(),
    signedInReader(),
    readyPoller("a"),
    readyPoller("b"),
  ];
  await sleep(2_000);
  const faultAt = now();
  await cluster.restart("fast");
  // pg_ctl -w has returned: the database accepts connections again.
  const backAt = now();
  await sleep(RECOVERY_MS + 2_000);
  running = false;
  await Promise.all(load);

  const during = events.filter((e) => e.end >= faultAt);
  const failed = during.filter((e) => !e.ok);
  const kinds = {};
  for (const f of failed) kinds[`${f.type}: ${f.kind}`] = (kinds[`${f.type}: ${f.kind}`] ?? 0) + 1;
  // Clean: a 503 (with Retry-After), or the booking form's "nothing was saved".
  const unclear = failed.filter((f) => !["http 503", "unavailable"].includes(f.kind));
  const slow = failed.filter((f) => f.end - f.start > QUICK_FAILURE_MS);
  const lastFailure = failed.length ? Math.max(...failed.map((f) => f.end)) : backAt;
  const readyAgain = {};
  for (const name of ["a", "b"]) {
    // Ready again: the first poll begun after the database was back that answered 200 and
    // after which every poll did too.
    const polls = readiness[name].filter((p) => p.start >= faultAt);
    let firstOfRun = null;
    for (const p of polls) {
      if (p.status === 200) firstOfRun ??= p;
      else firstOfRun = null;
    }
    readyAgain[name] = firstOfRun ? Math.max(0, Math.round(firstOfRun.end - backAt)) : null;
  }
  const notReadySeen = {
    a: readiness.a.some((p) => p.start >= faultAt && p.status === 503),
    b: readiness.b.some((p) => p.start >= faultAt && p.status === 503),
  };
  const recoveryMs = Math.max(
    Math.round(lastFailure - backAt),
    readyAgain.a ?? Infinity,
    readyAgain.b ?? Infinity,
  );
  const afterWindow = events.filter((e) => e.start >= backAt + RECOVERY_MS);

  check("database restart", unclear.length === 0, `unclear failures: ${JSON.stringify(kinds)}`);
  check(
    "database restart",
    slow.length === 0,
    `${slow.length} failures took longer than ${QUICK_FAILURE_MS} ms`,
  );
  check(
    "database restart",
    recoveryMs <= RECOVERY_MS,
    `recovered after ${recoveryMs} ms (> ${RECOVERY_MS})`,
  );
  check(
    "database restart",
    afterWindow.length > 0 && afterWindow.every((e) => e.ok),
    `after recovery: ${afterWindow.filter((e) => !e.ok).length} of ${afterWindow.length} requests failed`,
  );

  figures.databaseRestart = {
    restartMs: Math.round(backAt - faultAt),
    bookingAttempts: events.filter((e) => e.type === "booking").length,
    acknowledged: events.filter((e) => e.type === "booking" && e.ok).length,
    signedInReads: events.filter((e) => e.type === "me").length,
    failed: failed.length,
    failureKinds: kinds,
    failedLatency: latencySummary(failed.map((f) => f.end - f.start)),
    readyAgainMs: readyAgain,
    notReadySeen,
    recoveryMs,
    afterRecovery: {
      attempts: afterWindow.length,
      failed: afterWindow.filter((e) => !e.ok).length,
    },
  };
}

// ---------------------------------------------------------------------------------------------

function printFigures() {
  const f = figures;
  const lines = [];
  if (f.sessions) {
    lines.push(
      `sessions       signed in on A, known on B: ${f.sessions.signedInOnB}; after one sign-out on A: A ${JSON.stringify(f.sessions.afterSignOut.a)}, B ${JSON.stringify(f.sessions.afterSignOut.b)}`,
    );
  }
  if (f.rateLimit) {
    const r = f.rateLimit;
    lines.push(
      `rate limit     ${r.limit} bookings an hour per address; through nginx (${r.viaNginx.servedBy}): ${r.viaNginx.accepted} accepted, refused from #${r.viaNginx.firstRefused}; alternating A/B: ${r.alternating.accepted} accepted, refused from #${r.alternating.firstRefused}`,
    );
  }
  if (f.idempotency)
    lines.push(
      `idempotency    key on A then B: same reference ${f.idempotency.sameReference}, ${f.idempotency.rows} row`,
    );
  if (f.approval)
    lines.push(
      `approval       approved on A, served by B after ${f.approval.freshOnBMs} ms (${f.approval.polls} polls; limit ${FRESH_WITHIN_MS} ms)`,
    );
  if (f.load) {
    const l = f.load;
    const r = l.restart;
    lines.push(
      `load           ${l.bookings} bookings at ${l.concurrency} concurrent through nginx in ${l.seconds} s (${l.perSecond}/s), ${l.attempts} attempts; acknowledged ${l.acknowledged} (A ${l.acknowledgedBy.a}, B ${l.acknowledgedBy.b}; A after its restart ${l.acknowledgedByAAfterRestart})`,
      `               latency of acknowledged attempts p50 ${l.latency.p50} ms, p95 ${l.latency.p95} ms, max ${l.latency.max} ms; failures ${l.failures} (${l.failuresWhileAOut} while A was out) ${JSON.stringify(l.failureKinds)}`,
      `               stored: ${l.stored.rowsFound} rows, duplicates ${l.stored.duplicates}, missing ${l.stored.missing}, wrong reference ${l.stored.wrongReference}, stored unacknowledged ${l.stored.unacknowledgedStored}`,
      `SIGTERM to A   after ${r.stopAt} acknowledged: exit ${JSON.stringify(r.exit)} after ${r.stopMs} ms (${r.inFlightAtSignal ?? "?"} in flight, ${r.unfinished ?? "?"} unfinished); started again, ready in ${r.startMs} ms; out of service ${r.downMs} ms`,
    );
  }
  if (f.databaseRestart) {
    const d = f.databaseRestart;
    lines.push(
      `PostgreSQL     restart -m fast took ${d.restartMs} ms under ${d.bookingAttempts} booking attempts (${d.acknowledged} acknowledged) and ${d.signedInReads} signed-in reads of /api/me through nginx: ${d.failed} failed ${JSON.stringify(d.failureKinds)}, p95 ${d.failedLatency.p95} ms, max ${d.failedLatency.max} ms`,
      `               /api/ready 503 seen A ${d.notReadySeen.a}, B ${d.notReadySeen.b}; ready again A +${d.readyAgainMs.a} ms, B +${d.readyAgainMs.b} ms; recovered ${d.recoveryMs} ms after it accepted connections; afterwards ${d.afterRecovery.failed} of ${d.afterRecovery.attempts} failed`,
    );
  }
  console.log(`\n${lines.join("\n")}`);
}

async function cleanUp() {
  for (const instance of Object.values(instances)) {
    if (instance.exit) continue;
    try {
      process.kill(-instance.child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  await nginx?.stop();
  await Promise.race([Promise.all(Object.values(instances).map((i) => i.exited)), idle(15_000)]);
  if (cluster) await cluster.remove({ keep: Boolean(env.KEEP) });
  if (env.KEEP) console.log(`kept ${work}${cluster ? ` and ${cluster.dir}` : ""}`);
  else rmSync(work, { recursive: true, force: true });
}

async function main() {
  const nginxPath = nginxBinary();
  if (!nginxPath) {
    throw new Error(
      "nginx is not installed: apt-get install -y nginx (the test installs nothing itself)",
    );
  }
  for (const port of [NGINX_PORT, PORTS.a, PORTS.b, PG_PORT]) {
    if (!(await portFree(port)))
      throw new Error(`port ${port} is in use (SCALE_PORT, SCALE_PG_PORT move them)`);
  }
  bookingAction = findBookingAction({ distDir: DIST_DIR });
  cluster = await startPrivateCluster({
    port: PG_PORT,
    database: DATABASE,
    prefix: "saheli-scale-pg-",
  });
  console.log(
    `scale test: PostgreSQL on ${PG_PORT}, instances a on ${PORTS.a} and b on ${PORTS.b}, nginx (${nginxPath}) on ${NGINX_BASE}`,
  );
  await cluster.migrate();
  const setupMs = now();
  startInstance("a");
  startInstance("b");
  const ready = await Promise.all([waitReady("a"), waitReady("b")]);
  await startProxy(nginxPath);
  console.log(
    `set up in ${round1(setupMs / 1000)} s, instances ready after ${ready.join(" and ")} ms`,
  );

  const steps = [
    ["sessions", sessionsAcrossInstances],
    ["rate limit", rateLimitAcrossInstances],
    ["idempotency", idempotencyAcrossInstances],
    ["approval", approvalServedFresh],
    ["load with A restarted", loadWithRestart],
    ["database restart", databaseRestart],
  ];
  for (const [name, step] of steps) {
    const started = now();
    try {
      await step();
    } catch (error) {
      check(name, false, `could not run: ${error instanceof Error ? error.stack : error}`);
    }
    console.log(`  ${name}: ${round1((now() - started) / 1000)} s`);
  }
  printFigures();
  if (env.JSON) writeFileSync(env.JSON, `${JSON.stringify(figures, null, 2)}\n`);
}

// The whole run has a limit, so a hang fails CI instead of holding it.
const watchdog = setTimeout(
  () => {
    console.error("\nFAIL: the scale test did not finish within 6 minutes");
    cleanUp().finally(() => process.exit(1));
  },
  6 * 60 * 1000,
);
let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`\nscale test could not run: ${error instanceof Error ? error.stack : error}`);
} finally {
  clearTimeout(watchdog);
  await cleanUp();
}
console.log(`\ntook ${round1(now() / 1000)} s`);
if (problems.length > 0) {
  console.error(`\nFAIL:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
if (failed) process.exit(1);
console.log("OK: two instances behind nginx behave as one");
