import type { Copy } from "../i18n";
import { siteConfig } from "../site";

/**
 * The server's answers to what she does on her appointments tab (lib/actions/appointments.ts,
 * booking-claim.ts, email-verification.ts, messages.ts, breach.ts), in her account's language, and
 * the messages of the schemas those actions parse. Her screens show some of them too (a toast, a
 * check before sending), so they travel with her dashboard's words. Hindi in
 * ../hi/patient/appointment-answers.ts, typed from this.
 *
 * Strings only (see ./appointments.ts): "{name}" gaps are filled in lib (patientChangeMessagesIn,
 * claimMessagesIn and their neighbours), where the numbers they name are kept.
 */

const phone = siteConfig.phone.display;

export const appointmentAnswers = {
  /** Moving or cancelling her own appointment (lib/appointments/patient-changes.ts). */
  changes: {
    /** "{hours}" below: one of these. */
    hour: "1 hour",
    hours: "{n} hours",
    /** Instead of the buttons, and the action's refusal, within the cut-off. */
    callUs: `Less than {hours} to go: please call us on ${phone} to change or cancel.`,
    /** What her mail says about changing it herself. */
    upTo: "Change or cancel up to {hours} before",
    /** A foreign id and an unknown one get the same answer. */
    notYours: "This appointment is not in your account.",
    /** "{status}": the appointment's status, in lower case. */
    notChangeable: "A {status} appointment cannot be changed here. Please call us if you need to.",
    notFree: "That time is not free. Please choose one of the free times shown.",
    /** Someone took the time between her seeing it and saving: the database refused the overlap. */
    taken: "That time has just been taken. Please choose another.",
    noFreeTime: "No free time that day: try another day.",
    moved: "Your appointment is now on {when}.",
    cancelled: "Your appointment is cancelled.",
    changedMeanwhile:
      "Someone changed this appointment a moment ago. Please check it and try again.",
    /** The schemas' messages (lib/validations/appointment.ts). */
    appointmentNotFound: "This appointment no longer exists.",
    dateRequired: "Please choose a date.",
    timeRequired: "Please choose a time.",
  },
  /** "Add a booking I made" (lib/booking/claim.ts, lib/validations/email-verification.ts). */
  claim: {
    /** The same answer whether or not the reference exists, is unlinked, or is someone else's. */
    codeSent:
      "If that reference is yours, we sent a code to the email it was made with. The code works for {minutes} minutes.",
    alreadyYours: "This booking is already in your account.",
    /** "{tries}": oneTry or moreTries. */
    codeWrong: "That code is not right. You have {tries}.",
    oneTry: "1 more try",
    moreTries: "{n} more tries",
    codeLocked: "That code has been tried too many times. Please ask for a new code.",
    codeExpired: "That code has expired or was never sent. Please ask for a new code.",
    linked: "Booking {reference} is now in your account.",
    tooMany: `Too many codes asked for. Please try again in an hour, or call us on ${phone}.`,
    referenceFormat: "Please enter the reference as it appears in your email, like SC-7KQ2M-X9D4T.",
    codeFormat: "Please enter the 6-digit code from the email.",
  },
  /** The notice of bookings that joined her account by her e-mail: "{references}" comma-separated. */
  linkedBookings: {
    one: "We added 1 booking you made with this email: {references}.",
    many: "We added {n} bookings you made with this email: {references}.",
  },
  /** "Send the link again" (lib/auth/email-verification.ts). */
  resend: {
    resent: "We have sent a new link to your email. It works once, within {hours} hours.",
    alreadyConfirmed: "Your email is already confirmed.",
    tooMany: `Too many requests for a link. Please try again later, or call us on ${phone}.`,
    linkInvalid:
      "This link is not valid. It may be incomplete, or a newer link has replaced it: please ask for a new one.",
  },
  /** Quick Question (lib/actions/messages.ts, lib/validations/message.ts). */
  quickQuestion: {
    required: "Please write your message.",
    tooLong: "Please keep the message under {max} characters.",
    noCoordinator: "Our care coordinators are not available here just now. Please call us.",
    sent: "Message sent successfully! {name} will answer in Messages.",
  },
  /** "I have read this" on a breach notice (lib/actions/breach.ts). */
  breach: {
    notYours: "This notice is not on your account.",
  },
};

/** The answers in either language. */
export type AppointmentAnswers = Copy<typeof appointmentAnswers>;
