import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withdrawConsent } from "@/lib/actions/my-data";
import { db } from "@/lib/db";
import { openAppointmentDetail } from "@/lib/queries/appointments";
import { whoViewedMe } from "@/lib/queries/patient";
import { makeAppointment, makeUser, minutesFrom } from "@/tests/fixtures/dashboard-data";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { viewerOf } from "@/tests/fixtures/viewer";
import { as } from "@/tests/integration/session-mock";

/**
 * Opening an appointment's details (issues: discreet contact, privacy; its own address in the
 * doctor's and the coordinator's dashboards): her contact preferences and consents are shown to
 * the staff who may see them, read fresh (a withdrawal shows at once), what she wrote when she
 * booked to her own doctor only (issue 33, item 2), and every opening is written to her access log.
 */

const prisma = createTestPrisma();
let world: Awaited<ReturnType<typeof buildWorld>>;

async function buildWorld() {
  const doctor = await makeUser(prisma, "doctor");
  const otherDoctor = await makeUser(prisma, "doctor");
  const coordinator = await makeUser(prisma, "coordinator");
  const patient = await makeUser(prisma, "patient", { firstName: "Asha" });
  const appointment = await makeAppointment(prisma, {
    patientId: patient.id,
    doctorId: doctor.id,
    coordinatorId: coordinator.id,
    at: minutesFrom(new Date(), 24 * 60),
  });
  await prisma.appointment.update({
    where: { id: appointment.id },
    data: { notes: "Prefers a morning slot." },
  });
  await prisma.consultationRequest.create({
    data: {
      idempotencyKey: `details-${appointment.id}`,
      reference: `SC-DET-${appointment.id.slice(0, 4)}`,
      firstName: "Asha",
      lastName: "Rao",
      email: "asha.details@example.in",
      phone: "+919876543210",
      age: 34,
      preferredDate: new Date("2026-12-01"),
      preferredTime: "10:00 AM",
      consultationType: "initial",
      urgency: "low",
      privacyConsent: true,
      privacyConsentAt: new Date(),
      contactMethod: "whatsapp",
      noCalls: true,
      contactWindow: "evening",
      topic: "grade-2-piles",
      symptoms: "Bleeding after stools for two weeks.",
      previousTreatment: "Ointment from a local clinic.",
      status: "scheduled",
      patientId: patient.id,
      coordinatorId: coordinator.id,
      appointmentId: appointment.id,
    },
  });
  const given = new Date();
  await prisma.consent.createMany({
    data: (["care", "reminders"] as const).map((purpose) => ({
      purpose,
      version: "2026-11",
      method: "booking_form" as const,
      givenAt: given,
      userId: patient.id,
    })),
  });
  return { doctor, otherDoctor, coordinator, patient, appointment };
}

beforeAll(async () => {
  await resetDatabase(prisma);
  world = await buildWorld();
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("opening an appointment's details", () => {
  it("shows her doctor the notes, her contact preferences and consents, and logs the view", async () => {
    const detail = await openAppointmentDetail(
      viewerOf({ id: world.doctor.id, role: "doctor" }),
      world.appointment.id,
    );
    expect(detail).toMatchObject({
      id: world.appointment.id,
      notes: "Prefers a morning slot.",
      contact: { method: "whatsapp", noCalls: true, window: "evening" },
      consents: expect.arrayContaining(["care", "reminders"]),
      patient: { id: world.patient.id, name: expect.stringContaining("Asha") },
    });
    const log = await prisma.accessLog.findMany({ where: { patientId: world.patient.id } });
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actorId: world.doctor.id, subject: "appointment" }),
      ]),
    );
  });

  it("shows her doctor the topic, symptoms and earlier treatment, and her privacy page lists the read", async () => {
    const patient = viewerOf({ id: world.patient.id, role: "patient" });
    const before = (await whoViewedMe(patient)).total;
    const detail = await openAppointmentDetail(
      viewerOf({ id: world.doctor.id, role: "doctor", firstName: "Meera", lastName: "Iyer" }),
      world.appointment.id,
    );
    expect(detail?.reasons).toEqual({
      topic: "Grade 2 piles",
      symptoms: "Bleeding after stools for two weeks.",
      previousTreatment: "Ointment from a local clinic.",
    });
    // As she sees it on her privacy page: her doctor viewed the appointment and her booking.
    const seen = await whoViewedMe(patient);
    expect(seen.total).toBe(before + 2);
    expect(
      seen.rows
        .slice(0, 2)
        .map(({ actorName, actorRole, subject }) => ({ actorName, actorRole, subject })),
    ).toEqual(
      expect.arrayContaining([
        { actorName: "Meera I.", actorRole: "doctor", subject: "request" },
        { actorName: "Meera I.", actorRole: "doctor", subject: "appointment" },
      ]),
    );
  });

  it("keeps what she wrote from the coordinator's appointment view (her request has its own)", async () => {
    const detail = await openAppointmentDetail(
      viewerOf({ id: world.coordinator.id, role: "coordinator" }),
      world.appointment.id,
    );
    expect(detail?.reasons).toBeNull();
  });

  it("shows a withdrawal at once", async () => {
    as(world.patient);
    const reminders = await prisma.consent.findFirstOrThrow({
      where: { userId: world.patient.id, purpose: "reminders" },
    });
    expect(await withdrawConsent({ consentId: reminders.id })).toMatchObject({ ok: true });
    const detail = await openAppointmentDetail(
      viewerOf({ id: world.coordinator.id, role: "coordinator" }),
      world.appointment.id,
    );
    expect(detail?.consents).toEqual(["care"]);
  });

  it("finds nothing for another doctor or a malformed id, and logs nothing for them", async () => {
    const before = await prisma.accessLog.count();
    const other = viewerOf({ id: world.otherDoctor.id, role: "doctor" });
    expect(await openAppointmentDetail(other, world.appointment.id)).toBeNull();
    expect(await openAppointmentDetail(other, "not-an-id")).toBeNull();
    expect(await prisma.accessLog.count()).toBe(before);
  });

  it("refuses a patient even past the types", async () => {
    const patient = viewerOf({ id: world.patient.id, role: "patient" });
    await expect(openAppointmentDetail(patient as never, world.appointment.id)).rejects.toThrow(
      /owner, doctor, coordinator only/,
    );
  });
});
