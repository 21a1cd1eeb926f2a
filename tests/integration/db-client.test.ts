import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { atIndiaTime, seed } from "@/prisma/seed-data";
import {
  createTestPrisma,
  resetDatabase,
  TEST_SEED_OPTIONS,
  testDatabaseUrl,
} from "@/tests/fixtures/db";

describe("lib/db client", () => {
  const now = new Date();

  beforeAll(async () => {
    // lib/db reads DATABASE_URL through lib/env: it must be the test database, never a real one.
    expect(env.DATABASE_URL).toBe(testDatabaseUrl());
    const prisma = createTestPrisma();
    try {
      await resetDatabase(prisma);
      await seed(prisma, { ...TEST_SEED_OPTIONS, now });
    } finally {
      await prisma.$disconnect();
    }
  });

  afterAll(async () => {
    await db.$disconnect();
  });

  it("lists a doctor's seeded appointments in date order", async () => {
    const doctor = await db.user.findUniqueOrThrow({
      where: { doctorCatalogueId: 1 },
      select: { id: true },
    });
    const appointments = await db.appointment.findMany({
      where: { doctorId: doctor.id },
      orderBy: { appointmentDate: "asc" },
      select: { appointmentDate: true, status: true, patient: { select: { email: true } } },
    });
    expect(appointments).toHaveLength(2);
    expect(appointments.map((a) => a.status)).toEqual(["completed", "confirmed"]);
    const [earlier, later] = appointments;
    expect(earlier && later && earlier.appointmentDate < later.appointmentDate).toBe(true);
    expect(appointments.every((a) => a.patient?.email === "patient@sahelicare.test")).toBe(true);
  });

  it("finds today's appointments by India's calendar day", async () => {
    const today = await db.appointment.count({
      where: {
        appointmentDate: { gte: atIndiaTime(now, 0, 0), lt: atIndiaTime(now, 1, 0) },
      },
    });
    expect(today).toBe(3);
  });

  it("counts a receiver's unread messages", async () => {
    const coordinator = await db.user.findUniqueOrThrow({
      where: { email: "coordinator@sahelicare.test" },
      select: { id: true },
    });
    const unread = await db.message.count({
      where: { receiverId: coordinator.id, status: "unread" },
    });
    expect(unread).toBe(1);
  });
});
