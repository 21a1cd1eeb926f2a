import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { actorLabel, recordAccess } from "@/lib/privacy/access-log";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";

/** The access log is written per staff read and cannot be edited (issue: privacy, item 3). */

const prisma = createTestPrisma();

async function user(role: "coordinator" | "patient", firstName: string) {
  return prisma.user.create({
    data: {
      email: `${firstName.toLowerCase()}.${randomUUID().slice(0, 6)}@example.in`,
      passwordHash: "x",
      role,
      status: "active",
      firstName,
      lastName: "Sharma",
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

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("recordAccess", () => {
  it("records who looked at what of whom, and when", async () => {
    const coordinator = await user("coordinator", "Priya");
    const patient = await user("patient", "Asha");
    await recordAccess(coordinator, [
      { subject: "profile", patientId: patient.id },
      { subject: "messages", patientId: patient.id },
    ]);
    const rows = await prisma.accessLog.findMany({ orderBy: { subject: "asc" } });
    expect(rows).toMatchObject([
      {
        actorId: coordinator.id,
        actorRole: "coordinator",
        actorName: "Priya S.",
        patientId: patient.id,
        subject: "messages",
      },
      { actorId: coordinator.id, subject: "profile" },
    ]);
  });

  it("does not log a patient reading her own data", async () => {
    const patient = await user("patient", "Asha");
    await recordAccess({ ...patient }, { subject: "profile", patientId: patient.id });
    expect(await prisma.accessLog.count()).toBe(0);
  });

  it("names staff by first name and initial", () => {
    expect(actorLabel({ firstName: "Priya", lastName: "Sharma" })).toBe("Priya S.");
    expect(actorLabel({ firstName: "Priya", lastName: "" })).toBe("Priya");
  });
});

describe("the log in the database", () => {
  it("refuses edits and deletions of what happened", async () => {
    const coordinator = await user("coordinator", "Priya");
    const patient = await user("patient", "Asha");
    await recordAccess(coordinator, { subject: "profile", patientId: patient.id });
    await expect(
      prisma.$executeRawUnsafe(`update access_logs set subject = 'messages'`),
    ).rejects.toThrow(/append-only/);
    await expect(
      prisma.$executeRawUnsafe(`update access_logs set actor_name = 'Someone else'`),
    ).rejects.toThrow(/append-only/);
    await expect(prisma.$executeRawUnsafe(`delete from access_logs`)).rejects.toThrow(
      /append-only/,
    );
    expect(await prisma.accessLog.count()).toBe(1);
  });

  it("lets the link to an erased account go, and keeps the entry", async () => {
    const coordinator = await user("coordinator", "Priya");
    const patient = await user("patient", "Asha");
    await recordAccess(coordinator, { subject: "profile", patientId: patient.id });
    await prisma.user.delete({ where: { id: patient.id } });
    expect(await prisma.accessLog.findFirstOrThrow()).toMatchObject({
      patientId: null,
      actorName: "Priya S.",
    });
  });
});
