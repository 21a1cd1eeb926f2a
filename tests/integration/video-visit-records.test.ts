import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { POST as signals } from "@/app/api/visits/[id]/signals/route";
import type { Role } from "@/lib/auth/permissions";
import type { Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { buildPatientExport } from "@/lib/privacy/export";
import { openAppointmentDetail } from "@/lib/queries/appointments";
import { whoViewedMe } from "@/lib/queries/patient";
import { visitRoomFor } from "@/lib/queries/video";
import { runRoomCommand } from "@/lib/video/room";
import type { RoomCommand } from "@/lib/video/visit";
import {
  makeAppointment,
  makeBooking,
  makeUser,
  minutesFrom,
} from "@/tests/fixtures/dashboard-data";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { viewerOf } from "@/tests/fixtures/viewer";
import { as, asNobody } from "@/tests/integration/session-mock";

/**
 * A video visit's records without its content (issue 35, item 5): nothing of the call is kept, but
 * her access log shows when her doctor came into the visit and left it, and the visit's start and
 * end are in the appointment's record and in her data export.
 */

const prisma = createTestPrisma();

async function person<R extends Role>(
  role: R,
  names: { firstName?: string; lastName?: string } = {},
): Promise<Viewer<R>> {
  const user = await makeUser(prisma, role, names);
  return viewerOf({ ...user, role });
}

/** Two people and a video appointment of theirs starting in five minutes: its room is open. */
async function openVisit() {
  const doctor = await person("doctor", { firstName: "Kavya", lastName: "Menon" });
  const patient = await person("patient", { firstName: "Asha", lastName: "Rao" });
  const visit = await makeAppointment(prisma, {
    patientId: patient.id,
    doctorId: doctor.id,
    at: minutesFrom(new Date(), 5),
    clinic: "video",
  });
  return { doctor, patient, visit };
}

/** A command of the room's, run by `who` through the room only its two people get. */
async function run(who: Viewer<"patient" | "doctor">, id: string, command: RoomCommand) {
  const room = await visitRoomFor(who, id);
  if (!room) throw new Error(`${who.role} has no room for ${id}`);
  const result = await runRoomCommand(room, command);
  expect(result.ok, `${who.role} ${command}`).toBe(true);
  // Apart in time as two clicks are: the log's lines are ordered by when they were written.
  await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Her log's lines about visits, oldest first. */
async function visitLog(patientId: string) {
  return prisma.accessLog.findMany({
    where: { patientId, subject: { in: ["visit_joined", "visit_left"] } },
    orderBy: { createdAt: "asc" },
    select: { subject: true, actorId: true, actorRole: true, actorName: true },
  });
}

beforeEach(async () => {
  await resetDatabase(prisma);
  asNobody();
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("her access log during a video visit", () => {
  it("shows her doctor joining when she lets her in and leaving, again on a return, and at the end", async () => {
    const { doctor, patient, visit } = await openVisit();
    await run(patient, visit.id, "join");
    await run(doctor, visit.id, "join");
    // The doctor in the room before letting her in has not come into the visit with her yet.
    expect(await visitLog(patient.id)).toEqual([]);

    await run(doctor, visit.id, "admit");
    await run(doctor, visit.id, "join"); // A second join (a double click) is the same stay.
    await run(doctor, visit.id, "leave");
    await run(doctor, visit.id, "leave");
    await run(doctor, visit.id, "join");
    await run(doctor, visit.id, "end");

    const doctorLine = { actorId: doctor.id, actorRole: "doctor", actorName: "Kavya M." };
    expect(await visitLog(patient.id)).toEqual([
      { subject: "visit_joined", ...doctorLine },
      { subject: "visit_left", ...doctorLine },
      { subject: "visit_joined", ...doctorLine },
      { subject: "visit_left", ...doctorLine },
    ]);
    // As her privacy page lists them, newest first: no word of what was said, only who and when.
    const seen = (await whoViewedMe(patient)).rows;
    expect(
      seen.map(({ actorName, actorRole, subject }) => ({ actorName, actorRole, subject })),
    ).toEqual([
      { actorName: "Kavya M.", actorRole: "doctor", subject: "visit_left" },
      { actorName: "Kavya M.", actorRole: "doctor", subject: "visit_joined" },
      { actorName: "Kavya M.", actorRole: "doctor", subject: "visit_left" },
      { actorName: "Kavya M.", actorRole: "doctor", subject: "visit_joined" },
    ]);
  });

  it("writes nothing for her own joins and leaves, nor for a room her doctor only opened", async () => {
    const { doctor, patient, visit } = await openVisit();
    await run(doctor, visit.id, "join");
    await run(patient, visit.id, "join");
    await run(patient, visit.id, "leave");
    await run(doctor, visit.id, "leave");
    expect(await prisma.accessLog.count()).toBe(0);

    // Once the visit runs, her coming and going is still not the log's business.
    await run(patient, visit.id, "join");
    await run(doctor, visit.id, "join");
    await run(doctor, visit.id, "admit");
    const afterAdmit = await prisma.accessLog.count();
    await run(patient, visit.id, "leave");
    await run(patient, visit.id, "join");
    expect(await prisma.accessLog.count()).toBe(afterAdmit);
  });

  it("is never written by a coordinator or the owner, who cannot join", async () => {
    const { patient, visit } = await openVisit();
    for (const role of ["coordinator", "owner"] as const) {
      const staff = await makeUser(prisma, role);
      as(staff);
      for (const command of ["join", "admit", "leave", "end"]) {
        const response = await signals(
          new Request(`http://localhost/api/visits/${visit.id}/signals`, {
            method: "POST",
            body: JSON.stringify({ type: "command", command }),
            headers: { "Content-Type": "application/json" },
          }),
          { params: Promise.resolve({ id: visit.id }) },
        );
        expect(response.status, `${role} ${command}`).toBe(404);
      }
    }
    expect(await prisma.accessLog.count()).toBe(0);
    expect(await prisma.videoVisit.count()).toBe(0);
    expect((await whoViewedMe(patient)).rows).toEqual([]);
  });

  it("writes a visit without her account under its booking, so her log shows it once it is hers", async () => {
    const doctor = await person("doctor", { firstName: "Kavya", lastName: "Menon" });
    const visit = await makeAppointment(prisma, {
      patientId: null,
      doctorId: doctor.id,
      at: minutesFrom(new Date(), 5),
      clinic: "video",
    });
    const booking = await makeBooking(prisma, {
      email: "guest.visit@example.in",
      status: "scheduled",
      appointmentId: visit.id,
    });
    // She came in by her mailed link (a later slice); her doctor is in the call with her.
    await prisma.videoVisit.create({
      data: {
        appointmentId: visit.id,
        patientPresence: "admitted",
        doctorPresent: true,
        startedAt: new Date(),
        patientSeenAt: new Date(),
        doctorSeenAt: new Date(),
      },
    });
    await run(doctor, visit.id, "end");
    expect(
      await prisma.accessLog.findMany({
        select: { subject: true, patientId: true, requestId: true },
      }),
    ).toEqual([{ subject: "visit_left", patientId: null, requestId: booking.id }]);
  });
});

describe("the visit's start and end in her records", () => {
  it("are in the appointment her doctor opens and in her export; nothing else of the call is", async () => {
    const { doctor, patient, visit } = await openVisit();
    await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: doctor.id,
      at: minutesFrom(new Date(), 3 * 24 * 60),
      clinic: "video",
    });
    await makeAppointment(prisma, {
      patientId: patient.id,
      doctorId: doctor.id,
      at: minutesFrom(new Date(), 6 * 24 * 60),
    });

    expect((await openAppointmentDetail(doctor, visit.id))?.videoVisit).toBeNull();
    await run(patient, visit.id, "join");
    await run(doctor, visit.id, "join");
    await run(doctor, visit.id, "admit");
    const running = await openAppointmentDetail(doctor, visit.id);
    expect(running?.videoVisit).toEqual({ startedAt: expect.any(Date), endedAt: null });
    await run(doctor, visit.id, "end");

    const row = await prisma.videoVisit.findUniqueOrThrow({ where: { appointmentId: visit.id } });
    expect((await openAppointmentDetail(doctor, visit.id))?.videoVisit).toEqual({
      startedAt: row.startedAt,
      endedAt: row.endedAt,
    });

    const data = await buildPatientExport(prisma, patient.id);
    expect(data.appointments.map((a) => ({ mode: a.mode, videoVisit: a.videoVisit }))).toEqual([
      { mode: "video", videoVisit: { startedAt: row.startedAt, endedAt: row.endedAt } },
      { mode: "video", videoVisit: { startedAt: null, endedAt: null } },
      { mode: "in_person", videoVisit: null },
    ]);
    expect(row.startedAt).not.toBeNull();
    expect(row.endedAt).not.toBeNull();
    // Her export names the doctor's comings and goings as her log does, and nothing of the call.
    expect(data.accessLog.map((entry) => entry.what)).toEqual(
      expect.arrayContaining(["visit_joined", "visit_left"]),
    );
    const text = JSON.stringify(data);
    for (const word of ["sdp", "candidate", "signal", "presence", "seenAt"]) {
      expect(text).not.toContain(word);
    }
  });
});
