import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  cancelAccountDeletion,
  giveConsent,
  requestAccountDeletion,
  withdrawConsent,
} from "@/lib/actions/my-data";
import { authMessages } from "@/lib/validations/auth-messages";
import { db } from "@/lib/db";
import { recordAccess } from "@/lib/privacy/access-log";
import { DELETION_GRACE_MS, eraseDueAccounts } from "@/lib/privacy/erasure";
import { buildPatientExport } from "@/lib/privacy/export";
import { myDataMessages } from "@/lib/validations/my-data";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { fixturePasswordHash } from "@/tests/fixtures/passwords";
import { as } from "@/tests/integration/session-mock";

/** Her data rights: consents, export and erasure (issue: privacy, items 1 and 2). */

const prisma = createTestPrisma();
const PASSWORD = "Lotus-garden-2026";

async function person(role: "patient" | "doctor" | "coordinator", firstName: string) {
  return prisma.user.create({
    data: {
      email: `${firstName.toLowerCase()}.${randomUUID().slice(0, 6)}@example.in`,
      passwordHash: fixturePasswordHash(PASSWORD),
      role,
      status: "active",
      firstName,
      lastName: "Rao",
      phone: role === "patient" ? "+919876543210" : null,
    },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      role: true,
      status: true,
      locale: true,
    },
  });
}

async function requestFor(patientId: string | null, email: string, firstName: string) {
  return prisma.consultationRequest.create({
    data: {
      idempotencyKey: randomUUID(),
      reference: `SC-${randomUUID().slice(0, 5).toUpperCase()}-MYDAT`,
      firstName,
      lastName: "Rao",
      email,
      phone: "+91 98765 43210",
      age: 38,
      preferredDate: new Date("2026-12-01"),
      preferredTime: "10:00 AM",
      consultationType: "initial",
      symptoms: `${firstName}'s private symptoms`,
      urgency: "medium",
      privacyConsent: true,
      privacyConsentAt: new Date(),
      patientId,
      consents: {
        create: [
          {
            purpose: "care",
            version: "2026-11-23",
            method: "booking_form",
            givenAt: new Date(),
            userId: patientId,
          },
          {
            purpose: "reminders",
            version: "2026-11-23",
            method: "booking_form",
            givenAt: new Date(),
            userId: patientId,
          },
        ],
      },
    },
  });
}

/** Two patients with care records, a doctor and a coordinator who looked after both. */
async function clinic() {
  const asha = await person("patient", "Asha");
  const meera = await person("patient", "Meera");
  const doctor = await person("doctor", "Kavya");
  const coordinator = await person("coordinator", "Priya");
  await requestFor(asha.id, asha.email, "Asha");
  await requestFor(meera.id, meera.email, "Meera");
  for (const patient of [asha, meera]) {
    await prisma.appointment.create({
      data: {
        patientId: patient.id,
        doctorId: doctor.id,
        coordinatorId: coordinator.id,
        appointmentDate: new Date(Date.now() + (patient === asha ? 1 : 2) * 24 * 60 * 60 * 1000),
        type: "Initial consultation",
        clinic: "pune",
        status: "scheduled",
        durationMinutes: 30,
        notes: `Notes about ${patient.firstName}`,
      },
    });
    await prisma.message.create({
      data: {
        senderId: coordinator.id,
        receiverId: patient.id,
        subject: "Your appointment",
        body: `Hello ${patient.firstName}`,
      },
    });
    await prisma.message.create({
      data: {
        senderId: patient.id,
        receiverId: coordinator.id,
        body: `Thanks, ${patient.firstName} here`,
      },
    });
    await recordAccess(coordinator, { subject: "profile", patientId: patient.id });
  }
  return { asha, meera, doctor, coordinator };
}

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("Download my data", () => {
  it("contains exactly her data and nobody else's", async () => {
    const { asha, meera } = await clinic();
    const data = await buildPatientExport(prisma, asha.id);
    const text = JSON.stringify(data);

    expect(data.profile).toMatchObject({ firstName: "Asha", email: asha.email });
    expect(data.consultationRequests).toHaveLength(1);
    expect(data.appointments).toHaveLength(1);
    expect(data.appointments[0]).toMatchObject({ doctor: { name: "Dr. Kavya Rao" } });
    expect(data.messages.map((m) => m.direction).sort()).toEqual(["received", "sent"]);
    expect(data.consents.map((c) => c.purpose).sort()).toEqual(["care", "reminders"]);
    expect(data.accessLog).toMatchObject([
      { viewedBy: "Priya R.", role: "coordinator", what: "profile" },
    ]);

    expect(text).toContain("Asha's private symptoms");
    expect(text).not.toMatch(/Meera/);
    expect(text).not.toContain(meera.email);
    expect(text).not.toContain(meera.id);
    expect(text).not.toMatch(/passwordHash|\$2[aby]\$/);
  });
});

describe("consents on her privacy page", () => {
  it("withdraws an optional consent in one step, and only hers", async () => {
    const { asha, meera } = await clinic();
    as(asha);
    const reminders = await prisma.consent.findFirstOrThrow({
      where: { userId: asha.id, purpose: "reminders" },
    });
    expect(await withdrawConsent({ consentId: reminders.id })).toMatchObject({ ok: true });
    expect(await prisma.consent.findUniqueOrThrow({ where: { id: reminders.id } })).toMatchObject({
      withdrawMethod: "patient_dashboard",
    });
    expect(await withdrawConsent({ consentId: reminders.id })).toMatchObject({
      ok: false,
      error: myDataMessages.alreadyWithdrawn,
    });

    const hers = await prisma.consent.findFirstOrThrow({
      where: { userId: meera.id, purpose: "reminders" },
    });
    expect(await withdrawConsent({ consentId: hers.id })).toMatchObject({
      ok: false,
      error: myDataMessages.notYours,
    });
    expect(
      (await prisma.consent.findUniqueOrThrow({ where: { id: hers.id } })).withdrawnAt,
    ).toBeNull();
  });

  it("keeps care, which only deleting the account ends", async () => {
    const { asha } = await clinic();
    as(asha);
    const care = await prisma.consent.findFirstOrThrow({
      where: { userId: asha.id, purpose: "care" },
    });
    expect(await withdrawConsent({ consentId: care.id })).toMatchObject({
      ok: false,
      error: myDataMessages.careIsRequired,
    });
  });

  it("records a consent given again as a new record", async () => {
    const { asha } = await clinic();
    as(asha);
    expect(await giveConsent({ purpose: "offers" })).toMatchObject({ ok: true });
    expect(await giveConsent({ purpose: "offers" })).toMatchObject({
      ok: false,
      error: myDataMessages.alreadyGiven,
    });
    expect(
      await prisma.consent.count({
        where: { userId: asha.id, purpose: "offers", method: "patient_dashboard" },
      }),
    ).toBe(1);
  });

  it("is for patients only", async () => {
    const { coordinator } = await clinic();
    as(coordinator);
    expect(await giveConsent({ purpose: "offers" })).toMatchObject({
      ok: false,
      error: authMessages.accessDenied,
    });
  });
});

describe("Delete my account", () => {
  it("needs her password, waits 48 hours and can be cancelled", async () => {
    const { asha } = await clinic();
    as(asha);
    expect(await requestAccountDeletion({ password: "wrong-password" })).toMatchObject({
      ok: false,
      error: myDataMessages.wrongPassword,
    });
    const before = Date.now();
    const requested = await requestAccountDeletion({ password: PASSWORD });
    expect(requested.ok).toBe(true);
    const row = await prisma.user.findUniqueOrThrow({ where: { id: asha.id } });
    expect(row.deletionDueAt!.getTime() - before).toBeGreaterThanOrEqual(DELETION_GRACE_MS - 1000);

    // Within the grace period nothing is erased.
    expect(await eraseDueAccounts(prisma, new Date(Date.now() + DELETION_GRACE_MS - 60_000))).toBe(
      0,
    );
    expect(await cancelAccountDeletion({})).toMatchObject({ ok: true });
    expect(await eraseDueAccounts(prisma, new Date(Date.now() + 2 * DELETION_GRACE_MS))).toBe(0);
    expect(await prisma.user.count({ where: { id: asha.id } })).toBe(1);
  });

  it("after the grace period erases or anonymises every row that named her, and keeps the counts", async () => {
    const { asha, meera, coordinator } = await clinic();
    as(asha);
    await requestAccountDeletion({ password: PASSWORD });
    const counts = async () => ({
      appointments: await prisma.appointment.count(),
      requests: await prisma.consultationRequest.count(),
      accessLog: await prisma.accessLog.count(),
    });
    const before = await counts();

    expect(await eraseDueAccounts(prisma, new Date(Date.now() + DELETION_GRACE_MS + 1000))).toBe(1);
    expect(await counts()).toEqual(before);

    expect(await prisma.user.count({ where: { id: asha.id } })).toBe(0);
    const everything = JSON.stringify({
      users: await prisma.user.findMany(),
      requests: await prisma.consultationRequest.findMany({ include: { events: true } }),
      appointments: await prisma.appointment.findMany(),
      messages: await prisma.message.findMany(),
      consents: await prisma.consent.findMany(),
      log: await prisma.accessLog.findMany(),
    });
    expect(everything).not.toMatch(/Asha/);
    expect(everything).not.toContain(asha.email);
    expect(everything).not.toContain(asha.id);
    // Meera's care is untouched.
    expect(everything).toContain("Meera's private symptoms");
    expect(await prisma.message.count({ where: { receiverId: meera.id } })).toBe(1);
    expect(await prisma.message.count({ where: { senderId: coordinator.id } })).toBe(1);
    // Running again changes nothing.
    expect(await eraseDueAccounts(prisma, new Date(Date.now() + 3 * DELETION_GRACE_MS))).toBe(0);
  });
});
