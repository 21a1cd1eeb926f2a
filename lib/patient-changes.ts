import { siteConfig } from "@/content/site";

/**
 * Her own changes to an appointment, from her dashboard or the link in her mail (issue 17): she may
 * move it to another free time of the same doctor, or cancel it, until a cut-off before it starts
 * (PATIENT_CHANGE_CUTOFF_HOURS, read by the server); after that she is asked to call. Pure and
 * client-safe: the card that shows her buttons and the action that checks them use the same rule
 * and the same words.
 */

const HOUR_MS = 60 * 60_000;

/** True when less than `cutoffHours` are left before `startsAt`: too late to change it here. */
export function pastChangeCutoff(startsAt: Date, now: Date, cutoffHours: number): boolean {
  return startsAt.getTime() - now.getTime() < cutoffHours * HOUR_MS;
}

/** The earliest instant a moved visit may start: the cut-off from now. */
export function earliestNewStart(now: Date, cutoffHours: number): Date {
  return new Date(now.getTime() + cutoffHours * HOUR_MS);
}

function hours(count: number): string {
  return count === 1 ? "1 hour" : `${count} hours`;
}

export const patientChangeMessages = {
  /** Instead of the buttons, and the action's refusal, within the cut-off. */
  callUs: (cutoffHours: number) =>
    `Less than ${hours(cutoffHours)} to go: please call us on ${siteConfig.phone.display} to change or cancel.`,
  /** What the mail and the card say about changing it herself. */
  upTo: (cutoffHours: number) => `Change or cancel up to ${hours(cutoffHours)} before`,
  /** A foreign id and an unknown one get the same answer. */
  notYours: "This appointment is not in your account.",
  notChangeable: (status: string) =>
    `A ${status.toLowerCase()} appointment cannot be changed here. Please call us if you need to.`,
  notFree: "That time is not free. Please choose one of the free times shown.",
  /** Someone took the time between her seeing it and saving: the database refused the overlap. */
  taken: "That time has just been taken. Please choose another.",
  noFreeTime: "No free time that day: try another day.",
  moved: (when: string) => `Your appointment is now on ${when}.`,
  cancelled: "Your appointment is cancelled.",
} as const;

/**
 * What the doctor and the coordinator are told in Messages, from her. Neutral like every notice
 * here: a time and a doctor, never a condition.
 */
export function patientMovedNotice(
  from: string,
  to: string,
  doctorName: string,
): { subject: string; body: string } {
  return {
    subject: "Appointment moved",
    body: `Moved from her account: the appointment with Dr ${doctorName} on ${from} is now on ${to} (India time).`,
  };
}

export function patientCancelledNotice(
  when: string,
  doctorName: string,
): { subject: string; body: string } {
  return {
    subject: "Appointment cancelled",
    body: `Cancelled from her account: the appointment with Dr ${doctorName} on ${when} (India time).`,
  };
}
