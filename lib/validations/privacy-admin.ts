import type { MessageState } from "@/lib/generated/prisma/client";
import { param, readSearchParams, type SearchParams } from "@/lib/validations/search-params";

/**
 * The admin panel's privacy records' query strings: which page, which filters. Each view is an
 * address of its own (lib/dashboards/routes.ts `privacyPath`), so each has its own parser here,
 * made of lib/validations/search-params.ts's readers like every dashboard list's.
 * Client-safe: the filter forms read the same lists.
 */

export const accessSubjects = [
  "request",
  "appointment",
  "messages",
  "profile",
  "report",
  "visit_joined",
  "visit_left",
] as const;
export type AccessSubjectValue = (typeof accessSubjects)[number];

/** Her doctor coming into a video visit and leaving it: a time, not a read (lib/video/room.ts). */
export type VisitPresenceSubject = Extract<AccessSubjectValue, "visit_joined" | "visit_left">;

/** Whether a log line is a video visit's join or leave, which the lists word on their own. */
export function isVisitPresence(subject: AccessSubjectValue): subject is VisitPresenceSubject {
  return subject === "visit_joined" || subject === "visit_left";
}

export const accessSubjectLabels = {
  request: "Booking request",
  appointment: "Appointment",
  messages: "Messages",
  profile: "Profile",
  report: "Report or prescription",
  visit_joined: "Video visit: joined",
  visit_left: "Video visit: left",
} as const satisfies Record<AccessSubjectValue, string>;

/** Derived from the outbox row: sent once delivered, failed after a failed try, else queued. */
export const outboxStatuses = ["queued", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outboxStatusLabels = {
  queued: "Queued",
  sent: "Sent",
  failed: "Failed",
} as const satisfies Record<OutboxStatus, string>;

/** The outbox lists one channel at a time: e-mail (its own address's default), SMS or WhatsApp. */
export const outboxChannels = ["email", "sms", "whatsapp"] as const;
export type OutboxChannel = (typeof outboxChannels)[number];
export type TextChannel = Exclude<OutboxChannel, "email">;

export const outboxChannelLabels = {
  email: "E-mail",
  sms: "SMS",
  whatsapp: "WhatsApp",
} as const satisfies Record<OutboxChannel, string>;

/** A text message's stored states, as the text outbox's filter offers them. */
export const textMessageStates = [
  "queued",
  "sent",
  "delivered",
  "failed",
  "withdrawn",
] as const satisfies readonly MessageState[];

export const textMessageStateLabels = {
  queued: "Queued",
  sent: "Sent",
  delivered: "Delivered",
  failed: "Failed",
  withdrawn: "Not sent",
} as const satisfies Record<MessageState, string>;

export type AccessLogParams = {
  page: number;
  /** A staff member's account id, or words to find in her name (as logged or now) or e-mail. */
  staff?: string;
  /** A patient's account id, or words to find in her name, e-mail or booking reference. */
  patient?: string;
  subject?: AccessSubjectValue;
  /** India calendar days, inclusive. */
  from?: string;
  to?: string;
};

export type OutboxParams = { page: number; status?: OutboxStatus };

export type TextOutboxParams = { page: number; channel: TextChannel; status?: MessageState };

export function parseAccessLogParams(params: SearchParams): AccessLogParams {
  return readSearchParams(params, {
    page: param.page,
    staff: param.text,
    patient: param.text,
    subject: param.oneOf(accessSubjects),
    from: param.day,
    to: param.day,
  });
}

export function parseOutboxParams(params: SearchParams): OutboxParams {
  return readSearchParams(params, { page: param.page, status: param.oneOf(outboxStatuses) });
}

/** Which channel's outbox the address asks for: e-mail unless it names another. */
export function parseOutboxChannel(params: SearchParams): OutboxChannel {
  return readSearchParams(params, { channel: param.oneOf(outboxChannels, "email") }).channel;
}

export function parseTextOutboxParams(
  params: SearchParams,
  channel: TextChannel,
): TextOutboxParams {
  return {
    channel,
    ...readSearchParams(params, { page: param.page, status: param.oneOf(textMessageStates) }),
  };
}
