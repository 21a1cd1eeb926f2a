import pg from "pg";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  reassignAppointment,
  rescheduleAppointment,
  updateAppointmentStatus,
} from "@/lib/actions/appointments";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { db } from "@/lib/db";
import { isAppointmentOverlap } from "@/lib/db/errors";
import { indiaDateKey, indiaDateTimeToInstant } from "@/lib/india-time";
import {
  completedPerWeek,
  coordinatorOverview,
  doctorOverview,
  priorityTasks,
  todaysSchedule,
} from "@/lib/queries/appointments";
import {
  makeAppointment,
  makeMessage,
  makeUser,
  minutesFrom,
} from "@/tests/fixtures/dashboard-data";
import { viewerOf } from "@/tests/fixtures/viewer";
import { createTestPrisma, resetDatabase, testDatabaseUrl } from "@/tests/fixtures/db";
import { as } from "@/tests/integration/session-mock";

/**
 * Appointments: the database's refusal of double bookings (also under concurrent writes), the status
 * edges, rescheduling and reassigning, and the figures the doctor's and coordinator's overviews show.
 */

const prisma = createTestPrisma();

/** A fixed day well ahead, so "the past" never catches up with the test. 10:00 in India. */
const at10 = indiaDateTimeToInstant("2031-03-04", "10:00") as Date;

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

async function doctorAndPatient() {
  return {
    doctor: await makeUser(prisma, "doctor"),
    patient: await makeUser(prisma, "patient"),
  };
}

describe("the database refuses overlapping appointments for one doctor", () => {
  it("refuses a second appointment that overlaps, whoever writes it", async () => {
    const { doctor, patient } = await doctorAndPatient();
    await makeAppointment(prisma, { patientId: patient.id, doctorId: doctor.id, at: at10 });
    const overlapping = makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: doctor.id,
      at: minutesFrom(at10, 15),
    });
    const error = await overlapping.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isAppointmentOverlap(error)).toBe(true);
    expect(await prisma.appointment.count({ where: { doctorId: doctor.id } })).toBe(1);
  });

  it("refuses one that starts earlier and runs into the booked slot", async () => {
    const { doctor, patient } = await doctorAndPatient();
    await makeAppointment(prisma, { patientId: patient.id, doctorId: doctor.id, at: at10 });
    await expect(
      makeAppointment(prisma, {
        patientId: patient.id,
        doctorId: doctor.id,
        at: minutesFrom(at10, -45),
        durationMinutes: 60,
      }),
    ).rejects.toSatisfy(isAppointmentOverlap);
  });

  it("allows back-to-back appointments, other doctors at the same time, and a cancelled slot", async () => {
    const { doctor, patient } = await doctorAndPatient();
    const other = await makeUser(prisma, "doctor");
    await makeAppointment(prisma, { patientId: patient.id, doctorId: doctor.id, at: at10 });
    await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: doctor.id,
      at: minutesFrom(at10, 30),
    });
    await makeAppointment(prisma, { patientId: patient.id, doctorId: other.id, at: at10 });
    const cancelled = await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: other.id,
      at: minutesFrom(at10, 60),
      status: "cancelled",
    });
    await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: other.id,
      at: minutesFrom(at10, 60),
    });
    // Reviving the cancelled one would now double-book her: the database refuses that too.
    await expect(
      prisma.appointment.update({ where: { id: cancelled.id }, data: { status: "scheduled" } }),
    ).rejects.toSatisfy(isAppointmentOverlap);
  });

  it("refuses moving an appointment onto another one (an update, not only an insert)", async () => {
    const { doctor, patient } = await doctorAndPatient();
    await makeAppointment(prisma, { patientId: patient.id, doctorId: doctor.id, at: at10 });
    const later = await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: doctor.id,
      at: minutesFrom(at10, 120),
    });
    await expect(
      prisma.appointment.update({
        where: { id: later.id },
        data: { appointmentDate: minutesFrom(at10, 10) },
      }),
    ).rejects.toSatisfy(isAppointmentOverlap);
  });

  it("books exactly one of eight concurrent requests for the same slot", async () => {
    const { doctor, patient } = await doctorAndPatient();
    const pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 8 });
    try {
      const attempts = Array.from({ length: 8 }, async (_, i) => {
        const client = await pool.connect();
        try {
          await client.query("BEGIN");
          await client.query(
            `INSERT INTO appointments (id, patient_id, doctor_id, appointment_date, type, status, duration_minutes, clinic, updated_at)
             VALUES (gen_random_uuid(), $1, $2, $3, 'Initial Consultation', 'scheduled', 30, 'pune', now())`,
            [patient.id, doctor.id, minutesFrom(at10, i % 2 === 0 ? 0 : 10)],
          );
          // Hold the transaction open so the others arrive while it is undecided.
          await client.query("SELECT pg_sleep(0.05)");
          await client.query("COMMIT");
          return "booked";
        } catch (error) {
          await client.query("ROLLBACK");
          return (error as { code?: string }).code;
        } finally {
          client.release();
        }
      });
      const outcomes = await Promise.all(attempts);
      expect(outcomes.filter((o) => o === "booked")).toHaveLength(1);
      expect(outcomes.filter((o) => o === "23P01")).toHaveLength(7);
    } finally {
      await pool.end();
    }
    expect(await prisma.appointment.count({ where: { doctorId: doctor.id } })).toBe(1);
  });
});

describe("status changes follow the allowed edges", () => {
  it("takes a visit from scheduled to confirmed, in progress and completed", async () => {
    const { doctor, patient } = await doctorAndPatient();
    const a = await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: doctor.id,
      at: at10,
    });
    as(doctor);
    for (const status of ["confirmed", "in_progress", "completed"] as const) {
      expect(await updateAppointmentStatus({ appointmentId: a.id, status })).toMatchObject({
        ok: true,
        data: { status },
      });
    }
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: a.id } })).toMatchObject({
      status: "completed",
    });
  });

  it("refuses skipping a step or leaving a final status, and changes nothing", async () => {
    const { doctor, patient } = await doctorAndPatient();
    const a = await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: doctor.id,
      at: at10,
    });
    as(doctor);
    expect(await updateAppointmentStatus({ appointmentId: a.id, status: "completed" })).toEqual({
      ok: false,
      error: "An appointment that is scheduled cannot be moved to completed.",
    });
    expect(
      await updateAppointmentStatus({ appointmentId: a.id, status: "cancelled" }),
    ).toMatchObject({ ok: true });
    expect(await updateAppointmentStatus({ appointmentId: a.id, status: "confirmed" })).toEqual({
      ok: false,
      error: "An appointment that is cancelled cannot be moved to confirmed.",
    });
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: a.id } })).toMatchObject({
      status: "cancelled",
    });
  });

  it("cannot cancel a visit that has started", async () => {
    const { doctor, patient } = await doctorAndPatient();
    const a = await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: doctor.id,
      at: at10,
      status: "in_progress",
    });
    as(doctor);
    expect(await updateAppointmentStatus({ appointmentId: a.id, status: "cancelled" })).toEqual({
      ok: false,
      error: "An appointment that is in progress cannot be moved to cancelled.",
    });
  });
});

describe("the coordinator reschedules and reassigns", () => {
  async function coordinated() {
    const { doctor, patient } = await doctorAndPatient();
    const coordinator = await makeUser(prisma, "coordinator");
    const a = await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: doctor.id,
      coordinatorId: coordinator.id,
      at: at10,
    });
    as(coordinator);
    return { doctor, patient, coordinator, a };
  }

  it("moves an appointment to a free time, given in India time", async () => {
    const { a } = await coordinated();
    const result = await rescheduleAppointment({
      appointmentId: a.id,
      date: "2031-03-05",
      time: "15:30",
    });
    expect(result).toMatchObject({ ok: true });
    expect(
      (await prisma.appointment.findUniqueOrThrow({ where: { id: a.id } })).appointmentDate,
    ).toEqual(new Date("2031-03-05T10:00:00.000Z"));
  });

  it("refuses a time that overlaps the doctor's other appointment, and leaves it where it was", async () => {
    const { a, doctor, patient } = await coordinated();
    await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: doctor.id,
      at: indiaDateTimeToInstant("2031-03-05", "15:00") as Date,
      durationMinutes: 60,
    });
    expect(
      await rescheduleAppointment({ appointmentId: a.id, date: "2031-03-05", time: "15:30" }),
    ).toMatchObject({ ok: false, error: dashboardMessages.doctorOverlap });
    expect(
      (await prisma.appointment.findUniqueOrThrow({ where: { id: a.id } })).appointmentDate,
    ).toEqual(at10);
  });

  it("refuses a time already past", async () => {
    const { a } = await coordinated();
    expect(
      await rescheduleAppointment({ appointmentId: a.id, date: "2020-01-01", time: "10:00" }),
    ).toMatchObject({ ok: false, error: dashboardMessages.timeInPast });
  });

  it("reassigns to a free active doctor, and refuses a busy or inactive one", async () => {
    const { a, patient } = await coordinated();
    const busy = await makeUser(prisma, "doctor");
    await makeAppointment(prisma, { patientId: patient.id, doctorId: busy.id, at: at10 });
    expect(await reassignAppointment({ appointmentId: a.id, doctorId: busy.id })).toMatchObject({
      ok: false,
      error: dashboardMessages.doctorOverlap,
    });
    const pending = await makeUser(prisma, "doctor", { status: "pending" });
    expect(await reassignAppointment({ appointmentId: a.id, doctorId: pending.id })).toMatchObject({
      ok: false,
      error: dashboardMessages.doctorUnavailable,
    });
    const free = await makeUser(prisma, "doctor");
    expect(await reassignAppointment({ appointmentId: a.id, doctorId: free.id })).toMatchObject({
      ok: true,
      data: { doctorId: free.id },
    });
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: a.id } })).toMatchObject({
      doctorId: free.id,
    });
  });

  it("does not move a completed visit", async () => {
    const { doctor, patient } = await doctorAndPatient();
    const coordinator = await makeUser(prisma, "coordinator");
    const done = await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: doctor.id,
      coordinatorId: coordinator.id,
      at: at10,
      status: "completed",
    });
    as(coordinator);
    expect(
      await rescheduleAppointment({ appointmentId: done.id, date: "2031-03-06", time: "10:00" }),
    ).toEqual({
      ok: false,
      error: "A completed appointment cannot be moved to another time or doctor.",
    });
  });
});

describe("the coordinator's priority tasks (the 24-hour rule)", () => {
  it("marks scheduled appointments due within 24 hours high, later ones medium, hours rounded up", async () => {
    const { doctor, patient } = await doctorAndPatient();
    const coordinator = await makeUser(prisma, "coordinator");
    const viewer = viewerOf({ id: coordinator.id, role: "coordinator" as const });
    const now = new Date("2031-03-04T00:00:00.000Z");
    const book = (minutes: number, status: "scheduled" | "confirmed" = "scheduled") =>
      makeAppointment(prisma, {
        patientId: patient.id,
        doctorId: doctor.id,
        coordinatorId: coordinator.id,
        at: minutesFrom(now, minutes),
        status,
        durationMinutes: 15,
      });
    await book(-60); // already past: not a task
    await book(20, "confirmed"); // confirmed: not a task
    await book(1); // 1 minute → 1 hour, high
    await book(23 * 60 + 30); // 23.5 hours → 24, high
    await book(24 * 60); // exactly 24 hours → 24, high
    await book(24 * 60 + 20); // 24 h 20 min → 25, medium
    await book(3 * 24 * 60); // 72, medium
    await book(4 * 24 * 60); // the sixth: beyond the five shown

    const tasks = await priorityTasks(viewer, now);
    expect(tasks.map((t) => [t.hoursUntilDue, t.priority])).toEqual([
      [1, "high"],
      [24, "high"],
      [24, "high"],
      [25, "medium"],
      [72, "medium"],
    ]);
    const overview = await coordinatorOverview(viewer, now);
    expect(overview.urgentTaskCount).toBe(3);
    expect(overview.pendingCount).toBe(6);
  });
});

describe("overview figures", () => {
  it("counts today's appointments by India's calendar day and the doctor's unread messages", async () => {
    const { doctor, patient } = await doctorAndPatient();
    const other = await makeUser(prisma, "patient");
    // 10:00 India on 4 March 2031 is 04:30 UTC. India's day runs 3 March 18:30 to 4 March 18:30 UTC.
    const now = at10;
    const book = (iso: string, status: "scheduled" | "cancelled" = "scheduled", p = patient) =>
      makeAppointment(prisma, {
        patientId: p.id,
        doctorId: doctor.id,
        at: new Date(iso),
        status,
        // One minute each, so the boundary cases can sit a minute apart.
        durationMinutes: 1,
      });
    await book("2031-03-03T18:29:00.000Z"); // 23:59 on the 3rd in India: yesterday
    await book("2031-03-03T18:30:00.000Z"); // 00:00 on the 4th: today
    await book("2031-03-04T12:00:00.000Z", "cancelled"); // today, but cancelled
    await book("2031-03-04T18:29:00.000Z", "scheduled", other); // 23:59 on the 4th: today
    await book("2031-03-04T18:30:00.000Z"); // tomorrow
    await makeMessage(prisma, { senderId: patient.id, receiverId: doctor.id });
    const read = await makeMessage(prisma, { senderId: patient.id, receiverId: doctor.id });
    await prisma.message.update({ where: { id: read.id }, data: { status: "read" } });

    const viewer = viewerOf({ id: doctor.id, role: "doctor" as const });
    expect(await doctorOverview(viewer, now)).toEqual({
      todayCount: 2,
      unreadCount: 1,
      patientCount: 2,
    });
    const schedule = await todaysSchedule(viewer, now);
    expect(schedule.total).toBe(3);
    expect(schedule.rows.map((r) => indiaDateKey(r.appointmentDate))).toEqual([
      "2031-03-04",
      "2031-03-04",
      "2031-03-04",
    ]);
  });

  it("counts completed visits per India week, with empty weeks as zero", async () => {
    const { doctor, patient } = await doctorAndPatient();
    const now = at10; // Tuesday 4 March 2031
    const complete = (iso: string) =>
      makeAppointment(prisma, {
        patientId: patient.id,
        doctorId: doctor.id,
        at: new Date(iso),
        status: "completed",
        durationMinutes: 1,
      });
    await complete("2031-03-02T18:30:00.000Z"); // Monday 3 March 00:00 India: this week
    await complete("2031-03-02T18:29:00.000Z"); // Sunday 2 March 23:59 India: last week
    await complete("2031-02-20T06:00:00.000Z"); // two weeks back
    const weeks = await completedPerWeek(
      viewerOf({ id: doctor.id, role: "doctor" as const }),
      now,
      4,
    );
    expect(weeks).toEqual([
      { weekStart: "2031-02-10", count: 0 },
      { weekStart: "2031-02-17", count: 1 },
      { weekStart: "2031-02-24", count: 1 },
      { weekStart: "2031-03-03", count: 1 },
    ]);
  });
});
