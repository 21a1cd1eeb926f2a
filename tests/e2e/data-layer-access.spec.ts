import { randomBytes, randomUUID } from "node:crypto";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import { encode } from "next-auth/jwt";
import { areas } from "@/lib/auth/permissions";
import { formatIndiaDateTime, formatIndiaTime } from "@/lib/india-time";
import { turnServerFor } from "@/lib/video/turn";
import { PRESENCE_HEARTBEAT_MS, visitWindow } from "@/lib/video/visit";
import {
  dashboardTabs,
  privacyPath,
  tabHref,
  tabPath,
  type DashboardAreaId,
} from "@/lib/dashboards/routes";
import { createAccount, sql, TEST_PASSWORD, type TestAccount } from "@/tests/e2e/support/accounts";
import { randomAddress } from "@/tests/fixtures/e2e";

/**
 * Access control judged by what reaches the client, not by what the page shows. A canary (a
 * patient's name, her symptoms, a message, an appointment note, a draft post) is planted in the
 * database; then every persona who may not see it asks for every area, tab and detail view, as
 * HTML, as an `RSC: 1` request and as a prefetch, and the canary must be in none of the bodies.
 * A layout that shows a notice instead of its page does not stop the page from streaming its RSC
 * payload, so a visible-text check would pass while the payload leaks: this one would not.
 *
 * A positive control (the coordinator who may see the request) proves the canary is findable.
 *
 * A video visit's room gets the same treatment, wider: everyone but its two people (the owner and
 * her coordinator too, who may know a visit is on but never enter it) asks for the room as HTML,
 * RSC and prefetch, its event stream, its signalling (every command and signal) and the guest's
 * door, and gets neither her name, nor the visit's time, nor a TURN credential (the room's page
 * is what hands those out), and changes nothing in the room.
 */

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const CANARY = `Zqcanary${randomUUID().slice(0, 8)}`;
const canaryPattern = new RegExp(CANARY, "i");

type Persona =
  | "signed out"
  | "another patient"
  | "pending doctor"
  | "pending coordinator"
  | "active doctor of other patients"
  | "suspended doctor (her doctor)"
  | "suspended coordinator"
  | "doctor with a stale token"
  | "patient with a stale token"
  | "cookie copied before sign-out";

/** Who asks for a video visit's room besides the personas above, none of whom may enter it. */
type VisitPersona =
  | Persona
  | "coordinator of her care"
  | "owner"
  | "her doctor in another video visit"
  | "her own cookie copied before she signed out"
  | "a made-up guest seat";

const contexts = new Map<VisitPersona, APIRequestContext>();
let coordinatorContext: APIRequestContext | undefined;
/** Her live session, and the doctor of her other video visit's: the room's positive controls. */
let herContext: APIRequestContext | undefined;
let videoDoctorContext: APIRequestContext | undefined;
const roomPeople: { her?: TestAccount; videoDoctor?: TestAccount } = {};
const ids = {
  request: "",
  patient: "",
  coordinator: "",
  post: "",
  appointment: "",
  email: "",
  text: "",
  report: "",
  /** Her video visit with her (later suspended) doctor, its room open: what the personas ask for. */
  video: "",
  /** Her video visit with another doctor: the positive control for her name in a room. */
  otherVideo: "",
};
/** What the room would give away: the visit's time as its page writes it, and TURN credentials. */
const giveaways: Array<{ what: string; pattern: RegExp }> = [];

/** A request context signed in through next-auth's credentials endpoint, as a browser would. */
async function signedIn(account: TestAccount | null): Promise<APIRequestContext> {
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  if (!account) return context;
  const { csrfToken } = (await (await context.get("/api/auth/csrf")).json()) as {
    csrfToken: string;
  };
  const response = await context.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: account.email, password: TEST_PASSWORD, json: "true" },
  });
  expect(response.ok(), `${account.email} signs in`).toBe(true);
  return context;
}

/** The session cookie a context holds, as a Cookie header. */
async function cookieHeader(context: APIRequestContext): Promise<string> {
  const { cookies } = await context.storageState();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

/** Signs the context out through next-auth, as her menu does, and disposes of it. */
async function signOut(context: APIRequestContext): Promise<void> {
  const { csrfToken } = (await (await context.get("/api/auth/csrf")).json()) as {
    csrfToken: string;
  };
  const response = await context.post("/api/auth/signout", { form: { csrfToken, json: "true" } });
  expect(response.ok()).toBe(true);
  await context.dispose();
}

/** A pattern that matches `text` as written. */
function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
}

/**
 * What a video visit's room page gives its two people and nobody else: the visit's time as the
 * page writes it (her language or English, the start and the room's opening), and each one's
 * TURN credential, whose username begins with the room's closing time.
 */
function roomGiveaways(start: Date, people: string[]): Array<{ what: string; pattern: RegExp }> {
  const window = visitWindow({ appointmentDate: start, durationMinutes: 30 });
  const secret = process.env.E2E_TURN_SECRET;
  if (!secret) throw new Error("playwright.config.ts sets E2E_TURN_SECRET for the app and tests.");
  const times = [start, window.opensAt].flatMap((instant) =>
    (["en", "hi"] as const).flatMap((locale) => [
      formatIndiaDateTime(instant, locale),
      formatIndiaTime(instant, locale),
    ]),
  );
  const credentials = people.map((personId) =>
    turnServerFor({ secret, urls: [], visitId: ids.video, personId, expiresAt: window.closesAt }),
  );
  return [
    ...times.map((time) => ({ what: `the time ${time}`, pattern: literal(time) })),
    { what: "the start as an instant", pattern: literal(start.toISOString()) },
    { what: "ICE servers", pattern: /iceServers/ },
    { what: "a TURN address", pattern: /\bturns?:(\/\/)?[0-9a-z[]/i },
    { what: "a TURN credential", pattern: /\bcredential\b/ },
    {
      what: "the TURN credential's expiry",
      pattern: literal(`${Math.floor(window.closesAt.getTime() / 1000)}:`),
    },
    ...credentials.flatMap((turn) => [
      { what: "a TURN username of hers or her doctor's", pattern: literal(turn.username) },
      { what: "a TURN password of hers or her doctor's", pattern: literal(turn.credential) },
    ]),
  ];
}

/**
 * A cookie whose claims were last checked long ago (middleware then stops trusting its role and
 * passes the request on): made here with the server's secret instead of waiting a minute.
 */
async function staleTokenContext(account: TestAccount, role: "doctor" | "patient") {
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("The browser tests run with NEXTAUTH_SECRET set (scripts/test.sh).");
  const [session] = await sql<{ id: string }>(
    `insert into user_sessions (id, user_id, expires_at) values (gen_random_uuid(), $1, now() + interval '1 hour') returning id`,
    [account.id],
  );
  const token = await encode({
    secret,
    token: { sub: account.id, sid: session?.id, role, status: "active", checkedAt: 0 },
  });
  return request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `next-auth.session-token=${token}` },
  });
}

/** Every signed-in screen, tab and detail view, and the route handlers that read her data. */
function surfaces(): string[] {
  const details: Record<DashboardAreaId, string[]> = {
    "coordinator-dashboard": [
      tabPath("coordinator-dashboard", "tasks", ids.request),
      tabPath("coordinator-dashboard", "appointments", ids.appointment),
      tabPath("coordinator-dashboard", "communications", ids.patient),
      // An old address: answered with a redirect, never with data.
      `/coordinator-dashboard?tab=tasks&request=${ids.request}`,
    ],
    "doctor-dashboard": [
      tabPath("doctor-dashboard", "appointments", ids.appointment),
      tabPath("doctor-dashboard", "messages", ids.patient),
    ],
    "admin-panel": [
      privacyPath("outbox"),
      `${privacyPath("outbox")}/${ids.email}`,
      `${privacyPath("outbox")}?channel=whatsapp`,
      `${privacyPath("outbox")}/${ids.text}`,
      privacyPath("breaches"),
      tabPath("admin-panel", "users", ids.patient),
    ],
    "patient-dashboard": [
      tabPath("patient-dashboard", "messages", ids.coordinator),
      "/patient-dashboard/my-data",
    ],
  };
  const tabs = (Object.keys(dashboardTabs) as DashboardAreaId[]).flatMap((area) => [
    ...dashboardTabs[area].map((tab) => tabHref(area, tab)),
    ...details[area],
  ]);
  const blog = areas["blog-management"].path;
  return [
    ...tabs,
    blog,
    `${blog}/${ids.post}/edit`,
    `${blog}/${ids.post}/preview`,
    "/api/me",
    "/api/me/contact",
    "/api/me/export",
    `/api/reports/${ids.report}`,
  ];
}

/**
 * A detail opened from its list arrives through the list's intercepting route (a dialog over the
 * list): the same address, asked with the list's address in `Next-Url`, as the router asks it.
 */
function listOf(url: string): string | null {
  const match = url.match(
    /^(\/[a-z-]+\/(?:appointments|tasks|users|privacy\/outbox))\/[0-9a-f-]{36}$/,
  );
  return match?.[1] ?? null;
}

const variants = [
  { name: "HTML", headers: {} },
  { name: "RSC", headers: { RSC: "1" } },
  { name: "prefetch", headers: { RSC: "1", "Next-Router-Prefetch": "1" } },
] as const;

/** The ways a URL is asked for: the variants above, and for a detail, as a dialog over its list. */
function requestsFor(url: string): Array<{ name: string; headers: Record<string, string> }> {
  const list = listOf(url);
  return [
    ...variants,
    ...(list ? [{ name: "dialog over the list", headers: { RSC: "1", "Next-Url": list } }] : []),
  ];
}

type RoomRequest = {
  name: string;
  method: "GET" | "POST";
  url: string;
  headers?: Record<string, string>;
  data?: unknown;
  form?: Record<string, string>;
  /** What an outsider may be answered: the 404 of an id that names nothing, or no such method. */
  statuses: number[];
};

/**
 * Every way to ask a video visit's room for something: the room (where the TURN credential comes
 * from), a guest's door with a made-up key, the event stream, every command and signal, and the
 * door's POST. An RSC request for a page nobody may see is answered 200 with the not-found payload.
 */
function roomRequests(id: string): RoomRequest[] {
  const room = `/visit/${id}`;
  const api = `/api/visits/${id}`;
  const signals = [
    ...(["join", "admit", "leave", "end"] as const).map((command) => ({
      type: "command",
      command,
    })),
    { type: "description", description: { type: "offer", sdp: "v=0\r\n" } },
    {
      type: "candidate",
      candidate: {
        candidate: "candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host",
        sdpMid: "0",
      },
    },
  ];
  return [
    ...variants.map((variant) => ({
      name: `${variant.name} ${room}`,
      method: "GET" as const,
      url: room,
      headers: variant.headers,
      statuses: variant.name === "HTML" ? [404] : [200, 404],
    })),
    {
      name: `HTML ${room}?key=`,
      method: "GET",
      url: `${room}?key=${randomBytes(32).toString("base64url")}`,
      statuses: [404],
    },
    ...variants.map((variant) => ({
      name: `${variant.name} ${api}/events`,
      method: "GET" as const,
      url: `${api}/events`,
      headers: variant.headers,
      statuses: [404],
    })),
    { name: `GET ${api}/signals`, method: "GET", url: `${api}/signals`, statuses: [404, 405] },
    ...signals.map((data) => ({
      name: `POST ${api}/signals ${JSON.stringify(data).slice(0, 40)}`,
      method: "POST" as const,
      url: `${api}/signals`,
      data,
      statuses: [404],
    })),
    {
      name: `POST ${api}/guest`,
      method: "POST",
      url: `${api}/guest`,
      form: { key: randomBytes(32).toString("base64url") },
      statuses: [404],
    },
    { name: `GET ${api}/guest`, method: "GET", url: `${api}/guest`, statuses: [404, 405] },
  ];
}

/** The room's rows as they stand: nobody's request may change them. */
async function roomRows(id: string): Promise<string> {
  const rows = await sql(
    `select (select status::text from appointments where id = $1) as status,
       (select count(*)::int from visit_signals where appointment_id = $1) as signals,
       (select row_to_json(v)::text from video_visits v where appointment_id = $1) as visit,
       (select count(*)::int from access_logs where patient_id =
         (select patient_id from appointments where id = $1) and subject::text like 'visit%') as logged`,
    [id],
  );
  return JSON.stringify(rows);
}

test.describe("the canary stays in the database for everyone who may not see it", () => {
  test.beforeAll(async () => {
    const patient = await createAccount("patient", { firstName: CANARY, lastName: "Canary" });
    const coordinator = await createAccount("coordinator");
    const herDoctor = await createAccount("doctor");
    ids.patient = patient.id;
    ids.coordinator = coordinator.id;

    ids.request = randomUUID();
    await sql(
      `insert into consultation_requests (id, idempotency_key, reference, first_name, last_name, email,
         phone, age, preferred_date, preferred_time, consultation_type, symptoms, previous_treatment,
         urgency, privacy_consent, privacy_consent_at, patient_id, updated_at)
       values ($1, $2, $3, $4, 'Canary', $5, '9876543210', 34, current_date + 3, '10:30 AM',
         'initial', $6, $6, 'high', true, now(), $7, now())`,
      [
        ids.request,
        randomUUID(),
        `SC-${randomUUID().slice(0, 5).toUpperCase()}-CANRY`,
        CANARY,
        patient.email,
        `${CANARY} symptoms: bleeding for two weeks`,
        patient.id,
      ],
    );
    const appointmentId = randomUUID();
    ids.appointment = appointmentId;
    await sql(
      `insert into appointments (id, patient_id, doctor_id, coordinator_id, appointment_date, type,
         status, duration_minutes, notes, clinic, updated_at)
       values ($1, $2, $3, $4, now() + interval '2 days', 'Initial Consultation', 'scheduled', 60, $5, 'pune', now())`,
      [appointmentId, patient.id, herDoctor.id, coordinator.id, `${CANARY} notes`],
    );
    for (const [from, to] of [
      [patient.id, herDoctor.id],
      [herDoctor.id, patient.id],
      [patient.id, coordinator.id],
    ] as const) {
      await sql(
        `insert into messages (id, sender_id, receiver_id, subject, content, status, is_urgent)
         values (gen_random_uuid(), $1, $2, 'About my visit', $3, 'unread', false)`,
        [from, to, `${CANARY} message`],
      );
    }
    // A prescription from her doctor: its title in both Reports tabs, the canary in the file too.
    ids.report = randomUUID();
    const file = Buffer.from(`%PDF-1.4\n% ${CANARY} prescription\n%%EOF\n`);
    await sql(
      `insert into reports (id, patient_id, doctor_id, appointment_id, kind, title, content_type,
         byte_size, bytes, file_name)
       values ($1, $2, $3, $4, 'prescription', $5, 'application/pdf', $6, $7, 'prescription.pdf')`,
      [
        ids.report,
        patient.id,
        herDoctor.id,
        appointmentId,
        `${CANARY} prescription`,
        file.length,
        file,
      ],
    );
    ids.email = randomUUID();
    await sql(
      `insert into outbox_emails (id, "to", subject, text, purpose)
       values ($1, $2, 'Your booking', $3, 'booking-received')`,
      [ids.email, patient.email, `Dear ${CANARY}, we have your booking.`],
    );
    // A WhatsApp message about her appointment that did not reach her: on the request, the
    // appointment, the coordinators' Tasks and the owner's outbox, the canary in its reason.
    ids.text = randomUUID();
    await sql(
      `insert into outbox_messages (id, channel, "to", kind, params, state, reason, attempts,
         request_id, appointment_id)
       values ($1, 'whatsapp', '+919876543210', 'appointment-scheduled', $2::jsonb, 'failed', $3, 6,
         $4, $5)`,
      [
        ids.text,
        JSON.stringify(["Tomorrow, 10:00 AM", CANARY, "at Saheli Care Pune", "+91 98765 43210"]),
        `${CANARY} undeliverable`,
        ids.request,
        appointmentId,
      ],
    );
    ids.post = randomUUID();
    await sql(
      `insert into contents (id, type, status, title, content, slug, author_id, updated_at)
       values ($1, 'blog', 'draft', $2, $2, $3, $4, now())`,
      [ids.post, `${CANARY} draft`, `canary-${ids.post}`, coordinator.id],
    );

    // Her video visits, their rooms open (they start in five minutes): one with her doctor, who
    // is suspended below, her coordinator's too; one with another doctor of hers.
    const videoDoctor = await createAccount("doctor");
    roomPeople.her = patient;
    roomPeople.videoDoctor = videoDoctor;
    ids.video = randomUUID();
    ids.otherVideo = randomUUID();
    const [video] = await sql<{ date: Date }>(
      `insert into appointments (id, patient_id, doctor_id, coordinator_id, appointment_date, type,
         status, mode, clinic, duration_minutes, notes, updated_at)
       values ($1, $2, $3, $4, now() + interval '5 minutes', 'Video Consultation', 'scheduled',
         'video', null, 30, $5, now()),
         ($6, $2, $7, $4, now() + interval '5 minutes', 'Video Consultation', 'scheduled',
         'video', null, 30, $5, now())
       returning appointment_date as date`,
      [
        ids.video,
        patient.id,
        herDoctor.id,
        coordinator.id,
        `${CANARY} video notes`,
        ids.otherVideo,
        videoDoctor.id,
      ],
    );
    if (!video) throw new Error("no video visit was made");
    giveaways.push(...roomGiveaways(video.date, [patient.id, herDoctor.id]));

    const anotherPatient = await createAccount("patient");
    const pendingDoctor = await createAccount("doctor", { status: "pending" });
    const pendingCoordinator = await createAccount("coordinator", { status: "pending" });
    const otherDoctor = await createAccount("doctor");
    const suspendedCoordinator = await createAccount("coordinator");
    const stalePatient = await createAccount("patient");

    contexts.set("signed out", await signedIn(null));
    contexts.set("another patient", await signedIn(anotherPatient));
    contexts.set("pending doctor", await signedIn(pendingDoctor));
    contexts.set("pending coordinator", await signedIn(pendingCoordinator));
    contexts.set("active doctor of other patients", await signedIn(otherDoctor));
    // Signed in while active, suspended afterwards: a session outliving a suspension.
    contexts.set("suspended doctor (her doctor)", await signedIn(herDoctor));
    contexts.set("suspended coordinator", await signedIn(suspendedCoordinator));
    await sql(`update users set status = 'suspended' where id = any($1::uuid[])`, [
      [herDoctor.id, suspendedCoordinator.id],
    ]);
    contexts.set("doctor with a stale token", await staleTokenContext(otherDoctor, "doctor"));
    contexts.set("patient with a stale token", await staleTokenContext(stalePatient, "patient"));

    // The coordinator who may see the request: her live session is the positive control; a copy
    // of a second session's cookie, taken before that one signs out, is the last persona.
    coordinatorContext = await signedIn(coordinator);
    const leaving = await signedIn(coordinator);
    const copied = await cookieHeader(leaving);
    await signOut(leaving);
    contexts.set(
      "cookie copied before sign-out",
      await request.newContext({ baseURL, extraHTTPHeaders: { cookie: copied } }),
    );

    // The video room's own: her coordinator and the owner (active, who may know a visit is on),
    // her doctor in the other visit, and a copy of her own cookie that opened her room until she
    // signed out. Her live session and that doctor's are the room's positive controls.
    contexts.set("coordinator of her care", await signedIn(coordinator));
    contexts.set("owner", await signedIn(await createAccount("owner")));
    videoDoctorContext = await signedIn(videoDoctor);
    contexts.set("her doctor in another video visit", await signedIn(videoDoctor));
    herContext = await signedIn(patient);
    const herLeaving = await signedIn(patient);
    const herCopy = await cookieHeader(herLeaving);
    expect((await herLeaving.get(`/visit/${ids.video}`)).status(), "her copy opened it").toBe(200);
    await signOut(herLeaving);
    contexts.set(
      "her own cookie copied before she signed out",
      await request.newContext({ baseURL, extraHTTPHeaders: { cookie: herCopy } }),
    );
    // A guest's seat is a cookie scoped to her visit's paths: one made up is no seat.
    contexts.set(
      "a made-up guest seat",
      await request.newContext({
        baseURL,
        extraHTTPHeaders: { cookie: `visit_seat=${randomBytes(32).toString("base64url")}` },
      }),
    );
  });

  test.afterAll(async () => {
    // Off the coordinators' shared list of messages that did not reach her.
    await sql("update outbox_messages set followed_up_at = now() where id = $1", [ids.text]);
    for (const context of contexts.values()) await context.dispose();
    await coordinatorContext?.dispose();
    await herContext?.dispose();
    await videoDoctorContext?.dispose();
  });

  test("the canary is findable where it may be seen (positive control)", async () => {
    if (!coordinatorContext) throw new Error("the coordinator did not sign in");
    // A prefetch of a dynamic page carries only its loading state, for anyone: not asked here.
    const request = tabPath("coordinator-dashboard", "tasks", ids.request);
    for (const variant of requestsFor(request).filter((v) => v.name !== "prefetch")) {
      const response = await coordinatorContext.get(request, { headers: variant.headers });
      expect(response.status()).toBe(200);
      expect(await response.text(), variant.name).toMatch(canaryPattern);
    }
  });

  const personas: Persona[] = [
    "signed out",
    "another patient",
    "pending doctor",
    "pending coordinator",
    "active doctor of other patients",
    "suspended doctor (her doctor)",
    "suspended coordinator",
    "doctor with a stale token",
    "patient with a stale token",
    "cookie copied before sign-out",
  ];
  for (const persona of personas) {
    test(`${persona} receives no trace of it in any response`, async () => {
      const context = contexts.get(persona);
      if (!context) throw new Error(`no context for ${persona}`);
      const leaks: string[] = [];
      for (const url of surfaces()) {
        for (const variant of requestsFor(url)) {
          const response = await context.get(url, {
            headers: variant.headers,
            maxRedirects: 0,
          });
          expect(response.status(), `${variant.name} ${url}`).toBeLessThan(500);
          if (canaryPattern.test(await response.text())) leaks.push(`${variant.name} ${url}`);
        }
      }
      expect(leaks).toEqual([]);
    });
  }

  test("a video visit's room gives its two people her name, its time and a TURN credential (positive control)", async () => {
    if (!herContext || !videoDoctorContext) throw new Error("the room's people did not sign in");
    for (const headers of [{}, { RSC: "1" }] as Array<Record<string, string>>) {
      const room = await herContext.get(`/visit/${ids.video}`, { headers });
      expect(room.status()).toBe(200);
      const body = await room.text();
      const found = giveaways.filter(({ pattern }) => pattern.test(body)).map(({ what }) => what);
      // Her own credential and the room's time, in her English; never her doctor's credential.
      expect(found).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^the time \w{3}, /),
          "ICE servers",
          "a TURN address",
          "a TURN credential",
          "the TURN credential's expiry",
          "a TURN username of hers or her doctor's",
          "a TURN password of hers or her doctor's",
        ]),
      );
      // Her doctor in the other visit sees her name in his room.
      const his = await videoDoctorContext.get(`/visit/${ids.otherVideo}`, { headers });
      expect(await his.text()).toMatch(canaryPattern);
    }
    // Her event stream opens for her (read only its first event, then let it go).
    const stream = await fetch(`${baseURL}/api/visits/${ids.video}/events`, {
      headers: { cookie: await cookieHeader(herContext) },
      signal: AbortSignal.timeout(10_000),
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    await stream.body?.cancel();
  });

  test("a room's event stream ends within a heartbeat of her signing out or her doctor's suspension, and goes on for her live session", async () => {
    test.setTimeout(60_000);
    const { her, videoDoctor } = roomPeople;
    if (!her || !videoDoctor || !herContext) throw new Error("the room's people were not made");
    const leaving = await signedIn(her);
    const suspended = await signedIn(videoDoctor);
    const [staying, signedOut, suspension] = await Promise.all(
      [
        { context: herContext, id: ids.video },
        { context: leaving, id: ids.video },
        { context: suspended, id: ids.otherVideo },
      ].map(async ({ context, id }) => {
        const response = await fetch(`${baseURL}/api/visits/${id}/events`, {
          headers: { cookie: await cookieHeader(context) },
          signal: AbortSignal.timeout(50_000),
        });
        expect(response.status).toBe(200);
        const reader = response.body?.getReader();
        if (!reader) throw new Error("no stream");
        return reader;
      }),
    );
    if (!staying || !signedOut || !suspension) throw new Error("a stream did not open");
    await signOut(leaving);
    await sql(`update users set status = 'suspended' where id = $1`, [videoDoctor.id]);
    const cut = Date.now();
    try {
      const ended = await Promise.all(
        [signedOut, suspension].map(async (reader) => {
          while (!(await reader.read()).done) {
            // Its first words, a heartbeat, the room's state: read until the server ends it.
          }
          return Date.now() - cut;
        }),
      );
      // One heartbeat to notice (10 s), with room for a busy machine.
      for (const ms of ended) expect(ms).toBeLessThan(2 * PRESENCE_HEARTBEAT_MS + 5_000);
      // Her live session's stream passed the same checks and is still open: two heartbeats.
      let heard = "";
      while ((heard.match(/: still here/g) ?? []).length < 2) {
        const { done, value } = await staying.read();
        expect(done, "her live session's stream").toBe(false);
        heard += new TextDecoder().decode(value);
      }
      await staying.cancel();
    } finally {
      await sql(`update users set status = 'active' where id = $1`, [videoDoctor.id]);
    }
  });

  const visitPersonas: VisitPersona[] = [
    ...personas,
    "coordinator of her care",
    "owner",
    "her doctor in another video visit",
    "her own cookie copied before she signed out",
    "a made-up guest seat",
  ];
  for (const persona of visitPersonas) {
    test(`${persona} gets nothing of her video visit: not its room, time, signalling or TURN credential`, async () => {
      // Room for the three stream requests to run out their time when a stream does open.
      test.setTimeout(60_000);
      const context = contexts.get(persona);
      if (!context) throw new Error(`no context for ${persona}`);
      const before = await roomRows(ids.video);
      const leaks: string[] = [];
      for (const ask of roomRequests(ids.video)) {
        const response = await context
          .fetch(ask.url, {
            method: ask.method,
            headers: ask.headers,
            data: ask.data,
            form: ask.form,
            maxRedirects: 0,
            // An event stream that opened would never end: a stream is a leak, not a wait.
            timeout: 8_000,
          })
          .catch(() => null);
        if (!response) {
          leaks.push(`${ask.name}: an answer that never ended (an open stream)`);
          continue;
        }
        if (!ask.statuses.includes(response.status())) {
          leaks.push(`${ask.name}: ${response.status()}`);
        }
        const body = await response.text();
        if (canaryPattern.test(body)) leaks.push(`${ask.name}: her name`);
        for (const { what, pattern } of giveaways) {
          if (pattern.test(body)) leaks.push(`${ask.name}: ${what}`);
        }
      }
      expect(leaks).toEqual([]);
      // Nobody joined, admitted, left, ended or signalled: the room is as it was.
      expect(await roomRows(ids.video)).toBe(before);
    });
  }
});
