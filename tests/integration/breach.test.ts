import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { acknowledgeBreachNotice, recordBreach } from "@/lib/actions/breach";
import { authMessages } from "@/lib/validations/auth-messages";
import { db } from "@/lib/db";
import { breachMessages } from "@/lib/validations/breach";
import { makeBooking } from "@/tests/fixtures/dashboard-data";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { breachFree } from "@/lib/queries/site-claims";
import { as, revalidated } from "@/tests/integration/session-mock";

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

/** A booking made without an account (or, with patientId, one joined to hers). */
async function booking(email: string, patientId: string | null = null) {
  await makeBooking(prisma, { email, patientId });
}

describe("recordBreach reaches women who booked as guests", () => {
  it("mails each guest address once, discreetly, beside the notices to accounts", async () => {
    const owner = await person("owner", "Radhika");
    const asha = await person("patient", "Asha");
    const guest = `guest.${randomUUID().slice(0, 6)}@example.in`;
    // Two bookings with one address, and Asha's own booking under her account.
    await booking(guest);
    await booking(guest);
    await booking(asha.email, asha.id);
    as(owner);

    const result = await recordBreach(form(`${asha.email}\n${guest.toUpperCase()}`));
    expect(result).toMatchObject({
      ok: true,
      data: { notified: 2, message: breachMessages.recorded(2) },
    });
    // Asha has an account: a notice there, and one e-mail; the guest one e-mail, no notice.
    expect(await prisma.breachNotice.count()).toBe(1);
    const mails = await prisma.outboxEmail.findMany({
      where: { purpose: "breach-notice" },
      orderBy: { to: "asc" },
    });
    expect(mails.map((mail) => mail.to).sort()).toEqual([asha.email, guest].sort());
    const toGuest = mails.find((mail) => mail.to === guest);
    expect(toGuest?.subject).toBe("An important notice about your data at Saheli Care");
    expect(toGuest?.text).toContain("A report with patients' names was e-mailed");
    expect(toGuest?.text).not.toContain("in your account");
    // Discreet: nothing of her booking (her name, her reference) is in it.
    expect(toGuest?.text).not.toMatch(/Guest|SC-/);
  });

  it("still refuses an address with neither an account nor a booking", async () => {
    const owner = await person("owner", "Radhika");
    const guest = `guest.${randomUUID().slice(0, 6)}@example.in`;
    await booking(guest);
    as(owner);
    expect(await recordBreach(form(`${guest}\nnobody@example.in`))).toMatchObject({
      ok: false,
      error: breachMessages.unknown(["nobody@example.in"]),
    });
    expect(await prisma.outboxEmail.count()).toBe(0);
  });
});

describe("the public pages' privacy claim", () => {
  it("holds while no breach is recorded, and recording one revalidates the pages that make it", async () => {
    expect(await breachFree()).toBe(true);
    const owner = await person("owner", "Radhika");
    const asha = await person("patient", "Asha");
    as(owner);
    revalidated.tags.length = 0;
    expect(await recordBreach(form(asha.email))).toMatchObject({ ok: true });
    expect(revalidated.tags).toContain("breach-record");
    expect(await breachFree()).toBe(false);
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
