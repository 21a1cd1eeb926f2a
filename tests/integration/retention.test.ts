import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { anonymiseExpiredRequests } from "@/lib/privacy/retention";
import type { Prisma } from "@/lib/generated/prisma/client";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";

/** Retention of bookings closed without an appointment (issue: privacy, item 6). */

const prisma = createTestPrisma();
const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-11-23T06:00:00.000Z");

async function request(data: Partial<Prisma.ConsultationRequestUncheckedCreateInput> = {}) {
  return prisma.consultationRequest.create({
    data: {
      idempotencyKey: randomUUID(),
      reference: `SC-${randomUUID().slice(0, 5).toUpperCase()}-TEST1`,
      firstName: "Lakshmi",
      lastName: "Iyer",
      email: `lakshmi.${randomUUID().slice(0, 6)}@example.com`,
      phone: "+91 98765 43210",
      age: 52,
      preferredDate: new Date("2026-05-01"),
      preferredTime: "10:00 AM",
      consultationType: "initial",
      symptoms: "Bleeding for a month",
      previousTreatment: "Ointment",
      topic: "grade-3-piles",
      city: "chennai",
      urgency: "high",
      privacyConsent: true,
      privacyConsentAt: new Date("2026-04-20"),
      status: "new",
      events: { create: [{ type: "created" }, { type: "contacted", note: "Spoke to Lakshmi" }] },
      ...data,
    },
  });
}

function closed(
  daysAgo: number,
  reason: "not_needed" | "duplicate" | "unreachable" = "unreachable",
) {
  return {
    status: "closed" as const,
    closeReason: reason,
    closedAt: new Date(now.getTime() - daysAgo * DAY),
  };
}

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
});

describe("anonymiseExpiredRequests", () => {
  it("erases every detail that names her from requests closed without an appointment too long ago", async () => {
    const old = await request(closed(200));
    const result = await anonymiseExpiredRequests(prisma, { now });
    expect(result.anonymised).toBe(1);

    const row = await prisma.consultationRequest.findUniqueOrThrow({
      where: { id: old.id },
      include: { events: true },
    });
    expect(row).toMatchObject({
      firstName: "Anonymised",
      lastName: "",
      phone: "",
      symptoms: null,
      previousTreatment: null,
      // What she booked about describes her health; her city alone names nobody and is counted.
      topic: null,
      city: "chennai",
      email: `anonymised-${old.id}@invalid`,
    });
    expect(row.anonymisedAt?.getTime()).toBe(now.getTime());
    expect(row.events.every((event) => event.note === null)).toBe(true);
    expect(JSON.stringify(row)).not.toMatch(/Lakshmi|Iyer|98765|Bleeding|Ointment/);
  });

  it("keeps recent closures, open requests and requests that became appointments", async () => {
    await request(closed(100));
    await request({ status: "new" });
    await request({ status: "contacted", createdAt: new Date(now.getTime() - 400 * DAY) });
    expect((await anonymiseExpiredRequests(prisma, { now })).anonymised).toBe(0);
    expect(await prisma.consultationRequest.count({ where: { anonymisedAt: { not: null } } })).toBe(
      0,
    );
  });

  it("honours a configured period", async () => {
    await request(closed(40));
    expect((await anonymiseExpiredRequests(prisma, { now, days: 30 })).anonymised).toBe(1);
  });

  it("changes nothing on a second run, and leaves the clinic's counts intact", async () => {
    await request(closed(200, "duplicate"));
    await request(closed(300, "not_needed"));
    await request({ status: "new" });
    const countsBefore = await prisma.consultationRequest.groupBy({
      by: ["status", "urgency", "consultationType"],
      _count: true,
      orderBy: [{ status: "asc" }, { urgency: "asc" }, { consultationType: "asc" }],
    });

    expect((await anonymiseExpiredRequests(prisma, { now })).anonymised).toBe(2);
    const afterFirst = await prisma.consultationRequest.findMany({ orderBy: { id: "asc" } });
    expect((await anonymiseExpiredRequests(prisma, { now })).anonymised).toBe(0);
    expect(await prisma.consultationRequest.findMany({ orderBy: { id: "asc" } })).toEqual(
      afterFirst,
    );

    const countsAfter = await prisma.consultationRequest.groupBy({
      by: ["status", "urgency", "consultationType"],
      _count: true,
      orderBy: [{ status: "asc" }, { urgency: "asc" }, { consultationType: "asc" }],
    });
    expect(countsAfter).toEqual(countsBefore);
  });

  it("only counts in a dry run", async () => {
    await request(closed(200));
    expect((await anonymiseExpiredRequests(prisma, { now, dryRun: true })).anonymised).toBe(1);
    expect(await prisma.consultationRequest.count({ where: { anonymisedAt: null } })).toBe(1);
  });
});
