import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { acknowledgeBreachNotice, recordBreach } from "@/lib/actions/breach";
import { authMessages } from "@/lib/validations/auth-messages";
import { db } from "@/lib/db";
import { breachMessages } from "@/lib/validations/breach";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { as } from "@/tests/integration/session-mock";

/** The owner records a breach; each affected patient is notified (issue: privacy, item 4). */

const prisma = createTestPrisma();

async function person(role: "owner" | "patient" | "coordinator", firstName: string) {
  return prisma.user.create({
    data: {
      email: `${firstName.toLowerCase()}.${randomUUID().slice(0, 6)}@example.in`,
      passwordHash: "x",
      role,
      status: "active",
      firstName,
      lastName: "Rao",
    },
    select: { id: true, email: true },
  });
}

const form = (affected: string) => ({
  summary: "A report with patients' names was e-mailed to the wrong address.",
  measures: "We asked the recipient to delete it and changed how reports are sent.",
  occurredAt: "2026-11-20T14:30",
  discoveredAt: "2026-11-21T09:00",
  affected,
});

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("recordBreach", () => {
  it("records what, when and whom, notifies each patient in her dashboard and by e-mail", async () => {
    const owner = await person("owner", "Radhika");
    const asha = await person("patient", "Asha");
    const meera = await person("patient", "Meera");
    const other = await person("patient", "Lata");
    as(owner);

    const result = await recordBreach(
      form(`${asha.email}\n ${meera.email.toUpperCase()}, ${asha.email}`),
    );
    expect(result).toMatchObject({
      ok: true,
      data: { notified: 2, message: breachMessages.recorded(2) },
    });

    const breach = await prisma.dataBreach.findFirstOrThrow({ include: { notices: true } });
    expect(breach.recordedById).toBe(owner.id);
    expect(breach.occurredAt.toISOString()).toBe("2026-11-20T09:00:00.000Z");
    expect(breach.notices.map((n) => n.patientId).sort()).toEqual([asha.id, meera.id].sort());
    expect(await prisma.breachNotice.count({ where: { patientId: other.id } })).toBe(0);
    const mails = await prisma.outboxEmail.findMany({ where: { purpose: "breach-notice" } });
    expect(mails.map((m) => m.to).sort()).toEqual([asha.email, meera.email].sort());
  });

  it("saves nothing when an address matches no patient, and says which", async () => {
    const owner = await person("owner", "Radhika");
    const asha = await person("patient", "Asha");
    const staff = await person("coordinator", "Priya");
    as(owner);
    const result = await recordBreach(form(`${asha.email}\nnobody@example.in\n${staff.email}`));
    expect(result).toMatchObject({
      ok: false,
      error: breachMessages.unknown(["nobody@example.in", staff.email]),
    });
    expect(await prisma.dataBreach.count()).toBe(0);
    expect(await prisma.outboxEmail.count()).toBe(0);
  });

  it("refuses impossible dates", async () => {
    const owner = await person("owner", "Radhika");
    const asha = await person("patient", "Asha");
    as(owner);
    expect(
      await recordBreach({ ...form(asha.email), discoveredAt: "2026-11-19T09:00" }),
    ).toMatchObject({
      ok: false,
      error: breachMessages.dates,
    });
  });

  it("is the owner's alone", async () => {
    const coordinator = await person("coordinator", "Priya");
    const asha = await person("patient", "Asha");
    as(coordinator);
    expect(await recordBreach(form(asha.email))).toMatchObject({
      ok: false,
      error: authMessages.accessDenied,
    });
  });
});

describe("acknowledgeBreachNotice", () => {
  it("marks her own notice read, and no one else's", async () => {
    const owner = await person("owner", "Radhika");
    const asha = await person("patient", "Asha");
    const meera = await person("patient", "Meera");
    as(owner);
    await recordBreach(form(`${asha.email}\n${meera.email}`));
    const [ashaNotice, meeraNotice] = await Promise.all([
      prisma.breachNotice.findFirstOrThrow({ where: { patientId: asha.id } }),
      prisma.breachNotice.findFirstOrThrow({ where: { patientId: meera.id } }),
    ]);

    as(asha);
    expect(await acknowledgeBreachNotice({ noticeId: ashaNotice.id })).toMatchObject({ ok: true });
    expect(await acknowledgeBreachNotice({ noticeId: meeraNotice.id })).toMatchObject({
      ok: false,
    });
    expect(
      (await prisma.breachNotice.findUniqueOrThrow({ where: { id: meeraNotice.id } })).readAt,
    ).toBeNull();
  });
});
