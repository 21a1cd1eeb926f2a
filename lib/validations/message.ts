import * as z from "zod/mini";
import { messageRules } from "@/content/patient/messages";
import { dashboardMessages } from "@/lib/dashboards/messages";

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
 * The messages of a message's schema, in one language ("{max}" marks the limit): English in
 * content/patient/messages.ts, word for word lib/dashboards/messages.ts's; Hindi beside it.
 */
export type MessageRules = { required: string; tooLong: string; recipientUnknown: string };

/** A message's text: trimmed, not empty, not over the limit. */
function messageBody(m: MessageRules) {
  return z.pipe(
    z.string(m.required).check(z.trim()),
    z
      .string()
      .check(
        z.minLength(1, m.required),
        z.maxLength(messageLimits.body, m.tooLong.replace("{max}", String(messageLimits.body))),
      ),
  );
}

/**
 * A message in a conversation (patients, coordinators, doctors, the owner). `urgent` is hers to
 * set: a patient's urgent message comes first in her doctor's inbox and in Priority Messages.
 * Built from a language's messages: the rules are the same in every language.
 */
export function sendMessageSchemaFor(m: MessageRules) {
  return z.object({
    to: z.uuid(m.recipientUnknown),
    urgent: z.optional(z.boolean()),
    body: messageBody(m),
  });
}

export const sendMessageSchema = /* @__PURE__ */ sendMessageSchemaFor(messageRules);

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
