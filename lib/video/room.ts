import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordAccess } from "@/lib/privacy/access-log";
import type { VisitRoom } from "@/lib/queries/video";
import type { VisitSignalInput } from "@/lib/validations/video";
import {
  callOpen,
  roomChange,
  roomPhase,
  roomState,
  type RoomCommand,
  type RoomState,
  type VisitRow,
} from "@/lib/video/visit";

/*
 * A video visit's room on the server: its commands (join, admit, leave, end), the signalling
 * between the two browsers, and what each browser's event stream reads. Every function takes a
 * VisitRoom, which only lib/queries/video.ts gives, after checking the viewer is one of the two.
 *
 * Every change writes a row to visit_signals in the same transaction; a trigger NOTIFYs every
 * instance, whose event streams then read what is new (lib/video/listener.ts). So the two people
 * may be served by two instances, and a stream that reconnects elsewhere misses nothing.
 *
 * Nothing of the call is kept. What her records hold is when: the visit's start and end
 * (video_visits.started_at, ended_at), and in her access log each time her doctor came into the
 * visit and left it.
 */

export type RoomRefusal = "not-open" | "closed" | "not-yours" | "not-waiting" | "not-in-call";

const visitRowSelect = {
  patientPresence: true,
  doctorPresent: true,
  patientSeenAt: true,
  doctorSeenAt: true,
  startedAt: true,
  endedAt: true,
} as const;

async function lockedRow(tx: Prisma.TransactionClient, appointmentId: string): Promise<VisitRow> {
  await tx.videoVisit.upsert({
    where: { appointmentId },
    create: { appointmentId },
    update: {},
  });
  // One command at a time per room: two admits, or an admit crossing an end, cannot interleave.
  await tx.$queryRaw`SELECT 1 FROM video_visits WHERE appointment_id = ${appointmentId}::uuid FOR UPDATE`;
  return tx.videoVisit.findUniqueOrThrow({ where: { appointmentId }, select: visitRowSelect });
}

/** The room's state now, as both browsers are told it. */
export async function readRoomState(room: VisitRoom, now = new Date()): Promise<RoomState> {
  const row = await db.videoVisit.findUnique({
    where: { appointmentId: room.appointmentId },
    select: visitRowSelect,
  });
  return roomState(row, now);
}

/** Runs a command of the room's; returns the state after it, or why it was refused. */
export async function runRoomCommand(
  room: VisitRoom,
  command: RoomCommand,
  now = new Date(),
): Promise<{ ok: true; state: RoomState } | { ok: false; reason: RoomRefusal }> {
  return db.$transaction(async (tx) => {
    const row = await lockedRow(tx, room.appointmentId);
    const change = roomChange(
      command,
      room.role,
      row,
      roomPhase(room.window, row.endedAt, now),
      now,
    );
    if (!change.ok) return change;
    const seen = room.role === "patient" ? { patientSeenAt: now } : { doctorSeenAt: now };
    const updated = await tx.videoVisit.update({
      where: { appointmentId: room.appointmentId },
      data: {
        ...(change.patientPresence ? { patientPresence: change.patientPresence } : {}),
        ...(change.doctorPresent !== undefined ? { doctorPresent: change.doctorPresent } : {}),
        ...(command === "join" || command === "admit" ? seen : {}),
        ...(change.starts ? { startedAt: now } : {}),
        ...(change.ends ? { endedAt: now } : {}),
      },
      select: visitRowSelect,
    });
    if (doctorInVisit(row) !== doctorInVisit(updated)) {
      await recordDoctorPresence(tx, room, doctorInVisit(updated) ? "visit_joined" : "visit_left");
    }
    if (change.starts) {
      // Her first admission starts the visit: the appointment is in progress.
      await tx.appointment.updateMany({
        where: { id: room.appointmentId, status: { in: ["scheduled", "confirmed"] } },
        data: { status: "in_progress" },
      });
    }
    if (change.ends) {
      // A visit that ran is completed; one that never started (she did not come) stays as it is,
      // for the coordinator to follow up. The signalling goes: nothing of the call is kept.
      if (updated.startedAt) {
        await tx.appointment.updateMany({
          where: { id: room.appointmentId, status: "in_progress" },
          data: { status: "completed" },
        });
      }
      await tx.visitSignal.deleteMany({ where: { appointmentId: room.appointmentId } });
    }
    await tx.visitSignal.create({
      data: { appointmentId: room.appointmentId, sender: room.role, kind: "presence" },
    });
    return { ok: true, state: roomState(updated, now) };
  });
}

/**
 * Whether her doctor is in the visit with her, as the row stores it: the visit has started (her
 * doctor let her in) and not ended, and the doctor has not left. Read from the stored flag, not
 * from the browsers' signs of life, so every "joined" in her log is followed by one "left": a tab
 * that crashed and came back is the same stay, and the doctor's next leave or end closes it.
 */
function doctorInVisit(row: Pick<VisitRow, "startedAt" | "endedAt" | "doctorPresent">): boolean {
  return row.startedAt !== null && row.endedAt === null && row.doctorPresent;
}

/**
 * Her access log's line for her doctor coming into the visit or leaving it (admitting her, coming
 * back after a reload, leaving, ending it): the time and the doctor, nothing of the call. Under her
 * account, or under her booking while she has none (her log shows it once the booking is hers).
 */
async function recordDoctorPresence(
  tx: Prisma.TransactionClient,
  room: VisitRoom,
  subject: "visit_joined" | "visit_left",
): Promise<void> {
  const appointment = await tx.appointment.findUniqueOrThrow({
    where: { id: room.appointmentId },
    select: {
      doctor: { select: { id: true, role: true, firstName: true, lastName: true } },
      request: { select: { id: true } },
    },
  });
  await recordAccess(
    appointment.doctor,
    { subject, patientId: room.patientId, requestId: appointment.request?.id ?? null },
    tx,
  );
}

/** An offer, answer or candidate for the other browser: only while both are in the call. */
export async function sendSignal(
  room: VisitRoom,
  signal: Exclude<VisitSignalInput, { type: "command" }>,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; reason: RoomRefusal }> {
  const state = await readRoomState(room, now);
  if (roomPhase(room.window, state.ended ? now : null, now) !== "open") {
    return { ok: false, reason: "closed" };
  }
  if (!callOpen(state)) return { ok: false, reason: "not-in-call" };
  await db.visitSignal.create({
    data: {
      appointmentId: room.appointmentId,
      sender: room.role,
      kind: signal.type,
      payload: signal.type === "description" ? signal.description : signal.candidate,
    },
  });
  return { ok: true };
}

export type SignalForBrowser =
  | { id: string; kind: "presence" }
  | { id: string; kind: "description"; payload: Prisma.JsonValue }
  | { id: string; kind: "candidate"; payload: Prisma.JsonValue };

/**
 * What is new for this browser after `afterId`: every presence change, and the other side's
 * offers, answers and candidates (never her own back).
 */
export async function signalsAfter(room: VisitRoom, afterId: bigint): Promise<SignalForBrowser[]> {
  const rows = await db.visitSignal.findMany({
    where: {
      appointmentId: room.appointmentId,
      id: { gt: afterId },
      OR: [{ kind: "presence" }, { sender: { not: room.role } }],
    },
    orderBy: { id: "asc" },
    take: 200,
    select: { id: true, kind: true, payload: true },
  });
  return rows.map((row) =>
    row.kind === "presence"
      ? { id: String(row.id), kind: "presence" as const }
      : {
          id: String(row.id),
          kind: row.kind as "description" | "candidate",
          payload: row.payload ?? null,
        },
  );
}

/** The newest signal's id: a stream that starts afresh begins after it. */
export async function lastSignalId(room: VisitRoom): Promise<bigint> {
  const row = await db.visitSignal.findFirst({
    where: { appointmentId: room.appointmentId },
    orderBy: { id: "desc" },
    select: { id: true },
  });
  return row?.id ?? 0n;
}

/** Her browser's stream is open: she is still there (or he is). */
export async function renewPresence(room: VisitRoom, now = new Date()): Promise<void> {
  await db.videoVisit.updateMany({
    where: { appointmentId: room.appointmentId, endedAt: null },
    data: room.role === "patient" ? { patientSeenAt: now } : { doctorSeenAt: now },
  });
}
