import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { cancelMyAppointment, moveMyAppointment, myFreeTimes } from "@/lib/actions/appointments";
import type { AppointmentStatus } from "@/lib/appointments/status";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { indiaDateKey, indiaDateTimeToInstant, indiaTimeKey } from "@/lib/india-time";
import { patientChangeMessages, patientChangeMessagesIn } from "@/lib/appointments/patient-changes";
import { patientCopy } from "@/lib/i18n/patient-copy";
import { openRequestDetail } from "@/lib/queries/requests";
import { makeAppointment, makeUser, type TestUser } from "@/tests/fixtures/dashboard-data";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { viewerOf } from "@/tests/fixtures/viewer";
import { as, revalidated } from "@/tests/integration/session-mock";

/**
 * She changes her own plans (issue 17): from her dashboard she moves an appointment to another
 * free time of the same doctor, or cancels it, until the cut-off before it starts (24 hours by
 * default); after that she is told to call. Her mail, the booking's history and a message to the
 * doctor and the coordinator go with each change; anyone else's appointment is out of reach.
 */

const prisma = createTestPrisma();

// 3 March 2031 is a Monday, 4 March a Tuesday, 8 March a Saturday.
const MONDAY = "2031-03-03";
const TUESDAY = "2031-03-04";
const SATURDAY = "2031-03-08";
const at = (day: string, time: string) => indiaDateTimeToInstant(day, time) as Date;
const HOUR = 60 * 60_000;
const CONDITION = /piles|haemorrhoid|hemorrhoid|fissure|fistula|procto|bleed|pain/i;
const CALL_US = "Less than 24 hours to go: please call us on +91 98765 43210 to change or cancel.";

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

type Setup = { patient: TestUser; coordinator: TestUser; doctor: TestUser };

async function setup(): Promise<Setup> {
  return {
    patient: await makeUser(prisma, "patient", { firstName: "Sana", lastName: "Iyer" }),
    coordinator: await makeUser(prisma, "coordinator", { firstName: "Priya" }),
    doctor: await makeUser(prisma, "doctor", { firstName: "Lakshmi", lastName: "Rao" }),
  };
}

/** Her appointment, booked from a request of hers (so it has a history), coordinated by Priya. */
async function booked(
  { patient, coordinator, doctor }: Setup,
  startsAt: Date,
  status: AppointmentStatus = "scheduled",
): Promise<{ id: string; requestId: string }> {
  const appointment = await makeAppointment(prisma, {
    patientId: patient.id,
    doctorId: doctor.id,
    coordinatorId: coordinator.id,
    at: startsAt,
    status,
  });
  const tag = randomUUID().replace(/-/g, "").toUpperCase();
  const request = await prisma.consultationRequest.create({
    data: {
      idempotencyKey: randomUUID(),
      reference: `SC-${tag.slice(0, 5)}-${tag.slice(5, 10)}`,
      firstName: "Sana",
      lastName: "Iyer",
      email: patient.email,
      phone: "+91 98765 43210",
      age: 31,
      preferredDate: new Date("2031-03-03T00:00:00Z"),
      preferredTime: "10:00 AM",
      consultationType: "initial",
      symptoms: "Fissure pain for two weeks",
      urgency: "medium",
      privacyConsent: true,
      privacyConsentAt: new Date(),
      contactMethod: "email",
      patientId: patient.id,
      coordinatorId: coordinator.id,
      status: "scheduled",
      appointmentId: appointment.id,
    },
    select: { id: true },
  });
  return { id: appointment.id, requestId: request.id };
}

/** What a refused change must leave as it was: the row, and no mail, history or message. */
async function snapshot(appointmentId: string) {
  const [row, mails, events, messages] = await Promise.all([
    prisma.appointment.findUniqueOrThrow({
      where: { id: appointmentId },
      select: { appointmentDate: true, status: true, icsSequence: true, doctorId: true },
    }),
    prisma.outboxEmail.count(),
    prisma.requestEvent.count(),
    prisma.message.count(),
  ]);
  return { row, mails, events, messages };
}

describe("she moves her appointment", () => {
  it("into a free time of the same doctor: her mail with the calendar's SEQUENCE raised, the history, a message to the doctor and the coordinator", async () => {
    const people = await setup();
    const { patient, coordinator, doctor } = people;
    const appointment = await booked(people, at(MONDAY, "10:00"));
    as(patient);

    // The doctor's free times that day, for the visit's 30 minutes; her own time is among them on
    // her own day (it is being moved, so it does not count as busy).
    const tuesday = await myFreeTimes({ appointmentId: appointment.id, date: TUESDAY });
    expect(tuesday).toMatchObject({ ok: true });
    if (!tuesday.ok) return;
    expect(tuesday.data.slots[0]).toBe("09:00");
    expect(tuesday.data.slots.at(-1)).toBe("16:30");
    const monday = await myFreeTimes({ appointmentId: appointment.id, date: MONDAY });
    expect(monday.ok && monday.data.slots).toContain("10:00");
    expect(await myFreeTimes({ appointmentId: appointment.id, date: SATURDAY })).toEqual({
      ok: true,
      data: { slots: [] },
    });

    const moved = await moveMyAppointment({
      appointmentId: appointment.id,
      date: TUESDAY,
      time: "11:00",
    });
    expect(moved).toMatchObject({ ok: true, data: { appointmentDate: at(TUESDAY, "11:00") } });

    const row = await prisma.appointment.findUniqueOrThrow({ where: { id: appointment.id } });
    expect(row.appointmentDate).toEqual(at(TUESDAY, "11:00"));
    expect(row.doctorId).toBe(doctor.id);
    expect(row.status).toBe("scheduled");
    expect(row.icsSequence).toBe(1);

    // Her mail: the new time, how to change it again, a calendar file replacing the old event.
    const [mail, ...others] = await prisma.outboxEmail.findMany();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: patient.email,
      purpose: "appointment-changed",
      subject: "Your appointment has changed, Saheli Care",
    });
    expect(mail?.text).toContain("Tue, 4 Mar 2031, 11:00 AM (India time), 30 minutes");
    expect(mail?.text).toContain(
      `Change or cancel up to 24 hours before in your account: ${new URL("/patient-dashboard", env.SITE_URL).toString()}`,
    );
    expect(mail?.text).toContain("Or call +91 98765 43210");
    expect(JSON.stringify(mail?.attachments)).toContain("SEQUENCE:1");
    expect(`${mail?.subject}\n${mail?.text}`).not.toMatch(CONDITION);

    // The booking's history, as the coordinator's request detail shows it.
    const detail = await openRequestDetail(
      viewerOf({ ...coordinator, role: "coordinator" as const }),
      appointment.requestId,
    );
    expect(detail?.events).toEqual([
      expect.objectContaining({
        type: "rescheduled",
        actorName: "Sana Iyer",
        note: expect.stringContaining("Mon, 3 Mar 2031, 10:00 AM") as unknown,
      }),
    ]);
    expect(detail?.events[0]?.note).toContain("Tue, 4 Mar 2031, 11:00 AM");

    // A message from her to each of them, neutral.
    const messages = await prisma.message.findMany({ orderBy: { receiverId: "asc" } });
    expect(messages.map((message) => message.receiverId).sort()).toEqual(
      [doctor.id, coordinator.id].sort(),
    );
    for (const message of messages) {
      expect(message).toMatchObject({
        senderId: patient.id,
        appointmentId: appointment.id,
        subject: "Appointment moved",
        status: "unread",
      });
      expect(message.body).toContain("Tue, 4 Mar 2031, 11:00 AM");
      expect(`${message.subject}\n${message.body}`).not.toMatch(CONDITION);
    }

    expect(revalidated.paths).toEqual(
      expect.arrayContaining(["/doctor-dashboard", "/coordinator-dashboard", "/patient-dashboard"]),
    );
  });

  it("not into a time that is taken, under time off, or outside her doctor's hours; nothing changes", async () => {
    const people = await setup();
    const appointment = await booked(people, at(MONDAY, "10:00"));
    const someoneElse = await makeUser(prisma, "patient");
    await makeAppointment(prisma, {
      patientId: someoneElse.id,
      doctorId: people.doctor.id,
      at: at(TUESDAY, "11:00"),
    });
    await prisma.doctorTimeOff.create({
      data: {
        doctorId: people.doctor.id,
        startsAt: at(TUESDAY, "14:00"),
        endsAt: at(TUESDAY, "16:00"),
      },
    });
    // Another doctor is free at 11:00 that day: it is not hers to move to.
    await makeUser(prisma, "doctor");
    const before = await snapshot(appointment.id);
    as(people.patient);

    for (const [date, time] of [
      [TUESDAY, "11:00"], // another appointment
      [TUESDAY, "10:45"], // overlaps it for 15 minutes
      [TUESDAY, "14:30"], // time off
      [TUESDAY, "16:45"], // would end after her hours
      [TUESDAY, "07:00"], // before them
      [SATURDAY, "10:00"], // not a working day
      [TUESDAY, "10:10"], // not on the quarter hour
    ] as const) {
      expect(await moveMyAppointment({ appointmentId: appointment.id, date, time })).toEqual({
        ok: false,
        error: patientChangeMessages.notFree,
        fieldErrors: { time: [patientChangeMessages.notFree] },
      });
    }
    expect(await snapshot(appointment.id)).toEqual(before);
  });

  it("two moves into one time at once: the database's overlap rule lets only one in", async () => {
    const people = await setup();
    const first = await booked(people, at(MONDAY, "10:00"));
    const second = await booked(people, at(MONDAY, "12:00"));
    as(people.patient);

    const results = await Promise.all(
      [first, second].map((appointment) =>
        moveMyAppointment({ appointmentId: appointment.id, date: TUESDAY, time: "11:00" }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const refused = results.find((result) => !result.ok);
    expect([patientChangeMessages.taken, patientChangeMessages.notFree]).toContain(
      refused && !refused.ok ? refused.error : "",
    );
    expect(
      await prisma.appointment.count({ where: { appointmentDate: at(TUESDAY, "11:00") } }),
    ).toBe(1);
    // Only the move that happened was mailed and told.
    expect(await prisma.outboxEmail.count()).toBe(1);
    expect(await prisma.requestEvent.count()).toBe(1);
    expect(await prisma.message.count()).toBe(2);
  });
});

describe("the cut-off", () => {
  it("within it, neither a move nor a cancellation: the phone instead, and nothing changes", async () => {
    const people = await setup();
    const soon = new Date(Math.ceil((Date.now() + 10 * HOUR) / (15 * 60_000)) * 15 * 60_000);
    const appointment = await booked(people, soon);
    const before = await snapshot(appointment.id);
    as(people.patient);

    const refusal = { ok: false, error: CALL_US };
    expect(patientChangeMessages.callUs(24)).toBe(CALL_US);
    expect(await myFreeTimes({ appointmentId: appointment.id, date: TUESDAY })).toEqual(refusal);
    expect(
      await moveMyAppointment({ appointmentId: appointment.id, date: TUESDAY, time: "11:00" }),
    ).toEqual(refusal);
    expect(await cancelMyAppointment({ appointmentId: appointment.id })).toEqual(refusal);
    expect(await snapshot(appointment.id)).toEqual(before);
  });

  it("a new time must lie beyond it too", async () => {
    const people = await setup();
    // Her doctor works around the clock, so only the cut-off decides.
    await prisma.doctorHours.createMany({
      data: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        doctorId: people.doctor.id,
        weekday,
        startMinute: 0,
        endMinute: 24 * 60,
      })),
    });
    const appointment = await booked(people, at(MONDAY, "10:00"));
    as(people.patient);

    const tooSoon = new Date(Math.ceil((Date.now() + 2 * HOUR) / (15 * 60_000)) * 15 * 60_000);
    const before = await snapshot(appointment.id);
    expect(
      await moveMyAppointment({
        appointmentId: appointment.id,
        date: indiaDateKey(tooSoon),
        time: indiaTimeKey(tooSoon),
      }),
    ).toMatchObject({ ok: false, error: patientChangeMessages.notFree });
    expect(await snapshot(appointment.id)).toEqual(before);

    const later = new Date(Date.now() + 3 * 24 * HOUR);
    expect(
      await moveMyAppointment({
        appointmentId: appointment.id,
        date: indiaDateKey(later),
        time: "12:00",
      }),
    ).toMatchObject({ ok: true });
  });
});

describe("she cancels her appointment", () => {
  it("before the cut-off: cancelled, her mail, the history, a message to the doctor and the coordinator", async () => {
    const people = await setup();
    const { patient, coordinator, doctor } = people;
    const appointment = await booked(people, at(MONDAY, "10:00"), "confirmed");
    as(patient);

    expect(await cancelMyAppointment({ appointmentId: appointment.id })).toMatchObject({
      ok: true,
      data: { status: "cancelled" },
    });
    const row = await prisma.appointment.findUniqueOrThrow({ where: { id: appointment.id } });
    expect(row).toMatchObject({ status: "cancelled", icsSequence: 1 });
    expect(row.appointmentDate).toEqual(at(MONDAY, "10:00"));

    const mails = await prisma.outboxEmail.findMany();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: patient.email,
      purpose: "appointment-cancelled",
      subject: "Your appointment is cancelled, Saheli Care",
    });
    expect(JSON.stringify(mails[0]?.attachments)).toMatch(/METHOD:CANCEL[\s\S]*SEQUENCE:1/);

    const events = await prisma.requestEvent.findMany();
    expect(events).toEqual([
      expect.objectContaining({
        requestId: appointment.requestId,
        type: "cancelled",
        actorId: patient.id,
      }),
    ]);
    const messages = await prisma.message.findMany();
    expect(messages.map((message) => message.receiverId).sort()).toEqual(
      [doctor.id, coordinator.id].sort(),
    );
    for (const message of messages) {
      expect(message).toMatchObject({ senderId: patient.id, subject: "Appointment cancelled" });
      expect(message.body).toContain("Mon, 3 Mar 2031, 10:00 AM");
      expect(message.body).not.toMatch(CONDITION);
    }

    // Cancelled is final: again, or a move, is refused.
    const again = {
      ok: false,
      error: patientChangeMessages.notChangeable("Cancelled"),
    };
    expect(await cancelMyAppointment({ appointmentId: appointment.id })).toEqual(again);
    expect(
      await moveMyAppointment({ appointmentId: appointment.id, date: TUESDAY, time: "11:00" }),
    ).toEqual(again);
    expect(await prisma.outboxEmail.count()).toBe(1);
  });

  it("an appointment booked without a request: her mail and the doctor's message, no history", async () => {
    const { patient, doctor } = await setup();
    const appointment = await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: doctor.id,
      at: at(MONDAY, "10:00"),
    });
    as(patient);
    expect(await cancelMyAppointment({ appointmentId: appointment.id })).toMatchObject({
      ok: true,
    });
    expect(await prisma.outboxEmail.count({ where: { to: patient.email } })).toBe(1);
    expect(await prisma.requestEvent.count()).toBe(0);
    expect(await prisma.message.findMany({ select: { receiverId: true } })).toEqual([
      { receiverId: doctor.id },
    ]);
  });
});

describe("only her own, only before it happens", () => {
  it("another patient's appointment gets the same answer as an unknown one, and is untouched", async () => {
    const people = await setup();
    const theirs = await booked(people, at(MONDAY, "10:00"));
    const intruder = await makeUser(prisma, "patient");
    const before = await snapshot(theirs.id);
    as(intruder);

    const notYours = { ok: false, error: patientChangeMessages.notYours };
    for (const appointmentId of [theirs.id, randomUUID()]) {
      expect(await myFreeTimes({ appointmentId, date: TUESDAY })).toEqual(notYours);
      expect(await moveMyAppointment({ appointmentId, date: TUESDAY, time: "11:00" })).toEqual(
        notYours,
      );
      expect(await cancelMyAppointment({ appointmentId })).toEqual(notYours);
    }
    expect(await snapshot(theirs.id)).toEqual(before);
  });

  it("a completed, cancelled or started one cannot be changed", async () => {
    const people = await setup();
    as(people.patient);
    for (const [status, label, time] of [
      ["completed", "Completed", "10:00"],
      ["cancelled", "Cancelled", "11:00"],
      ["in_progress", "In progress", "12:00"],
    ] as const) {
      const appointment = await booked(people, at(MONDAY, time), status);
      const before = await snapshot(appointment.id);
      const refusal = { ok: false, error: patientChangeMessages.notChangeable(label) };
      expect(await cancelMyAppointment({ appointmentId: appointment.id })).toEqual(refusal);
      expect(
        await moveMyAppointment({ appointmentId: appointment.id, date: TUESDAY, time: "11:00" }),
      ).toEqual(refusal);
      expect(await snapshot(appointment.id)).toEqual(before);
    }
  });

  it("staff are refused: it is the patient's own action", async () => {
    const people = await setup();
    const appointment = await booked(people, at(MONDAY, "10:00"));
    for (const user of [people.coordinator, people.doctor]) {
      as(user);
      expect(await cancelMyAppointment({ appointmentId: appointment.id })).toMatchObject({
        ok: false,
      });
    }
    expect(
      (await prisma.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).status,
    ).toBe("scheduled");
  });
});

describe("in her account's language", () => {
  it("a Hindi account is answered in Hindi: the cut-off, a visit that is over, a bad time", async () => {
    const people = await setup();
    await prisma.user.update({ where: { id: people.patient.id }, data: { locale: "hi" } });
    const hindi = patientChangeMessagesIn(patientCopy("hi").appointmentAnswers.changes);
    const soon = new Date(Math.ceil((Date.now() + 10 * HOUR) / (15 * 60_000)) * 15 * 60_000);
    const appointment = await booked(people, soon);
    const before = await snapshot(appointment.id);
    as(people.patient);

    const callUs = await cancelMyAppointment({ appointmentId: appointment.id });
    expect(callUs).toEqual({ ok: false, error: hindi.callUs(24) });
    expect(hindi.callUs(24)).toBe(
      "अब 24 घंटे से कम समय बचा है: इसे बदलने या रद्द करने के लिए कृपया हमें +91 98765 43210 पर फ़ोन करें।",
    );
    expect(await snapshot(appointment.id)).toEqual(before);

    // Its status named in Hindi too.
    const over = await booked(people, at(MONDAY, "10:00"), "completed");
    expect(await cancelMyAppointment({ appointmentId: over.id })).toEqual({
      ok: false,
      error: hindi.notChangeable("हो गया"),
    });
    // And the schema's messages.
    expect(
      await moveMyAppointment({ appointmentId: over.id, date: TUESDAY, time: "25:00" }),
    ).toMatchObject({ ok: false, error: "कृपया एक समय चुनें।" });
    expect(await cancelMyAppointment({ appointmentId: "not-an-id" })).toMatchObject({
      ok: false,
      error: "यह अपॉइंटमेंट अब मौजूद नहीं है।",
    });
  });
});
