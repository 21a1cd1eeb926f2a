import * as z from "zod/mini";

/**
 * "I called her" on a text message that did not reach her (the coordinators' Tasks): its one
 * field, and what the action answers. Client-safe (zod/mini): the button and the action share it.
 */

export const textMessageMessages = {
  notFound: "This message is no longer on record.",
  notFailed: "This message has not failed, so there is nothing to follow up.",
  followedUp: "Done: it leaves the list, and her request's history says you called her.",
} as const;

export const messageFollowUpSchema = z.object({
  messageId: z.uuid(textMessageMessages.notFound),
});
