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

export type MessageReplyInput = z.input<typeof messageReplySchema>;
