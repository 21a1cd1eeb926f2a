"use server";

import { revalidatePath } from "next/cache";
import {
  messageAnswers as hindiAnswers,
  messageRules as hindiRules,
} from "@/content/hi/patient/messages";
import type { Locale } from "@/content/i18n";
import type { ActionResult } from "@/lib/actions/result";
import { authorizedAction } from "@/lib/actions/safe-action";
import { authMessages } from "@/lib/validations/auth-messages";
import { areas } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { findReceivedMessage } from "@/lib/queries/messages";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { coordinatorOf, mayMessage } from "@/lib/appointments/messaging";
import { patientCopy } from "@/lib/i18n/patient-copy";
import { fill } from "@/lib/template";
import {
  markMessageReadSchema,
  messageLimits,
  messageReplySchema,
  quickQuestionSchema,
  quickQuestionSchemaFor,
  sendMessageSchema,
  sendMessageSchemaFor,
  threadSchema,
} from "@/lib/validations/message";

/**
 * The doctor's inbox. Only the receiver may mark a message read
 * or reply to it: a message someone else received is refused like a missing one.
 */

export type ReadReceipt = { id: string; status: "read"; readAt: Date };

export const markMessageRead = authorizedAction(
  "message.mark-read",
  markMessageReadSchema,
  async ({ user, input }): Promise<ActionResult<ReadReceipt>> => {
    const message = await findReceivedMessage(user, input.messageId);
    if (!message) return { ok: false, error: authMessages.accessDenied };
    // Already read: keep the first read time, which is the one that tells the sender something.
    if (message.status === "read" && message.readAt) {
      return { ok: true, data: { id: message.id, status: "read", readAt: message.readAt } };
    }
    const readAt = new Date();
    await db.message.updateMany({
      where: { id: message.id, receiverId: user.id, status: "unread" },
      data: { status: "read", readAt },
    });
    revalidatePath(areas["doctor-dashboard"].path, "layout");
    return { ok: true, data: { id: message.id, status: "read", readAt } };
  },
);

export type SentMessage = { id: string; receiverId: string; subject: string | null };

/** "Re: Subject", without stacking "Re: Re: …" on a long thread. */
function replySubject(subject: string | null): string | null {
  if (!subject) return null;
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
}

export const replyToMessage = authorizedAction(
  "message.reply",
  messageReplySchema,
  async ({ user, input }): Promise<ActionResult<SentMessage>> => {
    const original = await findReceivedMessage(user, input.messageId);
    if (!original) return { ok: false, error: authMessages.accessDenied };
    const now = new Date();
    // Answering a message is reading it: both happen together or not at all.
    const [sent] = await db.$transaction([
      db.message.create({
        data: {
          senderId: user.id,
          receiverId: original.senderId,
          appointmentId: original.appointmentId,
          subject: replySubject(original.subject),
          body: input.body,
        },
        select: { id: true, receiverId: true, subject: true },
      }),
      db.message.updateMany({
        where: { id: original.id, receiverId: user.id, status: "unread" },
        data: { status: "read", readAt: now },
      }),
    ]);
    revalidatePath(areas["doctor-dashboard"].path, "layout");
    return { ok: true, data: sent };
  },
);

const hindiSendMessageSchema = sendMessageSchemaFor(hindiRules);

/**
 * A message to someone she has a care relationship with, or who wrote to her. Nothing to
 * revalidate: every page that shows messages is rendered per request, and the form refreshes it.
 * A patient whose account reads Hindi is answered in Hindi; staff always in English.
 */
export const sendMessage = authorizedAction(
  "message.send",
  sendMessageSchema,
  async ({ user, input }): Promise<ActionResult<SentMessage>> => {
    const answers =
      user.role === "patient" && user.locale === "hi" ? hindiAnswers : dashboardMessages;
    const other = await mayMessage(user, input.to);
    if (!other) return { ok: false, error: answers.notInYourCare };
    // Only a patient marks her own message urgent: staff set priorities by other means.
    if (input.urgent && user.role !== "patient") {
      return { ok: false, error: answers.urgentIsForPatients };
    }
    const sent = await db.message.create({
      data: {
        senderId: user.id,
        receiverId: other.id,
        body: input.body,
        isUrgent: input.urgent === true,
      },
      select: { id: true, receiverId: true, subject: true },
    });
    return { ok: true, data: sent };
  },
  { schemaFor: (locale) => (locale === "hi" ? hindiSendMessageSchema : sendMessageSchema) },
);

/** Marks every message she received from one person read (opening the conversation). */
export const markThreadRead = authorizedAction(
  "message.read-thread",
  threadSchema,
  async ({ user, input }): Promise<ActionResult<{ read: number }>> => {
    const { count } = await db.message.updateMany({
      where: { senderId: input.with, receiverId: user.id, status: "unread" },
      data: { status: "read", readAt: new Date() },
    });
    return { ok: true, data: { read: count } };
  },
);

/** The quick question's messages in her account's language. */
const quickQuestionSchemas = {
  en: quickQuestionSchema,
  hi: quickQuestionSchemaFor(quickQuestionMessages("hi")),
} as const;

function quickQuestionMessages(locale: Locale) {
  const words = patientCopy(locale).appointmentAnswers.quickQuestion;
  return { required: words.required, tooLong: fill(words.tooLong, { max: messageLimits.body }) };
}

/** Quick Question (her dashboard): a message to her care coordinator, answered in her language. */
export const askQuickQuestion = authorizedAction(
  "message.quick-question",
  quickQuestionSchema,
  async ({ user, input }): Promise<ActionResult<SentMessage & { coordinatorName: string }>> => {
    // Her coordinator, or else the active coordinator with the fewest open requests to hold.
    const known = await coordinatorOf(user.id);
    const coordinator = await db.user.findFirst({
      where: known ? { id: known.id } : { role: "coordinator", status: "active" },
      orderBy: known ? undefined : { claimedRequests: { _count: "asc" } },
      select: { id: true, firstName: true },
    });
    if (!coordinator) {
      return {
        ok: false,
        error: patientCopy(user.locale).appointmentAnswers.quickQuestion.noCoordinator,
      };
    }
    const sent = await db.message.create({
      data: {
        senderId: user.id,
        receiverId: coordinator.id,
        subject: "A question",
        body: input.body,
      },
      select: { id: true, receiverId: true, subject: true },
    });
    return { ok: true, data: { ...sent, coordinatorName: coordinator.firstName } };
  },
  { schemaFor: (locale) => quickQuestionSchemas[locale] },
);
