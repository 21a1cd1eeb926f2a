import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  reassignAppointment,
  rescheduleAppointment,
  updateAppointmentStatus,
} from "@/lib/actions/appointments";
import { markMessageRead, replyToMessage } from "@/lib/actions/messages";
import { authMessages } from "@/lib/validations/auth-messages";
import { db } from "@/lib/db";
import {
  appointmentsPage,
  appointmentStatusCounts,
  patientsPage,
  todaysSchedule,
} from "@/lib/queries/appointments";
import { inboxPage, priorityMessages } from "@/lib/queries/messages";
import type { Viewer } from "@/lib/queries/scope";
import {
  makeAppointment,
  makeMessage,
  makeUser,
  minutesFrom,
} from "@/tests/fixtures/dashboard-data";
import { viewerOf } from "@/tests/fixtures/viewer";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { as } from "@/tests/integration/session-mock";

/**
 * Who sees what: a doctor the appointments where she is the doctor and the messages sent to her, a
 * coordinator the appointments she coordinates, the owner everything. Every dashboard query returns
 * exactly the caller's rows, and every action refuses a row outside her scope even when called
 * directly with its id.
 */

const prisma = createTestPrisma();
const now = new Date();
const tomorrow = minutesFrom(now, 24 * 60);

type World = Awaited<ReturnType<typeof buildWorld>>;
let world: World;

async function buildWorld() {
  const owner = await makeUser(prisma, "owner");
  const doctorA = await makeUser(prisma, "doctor", { firstName: "Kavya" });
  const doctorB = await makeUser(prisma, "doctor", { firstName: "Ritu" });
  const coordinatorA = await makeUser(prisma, "coordinator");
  const coordinatorB = await makeUser(prisma, "coordinator");
  const patientA = await makeUser(prisma, "patient", { firstName: "Asha" });
  const patientB = await makeUser(prisma, "patient", { firstName: "Bina" });

  const a1 = await makeAppointment(prisma, {
    patientId: patientA.id,
    doctorId: doctorA.id,
    coordinatorId: coordinatorA.id,
    at: tomorrow,
  });
  const a2 = await makeAppointment(prisma, {
    patientId: patientB.id,
    doctorId: doctorB.id,
    coordinatorId: coordinatorB.id,
    at: tomorrow,
  });
  const a3 = await makeAppointment(prisma, {
    patientId: patientB.id,
    doctorId: doctorA.id,
    coordinatorId: coordinatorB.id,
    at: minutesFrom(tomorrow, 60),
  });
  const m1 = await makeMessage(prisma, { senderId: patientA.id, receiverId: doctorA.id });
  const m2 = await makeMessage(prisma, { senderId: patientB.id, receiverId: doctorB.id });
  return {
    owner,
    doctorA,
    doctorB,
    coordinatorA,
    coordinatorB,
    patientA,
    patientB,
    a1,
    a2,
    a3,
    m1,
    m2,
  };
}

const viewer = (user: { id: string; role: Viewer["role"] }): Viewer => viewerOf(user);

async function appointmentIds(user: { id: string; role: Viewer["role"] }): Promise<string[]> {
  const page = await appointmentsPage(viewer(user), { page: 1, when: "all" }, now);
  return page.rows.map((row) => row.id).sort();
}

beforeEach(async () => {
  await resetDatabase(prisma);
  world = await buildWorld();
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("dashboard queries are scoped by role", () => {
  it("shows a doctor only the appointments where she is the doctor", async () => {
    const { doctorA, doctorB, a1, a2, a3 } = world;
    expect(await appointmentIds(doctorA)).toEqual([a1.id, a3.id].sort());
    expect(await appointmentIds(doctorB)).toEqual([a2.id]);
  });

  it("shows a coordinator only the appointments she coordinates", async () => {
    const { coordinatorA, coordinatorB, a1, a2, a3 } = world;
    expect(await appointmentIds(coordinatorA)).toEqual([a1.id]);
    expect(await appointmentIds(coordinatorB)).toEqual([a2.id, a3.id].sort());
  });

  it("shows the owner every appointment and a patient only her own", async () => {
    const { owner, patientA, a1, a2, a3 } = world;
    expect(await appointmentIds(owner)).toEqual([a1.id, a2.id, a3.id].sort());
    expect(await appointmentIds(patientA)).toEqual([a1.id]);
  });

  it("scopes today's schedule, the status counts and the patient list the same way", async () => {
    const { doctorA, doctorB, patientA, patientB } = world;
    const today = await makeAppointment(prisma, {
      patientId: patientA.id,
      doctorId: doctorB.id,
      at: minutesFrom(now, 1),
    });
    expect((await todaysSchedule(viewer(doctorA), now)).rows.map((r) => r.id)).not.toContain(
      today.id,
    );
    expect((await appointmentStatusCounts(viewer(doctorA))).scheduled).toBe(2);
    const patients = await patientsPage(viewer(doctorA), 1, now);
    expect(patients.rows.map((p) => p.id).sort()).toEqual([patientA.id, patientB.id].sort());
    const patientsOfB = await patientsPage(viewer(doctorB), 1, now);
    expect(patientsOfB.rows.map((p) => p.id).sort()).toEqual([patientA.id, patientB.id].sort());
  });

  it("shows a doctor only the messages she received", async () => {
    const { doctorA, doctorB, m1, m2 } = world;
    expect((await inboxPage(viewer(doctorA), 1)).rows.map((m) => m.id)).toEqual([m1.id]);
    expect((await priorityMessages(viewer(doctorA))).map((m) => m.id)).toEqual([m1.id]);
    expect((await inboxPage(viewer(doctorB), 1)).rows.map((m) => m.id)).toEqual([m2.id]);
  });
});

describe("actions refuse rows outside the caller's scope, by direct call with a foreign id", () => {
  it("refuses a doctor changing another doctor's appointment", async () => {
    const { doctorA, a2 } = world;
    as(doctorA);
    expect(await updateAppointmentStatus({ appointmentId: a2.id, status: "confirmed" })).toEqual({
      ok: false,
      error: authMessages.accessDenied,
    });
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: a2.id } })).toMatchObject({
      status: "scheduled",
    });
  });

  it("refuses a doctor reading or answering another doctor's message", async () => {
    const { doctorA, m2, patientB } = world;
    as(doctorA);
    expect(await markMessageRead({ messageId: m2.id })).toEqual({
      ok: false,
      error: authMessages.accessDenied,
    });
    expect(await replyToMessage({ messageId: m2.id, body: "Hello" })).toEqual({
      ok: false,
      error: authMessages.accessDenied,
    });
    expect(await prisma.message.findUniqueOrThrow({ where: { id: m2.id } })).toMatchObject({
      status: "unread",
      readAt: null,
    });
    expect(await prisma.message.count({ where: { receiverId: patientB.id } })).toBe(0);
  });

  it("refuses a coordinator moving an appointment she does not coordinate", async () => {
    const { coordinatorA, a2, doctorA } = world;
    as(coordinatorA);
    const later = minutesFrom(now, 3 * 24 * 60);
    expect(
      await rescheduleAppointment({
        appointmentId: a2.id,
        date: later.toISOString().slice(0, 10),
        time: "10:00",
      }),
    ).toEqual({ ok: false, error: authMessages.accessDenied });
    expect(await reassignAppointment({ appointmentId: a2.id, doctorId: doctorA.id })).toEqual({
      ok: false,
      error: authMessages.accessDenied,
    });
    expect(await updateAppointmentStatus({ appointmentId: a2.id, status: "cancelled" })).toEqual({
      ok: false,
      error: authMessages.accessDenied,
    });
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: a2.id } })).toMatchObject({
      doctorId: world.doctorB.id,
      status: "scheduled",
      appointmentDate: tomorrow,
    });
  });

  it("lets the owner change any appointment", async () => {
    const { owner, a2 } = world;
    as(owner);
    expect(
      await updateAppointmentStatus({ appointmentId: a2.id, status: "confirmed" }),
    ).toMatchObject({ ok: true, data: { id: a2.id, status: "confirmed" } });
  });
});
