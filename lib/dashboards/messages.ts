/**
 * The dashboards' user-visible strings: the toasts word for word,
 * and our own wording for what the spec leaves unsaid. Client-safe, so a message never drifts
 * between a form's check, the server's answer and the tests.
 */

export const dashboardMessages = {
  successTitle: "Success",
  errorTitle: "Error",
  appointmentUpdated: "Appointment updated successfully!",
  messageSent: "Message sent successfully!",
  profileUpdated: "Profile updated successfully!",
  profileDeleted: "Profile deleted successfully!",

  appointmentNotFound: "This appointment no longer exists.",
  messageNotFound: "This message no longer exists.",
  userNotFound: "This account no longer exists.",
  emailNotConfirmed: "She has not confirmed her e-mail yet: approve once she has.",
  /** Beside a doctor or coordinator in the owner's lists who cannot be approved yet. */
  emailNotConfirmedLabel: "E-mail not confirmed",
  unknownStatus: "Please choose one of the listed statuses.",
  dateRequired: "Please choose a date.",
  timeRequired: "Please choose a time.",
  doctorRequired: "Please choose a doctor.",
  replyRequired: "Please write a reply.",
  messageRequired: "Please write your message.",
  messageTooLong: (max: number) => `Please keep the message under ${max} characters.`,
  messageRecipientUnknown: "This person cannot be reached here.",
  notInYourCare:
    "You can write only to the people looking after you, or to someone who wrote to you.",
  urgentIsForPatients: "Only a patient can mark her message urgent.",
  noCoordinatorYet: "Our care coordinators are not available here just now. Please call us.",
  replyTooLong: (max: number) => `Please keep the reply under ${max} characters.`,

  transitionRefused: (from: string, to: string) =>
    `An appointment that is ${from.toLowerCase()} cannot be moved to ${to.toLowerCase()}.`,
  notReschedulable: (status: string) =>
    `A ${status.toLowerCase()} appointment cannot be moved to another time or doctor.`,
  timeInPast: "Please choose a time that is still ahead.",
  doctorOverlap:
    "The doctor already has an appointment at that time. Please choose another time or doctor.",
  doctorUnavailable: "Please choose an active doctor.",
  changedMeanwhile: "Someone changed this appointment a moment ago. Please check it and try again.",
  ownStatus: "You cannot change the status of your own account.",
  ownDelete: "You cannot delete your own account.",
  /** Each status change's own toast (issue 33: approve and suspend no longer read alike). */
  accountApproved: "Account approved",
  accountReactivated: "Account reactivated",
  accountRejected: "Account rejected",
  accountSuspended: "Account suspended",
  accountPending: "Account set back to pending",
  suspendReasonRequired: "Please say why the account is suspended.",
  suspendReasonTooLong: (max: number) => `Please keep the reason under ${max} characters.`,
  suspendedOnDelete: "Asked to delete it; it has records to keep, so it was suspended instead.",
  suspendedInstead: (name: string) =>
    `${name} has appointments or messages on record, which must be kept, so her account was suspended instead of deleted.`,
} as const;
