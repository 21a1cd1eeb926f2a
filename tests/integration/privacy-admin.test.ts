import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import {
  accessLogPage,
  breachesPage,
  breachNotices,
  NotOwnerError,
  outboxMessage,
  outboxPage,
  smtpConfigured,
} from "@/lib/queries/privacy-admin";
import type { Viewer } from "@/lib/queries/scope";
import { viewerOf } from "@/tests/fixtures/viewer";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";

/** The owner's Privacy tab: access log, outbox and breaches (issue: privacy, items 2–4). */

const prisma = createTestPrisma();

type Person = { id: string; email: string; role: Viewer["role"] };

async function person(role: Viewer["role"], firstName: string, lastName = "Rao"): Promise<Person> {
  return prisma.user.create({
    data: {
      email: `${firstName.toLowerCase()}.${randomUUID().slice(0, 6)}@example.in`,
      passwordHash: "x",
      role,
      status: "active",
      firstName,
      lastName,
    },
    select: { id: true, email: true, role: true },
  });
}

// Typed as the owner's so the owner-only reads accept it; a staff member's proves the run-time check.
const viewer = (p: Person) => viewerOf(p) as Viewer<"owner">;

let owner: Person;
let doctor: Person;
let coordinator: Person;
let asha: Person;
let meera: Person;
let reference: string;
let requestId: string;

beforeAll(async () => {
  await resetDatabase(prisma);
  owner = await person("owner", "Radhika");
  doctor = await person("doctor", "Nisha", "Kapoor");
  coordinator = await person("coordinator", "Priya", "Sharma");
  asha = await person("patient", "Asha");
  meera = await person("patient", "Meera", "Iyer");

  reference = `SC-${randomUUID().slice(0, 6).toUpperCase()}`;
  const request = await prisma.consultationRequest.create({
    data: {
      idempotencyKey: randomUUID(),
      reference,
      firstName: "Lata",
      lastName: "Menon",
      email: "lata.menon@example.in",
      phone: "+919800000000",
      age: 41,
      preferredDate: new Date("2026-11-25"),
      preferredTime: "10:00",
      consultationType: "initial",
      urgency: "low",
      privacyConsent: true,
      privacyConsentAt: new Date(),
    },
    select: { id: true },
  });
  requestId = request.id;

  const at = (iso: string) => new Date(iso);
  await prisma.accessLog.createMany({
    data: [
      // 20 Nov, India time
      {
        actorId: doctor.id,
        actorRole: "doctor",
        actorName: "Nisha K.",
        patientId: asha.id,
        subject: "profile",
        createdAt: at("2026-11-20T04:00:00Z"),
      },
      // 21 Nov, 00:30 in India (still 20 Nov in UTC)
      {
        actorId: coordinator.id,
        actorRole: "coordinator",
        actorName: "Priya S.",
        patientId: meera.id,
        subject: "messages",
        createdAt: at("2026-11-20T19:00:00Z"),
      },
      {
        actorId: coordinator.id,
        actorRole: "coordinator",
        actorName: "Priya S.",
        requestId,
        subject: "request",
        createdAt: at("2026-11-22T06:00:00Z"),
      },
      {
        actorId: doctor.id,
        actorRole: "doctor",
        actorName: "Nisha K.",
        patientId: asha.id,
        subject: "appointment",
        createdAt: at("2026-11-23T06:00:00Z"),
      },
    ],
  });

  await prisma.outboxEmail.createMany({
    data: [
      {
        to: asha.email,
        subject: "Queued",
        text: "Waiting",
        purpose: "booking-deletion",
        createdAt: at("2026-11-20T04:00:00Z"),
      },
      {
        to: meera.email,
        subject: "Sent",
        text: "Delivered",
        purpose: "breach-notice",
        attempts: 1,
        sentAt: at("2026-11-21T04:01:00Z"),
        createdAt: at("2026-11-21T04:00:00Z"),
      },
      {
        to: asha.email,
        subject: "Failed",
        text: "Bounced",
        purpose: "breach-notice",
        attempts: 2,
        lastError: "Error ECONNREFUSED",
        createdAt: at("2026-11-22T04:00:00Z"),
      },
    ],
  });

  const breach = await prisma.dataBreach.create({
    data: {
      summary: "A report was e-mailed to the wrong address.",
      measures: "We asked the recipient to delete it.",
      occurredAt: at("2026-11-19T09:00:00Z"),
      discoveredAt: at("2026-11-20T09:00:00Z"),
      recordedById: owner.id,
    },
    select: { id: true },
  });
  await prisma.breachNotice.createMany({
    data: [
      { breachId: breach.id, patientId: asha.id, notifiedAt: at("2026-11-20T10:00:00Z") },
      {
        breachId: breach.id,
        patientId: meera.id,
        notifiedAt: at("2026-11-20T10:00:00Z"),
        readAt: at("2026-11-21T10:00:00Z"),
      },
    ],
  });
  await prisma.dataBreach.create({
    data: {
      summary: "A second, newer record with nobody notified yet.",
      measures: "None needed.",
      occurredAt: at("2026-11-21T09:00:00Z"),
      discoveredAt: at("2026-11-21T10:00:00Z"),
      recordedById: owner.id,
    },
  });
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

const subjects = (rows: Array<{ subject: string }>) => rows.map((row) => row.subject);

describe("accessLogPage", () => {
  it("lists every read newest first, naming the staff member and whose data", async () => {
    const page = await accessLogPage(viewer(owner), { page: 1 });
    expect(page.total).toBe(4);
    expect(subjects(page.rows)).toEqual(["appointment", "request", "messages", "profile"]);
    expect(page.rows[0]).toMatchObject({
      actorName: "Nisha K.",
      actorRole: "doctor",
      patient: { id: asha.id, name: "Asha Rao" },
      request: null,
    });
    expect(page.rows[1]).toMatchObject({
      patient: null,
      request: { reference, name: "Lata Menon" },
    });
  });

  it("filters by staff member: her name as logged or now, her e-mail or her account id", async () => {
    const byId = await accessLogPage(viewer(owner), { page: 1, staff: coordinator.id });
    expect(subjects(byId.rows)).toEqual(["request", "messages"]);
    const byName = await accessLogPage(viewer(owner), { page: 1, staff: "priya sharma" });
    expect(subjects(byName.rows)).toEqual(["request", "messages"]);
    const asLogged = await accessLogPage(viewer(owner), { page: 1, staff: "Nisha K." });
    expect(subjects(asLogged.rows)).toEqual(["appointment", "profile"]);
    const byEmail = await accessLogPage(viewer(owner), { page: 1, staff: doctor.email });
    expect(subjects(byEmail.rows)).toEqual(["appointment", "profile"]);
    // A patient never appears as the staff member, and LIKE's wildcards match only themselves.
    const patient = await accessLogPage(viewer(owner), { page: 1, staff: "asha" });
    expect(patient.total).toBe(0);
    const nobody = await accessLogPage(viewer(owner), { page: 1, staff: "%" });
    expect(nobody.total).toBe(0);
  });

  it("filters by patient name, e-mail, account id or booking reference", async () => {
    const byName = await accessLogPage(viewer(owner), { page: 1, patient: "asha rao" });
    expect(subjects(byName.rows)).toEqual(["appointment", "profile"]);
    const byEmail = await accessLogPage(viewer(owner), { page: 1, patient: meera.email });
    expect(subjects(byEmail.rows)).toEqual(["messages"]);
    const byId = await accessLogPage(viewer(owner), { page: 1, patient: meera.id });
    expect(subjects(byId.rows)).toEqual(["messages"]);
    const byReference = await accessLogPage(viewer(owner), {
      page: 1,
      patient: reference.toLowerCase(),
    });
    expect(subjects(byReference.rows)).toEqual(["request"]);
    const nobody = await accessLogPage(viewer(owner), { page: 1, patient: "%" });
    expect(nobody.total).toBe(0);
  });

  it("filters by subject", async () => {
    const page = await accessLogPage(viewer(owner), { page: 1, subject: "messages" });
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]?.patient?.id).toBe(meera.id);
  });

  it("filters by India calendar days, both ends inclusive", async () => {
    const day21 = await accessLogPage(viewer(owner), {
      page: 1,
      from: "2026-11-21",
      to: "2026-11-21",
    });
    expect(subjects(day21.rows)).toEqual(["messages"]);
    const from22 = await accessLogPage(viewer(owner), { page: 1, from: "2026-11-22" });
    expect(subjects(from22.rows)).toEqual(["appointment", "request"]);
    const to20 = await accessLogPage(viewer(owner), { page: 1, to: "2026-11-20" });
    expect(subjects(to20.rows)).toEqual(["profile"]);
  });

  it("combines filters and pages the result", async () => {
    const combined = await accessLogPage(viewer(owner), {
      page: 1,
      staff: doctor.id,
      patient: "asha",
      subject: "profile",
      from: "2026-11-20",
    });
    expect(subjects(combined.rows)).toEqual(["profile"]);
    const second = await accessLogPage(viewer(owner), { page: 2 }, 3);
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 4 });
    expect(subjects(second.rows)).toEqual(["profile"]);
    const pastTheEnd = await accessLogPage(viewer(owner), { page: 9 }, 3);
    expect(pastTheEnd.page).toBe(2);
  });
});

describe("outboxPage", () => {
  it("lists e-mails newest first with a status derived from delivery", async () => {
    const page = await outboxPage(viewer(owner), { page: 1 });
    expect(page.rows.map((row) => [row.subject, row.status, row.attempts])).toEqual([
      ["Failed", "failed", 2],
      ["Sent", "sent", 1],
      ["Queued", "queued", 0],
    ]);
    // The list carries no message text: it is read when one is opened.
    expect(JSON.stringify(page)).not.toContain("Delivered");
    const sent = page.rows[1];
    expect(sent && (await outboxMessage(viewer(owner), sent.id))?.text).toBe("Delivered");
  });

  it("hides a deletion link's one-time token, which stays intact for sending", async () => {
    const token = randomBytes(32).toString("base64url");
    const link = `http://localhost:3000/delete-my-booking/confirm?token=${token}`;
    const mail = await prisma.outboxEmail.create({
      data: {
        to: "asha@example.in",
        subject: "Confirm",
        purpose: "booking-deletion",
        text: `Open this link:\n${link}\nThanks`,
      },
    });
    try {
      const opened = await outboxMessage(viewer(owner), mail.id);
      expect(opened?.text).toBe(
        "Open this link:\nhttp://localhost:3000/delete-my-booking/confirm?token=[hidden]\nThanks",
      );
      expect(JSON.stringify(opened)).not.toContain(token);
      expect(await outboxMessage(viewer(owner), "not-an-id")).toBeNull();
      expect(
        (await prisma.outboxEmail.findUniqueOrThrow({ where: { id: mail.id } })).text,
      ).toContain(token);
    } finally {
      await prisma.outboxEmail.delete({ where: { id: mail.id } });
    }
  });

  it("filters by status", async () => {
    for (const status of ["queued", "sent", "failed"] as const) {
      const page = await outboxPage(viewer(owner), { page: 1, status });
      expect(page.rows.map((row) => row.status)).toEqual([status]);
    }
  });
});

describe("breachesPage", () => {
  it("lists breaches newest first with affected, notified and acknowledged counts", async () => {
    const page = await breachesPage(viewer(owner), 1);
    expect(page.total).toBe(2);
    expect(page.rows[0]).toMatchObject({ affected: 0, notified: 0, acknowledged: 0 });
    const first = page.rows[1];
    expect(first).toMatchObject({
      summary: "A report was e-mailed to the wrong address.",
      recordedBy: "Radhika Rao",
      affected: 2,
      notified: 2,
      acknowledged: 1,
    });
  });
});

describe("breachNotices", () => {
  it("lists the patients a breach affected by name, with who has read her notice", async () => {
    const [newer, older] = (await breachesPage(viewer(owner), 1)).rows;
    const found = await breachNotices(viewer(owner), older?.id ?? "", 1);
    expect(found?.breach).toMatchObject({ affected: 2, notified: 2, acknowledged: 1 });
    expect(found?.notices.rows.map((p) => [p.name, p.readAt?.toISOString() ?? null])).toEqual([
      ["Asha Rao", null],
      ["Meera Iyer", "2026-11-21T10:00:00.000Z"],
    ]);
    expect((await breachNotices(viewer(owner), newer?.id ?? "", 1))?.notices.total).toBe(0);
  });

  it("finds nothing for an id that is not a breach's", async () => {
    expect(await breachNotices(viewer(owner), "not-an-id", 1)).toBeNull();
    expect(await breachNotices(viewer(owner), randomUUID(), 1)).toBeNull();
  });
});

describe("refuses everyone but the owner", () => {
  it.each(["doctor", "coordinator", "patient"] as const)("refuses a %s", async (role) => {
    const who = { doctor, coordinator, patient: asha }[role];
    const as = viewer(who);
    await expect(accessLogPage(as, { page: 1 })).rejects.toBeInstanceOf(NotOwnerError);
    await expect(outboxPage(as, { page: 1 })).rejects.toBeInstanceOf(NotOwnerError);
    await expect(outboxMessage(as, randomUUID())).rejects.toBeInstanceOf(NotOwnerError);
    await expect(breachesPage(as, 1)).rejects.toBeInstanceOf(NotOwnerError);
    await expect(breachNotices(as, randomUUID(), 1)).rejects.toBeInstanceOf(NotOwnerError);
    expect(() => smtpConfigured(as)).toThrow(NotOwnerError);
  });
});
