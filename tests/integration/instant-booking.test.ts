import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { bookingMessages } from "@/content/booking-form";
import { bookingMessages as hindiBookingMessages } from "@/content/hi/booking-form";
import { holderHash, holdSlot } from "@/lib/appointments/holds";
import type { Viewer } from "@/lib/auth/viewer";
import { createBooking, type BookingResult } from "@/lib/booking/submit";
import { db } from "@/lib/db";
import { indiaDateKey, indiaDateTimeToInstant } from "@/lib/india-time";
import { appointmentsPage, myAppointments } from "@/lib/queries/appointments";
import { openRequestDetail, requestQueuePage } from "@/lib/queries/requests";
import { bookingSchema } from "@/lib/validations/booking";
import { makeUser, workEveryDay, type TestUser } from "@/tests/fixtures/dashboard-data";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { uniquePhone } from "@/tests/fixtures/phones";
import { viewerOf } from "@/tests/fixtures/viewer";

/**
 * A time she holds becomes her appointment with the booking (issue 37, item 2): in one
 * transaction, `scheduled`, with its mail and .ics; a time gone meanwhile is a friendly refusal
 * with the nearest free times and nothing stored; without a time, the request path of old.
 */

const prisma = createTestPrisma();
const NOW = new Date();
const DAY_MS = 24 * 60 * 60_000;
// Two India days ahead: inside the 14 days of free times, and clear of "now".
const DAY = indiaDateKey(new Date(NOW.getTime() + 2 * DAY_MS));
const at = (time: string) => indiaDateTimeToInstant(DAY, time) as Date;
const HER = holderHash("her-browser-key");
const OTHER = holderHash("another-browser-key");
// An initial consultation lasts 60 minutes (content/doctors.ts).
const HOUR = 60;

let ipCounter = 0;
const freshIp = () => `203.0.113.${(ipCounter += 1)}`;

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

/** Asha (catalogue 1) practises in Pune and sees women by video, every day 9 AM to 5 PM. */
async function doctor(): Promise<TestUser> {
  const asha = await makeUser(prisma, "doctor", { firstName: "Asha", doctorCatalogueId: 1 });
  await workEveryDay(prisma, [asha]);
  return asha;
}

function booking(overrides: Record<string, unknown> = {}) {
  return bookingSchema.parse({
    firstName: "Meera",
    lastName: "Iyer",
    email: `meera.${randomUUID().slice(0, 8)}@example.com`,
    phone: uniquePhone(),
    age: 41,
    preferredDate: DAY,
    preferredTime: "10:00 AM",
    consultationType: "initial",
    urgency: "medium",
    privacyConsent: true,
    communicationConsent: true,
    contactMethod: "sms",
    idempotencyKey: randomUUID(),
    city: "pune",
    ...overrides,
  });
}

const slotAt = (doctorId: string, time: string) => ({
  doctorId,
  start: at(time).toISOString(),
});

function refusal(result: BookingResult) {
  if (result.ok || !("nearest" in result)) {
    throw new Error(`expected a taken time, got ${JSON.stringify(result)}`);
  }
  return result;
}

async function nothingStored() {
  expect(await prisma.consultationRequest.count()).toBe(0);
  expect(await prisma.appointment.count()).toBe(0);
  expect(await prisma.outboxEmail.count()).toBe(0);
  expect(await prisma.outboxMessage.count()).toBe(0);
  expect(await prisma.rateLimitBucket.count()).toBe(0);
}

describe("booking a held time", () => {
  it("becomes a scheduled appointment with its mail, .ics and text, seen alike by all three", async () => {
    const asha = await doctor();
    const coordinator = await makeUser(prisma, "coordinator");
    const patient = await makeUser(prisma, "patient");
    expect((await holdSlot(HER, asha.id, at("10:00"), HOUR, NOW)).ok).toBe(true);

    const input = booking({ slot: slotAt(asha.id, "10:00"), email: patient.email });
    const result = await createBooking(input, {
      ip: freshIp(),
      patientId: patient.id,
      holder: HER,
      now: NOW,
    });
    if (!result.ok) throw new Error(result.error);
    const appointmentId = result.data.appointmentId as string;
    expect(appointmentId).toBeTruthy();

    const appointment = await prisma.appointment.findUniqueOrThrow({
      where: { id: appointmentId },
    });
    expect(appointment).toMatchObject({
      patientId: patient.id,
      doctorId: asha.id,
      // The clinic's coordinator with the fewest visits to look after has it: here, the only one.
      coordinatorId: coordinator.id,
      appointmentDate: at("10:00"),
      durationMinutes: HOUR,
      status: "scheduled",
      mode: "in_person",
      clinic: "pune",
      type: "Initial Consultation",
    });
    const request = await prisma.consultationRequest.findUniqueOrThrow({
      where: { reference: result.data.reference },
      include: { events: true },
    });
    expect(request).toMatchObject({
      status: "scheduled",
      appointmentId,
      coordinatorId: coordinator.id,
    });
    // Both in the booking's one transaction: the same instant, so compared as a set.
    expect(new Set(request.events.map((event) => event.type))).toEqual(
      new Set(["created", "scheduled"]),
    );
    // The hold did its work and is gone.
    expect(await prisma.slotHold.count()).toBe(0);

    // Her appointment mail with its calendar file, and no "we will call you" beside it.
    const mails = await prisma.outboxEmail.findMany();
    expect(mails.map((mail) => mail.purpose)).toEqual(["appointment-scheduled"]);
    expect(mails[0]?.to).toBe(patient.email);
    expect(JSON.stringify(mails[0]?.attachments)).toContain("BEGIN:VCALENDAR");
    const texts = await prisma.outboxMessage.findMany();
    expect(texts).toHaveLength(1);
    expect(texts[0]?.kind).toBe("appointment-scheduled");

    // The coordinator's request shows it as already scheduled, with its appointment; like a
    // request she scheduled herself, it has left the list of open work.
    const staff = viewerOf(coordinator) as Viewer<"coordinator">;
    const detail = await openRequestDetail(staff, request.id);
    expect(detail?.status).toBe("scheduled");
    expect(detail?.appointment).toMatchObject({ id: appointmentId, at: at("10:00") });
    expect(new Set(detail?.events.map((event) => event.type))).toEqual(
      new Set(["created", "scheduled"]),
    );
    const queue = await requestQueuePage(staff, { page: 1, show: "all" });
    expect(queue.rows).toEqual([]);
    // Her queue's "Booked online" part lists it, already scheduled, with its time.
    const booked = await requestQueuePage(staff, { page: 1, show: "booked" });
    expect(booked.rows.map((row) => [row.id, row.status, row.bookedFor])).toEqual([
      [request.id, "scheduled", at("10:00")],
    ]);
    // The patient and the doctor see the one appointment.
    const hers = await myAppointments(viewerOf(patient) as Viewer<"patient">, NOW);
    const doctors = await appointmentsPage(viewerOf(asha), { page: 1, when: "upcoming" }, NOW);
    expect(hers.upcoming.rows.map((row) => row.id)).toEqual([appointmentId]);
    expect(doctors.rows.map((row) => row.id)).toEqual([appointmentId]);
    // The coordinator has it in her appointments, where she can move it; the owner sees it too.
    const coordinators = await appointmentsPage(staff, { page: 1, when: "upcoming" }, NOW);
    expect(coordinators.rows.map((row) => row.id)).toEqual([appointmentId]);
    const owner = await makeUser(prisma, "owner");
    const owners = await appointmentsPage(viewerOf(owner), { page: 1, when: "upcoming" }, NOW);
    expect(owners.rows.map((row) => row.id)).toEqual([appointmentId]);
  });

  it("a guest's booking joins her confirmed account, appointment and all", async () => {
    const asha = await doctor();
    const patient = await makeUser(prisma, "patient");
    await holdSlot(HER, asha.id, at("10:00"), HOUR, NOW);
    const result = await createBooking(
      booking({ slot: slotAt(asha.id, "10:00"), email: patient.email }),
      { ip: freshIp(), holder: HER, now: NOW },
    );
    if (!result.ok) throw new Error(result.error);
    const hers = await myAppointments(viewerOf(patient) as Viewer<"patient">, NOW);
    expect(hers.upcoming.rows.map((row) => row.id)).toEqual([result.data.appointmentId]);
  });

  it("a double click books once: the retry gets the same reference and appointment", async () => {
    const asha = await doctor();
    await holdSlot(HER, asha.id, at("10:00"), HOUR, NOW);
    const input = booking({ slot: slotAt(asha.id, "10:00") });
    const context = { ip: freshIp(), holder: HER, now: NOW };
    const [first, second] = await Promise.all([
      createBooking(input, context),
      createBooking(input, context),
    ]);
    expect(first).toEqual(second);
    expect(first?.ok).toBe(true);
    expect(await prisma.appointment.count()).toBe(1);
  });

  it("a video booking is a video appointment with no clinic", async () => {
    const asha = await doctor();
    await holdSlot(HER, asha.id, at("11:00"), HOUR, NOW);
    const result = await createBooking(
      booking({ kind: "video", city: "", slot: slotAt(asha.id, "11:00") }),
      { ip: freshIp(), holder: HER, now: NOW },
    );
    if (!result.ok) throw new Error(result.error);
    expect(
      await prisma.appointment.findUniqueOrThrow({
        where: { id: result.data.appointmentId as string },
        select: { mode: true, clinic: true, patientId: true },
      }),
    ).toEqual({ mode: "video", clinic: null, patientId: null });
  });

  it("two women racing for one time: one appointment and one refusal with alternatives", async () => {
    const asha = await doctor();
    expect((await holdSlot(HER, asha.id, at("10:00"), HOUR, NOW)).ok).toBe(true);
    // The other woman could not hold it, and sends the form anyway.
    expect((await holdSlot(OTHER, asha.id, at("10:00"), HOUR, NOW)).ok).toBe(false);

    const results = await Promise.all([
      createBooking(booking({ slot: slotAt(asha.id, "10:00") }), {
        ip: freshIp(),
        holder: HER,
        now: NOW,
      }),
      createBooking(booking({ slot: slotAt(asha.id, "10:00") }), {
        ip: freshIp(),
        holder: OTHER,
        now: NOW,
      }),
    ]);
    expect(results.map((result) => result.ok)).toEqual([true, false]);
    const refused = refusal(results[1] as BookingResult);
    expect(refused.error).toBe(bookingMessages.slotTaken);
    expect(refused.fieldErrors.slot).toEqual([bookingMessages.slotTaken]);
    expect(refused.nearest.map((time) => time.time)).toEqual(["09:00", "11:00", "11:15"]);
    expect(await prisma.appointment.count()).toBe(1);
    expect(await prisma.consultationRequest.count()).toBe(1);
  });

  it("a hold cannot be used by another person's submit, and she is told in Hindi in Hindi", async () => {
    const asha = await doctor();
    await holdSlot(HER, asha.id, at("10:00"), HOUR, NOW);
    const result = await createBooking(booking({ slot: slotAt(asha.id, "10:00"), locale: "hi" }), {
      ip: freshIp(),
      holder: OTHER,
      now: NOW,
    });
    const refused = refusal(result);
    expect(refused.error).toBe(hindiBookingMessages.slotTaken);
    expect(refused.nearest.length).toBeGreaterThan(0);
    await nothingStored();
    // Her hold is untouched: her own submit still books it.
    expect(await prisma.slotHold.count()).toBe(1);
    const hers = await createBooking(booking({ slot: slotAt(asha.id, "10:00") }), {
      ip: freshIp(),
      holder: HER,
      now: NOW,
    });
    expect(hers.ok).toBe(true);
  });

  it("without a hold (a form posted without JavaScript) a free time books; one another woman holds is refused", async () => {
    const asha = await doctor();
    const none = await createBooking(booking({ slot: slotAt(asha.id, "10:00") }), {
      ip: freshIp(),
      now: NOW,
    });
    expect(none.ok).toBe(true);
    expect(await prisma.appointment.count()).toBe(1);

    // Her hold on another time lets go once she books the one she chose.
    await holdSlot(HER, asha.id, at("14:00"), HOUR, NOW);
    const elsewhere = await createBooking(booking({ slot: slotAt(asha.id, "12:00") }), {
      ip: freshIp(),
      holder: HER,
      now: NOW,
    });
    expect(elsewhere.ok).toBe(true);
    expect(await prisma.slotHold.count()).toBe(0);

    // Another woman's live hold keeps the time hers: a submit without it is refused, nothing stored.
    await holdSlot(OTHER, asha.id, at("15:00"), HOUR, NOW);
    const held = await createBooking(booking({ slot: slotAt(asha.id, "15:00") }), {
      ip: freshIp(),
      now: NOW,
    });
    expect(refusal(held).nearest.length).toBeGreaterThan(0);
    expect(await prisma.appointment.count()).toBe(2);
    expect(await prisma.consultationRequest.count()).toBe(2);
  });

  it("an appointment made over her hold meanwhile (a coordinator's) refuses her kindly", async () => {
    const asha = await doctor();
    await holdSlot(HER, asha.id, at("10:00"), HOUR, NOW);
    // The coordinator's scheduling does not look at holds: the free check under the doctor's
    // lock sees her appointment, and the overlap trigger would refuse it behind that check.
    await prisma.appointment.create({
      data: {
        doctorId: asha.id,
        appointmentDate: at("10:30"),
        durationMinutes: 30,
        type: "Follow-up",
        status: "scheduled",
        mode: "video",
      },
    });
    const result = await createBooking(booking({ slot: slotAt(asha.id, "10:00") }), {
      ip: freshIp(),
      holder: HER,
      now: NOW,
    });
    expect(refusal(result).error).toBe(bookingMessages.slotTaken);
    expect(await prisma.appointment.count()).toBe(1);
    expect(await prisma.consultationRequest.count()).toBe(0);
  });

  it("an expired hold of hers books the time if it is still free, and is refused if it went", async () => {
    const asha = await doctor();
    const then = new Date(NOW.getTime() - 15 * 60_000);
    await holdSlot(HER, asha.id, at("10:00"), HOUR, then);
    // Still free: she chose it first, and nobody else wants it.
    const kept = await createBooking(booking({ slot: slotAt(asha.id, "10:00") }), {
      ip: freshIp(),
      holder: HER,
      now: NOW,
    });
    expect(kept.ok).toBe(true);

    await holdSlot(HER, asha.id, at("14:00"), HOUR, then);
    // Her hold lapsed and another woman holds the time now.
    expect((await holdSlot(OTHER, asha.id, at("14:00"), HOUR, NOW)).ok).toBe(true);
    const lost = await createBooking(booking({ slot: slotAt(asha.id, "14:00") }), {
      ip: freshIp(),
      holder: HER,
      now: NOW,
    });
    refusal(lost);
    expect(await prisma.appointment.count()).toBe(1);
  });

  it("urgent and emergency bookings, and bookings without a time, stay requests", async () => {
    const asha = await doctor();
    await holdSlot(HER, asha.id, at("10:00"), HOUR, NOW);
    for (const overrides of [
      { urgency: "emergency", slot: slotAt(asha.id, "10:00") },
      { consultationType: "emergency", slot: slotAt(asha.id, "10:00") },
      {},
    ]) {
      const result = await createBooking(booking(overrides), {
        ip: freshIp(),
        holder: HER,
        now: NOW,
      });
      expect(result).toEqual({ ok: true, data: { reference: expect.any(String) } });
    }
    expect(await prisma.appointment.count()).toBe(0);
    expect(
      (await prisma.consultationRequest.findMany({ select: { status: true } })).map(
        (r) => r.status,
      ),
    ).toEqual(["new", "new", "new"]);
    expect(new Set((await prisma.outboxEmail.findMany()).map((mail) => mail.purpose))).toEqual(
      new Set(["booking-received"]),
    );
    // Her hold is still hers, for a booking she may yet make.
    expect(await prisma.slotHold.count()).toBe(1);
  });

  it("the schema wants a city for an in-person time and a well-formed time", () => {
    const base = {
      firstName: "Meera",
      lastName: "Iyer",
      email: "meera@example.com",
      phone: "+91 98765 43210",
      age: 41,
      preferredDate: DAY,
      preferredTime: "10:00 AM",
      consultationType: "initial",
      urgency: "medium",
      privacyConsent: true,
      idempotencyKey: randomUUID(),
    };
    const noCity = bookingSchema.safeParse({
      ...base,
      slot: { doctorId: randomUUID(), start: at("10:00").toISOString() },
    });
    expect(noCity.success).toBe(false);
    expect(JSON.stringify(noCity.error)).toContain(bookingMessages.slotCity);
    const badStart = bookingSchema.safeParse({
      ...base,
      city: "pune",
      slot: { doctorId: randomUUID(), start: "tomorrow at ten" },
    });
    expect(JSON.stringify(badStart.error)).toContain(bookingMessages.slotInvalid);
  });
});
