import * as z from "zod/mini";
import { dashboardMessages } from "@/lib/dashboard-messages";

/** The doctor's inbox: mark a message read, reply to it. Client-safe (zod/mini). */

export const messageLimits = { body: 2000 } as const;

const messageId = z.uuid(dashboardMessages.messageNotFound);

export const markMessageReadSchema = z.object({ messageId });

export const messageReplySchema = z.object({
  messageId,
  body: z.pipe(
    z.string(dashboardMessages.replyRequired).check(z.trim()),
    z
      .string()
      .check(
        z.minLength(1, dashboardMessages.replyRequired),
        z.maxLength(messageLimits.body, dashboardMessages.replyTooLong(messageLimits.body)),
      ),
  ),
});

/**
 * A message in a conversation (patients, coordinators, doctors, the owner). `urgent` is hers to
 * set: a patient's urgent message comes first in her doctor's inbox and in Priority Messages.
 */
export const sendMessageSchema = z.object({
  to: z.uuid(dashboardMessages.messageRecipientUnknown),
  urgent: z.optional(z.boolean()),
  body: z.pipe(
    z.string(dashboardMessages.messageRequired).check(z.trim()),
    z
      .string()
      .check(
        z.minLength(1, dashboardMessages.messageRequired),
        z.maxLength(messageLimits.body, dashboardMessages.messageTooLong(messageLimits.body)),
      ),
  ),
});

export const threadSchema = z.object({ with: z.uuid(dashboardMessages.messageRecipientUnknown) });

/**
 * A patient's quick question to her care coordinator: the rules of a message's body, its messages
 * in her language.
 */
export function quickQuestionSchemaFor(m: { required: string; tooLong: string }) {
  return z.object({
    body: z.pipe(
      z.string(m.required).check(z.trim()),
      z.string().check(z.minLength(1, m.required), z.maxLength(messageLimits.body, m.tooLong)),
    ),
  });
}

export const quickQuestionSchema = /* @__PURE__ */ quickQuestionSchemaFor({
  required: dashboardMessages.messageRequired,
  tooLong: dashboardMessages.messageTooLong(messageLimits.body),
});
