/**
 * Appointment rules shared by the dashboards and the server actions:
 * the statuses, which changes are allowed, and the coordinator's priority rule. Pure and
 * client-safe, so the buttons a dashboard shows and the checks an action makes are the same table.
 */

export const appointmentStatuses = [
  "pending",
  "scheduled",
  "confirmed",
  "in_progress",
  "completed",
  "cancelled",
] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/** Where a visit happens: at the clinic of her city, or on a video call (lib/appointments/place.ts names it). */
export const appointmentModes = ["in_person", "video"] as const;
export type AppointmentMode = (typeof appointmentModes)[number];

/** What an appointment row stores: its mode and, in person, its clinic's city slug. */
export type AppointmentPlace = { mode: AppointmentMode; clinic: string | null };

export const appointmentStatusLabels = {
  pending: "Pending",
  scheduled: "Scheduled",
  confirmed: "Confirmed",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
} as const satisfies Record<AppointmentStatus, string>;

/**
 * The allowed edges. A visit moves forward one step at a time (scheduled → confirmed → in progress
 * → completed) and can be cancelled until it starts. Completed and cancelled are final: a cancelled
 * visit is rebooked as a new appointment, so the record of the cancellation stays true.
 */
export const appointmentTransitions = {
  pending: ["scheduled", "cancelled"],
  scheduled: ["confirmed", "cancelled"],
  confirmed: ["in_progress", "cancelled"],
  in_progress: ["completed"],
  completed: [],
  cancelled: [],
} as const satisfies Record<AppointmentStatus, readonly AppointmentStatus[]>;

export function nextStatuses(from: AppointmentStatus): readonly AppointmentStatus[] {
  return appointmentTransitions[from];
}

export function canTransition(from: AppointmentStatus, to: AppointmentStatus): boolean {
  return (nextStatuses(from) as readonly AppointmentStatus[]).includes(to);
}

/** What the button that moves a visit to `status` says. */
export const transitionActionLabels = {
  pending: "Mark pending",
  scheduled: "Schedule",
  confirmed: "Confirm",
  in_progress: "Start",
  completed: "Complete",
  cancelled: "Cancel appointment",
} as const satisfies Record<AppointmentStatus, string>;

/** Visits that have not happened yet can be moved to another time or doctor. */
export function canReschedule(status: AppointmentStatus): boolean {
  return status === "pending" || status === "scheduled" || status === "confirmed";
}

// ---------------------------------------------------------------------------------------------
// The priority rule: a scheduled appointment due within the next 24 hours is high
// priority, any later one medium. The time until it is due is shown in whole hours, rounded up.

export const PRIORITY_WINDOW_HOURS = 24;
const HOUR_MS = 60 * 60_000;

export type TaskPriority = "high" | "medium";

export function hoursUntilDue(due: Date, now: Date): number {
  return Math.ceil((due.getTime() - now.getTime()) / HOUR_MS);
}

export function taskPriority(due: Date, now: Date): TaskPriority {
  return due.getTime() - now.getTime() <= PRIORITY_WINDOW_HOURS * HOUR_MS ? "high" : "medium";
}

/** "Due in 1 hour" (anything under an hour rounds up to it), "Due in 5 hours", "Due now". */
export function dueInText(hours: number): string {
  if (hours <= 0) return "Due now";
  return hours === 1 ? "Due in 1 hour" : `Due in ${hours} hours`;
}

/** The first 8 characters of an id: how the spec shows patients and appointments in lists. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}
