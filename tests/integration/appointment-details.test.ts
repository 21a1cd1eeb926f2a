import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openAppointment } from "@/lib/actions/appointment-details";
import { withdrawConsent } from "@/lib/actions/my-data";
import { db } from "@/lib/db";
import { makeAppointment, makeUser, minutesFrom } from "@/tests/fixtures/dashboard-data";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";

/**
 * Opening an appointment's details (issues: discreet contact, privacy): her contact preferences and
 * consents are shown to the staff who may see them, read fresh (a withdrawal shows at once), and
 * every opening is written to her access log.
 */

const session = vi.hoisted(() => ({
  userId: null as string | null,
  sessionId: null as string | null,
}));
vi.mock("@/lib/auth/session-token", async () =>
  (await import("@/tests/fixtures/session-token")).mockSessionToken(session),
);
vi.mock("next/cache", () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));

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
  await resetDatabase(prisma);
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("opening an appointment's details", () => {
  it("shows her doctor the notes, her contact preferences and consents, and logs the view", async () => {
    session.userId = world.doctor.id;
    const result = await openAppointment({ appointmentId: world.appointment.id });
    expect(result).toEqual({
      ok: true,
      data: {
        notes: "Prefers a morning slot.",
        contact: { method: "whatsapp", noCalls: true, window: "evening" },
        consents: expect.arrayContaining(["care", "reminders"]),
      },
    });
    const log = await prisma.accessLog.findMany({ where: { patientId: world.patient.id } });
    expect(log).toMatchObject([{ actorId: world.doctor.id, subject: "appointment" }]);
  });

  it("shows a withdrawal at once", async () => {
    session.userId = world.patient.id;
    const reminders = await prisma.consent.findFirstOrThrow({
      where: { userId: world.patient.id, purpose: "reminders" },
    });
    expect(await withdrawConsent({ consentId: reminders.id })).toMatchObject({ ok: true });
    session.userId = world.coordinator.id;
    const result = await openAppointment({ appointmentId: world.appointment.id });
    expect(result.ok && result.data.consents).toEqual(["care"]);
  });

  it("refuses another doctor and the patient herself, and logs nothing for them", async () => {
    const before = await prisma.accessLog.count();
    for (const user of [world.otherDoctor, world.patient]) {
      session.userId = user.id;
      expect(await openAppointment({ appointmentId: world.appointment.id })).toMatchObject({
        ok: false,
      });
    }
    expect(await prisma.accessLog.count()).toBe(before);
  });
});
