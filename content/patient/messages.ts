import { siteConfig } from "../site";

/**
 * Her Messages tab in words (English; Hindi in ../hi/patient/messages.ts). `conversations` is what
 * the shared conversation components (components/messages/*) say in her tab: the staff's tabs use
 * the same English, kept there as those components' defaults. "{name}" marks where a value goes.
 */
export const messages = {
  /**
   * The message she gets when her visit is booked (lib/booking/request-queue.ts). Neutral on purpose: a lock
   * screen or a shared inbox may show it, so it names a time and a doctor, never a condition.
   */
  booked: {
    subject: "Your appointment",
    body: "Your consultation is booked for {when} (India time) with Dr {doctor}. Your coordinator will contact you as you asked.",
  },
  emptyText:
    "Messages from your care coordinator and doctors appear here. Ask a question to start.",
  conversations: {
    emptyTitle: "No messages yet",
    back: "All conversations",
    threadLabel: "Messages with {name}",
    /** Before a doctor's name ("Dr. Kavya Menon"). */
    doctorTitle: "Dr. ",
    roles: {
      owner: "Clinic owner",
      doctor: "Doctor",
      coordinator: "Care coordinator",
      patient: "Patient",
    },
    rows: {
      list: "Conversations",
      unread: "{count} unread",
      you: "You",
      urgent: "Urgent",
      new: "New",
    },
    pagerLabel: "conversations",
    pager: {
      none: "No {label}",
      count: "{total} {noun}",
      range: "{first}–{last} of {total} {noun}",
      nav: "Pages of {label}",
      previous: "Previous",
      next: "Next",
      pageOf: "Page {page} of {count}",
      newer: "Newer",
      older: "Older",
    },
    /** What one conversation's pager counts: "41–60 of 60 messages". */
    threadPagerLabel: "messages",
    composer: {
      label: "Write to {name}",
      urgent: `Mark as urgent: {name} sees it first. In an emergency, call ${siteConfig.legal.emergencyNumber}.`,
      send: "Send",
      sending: "Sending...",
      sent: "Message sent successfully!",
      required: "Please write your message.",
      toast: {
        success: "Success",
        error: "Error",
        network: "The clinic's server could not be reached. Please check your connection.",
      },
    },
  },
};

/**
 * The message schema's messages (lib/validations/message.ts builds it from these): the staff's
 * and an English patient's are these, word for word those of lib/dashboards/messages.ts.
 */
export const messageRules = {
  required: "Please write your message.",
  tooLong: "Please keep the message under {max} characters.",
  recipientUnknown: "This person cannot be reached here.",
};

/** What sendMessage answers a patient when it refuses (lib/actions/messages.ts). */
export const messageAnswers = {
  notInYourCare:
    "You can write only to the people looking after you, or to someone who wrote to you.",
  urgentIsForPatients: "Only a patient can mark her message urgent.",
};
