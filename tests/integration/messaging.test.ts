import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askQuickQuestion, markThreadRead, sendMessage } from "@/lib/actions/messages";
import { db } from "@/lib/db";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { appointmentsPage } from "@/lib/queries/appointments";
import { myRequests } from "@/lib/queries/patient";
import { getThread, threadPage, unreadCount } from "@/lib/queries/threads";
import { inboxPage, priorityMessages } from "@/lib/queries/messages";
import { makeAppointment, makeUser, minutesFrom } from "@/tests/fixtures/dashboard-data";
import { viewerOf } from "@/tests/fixtures/viewer";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { as, asNobody } from "@/tests/integration/session-mock";

/**
 * Conversations between patients and their care team: who may write to whom, what each side
 * reads, and the unread count in her header. Every rule is checked by calling the action directly,
 * as the browser would, with ids the caller has no business using.
 */

const prisma = createTestPrisma();

type World = Awaited<ReturnType<typeof buildWorld>>;
let world: World;

async function buildWorld() {
  const owner = await makeUser(prisma, "owner");
  const doctor = await makeUser(prisma, "doctor", { firstName: "Kavya" });
  const otherDoctor = await makeUser(prisma, "doctor", { firstName: "Ritu" });
  const coordinator = await makeUser(prisma, "coordinator", { firstName: "Sunita" });
  const otherCoordinator = await makeUser(prisma, "coordinator", { firstName: "Lata" });
  const asha = await makeUser(prisma, "patient", { firstName: "Asha" });
  const bina = await makeUser(prisma, "patient", { firstName: "Bina" });
  const loner = await makeUser(prisma, "patient", { firstName: "Chitra" });
  await makeAppointment(prisma, {
    patientId: asha.id,
    doctorId: doctor.id,
    coordinatorId: coordinator.id,
    at: minutesFrom(new Date(), 24 * 60),
  });
  await makeAppointment(prisma, {
    patientId: bina.id,
    doctorId: otherDoctor.id,
    coordinatorId: otherCoordinator.id,
    at: minutesFrom(new Date(), 26 * 60),
  });
  return { owner, doctor, otherDoctor, coordinator, otherCoordinator, asha, bina, loner };
}

beforeAll(async () => {
  await resetDatabase(prisma);
  world = await buildWorld();
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("who may write to whom", () => {
  it("lets a patient write to her doctor and her coordinator", async () => {
    as(world.asha);
    expect(await sendMessage({ to: world.doctor.id, body: "Can I walk after?" })).toMatchObject({
      ok: true,
    });
    expect(await sendMessage({ to: world.coordinator.id, body: "Running late" })).toMatchObject({
      ok: true,
    });
  });

  it("refuses a patient writing to a doctor or coordinator who does not look after her", async () => {
    as(world.asha);
    for (const stranger of [world.otherDoctor, world.otherCoordinator, world.owner, world.bina]) {
      const before = await prisma.message.count();
      expect(await sendMessage({ to: stranger.id, body: "Hello" })).toEqual({
        ok: false,
        error: dashboardMessages.notInYourCare,
      });
      expect(await prisma.message.count()).toBe(before);
    }
  });

  it("refuses a doctor writing to another doctor's patient, and allows her own", async () => {
    as(world.doctor);
    expect(await sendMessage({ to: world.bina.id, body: "Hello" })).toMatchObject({ ok: false });
    expect(await sendMessage({ to: world.asha.id, body: "Please rest." })).toMatchObject({
      ok: true,
    });
  });

  it("lets staff write to each other", async () => {
    as(world.coordinator);
    expect(await sendMessage({ to: world.otherDoctor.id, body: "Room 2 free?" })).toMatchObject({
      ok: true,
    });
  });

  it("lets anyone answer someone who wrote to her", async () => {
    as(world.otherDoctor);
    // Ritu looks after Bina, not Asha, but she may answer the coordinator who wrote to her.
    expect(await sendMessage({ to: world.coordinator.id, body: "Yes" })).toMatchObject({
      ok: true,
    });
  });

  it("rejects an empty message and an unknown recipient with a clear message", async () => {
    as(world.asha);
    expect(await sendMessage({ to: world.doctor.id, body: "   " })).toMatchObject({
      ok: false,
      fieldErrors: { body: [dashboardMessages.messageRequired] },
    });
    expect(await sendMessage({ to: "not-an-id", body: "Hi" })).toMatchObject({ ok: false });
  });

  it("refuses anyone signed out", async () => {
    asNobody();
    expect(await sendMessage({ to: world.doctor.id, body: "Hi" })).toMatchObject({ ok: false });
  });
});

describe("reading conversations", () => {
  it("shows each side only the messages between the two of them", async () => {
    const ashaView = await getThread(
      viewerOf({ id: world.asha.id, role: "patient" as const }),
      world.doctor.id,
    );
    expect(ashaView?.messages.map((m) => m.body)).toEqual(["Can I walk after?", "Please rest."]);
    expect(ashaView?.messages.map((m) => m.mine)).toEqual([true, false]);

    // Bina asking for Asha's thread with the doctor gets only her own (empty) conversation.
    const binaView = await getThread(
      viewerOf({ id: world.bina.id, role: "patient" as const }),
      world.doctor.id,
    );
    expect(binaView?.messages).toEqual([]);
  });

  it("lists unread threads first with a count, and the header count matches", async () => {
    const page = await threadPage(viewerOf({ id: world.asha.id, role: "patient" as const }), 1);
    expect(page.rows[0]).toMatchObject({ counterpart: { id: world.doctor.id }, unread: 1 });
    expect(page.rows[0]?.counterpart.name).toMatch(/^Dr\. Kavya /);
    expect(await unreadCount(viewerOf({ id: world.asha.id, role: "patient" as const }))).toBe(1);
  });

  it("marks only the messages she received from that person read", async () => {
    as(world.asha);
    expect(await markThreadRead({ with: world.doctor.id })).toEqual({
      ok: true,
      data: { read: 1 },
    });
    expect(await unreadCount(viewerOf({ id: world.asha.id, role: "patient" as const }))).toBe(0);
    // The doctor's unread message from Asha stays unread: Asha cannot mark it for her.
    expect(
      await prisma.message.count({
        where: { senderId: world.asha.id, receiverId: world.doctor.id, status: "unread" },
      }),
    ).toBe(1);
  });
});

describe("urgent messages", () => {
  it("lets a patient mark hers urgent, and her doctor reads it first, in the inbox and Priority Messages", async () => {
    as(world.asha);
    const routine = await sendMessage({ to: world.doctor.id, body: "A routine question" });
    const urgent = await sendMessage({
      to: world.doctor.id,
      body: "Bleeding since this morning",
      urgent: true,
    });
    // A newer routine message still comes after the urgent one.
    await sendMessage({ to: world.doctor.id, body: "And one more thing" });
    if (!routine.ok || !urgent.ok) throw new Error("sending failed");

    const doctor = viewerOf(world.doctor);
    const inbox = await inboxPage(doctor, 1);
    expect(inbox.rows[0]).toMatchObject({ id: urgent.data.id, isUrgent: true });
    expect((await priorityMessages(doctor))[0]?.id).toBe(urgent.data.id);
    const thread = await getThread(doctor, world.asha.id);
    expect(thread?.messages.find((m) => m.id === urgent.data.id)?.urgent).toBe(true);
    expect(thread?.messages.find((m) => m.id === routine.data.id)?.urgent).toBe(false);
  });

  it("refuses staff marking a message urgent, and stores nothing", async () => {
    as(world.doctor);
    const before = await prisma.message.count();
    expect(await sendMessage({ to: world.asha.id, body: "Please call", urgent: true })).toEqual({
      ok: false,
      error: dashboardMessages.urgentIsForPatients,
    });
    expect(await prisma.message.count()).toBe(before);
  });
});

describe("quick question", () => {
  it("goes to the coordinator who looks after her, with a neutral subject", async () => {
    as(world.asha);
    const result = await askQuickQuestion({ body: "Should I fast before?" });
    expect(result).toMatchObject({ ok: true, data: { receiverId: world.coordinator.id } });
    const stored = await prisma.message.findFirstOrThrow({
      where: { senderId: world.asha.id, body: "Should I fast before?" },
    });
    expect(stored.subject).toBe("A question");
  });

  it("goes to a coordinator even before anyone looks after her", async () => {
    as(world.loner);
    const result = await askQuickQuestion({ body: "Do you see patients on Sunday?" });
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    const receiver = await prisma.user.findUniqueOrThrow({ where: { id: result.data.receiverId } });
    expect(receiver.role).toBe("coordinator");
  });

  it("is for patients only", async () => {
    as(world.doctor);
    expect(await askQuickQuestion({ body: "Hi" })).toMatchObject({ ok: false });
  });
});

describe("her own data only", () => {
  it("lists only her appointments and requests, whatever another patient has", async () => {
    const ashaViewer = viewerOf({ id: world.asha.id, role: "patient" as const });
    const upcoming = await appointmentsPage(
      ashaViewer,
      { page: 1, pageSize: 10, when: "upcoming" },
      new Date(),
    );
    expect(upcoming.rows.map((row) => row.patient.id)).toEqual([world.asha.id]);

    for (const [patient, reference] of [
      [world.asha, "SC-MINE1-AAAAA"],
      [world.bina, "SC-OTHER-BBBBB"],
    ] as const) {
      await prisma.consultationRequest.create({
        data: {
          idempotencyKey: reference,
          reference,
          firstName: "Test",
          lastName: "Patient",
          email: `${reference.toLowerCase()}@example.in`,
          phone: "+919876543210",
          age: 30,
          preferredDate: new Date("2026-12-10"),
          preferredTime: "10:00 AM",
          consultationType: "initial",
          urgency: "low",
          privacyConsent: true,
          privacyConsentAt: new Date(),
          patientId: patient.id,
        },
      });
    }
    expect(
      (await myRequests(viewerOf({ id: world.asha.id, role: "patient" as const }))).map(
        (r) => r.reference,
      ),
    ).toEqual(["SC-MINE1-AAAAA"]);
  });

  it("marks nothing read in a conversation with another patient", async () => {
    as(world.asha);
    expect(await markThreadRead({ with: world.bina.id })).toEqual({ ok: true, data: { read: 0 } });
  });
});
