import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { markMessageFollowedUp } from "@/lib/actions/text-messages";
import type { Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import type { MessageChannel, MessageState } from "@/lib/generated/prisma/client";
import { deliverDueMessages } from "@/lib/messaging/deliver";
import { openAppointmentDetail } from "@/lib/queries/appointments";
import {
  NotOwnerError,
  REDACTED_TOKEN,
  textOutboxMessage,
  textOutboxPage,
} from "@/lib/queries/privacy-admin";
import { openRequestDetail } from "@/lib/queries/requests";
import {
  appointmentTextMessages,
  requestTextMessages,
  undeliveredMessagesPage,
} from "@/lib/queries/text-messages";
import { authMessages } from "@/lib/validations/auth-messages";
import { textMessageMessages } from "@/lib/validations/text-messages";
import { makeAppointment, makeUser, type TestUser } from "@/tests/fixtures/dashboard-data";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { viewerOf } from "@/tests/fixtures/viewer";
import { as, revalidated } from "@/tests/integration/session-mock";

/**
 * Staff see what reached her (issue 36, item 5): a request's and an appointment's text messages
 * for whoever may open them and nobody else, the owner's outbox of every channel with one-time
 * keys hidden, and the failed ones on the coordinators' Tasks until someone calls her.
 */

const prisma = createTestPrisma();
const MINUTE = 60_000;

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

type Staff = {
  coordinator: TestUser;
  otherCoordinator: TestUser;
  doctor: TestUser;
  otherDoctor: TestUser;
  owner: TestUser;
  patient: TestUser;
};

async function staff(): Promise<Staff> {
  return {
    coordinator: await makeUser(prisma, "coordinator", { firstName: "Priya" }),
    otherCoordinator: await makeUser(prisma, "coordinator", { firstName: "Kavya" }),
    doctor: await makeUser(prisma, "doctor", { firstName: "Lakshmi" }),
    otherDoctor: await makeUser(prisma, "doctor", { firstName: "Farah" }),
    owner: await makeUser(prisma, "owner"),
    patient: await makeUser(prisma, "patient", { firstName: "Sunita" }),
  };
}

async function makeRequest(
  data: {
    firstName?: string;
    contactMethod?: "whatsapp" | "sms" | "email";
    appointmentId?: string;
  } = {},
) {
  const tag = randomUUID().replace(/-/g, "").toUpperCase();
  return prisma.consultationRequest.create({
    data: {
      idempotencyKey: randomUUID(),
      reference: `SC-${tag.slice(0, 5)}-${tag.slice(5, 10)}`,
      firstName: data.firstName ?? "Asha",
      lastName: "Nair",
      email: `asha.${tag.slice(0, 8).toLowerCase()}@example.in`,
      phone: "+91 98765 43210",
      age: 34,
      preferredDate: new Date("2031-03-04T00:00:00Z"),
      preferredTime: "10:00 AM",
      consultationType: "initial",
      urgency: "medium",
      privacyConsent: true,
      privacyConsentAt: new Date(),
      status: data.appointmentId ? "scheduled" : "new",
      contactMethod: data.contactMethod ?? "whatsapp",
      appointmentId: data.appointmentId ?? null,
    },
    select: { id: true, reference: true },
  });
}

async function message(data: {
  requestId?: string | null;
  appointmentId?: string | null;
  channel?: MessageChannel;
  kind?: string;
  state?: MessageState;
  reason?: string | null;
  attempts?: number;
  nextAttempt?: Date;
  createdAt?: Date;
  changedAt?: Date;
  params?: string[];
  locale?: "en" | "hi";
}) {
  return prisma.outboxMessage.create({
    data: {
      channel: data.channel ?? "whatsapp",
      to: "+919876543210",
      kind: data.kind ?? "appointment-scheduled",
      locale: data.locale ?? "en",
      params: data.params ?? [
        "Wed, 4 Mar 2031, 10:00 AM",
        "Lakshmi Rao",
        "at Saheli Care Pune",
        "+91 98765 43210",
      ],
      state: data.state ?? "queued",
      reason: data.reason ?? null,
      attempts: data.attempts ?? 0,
      nextAttempt: data.nextAttempt ?? new Date(),
      requestId: data.requestId ?? null,
      appointmentId: data.appointmentId ?? null,
      ...(data.createdAt ? { createdAt: data.createdAt } : {}),
      ...(data.changedAt ? { changedAt: data.changedAt } : {}),
    },
    select: { id: true },
  });
}

const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

/**
 * Her booking, scheduled into an appointment of `doctor` coordinated by `coordinator`, with four
 * messages: the booking received (the request's only), then the appointment's scheduled (failed),
 * day-before reminder (held for her hours) and a change withdrawn by her STOP.
 */
async function herBooking(people: Staff) {
  const appointment = await makeAppointment(prisma, {
    patientId: null,
    doctorId: people.doctor.id,
    coordinatorId: people.coordinator.id,
    at: new Date(Date.now() + 3 * 24 * 60 * MINUTE),
  });
  const request = await makeRequest({ appointmentId: appointment.id });
  const both = { requestId: request.id, appointmentId: appointment.id };
  const received = await message({
    requestId: request.id,
    kind: "booking-received",
    params: [request.reference, "+91 98765 43210"],
    state: "delivered",
    createdAt: ago(60),
  });
  const scheduled = await message({
    ...both,
    state: "failed",
    reason: "131026: message undeliverable",
    attempts: 1,
    createdAt: ago(50),
    changedAt: ago(45),
  });
  const reminder = await message({
    ...both,
    kind: "appointment-reminder-24h",
    nextAttempt: new Date(Date.now() + 8 * 60 * MINUTE),
    createdAt: ago(40),
  });
  const changed = await message({
    ...both,
    kind: "appointment-changed",
    state: "withdrawn",
    reason: "she replied STOP",
    createdAt: ago(30),
  });
  return { appointment, request, received, scheduled, reminder, changed };
}

type QueueViewer = Viewer<"coordinator" | "owner">;
type DetailViewer = Viewer<"coordinator" | "doctor" | "owner">;

describe("a request's and an appointment's messages", () => {
  it("shows a coordinator each message of the request: what it was, on which channel, where it stands", async () => {
    const people = await staff();
    const booking = await herBooking(people);
    // Another woman's message never joins hers.
    const other = await makeRequest({ firstName: "Rekha" });
    await message({ requestId: other.id, kind: "booking-received", params: ["SC-X", "+91"] });

    const viewer = viewerOf(people.otherCoordinator) as QueueViewer;
    const messages = await requestTextMessages(viewer, booking.request.id);
    expect(messages.map((m) => [m.id, m.kind, m.channel, m.shown])).toEqual([
      [booking.received.id, "booking-received", "whatsapp", "delivered"],
      [booking.scheduled.id, "appointment-scheduled", "whatsapp", "failed"],
      [booking.reminder.id, "appointment-reminder-24h", "whatsapp", "waiting"],
      [booking.changed.id, "appointment-changed", "whatsapp", "stopped"],
    ]);
    expect(messages[1]?.reason).toBe("131026: message undeliverable");
    // Never the words: no text and no variables leave for the staff views.
    expect(JSON.stringify(messages)).not.toContain("Lakshmi Rao");

    const detail = await openRequestDetail(viewer, booking.request.id);
    expect(detail?.textMessages.map((m) => m.id)).toEqual(messages.map((m) => m.id));
  });

  it("shows an appointment's own messages to its doctor and its coordinator, not the booking's received one", async () => {
    const people = await staff();
    const booking = await herBooking(people);
    const ids = [booking.scheduled.id, booking.reminder.id, booking.changed.id];
    for (const person of [people.doctor, people.coordinator, people.owner]) {
      const viewer = viewerOf(person) as DetailViewer;
      const messages = await appointmentTextMessages(viewer, booking.appointment.id);
      expect(
        messages.map((m) => m.id),
        person.role,
      ).toEqual(ids);
    }
    const detail = await openAppointmentDetail(
      viewerOf(people.doctor) as DetailViewer,
      booking.appointment.id,
    );
    expect(detail?.textMessages.map((m) => m.id)).toEqual(ids);
  });

  it("shows a doctor or a coordinator outside the appointment nothing of it", async () => {
    const people = await staff();
    const booking = await herBooking(people);
    for (const person of [people.otherDoctor, people.otherCoordinator]) {
      const viewer = viewerOf(person) as DetailViewer;
      expect(await appointmentTextMessages(viewer, booking.appointment.id)).toEqual([]);
      expect(await openAppointmentDetail(viewer, booking.appointment.id)).toBeNull();
    }
  });

  it("refuses a doctor or a patient a request's messages, and the failed list", async () => {
    const people = await staff();
    const booking = await herBooking(people);
    for (const person of [people.doctor, people.patient]) {
      const viewer = viewerOf(person) as unknown as QueueViewer;
      await expect(requestTextMessages(viewer, booking.request.id)).rejects.toThrow();
      await expect(undeliveredMessagesPage(viewer, 1)).rejects.toThrow();
    }
    const patient = viewerOf(people.patient) as unknown as DetailViewer;
    await expect(appointmentTextMessages(patient, booking.appointment.id)).rejects.toThrow();
  });

  it("shows nothing of an erased booking, and nothing for an id that is not one", async () => {
    const people = await staff();
    const booking = await herBooking(people);
    await prisma.consultationRequest.update({
      where: { id: booking.request.id },
      data: { anonymisedAt: new Date() },
    });
    const viewer = viewerOf(people.coordinator) as QueueViewer;
    expect(await requestTextMessages(viewer, booking.request.id)).toEqual([]);
    expect(await requestTextMessages(viewer, "not-an-id")).toEqual([]);
    expect((await undeliveredMessagesPage(viewer, 1)).total).toBe(0);
  });

  it("stamps the time of every change of state, whoever writes it, unless the writer sets it", async () => {
    const queued = await message({ createdAt: ago(90), changedAt: ago(90) });
    const before = await prisma.outboxMessage.findUniqueOrThrow({ where: { id: queued.id } });
    await prisma.outboxMessage.update({ where: { id: queued.id }, data: { attempts: 1 } });
    expect(
      (await prisma.outboxMessage.findUniqueOrThrow({ where: { id: queued.id } })).changedAt,
    ).toEqual(before.changedAt);
    await db.$executeRaw`UPDATE outbox_messages SET state = 'sent' WHERE id = ${queued.id}::uuid`;
    const sent = await prisma.outboxMessage.findUniqueOrThrow({ where: { id: queued.id } });
    expect(sent.changedAt.getTime()).toBeGreaterThan(Date.now() - MINUTE);
    const set = ago(5);
    await prisma.outboxMessage.update({
      where: { id: queued.id },
      data: { state: "delivered", changedAt: set },
    });
    expect(
      (await prisma.outboxMessage.findUniqueOrThrow({ where: { id: queued.id } })).changedAt,
    ).toEqual(set);
  });
});

describe("the owner's outbox of text messages", () => {
  it("lists one channel at a time, newest first, filtered by state", async () => {
    const people = await staff();
    const booking = await herBooking(people);
    const sms = await message({ channel: "sms", requestId: booking.request.id, state: "sent" });
    const owner = viewerOf(people.owner) as Viewer<"owner">;

    const whatsapp = await textOutboxPage(owner, { page: 1, channel: "whatsapp" });
    expect(whatsapp.rows.map((row) => row.id)).toEqual([
      booking.changed.id,
      booking.reminder.id,
      booking.scheduled.id,
      booking.received.id,
    ]);
    expect(whatsapp.rows[2]).toMatchObject({
      to: "+919876543210",
      kind: "appointment-scheduled",
      state: "failed",
      attempts: 1,
      reason: "131026: message undeliverable",
    });
    const failed = await textOutboxPage(owner, { page: 1, channel: "whatsapp", status: "failed" });
    expect(failed.rows.map((row) => row.id)).toEqual([booking.scheduled.id]);
    const texts = await textOutboxPage(owner, { page: 1, channel: "sms" });
    expect(texts.rows.map((row) => row.id)).toEqual([sms.id]);
    // A stale page number reads the last page.
    expect((await textOutboxPage(owner, { page: 9, channel: "sms" })).page).toBe(1);
  });

  it("opens a message's words with a guest's video key hidden, the words around it as sent", async () => {
    const people = await staff();
    const secret = "Zq3xW9-secret-key_0123456789";
    const link = `https://sahelicare.example/visit/${randomUUID()}?key=${secret}`;
    const video = await message({
      channel: "sms",
      kind: "appointment-scheduled",
      params: ["Wed, 4 Mar 2031, 10:00 AM", "Lakshmi Rao", `by video: ${link}`, "+91 98765 43210"],
    });
    const hindi = await message({
      channel: "sms",
      kind: "appointment-reminder-2h",
      locale: "hi",
      params: ["10:00", "Lakshmi Rao", `वीडियो पर: ${link}`],
    });
    const owner = viewerOf(people.owner) as Viewer<"owner">;

    const opened = await textOutboxMessage(owner, video.id);
    expect(opened).toMatchObject({ channel: "sms", to: "+919876543210", state: "queued" });
    expect(opened?.text).toContain(`?key=${REDACTED_TOKEN}. To change it, call +91 98765 43210.`);
    expect(opened?.text).toContain("your appointment is booked for Wed, 4 Mar 2031, 10:00 AM");
    const inHindi = await textOutboxMessage(owner, hindi.id);
    expect(inHindi?.text).toContain(`?key=${REDACTED_TOKEN}।`);
    for (const text of [opened?.text, inHindi?.text]) expect(text).not.toContain(secret);

    expect(await textOutboxMessage(owner, randomUUID())).toBeNull();
    expect(await textOutboxMessage(owner, "not-an-id")).toBeNull();
  });

  it("answers only the owner, whatever the caller's types say", async () => {
    const people = await staff();
    const { scheduled } = await herBooking(people);
    for (const person of [people.coordinator, people.doctor, people.patient]) {
      const viewer = viewerOf(person) as unknown as Viewer<"owner">;
      await expect(textOutboxPage(viewer, { page: 1, channel: "whatsapp" })).rejects.toBeInstanceOf(
        NotOwnerError,
      );
      await expect(textOutboxMessage(viewer, scheduled.id)).rejects.toBeInstanceOf(NotOwnerError);
    }
  });
});

describe("messages that did not reach her, on the coordinators' Tasks", () => {
  it("lists what failed after the retries, newest first, with her name and booking, until someone calls her", async () => {
    const people = await staff();
    const booking = await herBooking(people);
    const later = await makeRequest({ firstName: "Rekha", contactMethod: "sms" });
    const newer = await message({
      channel: "sms",
      requestId: later.id,
      kind: "booking-received",
      params: [later.reference, "+91 98765 43210"],
      state: "failed",
      reason: "SMSC rejected the number",
      changedAt: ago(1),
    });
    // Her STOP's answer failing is no reason to call a woman who asked the clinic to stop.
    await message({
      kind: "stop-confirmed",
      params: ["+91"],
      state: "failed",
      requestId: later.id,
    });
    // Still being retried: not yet.
    await message({ requestId: later.id, state: "queued", attempts: 3, reason: "gateway down" });

    const viewer = viewerOf(people.coordinator) as QueueViewer;
    const page = await undeliveredMessagesPage(viewer, 1);
    expect(page.total).toBe(2);
    expect(page.rows).toEqual([
      {
        id: newer.id,
        channel: "sms",
        kind: "booking-received",
        reason: "SMSC rejected the number",
        failedAt: expect.any(Date),
        name: "Rekha Nair",
        request: { id: later.id, reference: later.reference },
      },
      expect.objectContaining({
        id: booking.scheduled.id,
        channel: "whatsapp",
        kind: "appointment-scheduled",
        name: "Asha Nair",
        request: { id: booking.request.id, reference: booking.request.reference },
      }),
    ]);
  });

  it("puts a message the gateway refused there as soon as it fails", async () => {
    const people = await staff();
    const request = await makeRequest();
    // Her consent to care messages stands: the deliverer reads it again before sending.
    await prisma.consent.create({
      data: {
        requestId: request.id,
        purpose: "care",
        version: "test",
        method: "booking_form",
        givenAt: ago(20),
      },
    });
    const queued = await message({ requestId: request.id, changedAt: ago(10) });
    const run = await deliverDueMessages({
      whatsapp: async () => ({ ok: false, retry: false, reason: "not a WhatsApp number" }),
    });
    expect(run.failed).toBe(1);
    const page = await undeliveredMessagesPage(viewerOf(people.coordinator) as QueueViewer, 1);
    expect(page.rows).toEqual([
      expect.objectContaining({ id: queued.id, reason: "not a WhatsApp number" }),
    ]);
    expect(page.rows[0]?.failedAt.getTime()).toBeGreaterThan(Date.now() - MINUTE);
  });

  it("takes it off the list when any coordinator called her, once, with a line in her request's history", async () => {
    const people = await staff();
    const booking = await herBooking(people);
    // Not the request's coordinator: the list is shared.
    as(people.otherCoordinator);
    const [first, second] = await Promise.all([
      markMessageFollowedUp({ messageId: booking.scheduled.id }),
      markMessageFollowedUp({ messageId: booking.scheduled.id }),
    ]);
    expect(first).toMatchObject({ ok: true, data: { id: booking.scheduled.id } });
    expect(second).toMatchObject({ ok: true, data: { id: booking.scheduled.id } });
    expect(
      await prisma.outboxMessage.findUniqueOrThrow({ where: { id: booking.scheduled.id } }),
    ).toMatchObject({
      state: "failed",
      followedUpAt: expect.any(Date),
      callerId: people.otherCoordinator.id,
    });
    const events = await prisma.requestEvent.findMany({
      where: { requestId: booking.request.id, type: "message_followed_up" },
    });
    expect(events).toEqual([
      expect.objectContaining({
        actorId: people.otherCoordinator.id,
        note: "WhatsApp: Appointment scheduled",
      }),
    ]);
    expect(revalidated.paths).toContain("/coordinator-dashboard");

    const viewer = viewerOf(people.coordinator) as QueueViewer;
    expect((await undeliveredMessagesPage(viewer, 1)).total).toBe(0);
    // The request still shows it, as failed, and that she was called.
    const [, scheduled] = await requestTextMessages(viewer, booking.request.id);
    expect(scheduled).toMatchObject({ shown: "failed", followedUpAt: expect.any(Date) });
    // A click that comes later is done too, and writes nothing more.
    expect(await markMessageFollowedUp({ messageId: booking.scheduled.id })).toMatchObject({
      ok: true,
    });
    expect(
      await prisma.requestEvent.count({
        where: { requestId: booking.request.id, type: "message_followed_up" },
      }),
    ).toBe(1);
  });

  it("lets the owner mark it too, and refuses doctors and patients", async () => {
    const people = await staff();
    const booking = await herBooking(people);
    for (const person of [people.doctor, people.patient]) {
      as(person);
      expect(await markMessageFollowedUp({ messageId: booking.scheduled.id })).toEqual({
        ok: false,
        error: authMessages.accessDenied,
      });
    }
    expect(
      (await prisma.outboxMessage.findUniqueOrThrow({ where: { id: booking.scheduled.id } }))
        .followedUpAt,
    ).toBeNull();
    as(people.owner);
    expect(await markMessageFollowedUp({ messageId: booking.scheduled.id })).toMatchObject({
      ok: true,
    });
  });

  it("refuses a message that has not failed, one that is gone, and one of an erased booking", async () => {
    const people = await staff();
    const booking = await herBooking(people);
    as(people.coordinator);
    expect(await markMessageFollowedUp({ messageId: booking.received.id })).toEqual({
      ok: false,
      error: textMessageMessages.notFailed,
    });
    expect(await markMessageFollowedUp({ messageId: randomUUID() })).toEqual({
      ok: false,
      error: textMessageMessages.notFound,
    });
    expect(await markMessageFollowedUp({ messageId: "not-an-id" })).toMatchObject({
      ok: false,
      error: textMessageMessages.notFound,
    });
    await prisma.consultationRequest.update({
      where: { id: booking.request.id },
      data: { anonymisedAt: new Date() },
    });
    expect(await markMessageFollowedUp({ messageId: booking.scheduled.id })).toEqual({
      ok: false,
      error: textMessageMessages.notFound,
    });
    expect(await prisma.requestEvent.count({ where: { type: "message_followed_up" } })).toBe(0);
  });
});
