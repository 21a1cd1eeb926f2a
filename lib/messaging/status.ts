import type { MessageState } from "@/lib/generated/prisma/client";
import type { MessageKind } from "@/lib/messaging/templates";

/**
 * How the staff views name a text message and where it stands (issue 36, item 5): the request,
 * the appointment, the coordinators' Tasks and the owner's outbox read these. What it was, never
 * its words (the staff know the templates; the owner's outbox alone opens the text). Pure and
 * client-safe.
 */

export const messageKindLabels = {
  "booking-received": "Booking received",
  "appointment-scheduled": "Appointment scheduled",
  "appointment-changed": "Appointment changed",
  "appointment-cancelled": "Appointment cancelled",
  "appointment-reminder-24h": "Reminder, day before",
  "appointment-reminder-2h": "Reminder, 2 hours before",
  "stop-confirmed": "STOP confirmed",
} as const satisfies Record<MessageKind, string>;

/**
 * A stored kind's label; a kind this version does not know is shown as stored. Read from the
 * labels, not templates.ts: client lists import this, and the templates' words stay on the server.
 */
export function messageKindLabel(kind: string): string {
  return Object.hasOwn(messageKindLabels, kind) ? messageKindLabels[kind as MessageKind] : kind;
}

/**
 * What a message's badge says. `waiting`: queued, never tried, and held for the start of her
 * contact window. `stopped` and `withdrawn` are the two reasons a queued message was not sent.
 */
export type ShownMessageState =
  "queued" | "waiting" | "sent" | "delivered" | "failed" | "stopped" | "withdrawn";

export const shownMessageStateLabels = {
  queued: "Queued",
  waiting: "Waiting for her hours",
  sent: "Sent",
  delivered: "Delivered",
  failed: "Failed",
  stopped: "Not sent: she replied STOP",
  withdrawn: "Not sent: she withdrew consent",
} as const satisfies Record<ShownMessageState, string>;

/** The reason lib/messaging (deliver.ts, replies.ts) gives a message withdrawn after a STOP. */
const STOP_REASON = /\bSTOP\b/;

export function shownMessageState(
  message: { state: MessageState; attempts: number; nextAttempt: Date; reason: string | null },
  now: Date,
): ShownMessageState {
  switch (message.state) {
    case "queued":
      // A retry's wait is the gateway's, not her hours: that one stays "Queued".
      return message.attempts === 0 && message.nextAttempt > now ? "waiting" : "queued";
    case "withdrawn":
      return message.reason && STOP_REASON.test(message.reason) ? "stopped" : "withdrawn";
    default:
      return message.state;
  }
}
