import { randomUUID } from "node:crypto";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import { encode } from "next-auth/jwt";
import { areas } from "@/lib/auth/permissions";
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

const contexts = new Map<Persona, APIRequestContext>();
let coordinatorContext: APIRequestContext | undefined;
const ids = {
  request: "",
  patient: "",
  coordinator: "",
  post: "",
  appointment: "",
  email: "",
  text: "",
  report: "",
};

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
    const { csrfToken } = (await (await leaving.get("/api/auth/csrf")).json()) as {
      csrfToken: string;
    };
    const signOut = await leaving.post("/api/auth/signout", { form: { csrfToken, json: "true" } });
    expect(signOut.ok()).toBe(true);
    await leaving.dispose();
    contexts.set(
      "cookie copied before sign-out",
      await request.newContext({ baseURL, extraHTTPHeaders: { cookie: copied } }),
    );
  });

  test.afterAll(async () => {
    // Off the coordinators' shared list of messages that did not reach her.
    await sql("update outbox_messages set followed_up_at = now() where id = $1", [ids.text]);
    for (const context of contexts.values()) await context.dispose();
    await coordinatorContext?.dispose();
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
});
