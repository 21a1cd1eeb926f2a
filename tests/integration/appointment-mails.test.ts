import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  reassignAppointment,
  rescheduleAppointment,
  updateAppointmentStatus,
} from "@/lib/actions/appointments";
import { doctorChoices } from "@/lib/actions/doctors";
import { scheduleRequest } from "@/lib/actions/requests";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { indiaDateKey, indiaDateTimeToInstant, indiaTimeKey } from "@/lib/india-time";
import { deliverDueEmails } from "@/lib/mail/outbox";
import { queueDueReminders } from "@/lib/mail/reminders";
import { outboxMessage } from "@/lib/queries/privacy-admin";
import { makeUser, type TestUser } from "@/tests/fixtures/dashboard-data";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { startSmtpSink, type SmtpSink, type SunkMessage } from "@/tests/fixtures/smtp-sink";
import { viewerOf } from "@/tests/fixtures/viewer";
import { as } from "@/tests/integration/session-mock";

/**
 * What reaches her inbox about an appointment, delivered through a real SMTP server on localhost:
 * scheduled (with a calendar file), changed, cancelled, and the reminders, which go only to a woman
 * who asked for them by e-mail, once, however often the command runs.
 */

const prisma = createTestPrisma();
let sink: SmtpSink;
let transport: nodemailer.Transporter;

beforeAll(async () => {
  sink = await startSmtpSink();
  transport = nodemailer.createTransport(`smtp://127.0.0.1:${sink.port}`);
});

beforeEach(async () => {
  await resetDatabase(prisma);
  sink.messages.length = 0;
});

afterAll(async () => {
  transport.close();
  await sink.close();
  await prisma.$disconnect();
  await db.$disconnect();
});

const CONDITION = /piles|haemorrhoid|hemorrhoid|fissure|fistula|procto|bleed|pain/i;
const MINUTE = 60_000;

type Booking = { id: string; reference: string; email: string };

async function makeBooking(
  options: {
    contactMethod?: "email" | "whatsapp" | "phone_call";
    contactWindow?: "anytime" | "morning" | "evening";
    reminders?: "given" | "withdrawn" | "none";
    kind?: "consultation" | "video";
    locale?: "en" | "hi";
  } = {},
): Promise<Booking> {
  const tag = randomUUID().replace(/-/g, "").toUpperCase();
  const email = `sana.${tag.slice(0, 8).toLowerCase()}@example.in`;
  const request = await prisma.consultationRequest.create({
    data: {
      idempotencyKey: randomUUID(),
      reference: `SC-${tag.slice(0, 5)}-${tag.slice(5, 10)}`,
      firstName: "Sana",
      lastName: "Iyer",
      email,
      phone: "+91 98765 43210",
      age: 31,
      preferredDate: new Date("2031-03-04T00:00:00Z"),
      preferredTime: "10:30 AM",
      consultationType: "initial",
      symptoms: "Fissure pain and bleeding for two weeks",
      urgency: "medium",
      privacyConsent: true,
      privacyConsentAt: new Date(),
      kind: options.kind ?? "consultation",
      contactMethod: options.contactMethod ?? "email",
      contactWindow: options.contactWindow ?? "anytime",
      topic: "anal-fissure",
      city: "jaipur",
      locale: options.locale ?? "en",
    },
    select: { id: true, reference: true },
  });
  if ((options.reminders ?? "given") !== "none") {
    await prisma.consent.create({
      data: {
        purpose: "reminders",
        version: "test",
        method: "booking_form",
        givenAt: new Date(Date.now() - 60 * MINUTE),
        requestId: request.id,
        withdrawnAt: options.reminders === "withdrawn" ? new Date() : null,
        withdrawMethod: options.reminders === "withdrawn" ? "patient_dashboard" : null,
      },
    });
  }
  return { ...request, email };
}

async function staff(): Promise<{ coordinator: TestUser; doctor: TestUser; other: TestUser }> {
  return {
    coordinator: await makeUser(prisma, "coordinator", { firstName: "Priya" }),
    doctor: await makeUser(prisma, "doctor", { firstName: "Lakshmi", lastName: "Rao" }),
    other: await makeUser(prisma, "doctor", { firstName: "Farah", lastName: "Khan" }),
  };
}

/** India date and time fields for an instant, as the scheduling form sends them. */
function slot(at: Date): { date: string; time: string } {
  return { date: indiaDateKey(at), time: indiaTimeKey(at) };
}

/** Round up to the next five minutes, as the form's time field allows. */
function minutesAhead(minutes: number): Date {
  const at = Date.now() + minutes * MINUTE;
  return new Date(Math.ceil(at / (5 * MINUTE)) * 5 * MINUTE);
}

/** Every booking here is for Jaipur: in person at its clinic unless a test says otherwise. */
async function schedule(
  booking: Booking,
  doctor: TestUser,
  at: Date,
  place: { mode: "in_person" | "video"; clinic?: string } = { mode: "in_person", clinic: "jaipur" },
): Promise<string> {
  const result = await scheduleRequest({
    requestId: booking.id,
    doctorId: doctor.id,
    ...slot(at),
    durationMinutes: 60,
    ...place,
  });
  if (!result.ok) throw new Error(result.error);
  return result.data.appointmentId;
}

async function deliver(): Promise<void> {
  const result = await deliverDueEmails({ transport });
  expect(result.failed).toBe(0);
}

function calendarOf(message: SunkMessage): string {
  const file = message.attachments.find((attachment) => attachment.filename === "appointment.ics");
  if (!file) throw new Error(`no calendar file in "${message.subject}"`);
  return file.content;
}

function nth(mails: SunkMessage[], index: number): SunkMessage {
  const mail = mails[index];
  if (!mail) throw new Error(`no message #${index + 1}`);
  return mail;
}

function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

describe("appointment mails", () => {
  it("scheduling sends her the time, the doctor, how to change it and a calendar file", async () => {
    const { coordinator, doctor } = await staff();
    const booking = await makeBooking();
    const at = indiaDateTimeToInstant("2031-03-04", "10:30") as Date;
    as(coordinator);
    const appointmentId = await schedule(booking, doctor, at);
    await deliver();

    const mail = nth(await sink.waitFor(booking.email), 0);
    expect(mail.subject).toBe("Your appointment on Tue, 4 Mar 2031, Saheli Care");
    expect(mail.text).toContain("Hello Sana,");
    expect(mail.text).toContain("Tue, 4 Mar 2031, 10:30 AM (India time), 60 minutes");
    expect(mail.text).toContain("Dr Lakshmi Rao");
    expect(mail.text).toContain(`with your reference ${booking.reference}`);
    expect(mail.html).toContain("<li>With: Dr Lakshmi Rao</li>");
    // Nothing about why she booked: not her symptoms, not the page she came from.
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(CONDITION);

    const calendar = calendarOf(mail);
    expect(calendar).toContain(`UID:${appointmentId}@sahelicare.in`);
    expect(calendar).toContain(`DTSTART:${utcStamp(at)}`);
    expect(calendar).toContain(`DTEND:${utcStamp(new Date(at.getTime() + 60 * MINUTE))}`);
    expect(calendar).toContain("SEQUENCE:0");
    expect(calendar).not.toMatch(CONDITION);
  });

  it("a move, a new doctor and a cancellation each tell her, and replace the calendar event", async () => {
    const { coordinator, doctor, other } = await staff();
    const booking = await makeBooking();
    const at = indiaDateTimeToInstant("2031-03-04", "10:30") as Date;
    as(coordinator);
    const appointmentId = await schedule(booking, doctor, at);

    const later = indiaDateTimeToInstant("2031-03-05", "16:00") as Date;
    expect(
      await rescheduleAppointment({ appointmentId, date: "2031-03-05", time: "16:00" }),
    ).toMatchObject({ ok: true });
    expect(await reassignAppointment({ appointmentId, doctorId: other.id })).toMatchObject({
      ok: true,
    });
    expect(await updateAppointmentStatus({ appointmentId, status: "cancelled" })).toMatchObject({
      ok: true,
    });
    await deliver();

    const mails = await sink.waitFor(booking.email, 4);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Your appointment on Tue, 4 Mar 2031, Saheli Care",
      "Your appointment has changed, Saheli Care",
      "Your appointment has changed, Saheli Care",
      "Your appointment is cancelled, Saheli Care",
    ]);
    expect(nth(mails, 1).text).toContain("Wed, 5 Mar 2031, 4:00 PM (India time)");
    expect(calendarOf(nth(mails, 1))).toContain(`DTSTART:${utcStamp(later)}`);
    expect(calendarOf(nth(mails, 1))).toContain("SEQUENCE:1");
    expect(nth(mails, 2).text).toContain("Dr Farah Khan");
    expect(calendarOf(nth(mails, 2))).toContain("SEQUENCE:2");
    expect(calendarOf(nth(mails, 3))).toMatch(
      /METHOD:CANCEL[\s\S]*SEQUENCE:3[\s\S]*STATUS:CANCELLED/,
    );
    for (const mail of mails) expect(mail.subject).not.toMatch(CONDITION);
  });

  it("a change that fails sends nothing", async () => {
    const { coordinator, doctor } = await staff();
    const first = await makeBooking();
    const second = await makeBooking();
    as(coordinator);
    const at = indiaDateTimeToInstant("2031-03-04", "10:30") as Date;
    await schedule(first, doctor, at);
    const secondId = await schedule(
      second,
      doctor,
      indiaDateTimeToInstant("2031-03-04", "12:00") as Date,
    );
    // Onto the first one's hour: the database refuses the overlap.
    expect(
      await rescheduleAppointment({ appointmentId: secondId, date: "2031-03-04", time: "10:30" }),
    ).toMatchObject({ ok: false });
    expect(await prisma.outboxEmail.count({ where: { purpose: "appointment-changed" } })).toBe(0);
  });

  it("a booking whose details were erased gets no mail", async () => {
    const { coordinator, doctor } = await staff();
    const booking = await makeBooking();
    as(coordinator);
    const appointmentId = await schedule(
      booking,
      doctor,
      indiaDateTimeToInstant("2031-03-04", "10:30") as Date,
    );
    await prisma.outboxEmail.deleteMany();
    await prisma.consultationRequest.update({
      where: { id: booking.id },
      data: { anonymisedAt: new Date() },
    });
    expect(await updateAppointmentStatus({ appointmentId, status: "cancelled" })).toMatchObject({
      ok: true,
    });
    expect(await prisma.outboxEmail.count()).toBe(0);
  });
});

describe("where she goes", () => {
  const MUMBAI = /Mumbai|Andheri|मुंबई|अंधेरी/;
  const JAIPUR_CLINIC = "Saheli Care Jaipur, Jaipur, Rajasthan";
  const location = (mail: SunkMessage) =>
    calendarOf(mail)
      .replace(/\r\n /g, "")
      .split("\r\n")
      .find((line) => line.startsWith("LOCATION:"));

  it("a Jaipur booking with the Jaipur doctor is at the Jaipur clinic, in every mail and calendar file", async () => {
    const { coordinator } = await staff();
    const meera = await makeUser(prisma, "doctor", {
      firstName: "Meera",
      lastName: "Kulkarni",
      doctorCatalogueId: 3,
    });
    as(coordinator);
    // The scheduler lists her with the cities she practises in.
    const choices = await doctorChoices({});
    expect(choices.ok && choices.data.flatMap(([, doctors]) => doctors)).toContainEqual([
      meera.id,
      "Meera Kulkarni",
      ["delhi", "jaipur", "lucknow"],
    ]);

    const booking = await makeBooking();
    const appointmentId = await schedule(
      booking,
      meera,
      indiaDateTimeToInstant("2031-03-04", "10:30") as Date,
    );
    expect(
      await prisma.appointment.findUniqueOrThrow({
        where: { id: appointmentId },
        select: { mode: true, clinic: true },
      }),
    ).toEqual({ mode: "in_person", clinic: "jaipur" });
    expect(
      await prisma.requestEvent.findFirst({
        where: { requestId: booking.id, type: "scheduled" },
        select: { note: true },
      }),
    ).toMatchObject({ note: expect.stringContaining("Dr Meera Kulkarni, Saheli Care Jaipur") });

    expect(
      await rescheduleAppointment({ appointmentId, date: "2031-03-05", time: "16:00" }),
    ).toMatchObject({ ok: true });
    expect(await updateAppointmentStatus({ appointmentId, status: "cancelled" })).toMatchObject({
      ok: true,
    });
    const soon = await makeBooking();
    await schedule(soon, meera, minutesAhead(90));
    await queueDueReminders();
    await deliver();

    const mails = [
      ...(await sink.waitFor(booking.email, 3)),
      ...(await sink.waitFor(soon.email, 2)),
    ];
    expect(mails.map((mail) => mail.subject.split(" ")[0])).toEqual([
      "Your",
      "Your",
      "Your",
      "Your",
      "Reminder:",
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain(`at ${JAIPUR_CLINIC}`);
      expect(`${mail.text}\n${mail.html}`).not.toMatch(MUMBAI);
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(CONDITION);
    }
    for (const mail of mails.filter((m) => !m.subject.startsWith("Reminder"))) {
      expect(location(mail)).toBe("LOCATION:Saheli Care Jaipur\\, Jaipur\\, Rajasthan");
    }
  });

  it("a video consultation names no clinic: her mail and calendar give her room's address", async () => {
    const { coordinator, doctor } = await staff();
    const booking = await makeBooking({ kind: "video" });
    as(coordinator);
    const appointmentId = await schedule(
      booking,
      doctor,
      indiaDateTimeToInstant("2031-03-04", "10:30") as Date,
      // A clinic sent with a video visit is not kept.
      { mode: "video", clinic: "jaipur" },
    );
    expect(
      await prisma.appointment.findUniqueOrThrow({
        where: { id: appointmentId },
        select: { mode: true, clinic: true },
      }),
    ).toEqual({ mode: "video", clinic: null });
    await deliver();

    // She booked as a guest: her link carries a key of her own, in the mail and the calendar.
    const mail = nth(await sink.waitFor(booking.email), 0);
    const room = `${new URL(`/visit/${appointmentId}`, env.SITE_URL)}?key=`;
    const link = mail.text.match(/https?:\/\/\S+\/visit\/\S+/)?.[0] ?? "";
    expect(link.startsWith(room)).toBe(true);
    expect(link.slice(room.length)).toMatch(/^[\w-]{43}$/);
    expect(mail.text).toContain(`- Video Consultation, by video: ${link}`);
    expect(mail.text).toContain("Your video room opens 10 minutes before the start.");
    expect(mail.text).toContain("it lets in only the first browser that goes in with it");
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(location(mail)).toBe(`LOCATION:${link}`);
    expect(calendarOf(mail).replace(/\r\n /g, "").split("\r\n")).toContain(`URL:${link}`);
    expect(`${mail.text}\n${calendarOf(mail)}`).not.toMatch(
      /coordinator sends|Saheli Care [A-Z]|Andheri|Jaipur/,
    );
    expect(`${mail.subject}\n${mail.text}\n${calendarOf(mail)}`).not.toMatch(CONDITION);
    // Only its hash is kept, with the visit and the hash of the e-mail it went to.
    const [key] = await prisma.visitGuestKey.findMany({ where: { appointmentId } });
    expect(JSON.stringify(key)).not.toContain(link.slice(room.length));
    expect(JSON.stringify(key)).not.toContain(booking.email);
    // The owner reading the outbox sees that a link was sent, never its key.
    const owner = await makeUser(prisma, "owner");
    const sent = await prisma.outboxEmail.findFirstOrThrow({ where: { to: booking.email } });
    const read = await outboxMessage(viewerOf({ id: owner.id, role: "owner" }), sent.id);
    expect(read?.text).toContain(`${room}[hidden]`);
    expect(read?.text).not.toContain(link);

    // Cancelled: nothing left to join, so no link at all.
    expect(await updateAppointmentStatus({ appointmentId, status: "cancelled" })).toMatchObject({
      ok: true,
    });
    await deliver();
    const cancelled = nth(await sink.waitFor(booking.email, 2), 1);
    expect(cancelled.text).toContain("- Video Consultation, by video\n");
    expect(`${cancelled.text}\n${calendarOf(cancelled)}`).not.toContain("/visit/");
    expect(location(cancelled)).toBe("LOCATION:Video consultation");
  });

  it("a video visit of an account is linked without a key: she signs in; in Hindi as well", async () => {
    const { coordinator, doctor } = await staff();
    const patient = await makeUser(prisma, "patient", { firstName: "Sana" });
    await prisma.user.update({ where: { id: patient.id }, data: { locale: "hi" } });
    const visit = await prisma.appointment.create({
      data: {
        patientId: patient.id,
        doctorId: doctor.id,
        coordinatorId: coordinator.id,
        appointmentDate: indiaDateTimeToInstant("2031-03-04", "10:30") as Date,
        type: "Video Consultation",
        status: "scheduled",
        mode: "video",
      },
      select: { id: true },
    });
    as(coordinator);
    expect(
      await rescheduleAppointment({ appointmentId: visit.id, date: "2031-03-05", time: "16:00" }),
    ).toMatchObject({ ok: true });
    await deliver();
    const mail = nth(await sink.waitFor(patient.email), 0);
    const room = new URL(`/visit/${visit.id}`, env.SITE_URL).toString();
    expect(mail.text).toContain(`- वीडियो परामर्श, वीडियो पर: ${room}\n`);
    expect(mail.text).toContain("अंदर जाने के लिए अपने खाते में साइन इन करें।");
    expect(mail.text).not.toContain("?key=");
    expect(mail.text).not.toContain("कोऑर्डिनेटर वीडियो का लिंक");
    expect(location(mail)).toBe(`LOCATION:${room}`);
    expect(await prisma.visitGuestKey.count()).toBe(0);
  });

  it("refuses an in-person visit without a clinic, in the form and in the database", async () => {
    const { coordinator, doctor } = await staff();
    const booking = await makeBooking();
    as(coordinator);
    const at = indiaDateTimeToInstant("2031-03-04", "10:30") as Date;
    for (const clinic of [undefined, "", "atlantis"]) {
      const result = await scheduleRequest({
        requestId: booking.id,
        doctorId: doctor.id,
        ...slot(at),
        durationMinutes: 60,
        mode: "in_person",
        ...(clinic === undefined ? {} : { clinic }),
      });
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: { clinic: ["Please choose the clinic she comes to."] },
      });
    }
    expect(await prisma.appointment.count()).toBe(0);

    const row = { doctorId: doctor.id, appointmentDate: at, type: "Initial Consultation" };
    await expect(
      prisma.appointment.create({ data: { ...row, mode: "in_person", clinic: null } }),
    ).rejects.toThrow(/appointments_place_check/);
    await expect(
      prisma.appointment.create({ data: { ...row, mode: "video", clinic: "jaipur" } }),
    ).rejects.toThrow(/appointments_place_check/);
  });
});

describe("in the language she booked in", () => {
  it("a booking made in Hindi hears about its appointment, and is reminded, in Hindi", async () => {
    const { coordinator, doctor } = await staff();
    const booking = await makeBooking({ locale: "hi" });
    const at = indiaDateTimeToInstant("2031-03-04", "14:30") as Date;
    as(coordinator);
    await schedule(booking, doctor, at);
    await deliver();

    const mail = nth(await sink.waitFor(booking.email), 0);
    expect(mail.subject).toBe("मंगलवार, 4 मार्च 2031 को आपका अपॉइंटमेंट, Saheli Care");
    expect(mail.text).toContain("नमस्ते Sana,");
    expect(mail.text).toContain("- कब: मंगलवार, 4 मार्च 2031, दोपहर 2:30 (भारत का समय), 60 मिनट");
    expect(mail.text).toContain("डॉ. Lakshmi Rao");
    expect(mail.text).toContain(`अपना रेफ़रेंस नंबर ${booking.reference} बताएँ`);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.text).toContain("Saheli Care जयपुर, जयपुर, राजस्थान में");
    expect(mail.text).not.toMatch(/मुंबई|अंधेरी/);
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(CONDITION);
    expect(calendarOf(mail)).not.toMatch(CONDITION);

    const soon = await makeBooking({ locale: "hi" });
    await schedule(soon, doctor, minutesAhead(90));
    await queueDueReminders();
    await deliver();
    const reminders = (await sink.waitFor(soon.email, 2)).filter((m) =>
      m.subject.startsWith("याद दिला रहे हैं"),
    );
    expect(reminders).toHaveLength(1);
    expect(nth(reminders, 0).subject).toMatch(
      /^याद दिला रहे हैं: आपका अपॉइंटमेंट आज (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} बजे$/,
    );
  });
});

describe("in her account's language", () => {
  it("a visit booked for a Hindi account, without a form, is written to her in Hindi", async () => {
    const { coordinator, doctor, other } = await staff();
    const patient = await makeUser(prisma, "patient", { firstName: "Sana" });
    await prisma.user.update({ where: { id: patient.id }, data: { locale: "hi" } });
    const english = await makeUser(prisma, "patient", { firstName: "Ruth" });
    const at = indiaDateTimeToInstant("2031-03-04", "10:30") as Date;
    const [hindiVisit, englishVisit] = await Promise.all(
      [
        [patient, doctor],
        [english, other],
      ].map(([who, with_]) =>
        prisma.appointment.create({
          data: {
            patientId: who?.id ?? "",
            doctorId: with_?.id ?? "",
            coordinatorId: coordinator.id,
            appointmentDate: at,
            type: "Follow-up Consultation",
            clinic: "lucknow",
          },
          select: { id: true },
        }),
      ),
    );
    as(coordinator);
    for (const visit of [hindiVisit, englishVisit]) {
      expect(
        await rescheduleAppointment({
          appointmentId: visit?.id ?? "",
          date: "2031-03-05",
          time: "16:00",
        }),
      ).toMatchObject({ ok: true });
    }
    await deliver();

    const [hindi] = await sink.waitFor(patient.email, 1);
    expect(hindi?.text).toContain("नमस्ते Sana,");
    expect(hindi?.text).toContain("बुधवार, 5 मार्च 2031, शाम 4:00");
    expect(hindi?.html).toContain('<html lang="hi">');
    const [plain] = await sink.waitFor(english.email, 1);
    expect(plain?.subject).toBe("Your appointment has changed, Saheli Care");
  });
});

describe("reminders", () => {
  it("two hours before: sent once, however often and however concurrently the command runs", async () => {
    const { coordinator, doctor } = await staff();
    const booking = await makeBooking();
    as(coordinator);
    await schedule(booking, doctor, minutesAhead(90));

    const runs = await Promise.all([queueDueReminders(), queueDueReminders()]);
    expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBe(1);
    expect(await queueDueReminders()).toEqual({ queued: 0, skipped: 0 });
    await deliver();

    const mails = await sink.waitFor(booking.email, 2);
    const reminders = mails.filter((mail) => mail.subject.startsWith("Reminder:"));
    expect(reminders).toHaveLength(1);
    expect(nth(reminders, 0).subject).toMatch(
      /^Reminder: your appointment today at \d{1,2}:\d{2} [AP]M$/,
    );
    expect(nth(reminders, 0).text).toContain("Dr Lakshmi Rao");
    expect(`${nth(reminders, 0).subject}\n${nth(reminders, 0).text}`).not.toMatch(CONDITION);
  });

  it("not without the consent, not after she withdrew it; by WhatsApp, not e-mail, when she chose it", async () => {
    const { coordinator, doctor } = await staff();
    const none = await makeBooking({ reminders: "none" });
    const withdrawn = await makeBooking({ reminders: "withdrawn" });
    const whatsapp = await makeBooking({ contactMethod: "whatsapp" });
    as(coordinator);
    await schedule(none, doctor, minutesAhead(60));
    await schedule(withdrawn, doctor, minutesAhead(120));
    await schedule(whatsapp, doctor, minutesAhead(180));

    const run = await queueDueReminders(new Date(Date.now() + 65 * MINUTE));
    expect(run.queued).toBe(1);
    expect(
      await prisma.outboxEmail.count({
        where: { purpose: { startsWith: "appointment-reminder" } },
      }),
    ).toBe(0);
    const texts = await prisma.outboxMessage.findMany({
      where: { kind: { startsWith: "appointment-reminder" } },
    });
    expect(texts.map((row) => [row.channel, row.requestId])).toEqual([["whatsapp", whatsapp.id]]);
  });

  it("the day before, only inside the hours she chose; a moved visit gets its own reminder", async () => {
    const { coordinator, doctor } = await staff();
    const booking = await makeBooking({ contactWindow: "evening" });
    as(coordinator);
    const appointmentId = await schedule(
      booking,
      doctor,
      indiaDateTimeToInstant("2031-03-05", "10:00") as Date,
    );
    const morningBefore = indiaDateTimeToInstant("2031-03-04", "10:00") as Date;
    const eveningBefore = indiaDateTimeToInstant("2031-03-04", "17:00") as Date;
    expect((await queueDueReminders(morningBefore)).queued).toBe(0);
    expect((await queueDueReminders(eveningBefore)).queued).toBe(1);
    expect((await queueDueReminders(eveningBefore)).queued).toBe(0);

    // Moved to the next day: reminders are for the new time.
    expect(
      await rescheduleAppointment({ appointmentId, date: "2031-03-06", time: "10:00" }),
    ).toMatchObject({ ok: true });
    const eveningBeforeNew = indiaDateTimeToInstant("2031-03-05", "17:00") as Date;
    expect((await queueDueReminders(eveningBeforeNew)).queued).toBe(1);
    const reminders = await prisma.outboxEmail.findMany({
      where: { purpose: "appointment-reminder-24h" },
      orderBy: { createdAt: "asc" },
    });
    expect(reminders.map((mail) => mail.subject)).toEqual([
      "Reminder: your appointment on Wed, 5 Mar 2031 at 10:00 AM",
      "Reminder: your appointment on Thu, 6 Mar 2031 at 10:00 AM",
    ]);
  });

  it("a cancelled visit gets no reminder", async () => {
    const { coordinator, doctor } = await staff();
    const booking = await makeBooking();
    as(coordinator);
    const appointmentId = await schedule(booking, doctor, minutesAhead(90));
    await updateAppointmentStatus({ appointmentId, status: "cancelled" });
    expect((await queueDueReminders()).queued).toBe(0);
  });
});
