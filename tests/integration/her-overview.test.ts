import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { myAppointments } from "@/lib/queries/appointments";
import { myNews, myRequests } from "@/lib/queries/patient";
import { markReportsSeen } from "@/lib/queries/reports";
import { openRequestDetail } from "@/lib/queries/requests";
import { requestStatusLabels } from "@/lib/booking/request-queue";
import { appointments as englishWords } from "@/content/patient/appointments";
import { appointments as hindiWords } from "@/content/hi/patient/appointments";
import {
  makeAppointment,
  makeBooking,
  makeMessage,
  makeUser,
  minutesFrom,
} from "@/tests/fixtures/dashboard-data";
import { viewerOf } from "@/tests/fixtures/viewer";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";

/**
 * Her overview (issue 33): a cancelled visit is not upcoming, a booking whose visit was cancelled
 * does not say "Appointment booked", and what her doctor sent since she last looked is announced
 * until she opens it.
 */

const prisma = createTestPrisma();
const now = new Date();

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

async function people() {
  const patient = await makeUser(prisma, "patient");
  const doctor = await makeUser(prisma, "doctor");
  const coordinator = await makeUser(prisma, "coordinator");
  return {
    patient,
    doctor,
    coordinator,
    her: viewerOf({ id: patient.id, role: "patient" as const }),
  };
}

describe("her appointments' lists", () => {
  it("lists a cancelled visit with the past and cancelled ones, never as upcoming", async () => {
    const { patient, doctor, her } = await people();
    const at = (days: number) => minutesFrom(now, days * 24 * 60);
    const coming = await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: doctor.id,
      at: at(3),
    });
    const cancelledAhead = await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: doctor.id,
      at: at(5),
      status: "cancelled",
    });
    const done = await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: doctor.id,
      at: at(-10),
      status: "completed",
    });

    const { upcoming, past } = await myAppointments(her, now);
    expect(upcoming.rows.map((row) => row.id)).toEqual([coming.id]);
    expect(past.rows.map((row) => row.id)).toEqual([cancelledAhead.id, done.id]);
    expect(englishWords.past.heading).toBe("Past and cancelled appointments");
  });
});

describe("a request's status, as she and the staff read it", () => {
  it("says the appointment was cancelled once the visit it became is cancelled", async () => {
    const { patient, doctor, coordinator, her } = await people();
    const appointment = await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: doctor.id,
      at: minutesFrom(now, 3 * 24 * 60),
    });
    const request = await makeBooking(prisma, {
      email: "asha.overview@example.in",
      patientId: patient.id,
      status: "scheduled",
      appointmentId: appointment.id,
    });
    const staff = viewerOf({ id: coordinator.id, role: "coordinator" as const });

    expect((await myRequests(her)).map((row) => row.status)).toEqual(["scheduled"]);
    expect((await openRequestDetail(staff, request.id))?.shownStatus).toBe("scheduled");

    await prisma.appointment.update({
      where: { id: appointment.id },
      data: { status: "cancelled" },
    });
    const [mine] = await myRequests(her);
    expect(mine?.status).toBe("cancelled");
    expect(englishWords.requests.statuses[mine?.status ?? "new"]).toBe("Appointment cancelled");
    expect(hindiWords.requests.statuses.cancelled).toBe("अपॉइंटमेंट रद्द हो गया");
    const detail = await openRequestDetail(staff, request.id);
    // The row keeps its status (nothing to act on), the badge says what happened.
    expect(detail?.status).toBe("scheduled");
    expect(requestStatusLabels[detail?.shownStatus ?? "new"]).toBe("Appointment cancelled");
  });
});

describe("what is new for her", () => {
  it("announces her doctor's unread messages and new reports until she opens them", async () => {
    const { patient, doctor, coordinator, her } = await people();
    expect(await myNews(her)).toEqual({ doctorMessages: 0, reports: 0 });

    const fromDoctor = await makeMessage(prisma, { senderId: doctor.id, receiverId: patient.id });
    // Her coordinator's message is not her doctor's.
    await makeMessage(prisma, { senderId: coordinator.id, receiverId: patient.id });
    const visit = await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: doctor.id,
      at: minutesFrom(now, -24 * 60),
      status: "completed",
    });
    await prisma.report.create({
      data: {
        patientId: patient.id,
        doctorId: doctor.id,
        appointmentId: visit.id,
        kind: "report",
        title: "Blood test",
        contentType: "application/pdf",
        byteSize: 4,
        bytes: Buffer.from("%PDF"),
        fileName: "blood-test.pdf",
      },
    });
    expect(await myNews(her)).toEqual({ doctorMessages: 1, reports: 1 });
    expect(englishWords.news).toMatchObject({
      message: "New message from your doctor",
      report: "New report added",
    });

    // She opens her Reports tab, and the conversation (which reads its messages).
    await markReportsSeen(her);
    await prisma.message.update({
      where: { id: fromDoctor.id },
      data: { status: "read", readAt: new Date() },
    });
    expect(await myNews(her)).toEqual({ doctorMessages: 0, reports: 0 });
    // Another patient's reports are not hers to mark.
    const other = await makeUser(prisma, "patient");
    await markReportsSeen(viewerOf({ id: other.id, role: "patient" as const }));
    expect(await prisma.report.count({ where: { seenAt: null } })).toBe(0);
  });
});
