import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { schedulingChoices } from "@/lib/actions/doctors";
import { addTimeOff, removeTimeOff, saveDoctorHours } from "@/lib/actions/hours";
import { availabilityMessages } from "@/lib/validations/availability";
import { rescheduleAppointment } from "@/lib/actions/appointments";
import { scheduleRequest } from "@/lib/actions/requests";
import { db } from "@/lib/db";
import { formatIndiaDateTime, indiaDateTimeToInstant } from "@/lib/india-time";
import { schedulingOptions } from "@/lib/queries/availability";
import { makeAppointment, makeUser, type TestUser } from "@/tests/fixtures/dashboard-data";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { viewerOf } from "@/tests/fixtures/viewer";
import type { Viewer } from "@/lib/auth/viewer";
import { as } from "@/tests/integration/session-mock";

/**
 * Doctors' free slots: weekly hours (the catalogue's default or her own), minus appointments and
 * time off, in India time, at the visit's length; and two people booking the same slot at once.
 */

const prisma = createTestPrisma();
type Booker = Viewer<"coordinator" | "owner">;

// 3 March 2031 is a Monday; 8 March a Saturday.
const MONDAY = "2031-03-03";
const TUESDAY = "2031-03-04";
const SATURDAY = "2031-03-08";
const at = (day: string, time: string) => indiaDateTimeToInstant(day, time) as Date;
const EARLIER = new Date("2031-01-01T00:00:00Z");

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

async function setup(): Promise<{ coordinator: TestUser; patient: TestUser; asha: TestUser }> {
  return {
    coordinator: await makeUser(prisma, "coordinator"),
    patient: await makeUser(prisma, "patient"),
    asha: await makeUser(prisma, "doctor", { firstName: "Asha", lastName: "Menon" }),
  };
}

async function slotsOf(
  viewer: TestUser,
  doctorId: string,
  ask: { day: string; time?: string; durationMinutes: number; now?: Date },
) {
  const options = await schedulingOptions(viewerOf(viewer) as Booker, {
    time: "10:00",
    now: EARLIER,
    ...ask,
  });
  const doctor = options.find((option) => option.id === doctorId);
  if (!doctor) throw new Error("doctor not listed");
  return doctor;
}

describe("free slots", () => {
  it("default hours: Monday to Friday, 9 AM to 5 PM in India, on the quarter hour, none at the weekend", async () => {
    const { coordinator, asha } = await setup();
    const monday = await slotsOf(coordinator, asha.id, { day: MONDAY, durationMinutes: 60 });
    expect(monday.slots[0]).toBe("09:00");
    expect(monday.slots.at(-1)).toBe("16:00");
    expect(monday.slots).toHaveLength(29);
    const saturday = await slotsOf(coordinator, asha.id, { day: SATURDAY, durationMinutes: 30 });
    expect(saturday.slots).toEqual([]);
  });

  it("her own hours replace the default; appointments and time off are taken out; cancelled ones are not", async () => {
    const { coordinator, patient, asha } = await setup();
    await prisma.doctorHours.createMany({
      data: [
        { doctorId: asha.id, weekday: 2, startMinute: 10 * 60, endMinute: 13 * 60 },
        { doctorId: asha.id, weekday: 2, startMinute: 14 * 60, endMinute: 16 * 60 },
      ],
    });
    // 10:30-11:00, an appointment; 11:00-12:00 cancelled; 14:00-15:00 off.
    await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: asha.id,
      at: at(TUESDAY, "10:30"),
      durationMinutes: 30,
    });
    await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: asha.id,
      at: at(TUESDAY, "11:00"),
      durationMinutes: 60,
      status: "cancelled",
    });
    await prisma.doctorTimeOff.create({
      data: { doctorId: asha.id, startsAt: at(TUESDAY, "14:00"), endsAt: at(TUESDAY, "15:00") },
    });

    const tuesday = await slotsOf(coordinator, asha.id, { day: TUESDAY, durationMinutes: 30 });
    expect(tuesday.slots).toEqual([
      "10:00",
      "11:00",
      "11:15",
      "11:30",
      "11:45",
      "12:00",
      "12:15",
      "12:30",
      "15:00",
      "15:15",
      "15:30",
    ]);
    // Monday: her hours have no Monday, so no default either.
    expect(
      (await slotsOf(coordinator, asha.id, { day: MONDAY, durationMinutes: 30 })).slots,
    ).toEqual([]);
  });

  it("an appointment that began the evening before and a time off across days count; a day is 24 hours", async () => {
    const { coordinator, patient, asha } = await setup();
    await prisma.doctorHours.create({
      data: { doctorId: asha.id, weekday: 2, startMinute: 0, endMinute: 24 * 60 },
    });
    const allDay = await slotsOf(coordinator, asha.id, { day: TUESDAY, durationMinutes: 15 });
    expect(allDay.slots).toHaveLength(96);

    await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: asha.id,
      at: at(MONDAY, "23:30"),
      durationMinutes: 60,
    });
    await prisma.doctorTimeOff.create({
      data: {
        doctorId: asha.id,
        startsAt: at(TUESDAY, "12:00"),
        endsAt: at("2031-03-05", "09:00"),
      },
    });
    const tuesday = await slotsOf(coordinator, asha.id, { day: TUESDAY, durationMinutes: 15 });
    expect(tuesday.slots[0]).toBe("00:30");
    expect(tuesday.slots.at(-1)).toBe("11:45");
  });

  it("nothing in the past: today's slots start after now", async () => {
    const { coordinator, asha } = await setup();
    const monday = await slotsOf(coordinator, asha.id, {
      day: MONDAY,
      durationMinutes: 30,
      now: at(MONDAY, "13:10"),
    });
    expect(monday.slots[0]).toBe("13:15");
  });

  it("lists doctors free at the asked time first, then by their nearest free time", async () => {
    const { coordinator, patient, asha } = await setup();
    await makeUser(prisma, "doctor", { firstName: "Bina", lastName: "Shah" });
    const chitra = await makeUser(prisma, "doctor", { firstName: "Chitra", lastName: "Das" });
    // Asha busy 9:00-12:00, Bina free, Chitra busy 10:00-10:30.
    await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: asha.id,
      at: at(MONDAY, "09:00"),
      durationMinutes: 180,
    });
    await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: chitra.id,
      at: at(MONDAY, "10:00"),
      durationMinutes: 30,
    });
    as(coordinator);
    const result = await schedulingChoices({ date: MONDAY, time: "10:00", durationMinutes: 30 });
    if (!result.ok) throw new Error(result.error);
    expect(
      result.data.map(({ name, freeAtTime, nearest }) => ({ name, freeAtTime, nearest })),
    ).toEqual([
      { name: "Bina Shah", freeAtTime: true, nearest: "10:00" },
      // 9:30 and 10:30 are as near: the earlier is offered.
      { name: "Chitra Das", freeAtTime: false, nearest: "09:30" },
      { name: "Asha Menon", freeAtTime: false, nearest: "12:00" },
    ]);
  });

  it("is for the people who book: a patient or a doctor is refused", async () => {
    const { patient, asha } = await setup();
    for (const user of [patient, asha]) {
      as(user);
      expect(
        await schedulingChoices({ date: MONDAY, time: "10:00", durationMinutes: 30 }),
      ).toMatchObject({ ok: false });
    }
  });
});

describe("hours and time off", () => {
  const week = (works: number[], start = "09:00", end = "17:00") =>
    [1, 2, 3, 4, 5, 6, 7].map((day) => ({ works: works.includes(day), start, end }));

  it("a doctor sets her own hours and time off; the free slots follow", async () => {
    const { coordinator, asha } = await setup();
    as(asha);
    expect(await saveDoctorHours({ doctorId: asha.id, days: week([6], "10:00", "12:00") })).toEqual(
      { ok: true, data: null },
    );
    const saturday = await slotsOf(coordinator, asha.id, { day: SATURDAY, durationMinutes: 60 });
    expect(saturday.slots).toEqual(["10:00", "10:15", "10:30", "10:45", "11:00"]);
    expect(
      (await slotsOf(coordinator, asha.id, { day: MONDAY, durationMinutes: 60 })).slots,
    ).toEqual([]);

    as(asha);
    const added = await addTimeOff({
      doctorId: asha.id,
      fromDate: SATURDAY,
      fromTime: "10:30",
      toDate: SATURDAY,
      toTime: "12:00",
      note: "Conference",
    });
    if (!added.ok) throw new Error(added.error);
    if (!added.data.saved) throw new Error("time off refused");
    expect(
      (await slotsOf(coordinator, asha.id, { day: SATURDAY, durationMinutes: 30 })).slots,
    ).toEqual(["10:00"]);

    as(asha);
    expect(await removeTimeOff({ doctorId: asha.id, timeOffId: added.data.id })).toEqual({
      ok: true,
      data: null,
    });
    expect(await removeTimeOff({ doctorId: asha.id, timeOffId: added.data.id })).toEqual({
      ok: false,
      error: availabilityMessages.timeOffGone,
    });
  });

  it("refuses another doctor's hours, and bad input changes nothing", async () => {
    const { asha } = await setup();
    const bina = await makeUser(prisma, "doctor", { firstName: "Bina" });
    as(bina);
    expect(await saveDoctorHours({ doctorId: asha.id, days: week([1]) })).toEqual({
      ok: false,
      error: availabilityMessages.notYours,
    });
    expect(
      await addTimeOff({
        doctorId: asha.id,
        fromDate: MONDAY,
        fromTime: "09:00",
        toDate: MONDAY,
        toTime: "10:00",
        note: "",
      }),
    ).toEqual({ ok: false, error: availabilityMessages.notYours });

    as(asha);
    expect(await saveDoctorHours({ doctorId: asha.id, days: week([]) })).toMatchObject({
      ok: false,
    });
    expect(
      await saveDoctorHours({ doctorId: asha.id, days: week([1], "17:00", "09:00") }),
    ).toMatchObject({ ok: false });
    expect(
      await addTimeOff({
        doctorId: asha.id,
        fromDate: TUESDAY,
        fromTime: "09:00",
        toDate: MONDAY,
        toTime: "10:00",
        note: "",
      }),
    ).toMatchObject({ ok: false, fieldErrors: { toDate: [availabilityMessages.offOrder] } });
    expect(await prisma.doctorHours.count()).toBe(0);
    expect(await prisma.doctorTimeOff.count()).toBe(0);
  });

  it("refuses time off over a booked visit, lists the visits it covers and saves nothing", async () => {
    const { coordinator, patient, asha } = await setup();
    const nisha = await makeUser(prisma, "patient", { firstName: "Nisha", lastName: "Verma" });
    const booked = await makeAppointment(prisma, {
      patientId: nisha.id,
      doctorId: asha.id,
      coordinatorId: coordinator.id,
      at: at(TUESDAY, "11:00"),
      type: "Follow-up",
    });
    // Neither a cancelled nor a completed visit holds her time.
    for (const status of ["cancelled", "completed"] as const) {
      await makeAppointment(prisma, {
        patientId: patient.id,
        doctorId: asha.id,
        at: at(TUESDAY, "12:00"),
        status,
      });
    }
    const tuesday = {
      doctorId: asha.id,
      fromDate: TUESDAY,
      fromTime: "09:00",
      toDate: TUESDAY,
      toTime: "17:00",
      note: "Conference",
    };

    as(asha);
    expect(await addTimeOff(tuesday)).toEqual({
      ok: true,
      data: {
        saved: false,
        total: 1,
        visits: [
          {
            id: booked.id,
            at: formatIndiaDateTime(at(TUESDAY, "11:00")),
            firstName: "Nisha",
            type: "Follow-up",
          },
        ],
      },
    });
    expect(await prisma.doctorTimeOff.count()).toBe(0);
    // A visit that only touches it (ends as it starts) is not covered.
    expect(await addTimeOff({ ...tuesday, fromTime: "11:30", toTime: "12:00" })).toMatchObject({
      ok: true,
      data: { saved: true },
    });

    // The care team moves the visit (she is mailed the new time); then the time off goes in.
    as(coordinator);
    expect(
      await rescheduleAppointment({ appointmentId: booked.id, date: MONDAY, time: "11:00" }),
    ).toMatchObject({ ok: true });
    expect(
      await prisma.outboxEmail.count({
        where: { purpose: "appointment-changed", to: nisha.email },
      }),
    ).toBe(1);
    as(asha);
    expect(await addTimeOff({ ...tuesday, toTime: "11:30" })).toMatchObject({
      ok: true,
      data: { saved: true },
    });
  });

  it("the owner is refused the same way; a doctor learns nothing of another doctor's visits", async () => {
    const { patient, asha } = await setup();
    await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: asha.id,
      at: at(MONDAY, "10:00"),
    });
    const monday = {
      doctorId: asha.id,
      fromDate: MONDAY,
      fromTime: "09:00",
      toDate: MONDAY,
      toTime: "17:00",
      note: "",
    };
    as(await makeUser(prisma, "owner"));
    expect(await addTimeOff(monday)).toMatchObject({ ok: true, data: { saved: false, total: 1 } });
    as(await makeUser(prisma, "doctor"));
    expect(await addTimeOff(monday)).toEqual({ ok: false, error: availabilityMessages.notYours });
    expect(await prisma.doctorTimeOff.count()).toBe(0);
  });

  it("the owner sets any doctor's hours", async () => {
    const { asha } = await setup();
    const owner = await makeUser(prisma, "owner");
    as(owner);
    expect(await saveDoctorHours({ doctorId: asha.id, days: week([1, 3]) })).toEqual({
      ok: true,
      data: null,
    });
    expect(await prisma.doctorHours.count({ where: { doctorId: asha.id } })).toBe(2);
    expect(await saveDoctorHours({ doctorId: owner.id, days: week([1]) })).toEqual({
      ok: false,
      error: availabilityMessages.notFound,
    });
  });
});

describe("two bookings of the same slot at once", () => {
  it("one booking wins, the other is told the doctor is busy then", async () => {
    const { coordinator, asha } = await setup();
    const requests = await Promise.all(
      [1, 2].map(async (n) =>
        prisma.consultationRequest.create({
          data: {
            idempotencyKey: randomUUID(),
            reference: `SC-SLOT${n}-${randomUUID().slice(0, 5).toUpperCase()}`,
            firstName: "Rani",
            lastName: `Slot${n}`,
            email: `rani.${n}.${randomUUID().slice(0, 6)}@example.in`,
            phone: "+91 98765 43210",
            age: 40,
            preferredDate: new Date(`${MONDAY}T00:00:00Z`),
            preferredTime: "10:00 AM",
            consultationType: "initial",
            urgency: "medium",
            privacyConsent: true,
            privacyConsentAt: new Date(),
          },
          select: { id: true },
        }),
      ),
    );
    // One session for both: the session stand-in is one per test file. The database's rule is the
    // same whoever books, which is what is tested here.
    as(coordinator);
    const book = async (requestId: string) =>
      scheduleRequest({
        requestId,
        doctorId: asha.id,
        date: MONDAY,
        time: "10:00",
        durationMinutes: 60,
        mode: "video",
      });
    const results = await Promise.all([book(requests[0]?.id ?? ""), book(requests[1]?.id ?? "")]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({
      ok: false,
      fieldErrors: { time: [expect.stringMatching(/already/i)] },
    });
    expect(await prisma.appointment.count({ where: { doctorId: asha.id } })).toBe(1);
  });
});
