import { appointmentAnswers, type AppointmentAnswers } from "@/content/patient/appointment-answers";
import { fill } from "@/lib/template";

/**
 * Her own changes to an appointment, from her dashboard or the link in her mail (issue 17): she may
 * move it to another free time of the same doctor, or cancel it, until a cut-off before it starts
 * (PATIENT_CHANGE_CUTOFF_HOURS, read by the server); after that she is asked to call. Pure and
 * client-safe: the card that shows her buttons and the action that checks them use the same rule
 * and the same words, in her account's language (content/patient/appointment-answers.ts).
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

type ChangeWords = AppointmentAnswers["changes"];

/** "1 hour", "24 hours", in the words' language. */
function hoursIn(words: ChangeWords, count: number): string {
  return count === 1 ? words.hour : fill(words.hours, { n: count });
}

/** Her answers about changing an appointment, in the language of `words`. */
export function patientChangeMessagesIn(words: ChangeWords) {
  return {
    /** Instead of the buttons, and the action's refusal, within the cut-off. */
    callUs: (cutoffHours: number) => fill(words.callUs, { hours: hoursIn(words, cutoffHours) }),
    /** What the mail says about changing it herself. */
    upTo: (cutoffHours: number) => fill(words.upTo, { hours: hoursIn(words, cutoffHours) }),
    /** The cut-off as her change dialog names it: "24 hours". */
    hours: (cutoffHours: number) => hoursIn(words, cutoffHours),
    /** A foreign id and an unknown one get the same answer. */
    notYours: words.notYours,
    notChangeable: (status: string) => fill(words.notChangeable, { status: status.toLowerCase() }),
    notFree: words.notFree,
    /** Someone took the time between her seeing it and saving: the database refused the overlap. */
    taken: words.taken,
    noFreeTime: words.noFreeTime,
    moved: (when: string) => fill(words.moved, { when }),
    cancelled: words.cancelled,
    changedMeanwhile: words.changedMeanwhile,
    dateRequired: words.dateRequired,
  };
}

export type PatientChangeMessages = ReturnType<typeof patientChangeMessagesIn>;

/** In English: the mails (lib/mail/appointment-mails.ts) and the tests. */
export const patientChangeMessages = /* @__PURE__ */ patientChangeMessagesIn(
  appointmentAnswers.changes,
);

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
