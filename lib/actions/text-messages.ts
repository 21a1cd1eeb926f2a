"use server";

import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/actions/result";
import { authorizedAction } from "@/lib/actions/safe-action";
import { areas } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { messageKindLabel } from "@/lib/messaging/status";
import { channelNames } from "@/lib/messaging/templates";
import { messageFollowUpSchema, textMessageMessages } from "@/lib/validations/text-messages";

/**
 * A text message that did not reach her, after every retry, waits on the coordinators' Tasks
 * until someone calls her instead (issue 36, item 5). "I called her" takes it off the list.
 *
 * Who: the roles that handle booking requests (request.handle: coordinators and the owner). The
 * list is shared like the queue, so any of them may call her, whoever claimed her request.
 *
 * How: a compare-and-set on the message (still failed, nobody has called yet) in one transaction
 * with the line in her request's history, so two coordinators marking it at once leave one line.
 * Marking again what a colleague already marked is done, not an error.
 */

type FollowedUp = { id: string; followedUpAt: Date };

export const markMessageFollowedUp = authorizedAction(
  "request.handle",
  messageFollowUpSchema,
  async ({ user, input }): Promise<ActionResult<FollowedUp>> => {
    const result = await db.$transaction(async (tx): Promise<ActionResult<FollowedUp>> => {
      const message = await tx.outboxMessage.findUnique({
        where: { id: input.messageId },
        select: {
          state: true,
          followedUpAt: true,
          channel: true,
          kind: true,
          requestId: true,
          request: { select: { anonymisedAt: true } },
        },
      });
      if (!message || message.request?.anonymisedAt) {
        return { ok: false, error: textMessageMessages.notFound };
      }
      if (message.followedUpAt) {
        return { ok: true, data: { id: input.messageId, followedUpAt: message.followedUpAt } };
      }
      if (message.state !== "failed") return { ok: false, error: textMessageMessages.notFailed };
      const followedUpAt = new Date();
      const { count } = await tx.outboxMessage.updateMany({
        where: { id: input.messageId, state: "failed", followedUpAt: null },
        data: { followedUpAt, callerId: user.id },
      });
      if (count === 0) {
        // A colleague's mark got there first (this update waited for hers): it is done.
        const done = await tx.outboxMessage.findUnique({
          where: { id: input.messageId },
          select: { followedUpAt: true },
        });
        return done?.followedUpAt
          ? { ok: true, data: { id: input.messageId, followedUpAt: done.followedUpAt } }
          : { ok: false, error: textMessageMessages.notFailed };
      }
      if (message.requestId) {
        await tx.requestEvent.create({
          data: {
            requestId: message.requestId,
            type: "message_followed_up",
            actorId: user.id,
            note: `${channelNames[message.channel]}: ${messageKindLabel(message.kind)}`,
          },
        });
      }
      return { ok: true, data: { id: input.messageId, followedUpAt } };
    });
    if (result.ok) {
      for (const area of ["coordinator-dashboard", "admin-panel"] as const) {
        revalidatePath(areas[area].path, "layout");
      }
    }
    return result;
  },
);
