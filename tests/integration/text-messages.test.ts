import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { updateAppointmentStatus } from "@/lib/actions/appointments";
import { scheduleRequest } from "@/lib/actions/requests";
import { createBooking } from "@/lib/booking/submit";
import { db } from "@/lib/db";
import { indiaDateKey, indiaTimeKey } from "@/lib/india-time";
import { queueDueReminders } from "@/lib/mail/reminders";
import {
  deliverDueMessages,
  recordDeliveryReport,
  type MessageSender,
  type OutgoingText,
} from "@/lib/messaging/deliver";
import { handleReply } from "@/lib/messaging/replies";
import { confirmBookingDeletion, requestBookingDeletion } from "@/lib/privacy/booking-deletion";
import { bookingSchema } from "@/lib/validations/booking";
import { makeUser } from "@/tests/fixtures/dashboard-data";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { openDayAhead } from "@/tests/fixtures/india-days";
import { uniquePhone } from "@/tests/fixtures/phones";
import { as } from "@/tests/integration/session-mock";

/**
 * Who gets an SMS or a WhatsApp message, and when (issue 36), on the real database with a sender
 * that records what it was given: only a woman who chose that channel, only while her consent
 * stands, never after her STOP, inside her contact window, once, and nothing for a change that
 * rolled back. The gateways themselves are tested in sms-kannel and whatsapp.
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

let ip = 0;
async function book(overrides: Record<string, unknown> = {}) {
  ip += 1;
  const input = bookingSchema.parse({
    firstName: "Meera",
    lastName: "Iyer",
    email: `meera.${randomUUID().slice(0, 8)}@example.com`,
    phone: uniquePhone(),
    age: 41,
    preferredDate: openDayAhead(7),
    preferredTime: "2:30 PM",
    consultationType: "initial",
    symptoms: "Bleeding for two weeks",
    urgency: "medium",
    privacyConsent: true,
    communicationConsent: true,
    idempotencyKey: randomUUID(),
    website: "",
    contactMethod: "sms",
    ...overrides,
  });
  const result = await createBooking(input, { ip: `198.51.100.${ip}` });
  if (!result.ok) throw new Error(result.error);
  const request = await prisma.consultationRequest.findUniqueOrThrow({
    where: { reference: result.data.reference },
  });
  return { ...request, input };
}

/** A sender that takes everything and remembers it. */
function recorder(): { sent: OutgoingText[]; send: MessageSender } {
  const sent: OutgoingText[] = [];
  return {
    sent,
    send: async (message) => {
      sent.push(message);
      return { ok: true, providerId: `gw-${message.id}` };
    },
  };
}

function e164(phone: string): string {
  return `+${phone.replace(/\D/g, "")}`;
}

describe("text messages", () => {
  it("a booking that chose SMS gets its confirmation by SMS, in her language, with nothing about why she came", async () => {
    const booking = await book({ locale: "hi" });
    const { sent, send } = recorder();
    expect(await deliverDueMessages({ sms: send })).toMatchObject({ sent: 1, failed: 0 });
    expect(sent).toHaveLength(1);
    const [message] = sent;
    expect(message).toMatchObject({
      channel: "sms",
      to: e164(booking.phone),
      kind: "booking-received",
      locale: "hi",
      params: [booking.reference, "+91 98765 43210"],
    });
    expect(message?.text).toContain(`रेफ़रेंस ${booking.reference}`);
    expect(message?.text).not.toMatch(/bleed|piles|fissure|fistula/i);
    const row = await prisma.outboxMessage.findFirstOrThrow();
    expect(row).toMatchObject({ state: "sent", providerId: `gw-${row.id}`, requestId: booking.id });

    // A second run sends nothing again.
    expect(await deliverDueMessages({ sms: send })).toMatchObject({ sent: 0 });
    expect(sent).toHaveLength(1);
  });

  it("e-mail, a phone call or WhatsApp: each gets only its own", async () => {
    await book({ contactMethod: "email" });
    await book({ contactMethod: "phone_call" });
    const whatsapp = await book({ contactMethod: "whatsapp" });
    const rows = await prisma.outboxMessage.findMany();
    expect(rows.map((row) => [row.channel, row.to])).toEqual([["whatsapp", e164(whatsapp.phone)]]);
    // Her e-mail confirmation goes as always.
    expect(await prisma.outboxEmail.count({ where: { to: whatsapp.email } })).toBe(1);
  });

  it("scheduling, a change and a cancellation each reach her; a change that fails sends nothing", async () => {
    const booking = await book({ contactMethod: "whatsapp" });
    const coordinator = await makeUser(prisma, "coordinator");
    const doctor = await makeUser(prisma, "doctor", { firstName: "Lakshmi", lastName: "Rao" });
    as(coordinator);
    const at = new Date(Math.ceil((Date.now() + 3 * 24 * 60 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE);
    const scheduled = await scheduleRequest({
      requestId: booking.id,
      doctorId: doctor.id,
      date: indiaDateKey(at),
      time: indiaTimeKey(at),
      durationMinutes: 30,
      mode: "video",
    });
    if (!scheduled.ok) throw new Error(scheduled.error);
    const appointmentId = scheduled.data.appointmentId;
    // A status that does not exist: refused, and nothing queued for it.
    expect(
      await updateAppointmentStatus({ appointmentId, status: "nonsense" as never }),
    ).toMatchObject({ ok: false });
    expect(await updateAppointmentStatus({ appointmentId, status: "cancelled" })).toMatchObject({
      ok: true,
    });
    const rows = await prisma.outboxMessage.findMany({ orderBy: { createdAt: "asc" } });
    expect(rows.map((row) => row.kind)).toEqual([
      "booking-received",
      "appointment-scheduled",
      "appointment-cancelled",
    ]);
    const scheduledParams = rows[1]?.params as string[];
    expect(scheduledParams[1]).toBe("Lakshmi Rao");
    // A guest's video visit: her room's link, with her own key, is in the message.
    expect(scheduledParams[2]).toMatch(
      new RegExp(`^by video: http.*/visit/${appointmentId}\\?key=`),
    );
    expect(rows.every((row) => row.appointmentId === null || row.appointmentId === appointmentId));
  });

  it("waits for her contact window, except the two-hour reminder", async () => {
    const booking = await book({ contactWindow: "evening" });
    const row = await prisma.outboxMessage.findFirstOrThrow({ where: { requestId: booking.id } });
    // Evening is 16:00–20:00 in India: the message waits until the window is open.
    const opens = new Date(row.nextAttempt.getTime() + 5.5 * 60 * MINUTE);
    const hour = opens.getUTCHours();
    expect(hour >= 16 && hour < 20).toBe(true);
    const { sent, send } = recorder();
    if (row.nextAttempt.getTime() > Date.now()) {
      await deliverDueMessages({ sms: send });
      expect(sent).toHaveLength(0);
    }
    await deliverDueMessages({ sms: send }, { now: row.nextAttempt });
    expect(sent).toHaveLength(1);
  });

  it("reminders: by her channel, only with the reminders consent, once however often the command runs", async () => {
    const coordinator = await makeUser(prisma, "coordinator");
    const doctors = [await makeUser(prisma, "doctor"), await makeUser(prisma, "doctor")];
    const wants = await book({ contactMethod: "whatsapp" });
    const declined = await book({ contactMethod: "whatsapp", communicationConsent: false });
    as(coordinator);
    const at = new Date(Math.ceil((Date.now() + 100 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE);
    for (const [index, booking] of [wants, declined].entries()) {
      const result = await scheduleRequest({
        requestId: booking.id,
        doctorId: doctors[index]?.id ?? "",
        date: indiaDateKey(at),
        time: indiaTimeKey(at),
        durationMinutes: 30,
        mode: "in_person",
        clinic: "jaipur",
      });
      if (!result.ok) throw new Error(result.error);
    }
    await Promise.all([queueDueReminders(), queueDueReminders()]);
    await queueDueReminders();
    const reminders = await prisma.outboxMessage.findMany({
      where: { kind: { startsWith: "appointment-reminder" } },
    });
    expect(reminders.map((row) => [row.kind, row.requestId])).toEqual([
      ["appointment-reminder-2h", wants.id],
    ]);
    // No e-mail reminder beside it: the consent reads "the way I chose".
    expect(
      await prisma.outboxEmail.count({
        where: { purpose: { startsWith: "appointment-reminder" } },
      }),
    ).toBe(0);
  });

  it("STOP: nothing more to that number on that channel, one answer, and a new booking choosing it again starts again", async () => {
    const phone = uniquePhone();
    const booking = await book({ phone, contactWindow: "evening" });
    const address = e164(phone);
    expect(await handleReply("sms", address.slice(1), "STOP")).toBe("stopped");
    expect(await handleReply("sms", address, "रोकें")).toBe("already-stopped");
    // What was still waiting for her window is withdrawn; the answer goes at once.
    const rows = await prisma.outboxMessage.findMany({ orderBy: { createdAt: "asc" } });
    expect(rows.map((row) => [row.kind, row.state])).toEqual([
      ["booking-received", "withdrawn"],
      ["stop-confirmed", "queued"],
    ]);
    const { sent, send } = recorder();
    await deliverDueMessages({ sms: send });
    expect(sent.map((message) => message.kind)).toEqual(["stop-confirmed"]);
    // WhatsApp is another channel: her STOP by SMS does not end it.
    await book({ phone, contactMethod: "whatsapp" });
    expect(await prisma.outboxMessage.count({ where: { channel: "whatsapp" } })).toBe(1);
    // Choosing SMS on a new booking is her word again.
    await book({ phone, contactMethod: "sms" });
    expect(await prisma.messageOptOut.count()).toBe(0);
    expect(
      await prisma.outboxMessage.count({
        where: { channel: "sms", kind: "booking-received", state: "queued" },
      }),
    ).toBe(1);
    expect(booking.id).toBeTruthy();
  });

  it("her consent withdrawn after a reminder was queued: it does not leave", async () => {
    const booking = await book({ contactMethod: "sms" });
    await prisma.outboxMessage.updateMany({
      data: { kind: "appointment-reminder-2h", params: ["10:30 AM", "Lakshmi Rao", "by video"] },
    });
    await prisma.consent.updateMany({
      where: { requestId: booking.id, purpose: "reminders" },
      data: { withdrawnAt: new Date(), withdrawMethod: "patient_dashboard" },
    });
    const { sent, send } = recorder();
    expect(await deliverDueMessages({ sms: send })).toMatchObject({ withdrawn: 1, sent: 0 });
    expect(sent).toHaveLength(0);
    expect(await prisma.outboxMessage.findFirstOrThrow()).toMatchObject({
      state: "withdrawn",
      reason: "her consent was withdrawn",
    });
  });

  it("a gateway that is down: retried later, sent once, and a delivery report moves it on", async () => {
    await book();
    let up = false;
    const sent: OutgoingText[] = [];
    const send: MessageSender = async (message) => {
      if (!up) return { ok: false, retry: true, reason: "ECONNREFUSED" };
      sent.push(message);
      return { ok: true, providerId: "wamid.1" };
    };
    expect(await deliverDueMessages({ whatsapp: send, sms: send })).toMatchObject({ waiting: 1 });
    const waiting = await prisma.outboxMessage.findFirstOrThrow();
    expect(waiting).toMatchObject({ state: "queued", attempts: 1, reason: "ECONNREFUSED" });
    // Not before its next attempt.
    up = true;
    await deliverDueMessages({ sms: send });
    expect(sent).toHaveLength(0);
    await deliverDueMessages({ sms: send }, { now: new Date(Date.now() + 2 * MINUTE) });
    await deliverDueMessages({ sms: send }, { now: new Date(Date.now() + 10 * MINUTE) });
    expect(sent).toHaveLength(1);

    expect(
      await recordDeliveryReport({ channel: "sms", providerId: "wamid.1" }, "delivered", null),
    ).toBe(true);
    // A late "sent" never takes it back from delivered.
    expect(
      await recordDeliveryReport({ channel: "sms", providerId: "wamid.1" }, "sent", null),
    ).toBe(false);
    expect(await prisma.outboxMessage.findFirstOrThrow()).toMatchObject({ state: "delivered" });
  });

  it("erasing her booking takes her messages with it", async () => {
    const booking = await book();
    const requested = await requestBookingDeletion(
      { email: booking.email, locale: "en" },
      { ip: "198.51.100.250" },
    );
    expect(requested.ok).toBe(true);
    const mail = await prisma.outboxEmail.findFirstOrThrow({
      where: { to: booking.email, purpose: "booking-deletion" },
    });
    const token = /token=([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error("no deletion link");
    expect(await confirmBookingDeletion(token)).toMatchObject({ ok: true });
    expect(await prisma.outboxMessage.count()).toBe(0);
  });
});
