import "server-only";
import type {
  ConsentPurpose,
  ContactMethod,
  ContactWindow,
  Language,
  MessageChannel,
  Prisma,
} from "@/lib/generated/prisma/client";
import { INDIA_OFFSET_MS } from "@/lib/india-time";
import { contactWindowHours, inContactWindow } from "@/lib/mail/reminder-rules";
import { indianMobile } from "@/lib/messaging/phone";
import { messageTemplates, type MessageKind } from "@/lib/messaging/templates";

/**
 * Text messages, queued like the e-mails (lib/mail/outbox.ts): in the same transaction as their
 * cause, so a change that rolls back sends nothing. Who gets one (docs/messaging.md):
 * - only a woman who chose SMS or WhatsApp on her booking, on that channel, at an Indian mobile;
 * - only while the consent the message depends on stands: care for what is about her bookings and
 *   appointments, reminders for the reminders (the reminders consent reads "the way I chose");
 * - never to a number that replied STOP on that channel (message_opt_outs);
 * - inside her contact window, except the 2-hour reminder and the answer to her STOP.
 * Sending is lib/messaging/deliver.ts.
 */

/** Where a booking's text messages go, or null when she chose a call or e-mail. */
export type TextTarget = {
  channel: MessageChannel;
  to: string;
  locale: Language;
  window: ContactWindow;
  requestId: string | null;
  userId: string | null;
};

export function channelOf(method: ContactMethod): MessageChannel | null {
  return method === "sms" || method === "whatsapp" ? method : null;
}

export function textTargetOf(request: {
  id: string;
  phone: string;
  contactMethod: ContactMethod;
  contactWindow: ContactWindow;
  locale: Language;
  patientId: string | null;
  anonymisedAt?: Date | null;
}): TextTarget | null {
  const channel = channelOf(request.contactMethod);
  const to = channel && !request.anonymisedAt ? indianMobile(request.phone) : null;
  if (!channel || !to) return null;
  return {
    channel,
    to,
    locale: request.locale,
    window: request.contactWindow,
    requestId: request.id,
    userId: request.patientId,
  };
}

/**
 * The first moment at or after `now` inside her contact window, in India time (one offset all
 * year, so a window opens at the same instant every day).
 */
export function nextInWindow(now: Date, window: ContactWindow): Date {
  if (inContactWindow(now, window)) return now;
  const local = new Date(now.getTime() + INDIA_OFFSET_MS);
  const opens = new Date(local);
  opens.setUTCHours(contactWindowHours[window][0], 0, 0, 0);
  // Past today's opening, so today's window has closed: tomorrow's.
  if (opens <= local) opens.setUTCDate(opens.getUTCDate() + 1);
  return new Date(opens.getTime() - INDIA_OFFSET_MS);
}

/** The purpose whose consent a kind of message depends on. */
export function purposeOf(kind: MessageKind): ConsentPurpose {
  return kind.startsWith("appointment-reminder") ? "reminders" : "care";
}

/**
 * Her consent for `purpose` stands: the latest one given on the booking or her account, not
 * withdrawn (a consent given again after a withdrawal stands).
 */
export async function consentStands(
  tx: Prisma.TransactionClient,
  purpose: ConsentPurpose,
  who: { requestId: string | null; userId: string | null },
): Promise<boolean> {
  const owners = [
    ...(who.requestId ? [{ requestId: who.requestId }] : []),
    ...(who.userId ? [{ userId: who.userId }] : []),
  ];
  if (owners.length === 0) return false;
  const latest = await tx.consent.findFirst({
    where: { purpose, OR: owners },
    orderBy: { givenAt: "desc" },
    select: { withdrawnAt: true },
  });
  return latest !== null && latest.withdrawnAt === null;
}

export async function optedOut(
  tx: Prisma.TransactionClient,
  channel: MessageChannel,
  address: string,
): Promise<boolean> {
  const found = await tx.messageOptOut.findUnique({
    where: { channel_address: { channel, address } },
    select: { channel: true },
  });
  return found !== null;
}

/** An outbox row as it is written: the template's variables checked, the hour it may go. */
export type QueuedMessage = {
  channel: MessageChannel;
  to: string;
  kind: MessageKind;
  locale: Language;
  params: string[];
  nextAttempt: Date;
  requestId: string | null;
  userId: string | null;
  appointmentId: string | null;
};

export function queuedMessage(
  target: TextTarget,
  kind: MessageKind,
  params: readonly string[],
  options: { appointmentId?: string | null; now?: Date } = {},
): QueuedMessage {
  const now = options.now ?? new Date();
  const template = messageTemplates[kind];
  if (params.length !== template.variables.length) {
    throw new Error(`${kind} takes ${template.variables.length} variables, got ${params.length}`);
  }
  return {
    channel: target.channel,
    to: target.to,
    kind,
    locale: target.locale,
    params: [...params],
    nextAttempt: template.anyHour ? now : nextInWindow(now, target.window),
    requestId: target.requestId,
    userId: target.userId,
    appointmentId: options.appointmentId ?? null,
  };
}

/**
 * Queues one message when everything above allows it; returns whether it did. `params` are the
 * template's variables, in order.
 */
export async function enqueueMessage(
  tx: Prisma.TransactionClient,
  target: TextTarget,
  kind: MessageKind,
  params: readonly string[],
  options: { appointmentId?: string | null; now?: Date } = {},
): Promise<boolean> {
  const data = queuedMessage(target, kind, params, options);
  if (kind !== "stop-confirmed") {
    if (await optedOut(tx, target.channel, target.to)) return false;
    if (!(await consentStands(tx, purposeOf(kind), target))) return false;
  }
  await tx.outboxMessage.create({ data });
  return true;
}
