import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  claimRequest,
  closeRequest,
  markRequestContacted,
  scheduleRequest,
} from "@/lib/actions/requests";
import { authMessages } from "@/lib/validations/auth-messages";
import { linkVerifiedEmailBookings } from "@/lib/booking/link";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { db } from "@/lib/db";
import { indiaDateTimeToInstant } from "@/lib/india-time";
import { appointmentsPage } from "@/lib/queries/appointments";
import {
  carePatientsPage,
  newRequestsOverview,
  openRequestDetail,
  requestQueuePage,
} from "@/lib/queries/requests";
import { requestMessages } from "@/lib/booking/request-queue";
import { makeAppointment, makeUser, type TestUser } from "@/tests/fixtures/dashboard-data";
import type { Viewer } from "@/lib/auth/viewer";
import { viewerOf } from "@/tests/fixtures/viewer";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { as } from "@/tests/integration/session-mock";

/**
 * The coordinator's request queue: its order, the four changes and who may make them, the history
 * they leave, the race of two coordinators booking one request, the doctor's overlapping slot, and
 * a request booked before she had an account becoming hers with its appointment.
 */

const prisma = createTestPrisma();
// The queue's reads take a coordinator's (or the owner's) viewer; TestUser's role is any Role.
type QueueViewer = Viewer<"coordinator" | "owner">;

/** A fixed day well ahead, so "the past" never catches up with the test. */
const DAY = "2031-03-04";
const at10 = indiaDateTimeToInstant(DAY, "10:00") as Date;

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

async function makeRequest(
  data: {
    urgency?: "low" | "medium" | "high" | "emergency";
    status?: "new" | "claimed" | "contacted";
    coordinatorId?: string | null;
    patientId?: string | null;
    email?: string;
    createdAt?: Date;
    noCalls?: boolean;
    anonymised?: boolean;
    topic?: string;
    city?: string;
  } = {},
): Promise<{ id: string; reference: string }> {
  const tag = randomUUID().replace(/-/g, "").toUpperCase();
  return prisma.consultationRequest.create({
    data: {
      idempotencyKey: randomUUID(),
      reference: `SC-${tag.slice(0, 5)}-${tag.slice(5, 10)}`,
      firstName: "Asha",
      lastName: `Nair${tag.slice(0, 4)}`,
      email: data.email ?? `asha.${tag.slice(0, 8).toLowerCase()}@example.in`,
      phone: "+91 98765 43210",
      age: 34,
      preferredDate: new Date(`${DAY}T00:00:00Z`),
      preferredTime: "10:00 AM",
      consultationType: "initial",
      symptoms: "Pain for two weeks",
      urgency: data.urgency ?? "medium",
      privacyConsent: true,
      privacyConsentAt: new Date(),
      status: data.status ?? "new",
      coordinatorId: data.coordinatorId ?? null,
      patientId: data.patientId ?? null,
      contactMethod: data.noCalls ? "whatsapp" : "phone_call",
      noCalls: data.noCalls ?? false,
      topic: data.topic ?? null,
      city: data.city ?? null,
      ...(data.createdAt ? { createdAt: data.createdAt } : {}),
      ...(data.anonymised ? { anonymisedAt: new Date() } : {}),
    },
    select: { id: true, reference: true },
  });
}

function scheduleInput(requestId: string, doctorId: string, time = "10:00", durationMinutes = 30) {
  return {
    requestId,
    doctorId,
    date: DAY,
    time,
    durationMinutes,
    mode: "in_person" as const,
    clinic: "pune",
  };
}

async function staff() {
  return {
    coordinator: await makeUser(prisma, "coordinator", { firstName: "Priya" }),
    other: await makeUser(prisma, "coordinator", { firstName: "Kavya" }),
    doctor: await makeUser(prisma, "doctor", { firstName: "Lakshmi", lastName: "Rao" }),
    owner: await makeUser(prisma, "owner"),
  };
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60_000);

describe("the queue", () => {
  it("lists new requests first, then by urgency, then oldest first; closed, scheduled and anonymised ones never", async () => {
    const { coordinator } = await staff();
    const claimedEmergency = await makeRequest({
      urgency: "emergency",
      status: "claimed",
      coordinatorId: coordinator.id,
      createdAt: hoursAgo(9),
    });
    const newLowOld = await makeRequest({ urgency: "low", createdAt: hoursAgo(8) });
    const newHigh = await makeRequest({ urgency: "high", createdAt: hoursAgo(1) });
    const newEmergency = await makeRequest({ urgency: "emergency", createdAt: hoursAgo(2) });
    const newHighOlder = await makeRequest({ urgency: "high", createdAt: hoursAgo(5) });
    const newLowNew = await makeRequest({ urgency: "low", createdAt: hoursAgo(3) });
    await makeRequest({ urgency: "emergency", anonymised: true });
    const closed = await makeRequest({ urgency: "emergency" });
    await prisma.consultationRequest.update({
      where: { id: closed.id },
      data: { status: "closed", closeReason: "duplicate", closedAt: new Date() },
    });

    const page = await requestQueuePage(viewerOf(coordinator) as QueueViewer, {
      page: 1,
      show: "all",
    });
    expect(page.rows.map((row) => row.id)).toEqual([
      newEmergency.id,
      newHighOlder.id,
      newHigh.id,
      newLowOld.id,
      newLowNew.id,
      claimedEmergency.id,
    ]);
    expect(page.total).toBe(6);

    const mine = await requestQueuePage(viewerOf(coordinator) as QueueViewer, {
      page: 1,
      show: "mine",
    });
    expect(mine.rows.map((row) => row.id)).toEqual([claimedEmergency.id]);
    const unclaimed = await requestQueuePage(viewerOf(coordinator) as QueueViewer, {
      page: 1,
      show: "unclaimed",
    });
    expect(unclaimed.total).toBe(5);
  });

  it("pages on the server", async () => {
    const { coordinator } = await staff();
    for (let i = 0; i < 5; i += 1) await makeRequest({ createdAt: hoursAgo(10 - i) });
    const second = await requestQueuePage(viewerOf(coordinator) as QueueViewer, {
      page: 2,
      show: "all",
      pageSize: 2,
    });
    expect(second.rows).toHaveLength(2);
    expect(second.pageCount).toBe(3);
    const past = await requestQueuePage(viewerOf(coordinator) as QueueViewer, {
      page: 9,
      show: "all",
      pageSize: 2,
    });
    expect(past.page).toBe(3);
    expect(past.rows).toHaveLength(1);
  });

  it("shows 'Please don't call me' on the queue's card", async () => {
    const { coordinator } = await staff();
    await makeRequest({ noCalls: true });
    const [row] = (
      await requestQueuePage(viewerOf(coordinator) as QueueViewer, { page: 1, show: "all" })
    ).rows;
    expect(row?.contact).toEqual({ method: "whatsapp", noCalls: true, window: "anytime" });
  });
});

describe("claiming", () => {
  it("lets a coordinator claim a new request, records who and when, and refuses a second claim", async () => {
    const { coordinator, other } = await staff();
    const request = await makeRequest();
    as(coordinator);
    expect(await claimRequest({ requestId: request.id })).toEqual({
      ok: true,
      data: { id: request.id, status: "claimed" },
    });
    // Her own claim again: already done.
    expect(await claimRequest({ requestId: request.id })).toMatchObject({ ok: true });
    as(other);
    expect(await claimRequest({ requestId: request.id })).toEqual({
      ok: false,
      error: requestMessages.alreadyClaimed,
    });
    const events = await prisma.requestEvent.findMany({ where: { requestId: request.id } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: "claimed", actorId: coordinator.id });
  });

  it("refuses the patient, the doctor and anyone signed out", async () => {
    const { doctor } = await staff();
    const patient = await makeUser(prisma, "patient");
    const request = await makeRequest({ patientId: patient.id });
    for (const [user, error] of [
      [null, authMessages.notAuthenticated],
      [patient, authMessages.accessDenied],
      [doctor, authMessages.accessDenied],
    ] as const) {
      as(user);
      expect(await claimRequest({ requestId: request.id })).toEqual({ ok: false, error });
      expect(
        await markRequestContacted({ requestId: request.id, note: "Called her." }),
      ).toMatchObject({ ok: false, error });
      expect(await closeRequest({ requestId: request.id, reason: "duplicate" })).toMatchObject({
        ok: false,
        error,
      });
      expect(await scheduleRequest(scheduleInput(request.id, doctor.id))).toMatchObject({
        ok: false,
        error,
      });
    }
    const row = await prisma.consultationRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(row).toMatchObject({ status: "new", coordinatorId: null });
  });
});

describe("the coordinator's overview", () => {
  it("counts the requests nobody has claimed, the urgent ones among them, and lists the most urgent first", async () => {
    const { coordinator } = await staff();
    const low = await makeRequest({ urgency: "low", createdAt: hoursAgo(5) });
    const emergency = await makeRequest({ urgency: "emergency", createdAt: hoursAgo(1) });
    const high = await makeRequest({ urgency: "high", createdAt: hoursAgo(2) });
    await makeRequest({ urgency: "emergency", status: "claimed", coordinatorId: coordinator.id });
    await makeRequest({ urgency: "high", anonymised: true });

    const overview = await newRequestsOverview(viewerOf(coordinator) as QueueViewer);
    expect(overview).toMatchObject({ waiting: 3, urgent: 2 });
    expect(overview.first.map((row) => row.id)).toEqual([emergency.id, high.id, low.id]);
    expect((await newRequestsOverview(viewerOf(coordinator) as QueueViewer, 2)).first).toHaveLength(
      2,
    );
  });
});

describe("marking contacted and closing", () => {
  it("keeps the note in the history, and allows a second contact", async () => {
    const { coordinator } = await staff();
    const request = await makeRequest();
    as(coordinator);
    expect(
      await markRequestContacted({ requestId: request.id, note: "WhatsApp sent, no reply yet." }),
    ).toMatchObject({ ok: true, data: { status: "contacted" } });
    expect(
      await markRequestContacted({ requestId: request.id, note: "She replied: mornings." }),
    ).toMatchObject({ ok: true });
    const row = await prisma.consultationRequest.findUniqueOrThrow({ where: { id: request.id } });
    // Acting on an unclaimed request claims it for her.
    expect(row).toMatchObject({ status: "contacted", coordinatorId: coordinator.id });
    const events = await prisma.requestEvent.findMany({
      where: { requestId: request.id },
      orderBy: { createdAt: "asc" },
    });
    expect(events.map((e) => [e.type, e.actorId, e.note])).toEqual([
      ["contacted", coordinator.id, "WhatsApp sent, no reply yet."],
      ["contacted", coordinator.id, "She replied: mornings."],
    ]);
  });

  it("requires a note to mark contacted", async () => {
    const { coordinator } = await staff();
    const request = await makeRequest();
    as(coordinator);
    expect(await markRequestContacted({ requestId: request.id, note: "  " })).toMatchObject({
      ok: false,
      error: requestMessages.noteRequired,
    });
  });

  it("refuses another coordinator on a claimed request, but lets the owner act", async () => {
    const { coordinator, other, owner } = await staff();
    const request = await makeRequest({ status: "claimed", coordinatorId: coordinator.id });
    as(other);
    expect(await markRequestContacted({ requestId: request.id, note: "Called." })).toEqual({
      ok: false,
      error: requestMessages.claimedByOther,
    });
    expect(await closeRequest({ requestId: request.id, reason: "duplicate" })).toEqual({
      ok: false,
      error: requestMessages.claimedByOther,
    });
    as(owner);
    expect(
      await closeRequest({ requestId: request.id, reason: "unreachable", note: "Three tries." }),
    ).toMatchObject({ ok: true, data: { status: "closed" } });
    const row = await prisma.consultationRequest.findUniqueOrThrow({ where: { id: request.id } });
    // The owner covered for her: the request stays with the coordinator who claimed it.
    expect(row).toMatchObject({
      status: "closed",
      closeReason: "unreachable",
      coordinatorId: coordinator.id,
    });
    expect(row.closedAt).toBeInstanceOf(Date);
    const events = await prisma.requestEvent.findMany({ where: { requestId: request.id } });
    expect(events).toMatchObject([{ type: "closed", actorId: owner.id, note: "Three tries." }]);
  });

  it("refuses any change to a closed request", async () => {
    const { coordinator, doctor } = await staff();
    const request = await makeRequest();
    as(coordinator);
    await closeRequest({ requestId: request.id, reason: "not_needed" });
    expect(await markRequestContacted({ requestId: request.id, note: "Called." })).toEqual({
      ok: false,
      error: requestMessages.alreadyClosed,
    });
    expect(await scheduleRequest(scheduleInput(request.id, doctor.id))).toEqual({
      ok: false,
      error: requestMessages.alreadyClosed,
    });
    expect(await prisma.appointment.count()).toBe(0);
  });

  it("treats an anonymised request as gone", async () => {
    const { coordinator } = await staff();
    const request = await makeRequest({ anonymised: true });
    as(coordinator);
    expect(await claimRequest({ requestId: request.id })).toEqual({
      ok: false,
      error: requestMessages.notFound,
    });
    expect(await closeRequest({ requestId: request.id, reason: "duplicate" })).toEqual({
      ok: false,
      error: requestMessages.notFound,
    });
  });
});

describe("scheduling", () => {
  it("books the appointment, links it to the request and tells her in neutral words", async () => {
    const { coordinator, doctor } = await staff();
    const patient = await makeUser(prisma, "patient");
    const request = await makeRequest({ patientId: patient.id });
    as(coordinator);
    const result = await scheduleRequest(scheduleInput(request.id, doctor.id, "10:00", 45));
    if (!result.ok) throw new Error(result.error);

    const appointment = await prisma.appointment.findUniqueOrThrow({
      where: { id: result.data.appointmentId },
    });
    expect(appointment).toMatchObject({
      patientId: patient.id,
      doctorId: doctor.id,
      coordinatorId: coordinator.id,
      status: "scheduled",
      durationMinutes: 45,
      type: "Initial Consultation",
    });
    expect(appointment.appointmentDate.toISOString()).toBe(at10.toISOString());
    const row = await prisma.consultationRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(row).toMatchObject({ status: "scheduled", appointmentId: appointment.id });

    const [message] = await prisma.message.findMany({ where: { receiverId: patient.id } });
    expect(message).toMatchObject({
      senderId: coordinator.id,
      appointmentId: appointment.id,
      subject: "Your appointment",
    });
    expect(message?.body).toContain("Tue, 4 Mar 2031, 10:00 AM");
    expect(message?.body).toContain("Dr Lakshmi Rao");
    expect(message?.body).not.toMatch(/pain|piles|fissure|fistula|symptom|proct/i);

    const events = await prisma.requestEvent.findMany({ where: { requestId: request.id } });
    expect(events).toMatchObject([{ type: "scheduled", actorId: coordinator.id }]);
  });

  it("writes her message in her account's language", async () => {
    const { coordinator, doctor } = await staff();
    const patient = await makeUser(prisma, "patient");
    await prisma.user.update({ where: { id: patient.id }, data: { locale: "hi" } });
    const request = await makeRequest({ patientId: patient.id });
    as(coordinator);
    expect((await scheduleRequest(scheduleInput(request.id, doctor.id))).ok).toBe(true);

    const [message] = await prisma.message.findMany({ where: { receiverId: patient.id } });
    expect(message?.subject).toBe("आपका अपॉइंटमेंट");
    expect(message?.body).toContain("डॉ. Lakshmi Rao");
    // The doctor's name is the only Latin left: the time is written in Hindi too.
    expect(message?.body.replace("Lakshmi Rao", "")).not.toMatch(/[A-Za-z]/);
  });

  it("books a visitor without an account, and sends no message", async () => {
    const { coordinator, doctor } = await staff();
    const request = await makeRequest();
    as(coordinator);
    const result = await scheduleRequest(scheduleInput(request.id, doctor.id));
    expect(result).toMatchObject({ ok: true });
    const appointment = await prisma.appointment.findFirstOrThrow();
    expect(appointment.patientId).toBeNull();
    expect(await prisma.message.count()).toBe(0);
  });

  it("shows her contact preferences on the appointment it became", async () => {
    const { coordinator, doctor } = await staff();
    const request = await makeRequest({ noCalls: true });
    as(coordinator);
    const result = await scheduleRequest(scheduleInput(request.id, doctor.id));
    if (!result.ok) throw new Error(result.error);
    const page = await appointmentsPage(
      viewerOf(coordinator),
      { page: 1, when: "all" },
      new Date(),
    );
    expect(page.rows).toMatchObject([
      {
        id: result.data.appointmentId,
        patient: { name: expect.stringMatching(/^Asha Nair/) },
        contact: { method: "whatsapp", noCalls: true, window: "anytime" },
      },
    ]);
  });

  it("refuses the doctor's overlapping slot with a clear message, and leaves the request open", async () => {
    const { coordinator, doctor } = await staff();
    const patient = await makeUser(prisma, "patient");
    await makeAppointment(prisma, { patientId: patient.id, doctorId: doctor.id, at: at10 });
    const request = await makeRequest({ status: "claimed", coordinatorId: coordinator.id });
    as(coordinator);
    expect(await scheduleRequest(scheduleInput(request.id, doctor.id, "10:15"))).toEqual({
      ok: false,
      error: dashboardMessages.doctorOverlap,
      fieldErrors: { time: [dashboardMessages.doctorOverlap] },
    });
    const row = await prisma.consultationRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(row).toMatchObject({ status: "claimed", appointmentId: null });
    expect(await prisma.requestEvent.count({ where: { requestId: request.id } })).toBe(0);
    // The slot right after is free.
    expect(await scheduleRequest(scheduleInput(request.id, doctor.id, "10:30"))).toMatchObject({
      ok: true,
    });
  });

  it("refuses a time in the past and an inactive doctor", async () => {
    const { coordinator } = await staff();
    const pendingDoctor = await makeUser(prisma, "doctor", { status: "pending" });
    const request = await makeRequest();
    as(coordinator);
    expect(
      await scheduleRequest({ ...scheduleInput(request.id, pendingDoctor.id), date: "2020-01-01" }),
    ).toMatchObject({ ok: false, error: dashboardMessages.timeInPast });
    expect(await scheduleRequest(scheduleInput(request.id, pendingDoctor.id))).toMatchObject({
      ok: false,
      error: dashboardMessages.doctorUnavailable,
    });
  });

  it("lets exactly one of two coordinators booking the same request at once win", async () => {
    const { coordinator, other, doctor } = await staff();
    const secondDoctor = await makeUser(prisma, "doctor");
    const request = await makeRequest();
    // Each call reads its own session: run them as two requests would, interleaved.
    const call = async (user: TestUser, doctorId: string, time: string) => {
      as(user);
      return scheduleRequest(scheduleInput(request.id, doctorId, time));
    };
    const results = await Promise.all([
      call(coordinator, doctor.id, "10:00"),
      call(other, secondDoctor.id, "12:00"),
    ]);
    const wins = results.filter((result) => result.ok);
    const losses = results.filter((result) => !result.ok);
    expect(wins).toHaveLength(1);
    expect(losses).toEqual([{ ok: false, error: requestMessages.alreadyScheduled }]);
    expect(await prisma.appointment.count()).toBe(1);
    expect(
      await prisma.requestEvent.count({ where: { requestId: request.id, type: "scheduled" } }),
    ).toBe(1);
  });
});

describe("the request's detail", () => {
  it("shows the history with who acted, and writes the read to the access log", async () => {
    const { coordinator } = await staff();
    const patient = await makeUser(prisma, "patient");
    const request = await makeRequest({ patientId: patient.id });
    as(coordinator);
    await claimRequest({ requestId: request.id });
    await markRequestContacted({ requestId: request.id, note: "Emailed her." });
    const user = viewerOf(coordinator) as QueueViewer;
    const detail = await openRequestDetail(user, request.id);
    expect(detail?.symptoms).toBe("Pain for two weeks");
    expect(detail?.events.map((e) => [e.type, e.actorName, e.note])).toEqual([
      ["claimed", `Priya ${coordinator.lastName}`, null],
      ["contacted", `Priya ${coordinator.lastName}`, "Emailed her."],
    ]);
    const logs = await prisma.accessLog.findMany({ where: { requestId: request.id } });
    expect(logs).toMatchObject([
      { actorId: coordinator.id, patientId: patient.id, subject: "request" },
    ]);
  });

  it("says which package and city she booked from, on the card and in the detail", async () => {
    const { coordinator } = await staff();
    const request = await makeRequest({ topic: "grade-2-piles", city: "jaipur" });
    await makeRequest();
    const user = viewerOf(coordinator) as QueueViewer;
    const page = await requestQueuePage(user, { page: 1, show: "all" });
    expect(page.rows.map((row) => [row.id === request.id, row.about])).toEqual(
      expect.arrayContaining([
        [true, "Grade 2 piles · Jaipur"],
        [false, null],
      ]),
    );
    expect((await openRequestDetail(user, request.id))?.about).toBe("Grade 2 piles · Jaipur");
  });

  it("shows nothing of an anonymised request, and logs nothing", async () => {
    const { coordinator } = await staff();
    const request = await makeRequest({ anonymised: true });
    expect(await openRequestDetail(viewerOf(coordinator) as QueueViewer, request.id)).toBeNull();
    expect(await prisma.accessLog.count()).toBe(0);
  });
});

describe("the coordinator's patients", () => {
  it("lists women with an open request or an upcoming visit she coordinates", async () => {
    const { coordinator, doctor } = await staff();
    const withAccount = await makeUser(prisma, "patient", { firstName: "Divya" });
    await makeAppointment(prisma, {
      patientId: withAccount.id,
      doctorId: doctor.id,
      coordinatorId: coordinator.id,
      at: at10,
    });
    const someoneElses = await makeUser(prisma, "patient");
    await makeAppointment(prisma, {
      patientId: someoneElses.id,
      doctorId: doctor.id,
      at: indiaDateTimeToInstant(DAY, "12:00") as Date,
    });
    const open = await makeRequest({ noCalls: true });
    const page = await carePatientsPage(viewerOf(coordinator) as QueueViewer, 1, new Date());
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.key)).toEqual([withAccount.id, open.id]);
    expect(page.rows[0]).toMatchObject({ hasAccount: true, openRequest: null, contact: null });
    expect(page.rows[0]?.nextVisit?.toISOString()).toBe(at10.toISOString());
    expect(page.rows[1]).toMatchObject({
      hasAccount: false,
      nextVisit: null,
      openRequest: { id: open.id, status: "new" },
      contact: { method: "whatsapp", noCalls: true, window: "anytime" },
    });
  });
});

/** A patient who has confirmed `email`: the one way a guest booking joins an account by address. */
async function confirmedPatient(email: string) {
  const patient = await makeUser(prisma, "patient");
  // Two writes: changing the address clears the confirmation (a trigger).
  await prisma.user.update({ where: { id: patient.id }, data: { email } });
  await prisma.user.update({ where: { id: patient.id }, data: { emailVerifiedAt: new Date() } });
  return patient;
}

describe("a request booked before she signs up", () => {
  it("gives her the appointment too when the request is linked to her account", async () => {
    const { coordinator, doctor } = await staff();
    const email = `meera.${randomUUID().slice(0, 8)}@example.in`;
    const request = await makeRequest({ email });
    as(coordinator);
    const result = await scheduleRequest(scheduleInput(request.id, doctor.id));
    if (!result.ok) throw new Error(result.error);

    const patient = await confirmedPatient(email);
    expect(await linkVerifiedEmailBookings(patient.id, prisma)).toEqual([request.reference]);

    const appointment = await prisma.appointment.findUniqueOrThrow({
      where: { id: result.data.appointmentId },
    });
    expect(appointment.patientId).toBe(patient.id);
    const events = await prisma.requestEvent.findMany({
      where: { requestId: request.id },
      orderBy: { createdAt: "asc" },
    });
    expect(events.map((e) => e.type)).toEqual(["scheduled", "linked"]);
  });

  it("gives her the appointment when she signs up while it is being booked", async () => {
    const { coordinator, doctor } = await staff();
    as(coordinator);
    // The two transactions interleave differently from run to run: every order must end with the
    // appointment hers.
    for (let i = 0; i < 5; i += 1) {
      const email = `meera.${randomUUID().slice(0, 8)}@example.in`;
      const request = await makeRequest({ email });
      const patient = await confirmedPatient(email);
      const [scheduled] = await Promise.all([
        scheduleRequest(scheduleInput(request.id, doctor.id, `1${i}:00`)),
        linkVerifiedEmailBookings(patient.id, prisma),
      ]);
      if (!scheduled.ok) throw new Error(scheduled.error);
      const appointment = await prisma.appointment.findUniqueOrThrow({
        where: { id: scheduled.data.appointmentId },
      });
      expect(appointment.patientId).toBe(patient.id);
    }
  });

  it("links the appointment of a booking committed while her link waited on the request", async () => {
    const { coordinator, doctor } = await staff();
    const email = `meera.${randomUUID().slice(0, 8)}@example.in`;
    const request = await makeRequest({ email });
    const patient = await confirmedPatient(email);

    // A coordinator's booking, held open at the worst moment: the request row is locked and the
    // appointment written, but not yet committed, when her sign-up links the request.
    let link: Promise<string[]> | undefined;
    const appointmentId = await prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM consultation_requests WHERE id = ${request.id}::uuid FOR UPDATE`;
      const appointment = await tx.appointment.create({
        data: {
          doctorId: doctor.id,
          coordinatorId: coordinator.id,
          appointmentDate: at10,
          type: "Initial Consultation",
          clinic: "pune",
          status: "scheduled",
        },
        select: { id: true },
      });
      link = linkVerifiedEmailBookings(patient.id, db);
      // Long enough for the link to read the request and block on its row.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.consultationRequest.update({
        where: { id: request.id },
        data: { status: "scheduled", appointmentId: appointment.id, coordinatorId: coordinator.id },
      });
      return appointment.id;
    });
    expect(await link).toEqual([request.reference]);
    const appointment = await prisma.appointment.findUniqueOrThrow({
      where: { id: appointmentId },
    });
    expect(appointment.patientId).toBe(patient.id);
  });
});
