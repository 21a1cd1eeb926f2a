import bcrypt from "bcryptjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doctors } from "@/content/doctors";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { DEMO_COUNTS, DEMO_EMAILS, seed, type SeedResult } from "@/prisma/seed-data";
import { createTestPrisma, resetDatabase, TEST_SEED_OPTIONS } from "@/tests/fixtures/db";

const now = new Date("2026-11-22T05:00:00.000Z"); // 10:30 in India

describe("prisma seed", () => {
  let prisma: PrismaClient;
  let first: SeedResult;
  let second: SeedResult;
  let afterFirst: { id: string; updatedAt: Date }[];
  let appointmentsAfterFirst: { id: string; updatedAt: Date }[];

  beforeAll(async () => {
    prisma = createTestPrisma();
    await resetDatabase(prisma);
    first = await seed(prisma, { ...TEST_SEED_OPTIONS, now });
    afterFirst = await prisma.user.findMany({
      select: { id: true, updatedAt: true },
      orderBy: { id: "asc" },
    });
    appointmentsAfterFirst = await prisma.appointment.findMany({
      select: { id: true, updatedAt: true },
      orderBy: { id: "asc" },
    });
    second = await seed(prisma, { ...TEST_SEED_OPTIONS, now });
  });

  afterAll(async () => {
    await prisma.$disconnect();
  });

  it("creates exactly one account per demo e-mail, even when run twice", async () => {
    for (const email of Object.values(DEMO_EMAILS)) {
      expect(await prisma.user.count({ where: { email } }), email).toBe(1);
    }
    const roles = await prisma.user.groupBy({
      by: ["role"],
      _count: true,
      orderBy: { role: "asc" },
    });
    expect(Object.fromEntries(roles.map((r) => [r.role, r._count]))).toEqual({
      owner: 1,
      doctor: 6,
      coordinator: 1,
      patient: 1,
    });
  });

  it("links the six catalogue doctors to doctor accounts by catalogue id", async () => {
    const linked = await prisma.user.findMany({
      where: { doctorCatalogueId: { not: null } },
      select: { role: true, email: true, doctorCatalogueId: true, status: true },
      orderBy: { doctorCatalogueId: "asc" },
    });
    expect(linked.map((d) => d.doctorCatalogueId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(linked.every((d) => d.role === "doctor" && d.status === "active")).toBe(true);
    expect(linked.map((d) => d.email)).toEqual(doctors.map((d) => d.email.toLowerCase()));
  });

  it("publishes the demo articles and keeps the drafts out of the public list", async () => {
    const published = await prisma.content.findMany({
      where: { type: "blog", status: "published" },
      select: { slug: true, publishedAt: true, approvedById: true, authorId: true },
    });
    expect(published).toHaveLength(DEMO_COUNTS.publishedArticles);
    expect(published.length).toBeGreaterThanOrEqual(3);
    expect(published.every((a) => a.publishedAt && a.approvedById && a.authorId)).toBe(true);
    expect(await prisma.content.count()).toBe(DEMO_COUNTS.articles);
    expect(await prisma.content.count({ where: { status: { not: "published" } } })).toBe(2);
  });

  it("creates the demo appointments and messages once", async () => {
    expect(await prisma.appointment.count()).toBe(DEMO_COUNTS.appointments);
    expect(await prisma.message.count()).toBe(DEMO_COUNTS.messages);
    expect(await prisma.message.count({ where: { status: "unread" } })).toBeGreaterThan(0);
    expect(await prisma.message.count({ where: { isUrgent: true } })).toBe(1);
  });

  it("writes nothing on a second run the same day", async () => {
    const afterSecond = await prisma.user.findMany({
      select: { id: true, updatedAt: true },
      orderBy: { id: "asc" },
    });
    expect(afterSecond).toEqual(afterFirst);
    const appointmentsAfterSecond = await prisma.appointment.findMany({
      select: { id: true, updatedAt: true },
      orderBy: { id: "asc" },
    });
    expect(appointmentsAfterSecond).toEqual(appointmentsAfterFirst);
  });

  it("reports passwords only for the accounts it created", () => {
    expect(first.accounts).toHaveLength(9);
    expect(first.accounts.every((a) => a.password !== null)).toBe(true);
    expect(second.accounts.every((a) => a.password === null)).toBe(true);
  });

  it("stores a bcrypt hash of the configured password, at the cost it is given", async () => {
    const patient = await prisma.user.findUniqueOrThrow({
      where: { email: DEMO_EMAILS.patient },
      select: { passwordHash: true },
    });
    // `prisma db seed` passes no cost, so the demo accounts get BCRYPT_COST
    // (tests/unit/password-cost.test.ts); these tests ask for the fixtures' low one.
    expect(bcrypt.getRounds(patient.passwordHash)).toBe(TEST_SEED_OPTIONS.bcryptCost);
    expect(await bcrypt.compare(TEST_SEED_OPTIONS.patientPassword, patient.passwordHash)).toBe(
      true,
    );
  });

  it("refuses a mixed-case e-mail at the database level", async () => {
    await expect(
      prisma.user.create({
        data: {
          email: "Mixed.Case@sahelicare.test",
          passwordHash: "x",
          role: "patient",
          firstName: "Test",
          lastName: "Case",
        },
      }),
    ).rejects.toThrow(/users_email_lowercase_check|check constraint/i);
  });
});
