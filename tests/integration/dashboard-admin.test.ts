import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { markMessageRead, replyToMessage } from "@/lib/actions/messages";
import { updateProfile } from "@/lib/actions/profile";
import { deleteUser, setUserStatus } from "@/lib/actions/users";
import { authMessages } from "@/lib/validations/auth-messages";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { db } from "@/lib/db";
import { priorityMessages } from "@/lib/queries/messages";
import { accountStatusHistory, adminOverview, pendingUsers, usersPage } from "@/lib/queries/users";
import {
  makeAppointment,
  makeMessage,
  makeUser,
  minutesFrom,
} from "@/tests/fixtures/dashboard-data";
import { viewerOf } from "@/tests/fixtures/viewer";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { as } from "@/tests/integration/session-mock";

/** The owner's user management and the doctor's inbox, called as the dashboards call them. */

const prisma = createTestPrisma();
// The owner's reads take an owner Viewer; the rows they return do not depend on which owner asks.
const owner = viewerOf({ id: "00000000-0000-4000-8000-000000000001", role: "owner" as const });

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("the doctor's inbox", () => {
  it("marks a message read with the time it was read, once", async () => {
    const doctor = await makeUser(prisma, "doctor");
    const patient = await makeUser(prisma, "patient");
    const message = await makeMessage(prisma, { senderId: patient.id, receiverId: doctor.id });
    as(doctor);

    const before = Date.now();
    const first = await markMessageRead({ messageId: message.id });
    expect(first).toMatchObject({ ok: true, data: { id: message.id, status: "read" } });
    const stored = await prisma.message.findUniqueOrThrow({ where: { id: message.id } });
    expect(stored.status).toBe("read");
    expect(stored.readAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored.readAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    // Marking it again keeps the first read time.
    const again = await markMessageRead({ messageId: message.id });
    expect(again).toEqual({
      ok: true,
      data: { id: message.id, status: "read", readAt: stored.readAt },
    });
    expect(await priorityMessages(viewerOf({ id: doctor.id, role: "doctor" }))).toEqual([]);
  });

  it("lists urgent unread messages first among her five priority messages", async () => {
    const doctor = await makeUser(prisma, "doctor");
    const patient = await makeUser(prisma, "patient");
    const start = new Date("2031-01-01T00:00:00.000Z");
    for (let i = 0; i < 6; i++) {
      await makeMessage(prisma, {
        senderId: patient.id,
        receiverId: doctor.id,
        subject: `Routine ${i}`,
        createdAt: minutesFrom(start, i),
      });
    }
    await makeMessage(prisma, {
      senderId: patient.id,
      receiverId: doctor.id,
      subject: "Urgent, older",
      isUrgent: true,
      createdAt: minutesFrom(start, -60),
    });
    const subjects = (await priorityMessages(viewerOf({ id: doctor.id, role: "doctor" }))).map(
      (m) => m.subject,
    );
    expect(subjects).toEqual(["Urgent, older", "Routine 5", "Routine 4", "Routine 3", "Routine 2"]);
  });

  it("sends a reply to the sender, marks the original read and says so in the spec's words", async () => {
    const doctor = await makeUser(prisma, "doctor");
    const patient = await makeUser(prisma, "patient");
    const message = await makeMessage(prisma, {
      senderId: patient.id,
      receiverId: doctor.id,
      subject: "Diet plan",
    });
    as(doctor);
    const result = await replyToMessage({ messageId: message.id, body: "  Yes, continue it.  " });
    expect(result).toMatchObject({
      ok: true,
      data: { receiverId: patient.id, subject: "Re: Diet plan" },
    });
    const sent = await prisma.message.findFirstOrThrow({ where: { receiverId: patient.id } });
    expect(sent).toMatchObject({
      senderId: doctor.id,
      body: "Yes, continue it.",
      status: "unread",
    });
    expect((await prisma.message.findUniqueOrThrow({ where: { id: message.id } })).status).toBe(
      "read",
    );
    expect(await replyToMessage({ messageId: message.id, body: "   " })).toMatchObject({
      ok: false,
      error: dashboardMessages.replyRequired,
    });
    expect(dashboardMessages.messageSent).toBe("Message sent successfully!");
  });
});

describe("the owner's approvals and status changes", () => {
  it("approves a pending doctor, who may then act, and rejects another, who may not", async () => {
    const owner = await makeUser(prisma, "owner");
    const approved = await makeUser(prisma, "doctor", { status: "pending" });
    const rejected = await makeUser(prisma, "coordinator", { status: "pending" });
    as(owner);
    expect(await setUserStatus({ userId: approved.id, status: "active" })).toEqual({
      ok: true,
      data: { id: approved.id, status: "active", message: "Account approved" },
    });
    expect(
      await setUserStatus({ userId: rejected.id, status: "suspended", reason: "Not on our staff" }),
    ).toMatchObject({ ok: true, data: { message: "Account rejected" } });
    // Each is told the answer by e-mail, once.
    const mails = await prisma.outboxEmail.findMany({ orderBy: { purpose: "asc" } });
    expect(mails.map((mail) => [mail.purpose, mail.to])).toEqual([
      ["account-approved", approved.email],
      ["account-refused", rejected.email],
    ]);
    expect(mails[0]?.text).toMatch(/\/sign-in/);
    await setUserStatus({ userId: approved.id, status: "active" });
    expect(await prisma.outboxEmail.count()).toBe(2);

    as(approved);
    expect(await updateProfile({ bio: "Proctologist" })).toMatchObject({ ok: true });
    as(rejected);
    expect(await updateProfile({ bio: "Coordinator" })).toEqual({
      ok: false,
      error: authMessages.suspended,
    });
  });

  it("sets any of the three statuses, but never her own, and only as the owner", async () => {
    const owner = await makeUser(prisma, "owner");
    const patient = await makeUser(prisma, "patient");
    as(owner);
    for (const status of ["suspended", "pending", "active"] as const) {
      expect(
        await setUserStatus({ userId: patient.id, status, reason: "Housekeeping" }),
      ).toMatchObject({ ok: true });
      expect((await prisma.user.findUniqueOrThrow({ where: { id: patient.id } })).status).toBe(
        status,
      );
    }
    expect(await setUserStatus({ userId: owner.id, status: "suspended", reason: "x" })).toEqual({
      ok: false,
      error: dashboardMessages.ownStatus,
    });
    const coordinator = await makeUser(prisma, "coordinator");
    as(coordinator);
    expect(await setUserStatus({ userId: patient.id, status: "suspended", reason: "x" })).toEqual({
      ok: false,
      error: authMessages.accessDenied,
    });
    // Only a pending sign-up's answer is mailed; other changes are the owner's housekeeping.
    expect(await prisma.outboxEmail.count()).toBe(0);
  });

  it("suspends only with a reason, keeps it in the account's history and says what was done", async () => {
    const owner = await makeUser(prisma, "owner", { firstName: "Radhika", lastName: "Iyer" });
    const patient = await makeUser(prisma, "patient");
    as(owner);
    for (const reason of [undefined, "", "   "]) {
      expect(
        await setUserStatus({
          userId: patient.id,
          status: "suspended",
          ...(reason === undefined ? {} : { reason }),
        }),
      ).toMatchObject({
        ok: false,
        fieldErrors: { reason: [dashboardMessages.suspendReasonRequired] },
      });
    }
    expect((await prisma.user.findUniqueOrThrow({ where: { id: patient.id } })).status).toBe(
      "active",
    );
    expect(
      await setUserStatus({
        userId: patient.id,
        status: "suspended",
        reason: "  Abusive messages to a coordinator  ",
      }),
    ).toEqual({
      ok: true,
      data: { id: patient.id, status: "suspended", message: "Account suspended" },
    });
    expect(await setUserStatus({ userId: patient.id, status: "active" })).toMatchObject({
      ok: true,
      data: { message: "Account reactivated" },
    });
    expect(await setUserStatus({ userId: patient.id, status: "pending" })).toMatchObject({
      ok: true,
      data: { message: "Account set back to pending" },
    });
    // Her history, newest first, as the edit dialog shows it.
    const history = await accountStatusHistory(
      viewerOf({ id: owner.id, role: "owner" as const }),
      patient.id,
    );
    expect(history.map((change) => [change.from, change.to, change.reason, change.by])).toEqual([
      ["active", "pending", null, "Radhika Iyer"],
      ["suspended", "active", null, "Radhika Iyer"],
      ["active", "suspended", "Abusive messages to a coordinator", "Radhika Iyer"],
    ]);
  });

  it("lists the five newest pending accounts and counts them all", async () => {
    const start = new Date("2030-01-01T00:00:00.000Z");
    for (let i = 0; i < 7; i++) {
      await makeUser(prisma, "doctor", {
        status: "pending",
        lastName: `Pending${i}`,
        createdAt: minutesFrom(start, i),
      });
    }
    await makeUser(prisma, "doctor", { lastName: "Active", createdAt: minutesFrom(start, 60) });
    expect((await pendingUsers(owner)).map((u) => u.lastName)).toEqual([
      "Pending6",
      "Pending5",
      "Pending4",
      "Pending3",
      "Pending2",
    ]);
    expect(await adminOverview(owner)).toMatchObject({
      userCount: 8,
      doctorCount: 8,
      pendingCount: 7,
    });
  });
});

describe("the owner deletes accounts", () => {
  it("deletes an account with no records", async () => {
    const owner = await makeUser(prisma, "owner");
    const patient = await makeUser(prisma, "patient");
    as(owner);
    expect(await deleteUser({ userId: patient.id })).toEqual({
      ok: true,
      data: { id: patient.id, outcome: "deleted" },
    });
    expect(await prisma.user.findUnique({ where: { id: patient.id } })).toBeNull();
  });

  it("suspends instead an account with appointments or messages, and says why", async () => {
    const owner = await makeUser(prisma, "owner");
    const doctor = await makeUser(prisma, "doctor", { firstName: "Ritu", lastName: "Shah" });
    const patient = await makeUser(prisma, "patient", { firstName: "Asha", lastName: "Nair" });
    const writer = await makeUser(prisma, "patient");
    await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: doctor.id,
      at: new Date("2031-01-01T05:00:00.000Z"),
    });
    await makeMessage(prisma, { senderId: writer.id, receiverId: owner.id });
    as(owner);
    expect(await deleteUser({ userId: patient.id })).toEqual({
      ok: true,
      data: {
        id: patient.id,
        outcome: "suspended",
        message:
          "Asha Nair has appointments or messages on record, which must be kept, so her account was suspended instead of deleted.",
      },
    });
    expect(await deleteUser({ userId: doctor.id })).toMatchObject({
      ok: true,
      data: { outcome: "suspended" },
    });
    expect(await deleteUser({ userId: writer.id })).toMatchObject({
      ok: true,
      data: { outcome: "suspended" },
    });
    const statuses = await prisma.user.findMany({
      where: { id: { in: [patient.id, doctor.id, writer.id] } },
      select: { status: true },
    });
    expect(statuses.map((s) => s.status)).toEqual(["suspended", "suspended", "suspended"]);
  });

  it("refuses deleting her own account", async () => {
    const owner = await makeUser(prisma, "owner");
    as(owner);
    expect(await deleteUser({ userId: owner.id })).toEqual({
      ok: false,
      error: dashboardMessages.ownDelete,
    });
    expect(await prisma.user.findUnique({ where: { id: owner.id } })).not.toBeNull();
  });
});

describe("the owner's user list and edit dialog", () => {
  it("searches by name or e-mail and filters by role and status, on the server", async () => {
    await makeUser(prisma, "doctor", { firstName: "Kavya", lastName: "Menon" });
    await makeUser(prisma, "patient", { firstName: "Kavita", lastName: "Rao" });
    await makeUser(prisma, "patient", {
      firstName: "Priya",
      lastName: "Sharma",
      status: "pending",
    });
    const names = async (filter: Parameters<typeof usersPage>[1]) =>
      (await usersPage(owner, filter)).rows.map((u) => u.name).sort();

    expect(await names({ page: 1, q: "kav" })).toEqual(["Kavita Rao", "Kavya Menon"]);
    expect(await names({ page: 1, q: "kavya menon" })).toEqual(["Kavya Menon"]);
    expect(await names({ page: 1, q: "patient." })).toEqual(["Kavita Rao", "Priya Sharma"]);
    expect(await names({ page: 1, role: "patient", status: "pending" })).toEqual(["Priya Sharma"]);
    // LIKE's wildcards are searched for literally.
    expect(await names({ page: 1, q: "%" })).toEqual([]);
    expect(await names({ page: 1, q: "_" })).toEqual([]);
  });

  it("pages the list on the server", async () => {
    for (let i = 0; i < 5; i++) await makeUser(prisma, "patient");
    const page = await usersPage(owner, { page: 3, pageSize: 2 });
    expect(page).toMatchObject({ page: 3, pageCount: 3, total: 5 });
    expect(page.rows).toHaveLength(1);
    // A page past the end shows the last one.
    expect(await usersPage(owner, { page: 9, pageSize: 2 })).toMatchObject({ page: 3 });
  });

  it("lets the owner set a specialization and make someone else an owner", async () => {
    const owner = await makeUser(prisma, "owner");
    const doctor = await makeUser(prisma, "doctor");
    as(owner);
    expect(
      await updateProfile({
        userId: doctor.id,
        specialization: " <b>Colorectal surgery</b> ",
        role: "owner",
      }),
    ).toMatchObject({ ok: true, data: { specialization: "Colorectal surgery", role: "owner" } });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: doctor.id } })).toMatchObject({
      role: "owner",
      specialization: "Colorectal surgery",
    });
  });
});
