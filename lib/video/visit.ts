/*
 * A video visit's room, as rules (pure: no clock, no database), shared by the route handlers, the
 * room's page and its tests.
 *
 * Two people only: the appointment's patient and its doctor. The room opens 10 minutes before the
 * start and closes 30 minutes after the end. She joins first and waits; her doctor admits her;
 * either may leave and come back (once admitted, she comes back straight into the call); her
 * doctor ends the visit, which completes the appointment.
 */

export const ROOM_OPENS_MINUTES_BEFORE = 10;
export const ROOM_CLOSES_MINUTES_AFTER = 30;
/**
 * A browser's event stream renews its sign of life this often; missing for PRESENCE_TIMEOUT_MS,
 * she no longer shows as waiting (a closed tab, a phone that lost its network).
 */
export const PRESENCE_HEARTBEAT_MS = 10_000;
export const PRESENCE_TIMEOUT_MS = 35_000;

export type VisitRole = "patient" | "doctor";
export type PatientPresence = "away" | "waiting" | "admitted";

export type VisitWindow = { opensAt: Date; closesAt: Date };

export function visitWindow(appointment: {
  appointmentDate: Date;
  durationMinutes: number;
}): VisitWindow {
  const start = appointment.appointmentDate.getTime();
  return {
    opensAt: new Date(start - ROOM_OPENS_MINUTES_BEFORE * 60_000),
    closesAt: new Date(start + (appointment.durationMinutes + ROOM_CLOSES_MINUTES_AFTER) * 60_000),
  };
}

/** Where the room is in time: not yet open, open, or closed (its window passed, or it ended). */
export type RoomPhase = "not-open" | "open" | "closed";

export function roomPhase(window: VisitWindow, endedAt: Date | null, now: Date): RoomPhase {
  if (endedAt || now >= window.closesAt) return "closed";
  return now < window.opensAt ? "not-open" : "open";
}

/** What the room's state row holds (video_visits). */
export type VisitRow = {
  patientPresence: PatientPresence;
  doctorPresent: boolean;
  patientSeenAt: Date | null;
  doctorSeenAt: Date | null;
  startedAt: Date | null;
  endedAt: Date | null;
};

/** The room as both browsers are told it: presence that has gone quiet counts as away. */
export type RoomState = {
  patient: PatientPresence;
  doctor: boolean;
  started: boolean;
  ended: boolean;
};

export function roomState(row: VisitRow | null, now: Date): RoomState {
  if (!row) return { patient: "away", doctor: false, started: false, ended: false };
  const alive = (seenAt: Date | null) =>
    seenAt !== null && now.getTime() - seenAt.getTime() <= PRESENCE_TIMEOUT_MS;
  return {
    patient: alive(row.patientSeenAt) ? row.patientPresence : "away",
    doctor: row.doctorPresent && alive(row.doctorSeenAt),
    started: row.startedAt !== null,
    ended: row.endedAt !== null,
  };
}

/** What a browser may ask of the room. */
export type RoomCommand = "join" | "admit" | "leave" | "end";

export type RoomChange =
  | {
      ok: true;
      patientPresence?: PatientPresence;
      doctorPresent?: boolean;
      /** Set on her first admission: the visit starts, the appointment is in progress. */
      starts?: boolean;
      /** The doctor ended it: the appointment is completed, the signals go. */
      ends?: boolean;
    }
  | { ok: false; reason: "not-open" | "closed" | "not-yours" | "not-waiting" };

/**
 * What a command changes, or why it is refused. Leaving is always allowed (a tab closing after
 * the room closed must not be an error); everything else needs the room open.
 */
export function roomChange(
  command: RoomCommand,
  role: VisitRole,
  row: VisitRow | null,
  phase: RoomPhase,
  now: Date,
): RoomChange {
  if (command === "leave") {
    return role === "patient"
      ? { ok: true, patientPresence: "away" }
      : { ok: true, doctorPresent: false };
  }
  if (phase !== "open") return { ok: false, reason: phase };
  const state = roomState(row, now);
  switch (command) {
    case "join":
      if (role === "doctor") return { ok: true, doctorPresent: true };
      // Once her doctor has let her in, she comes back into the call without waiting again.
      return { ok: true, patientPresence: state.started ? "admitted" : "waiting" };
    case "admit":
      if (role !== "doctor") return { ok: false, reason: "not-yours" };
      if (state.patient === "away") return { ok: false, reason: "not-waiting" };
      return { ok: true, patientPresence: "admitted", doctorPresent: true, starts: !state.started };
    case "end":
      if (role !== "doctor") return { ok: false, reason: "not-yours" };
      return { ok: true, patientPresence: "away", doctorPresent: false, ends: true };
  }
}

/** Whether the two browsers may exchange offers, answers and candidates: both are in the call. */
export function callOpen(state: RoomState): boolean {
  return !state.ended && state.patient === "admitted" && state.doctor;
}

/** A visit's room, below the site's address: the same for both of its people. */
export function visitPath(appointmentId: string): string {
  return `/visit/${appointmentId}`;
}

/** The statuses of an appointment whose room may still be entered: booked, and not over. */
const JOINABLE_STATUSES: readonly string[] = ["scheduled", "confirmed", "in_progress"];

/**
 * A video visit as the dashboards show it: whether a way into its room is worth offering (booked,
 * not ended, its room not closed yet), and what is happening in it now: she is in the waiting
 * room, or in the call. Coordinators and the owner see the second, never the first.
 */
export type VisitSummary = { joinable: boolean; activity: "waiting" | "in-call" | null };

export function visitSummary(
  appointment: { status: string; appointmentDate: Date; durationMinutes: number },
  row: VisitRow | null,
  now: Date,
): VisitSummary {
  const phase = roomPhase(visitWindow(appointment), row?.endedAt ?? null, now);
  const state = roomState(row, now);
  return {
    joinable: JOINABLE_STATUSES.includes(appointment.status) && phase !== "closed",
    activity:
      phase !== "open" || state.patient === "away"
        ? null
        : state.patient === "waiting"
          ? "waiting"
          : "in-call",
  };
}
