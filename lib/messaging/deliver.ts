import "server-only";
import { db } from "@/lib/db";
import type { Language, MessageChannel, MessageState } from "@/lib/generated/prisma/client";
import { consentStands, optedOut, purposeOf } from "@/lib/messaging/outbox";
import { isMessageKind, renderMessage, type MessageKind } from "@/lib/messaging/templates";

/**
 * Sends the text messages that are due, through one sender per channel (Kannel for SMS,
 * lib/messaging/kannel.ts; the WhatsApp Cloud API, lib/messaging/whatsapp.ts). Each message is
 * claimed with a compare-and-set on its attempt count, so two deliverers (two instances, cron and
 * a request) never send one twice. Just before it leaves, her STOP and her consent are read again:
 * a message queued for her morning window is not sent if she withdrew in the night.
 */

export type OutgoingText = {
  id: string;
  channel: MessageChannel;
  /** E.164. */
  to: string;
  kind: MessageKind;
  locale: Language;
  params: string[];
  /** The registered template's words with the variables in place. */
  text: string;
};

/**
 * What a gateway answered. `retry`: it could not take the message now (down, busy): try again
 * later. `refused`: it never will (an unregistered template, a number it rejects): no retry.
 */
export type SendOutcome =
  { ok: true; providerId: string } | { ok: false; retry: boolean; reason: string };

export type MessageSender = (message: OutgoingText) => Promise<SendOutcome>;

export const MAX_MESSAGE_ATTEMPTS = 6;

/** Minutes to wait after the n-th failed attempt: 1, 2, 4 … up to an hour. */
function backoffMinutes(attempt: number): number {
  return Math.min(60, 2 ** Math.max(0, attempt - 1));
}

export type MessageRun = { sent: number; failed: number; withdrawn: number; waiting: number };

export async function deliverDueMessages(
  senders: Partial<Record<MessageChannel, MessageSender>>,
  options: { limit?: number; now?: Date } = {},
): Promise<MessageRun> {
  const now = options.now ?? new Date();
  const channels = Object.keys(senders) as MessageChannel[];
  const run: MessageRun = { sent: 0, failed: 0, withdrawn: 0, waiting: 0 };
  // Only the channels with a sender here: another channel's queue (one not set up, or left to
  // another deliverer) would otherwise fill every batch and hold these up behind it.
  const due = await db.outboxMessage.findMany({
    where: {
      channel: { in: channels },
      state: "queued",
      nextAttempt: { lte: now },
      attempts: { lt: MAX_MESSAGE_ATTEMPTS },
    },
    orderBy: { createdAt: "asc" },
    take: options.limit ?? 50,
  });
  for (const message of due) {
    const send = senders[message.channel];
    if (!send || !channels.includes(message.channel)) {
      run.waiting += 1;
      continue;
    }
    const attempt = message.attempts + 1;
    const claimed = await db.outboxMessage.updateMany({
      where: { id: message.id, state: "queued", attempts: message.attempts },
      data: {
        attempts: attempt,
        nextAttempt: new Date(now.getTime() + backoffMinutes(attempt) * 60_000),
      },
    });
    if (claimed.count === 0) continue;

    const who = { requestId: message.requestId, userId: message.userId };
    if (!isMessageKind(message.kind)) {
      await settle(message.id, "failed", "not a registered template");
      run.failed += 1;
      continue;
    }
    const kind = message.kind;
    if (kind !== "stop-confirmed") {
      const reason = (await optedOut(db, message.channel, message.to))
        ? "she replied STOP"
        : !(await consentStands(db, purposeOf(kind), who))
          ? "her consent was withdrawn"
          : null;
      if (reason) {
        await settle(message.id, "withdrawn", reason);
        run.withdrawn += 1;
        continue;
      }
    }
    const params = Array.isArray(message.params) ? message.params.map(String) : [];
    let outcome: SendOutcome;
    try {
      outcome = await send({
        id: message.id,
        channel: message.channel,
        to: message.to,
        kind,
        locale: message.locale,
        params,
        text: renderMessage(kind, message.locale, params),
      });
    } catch (error) {
      outcome = { ok: false, retry: true, reason: error instanceof Error ? error.name : "error" };
    }
    if (outcome.ok) {
      // A delivery report can come back before this line: it never goes back from delivered.
      await db.outboxMessage.updateMany({
        where: { id: message.id, state: "queued" },
        data: { state: "sent", providerId: outcome.providerId, sentAt: new Date(), reason: null },
      });
      await db.outboxMessage.updateMany({
        where: { id: message.id, providerId: null },
        data: { providerId: outcome.providerId, sentAt: new Date() },
      });
      run.sent += 1;
    } else if (outcome.retry && attempt < MAX_MESSAGE_ATTEMPTS) {
      await db.outboxMessage.update({
        where: { id: message.id },
        data: { reason: outcome.reason },
      });
      run.waiting += 1;
    } else {
      await settle(message.id, "failed", outcome.reason);
      run.failed += 1;
    }
  }
  return run;
}

async function settle(id: string, state: MessageState, reason: string): Promise<void> {
  await db.outboxMessage.update({ where: { id }, data: { state, reason } });
}

/** States a delivery report may move a message to, from where. Delivered and failed are final. */
const reportable: Record<"sent" | "delivered" | "failed", MessageState[]> = {
  sent: ["queued"],
  delivered: ["queued", "sent"],
  failed: ["queued", "sent"],
};

/**
 * A gateway's delivery report for one message: by our id (Kannel calls back on an address that
 * carries it, so a report that overtakes the send's own answer still finds it) or by the id the
 * gateway gave (WhatsApp's wamid). Returns whether it changed anything: a report for an unknown
 * message, or a late "sent" after "delivered", does not.
 */
export async function recordDeliveryReport(
  message: { channel: MessageChannel } & ({ id: string } | { providerId: string }),
  state: "sent" | "delivered" | "failed",
  reason: string | null,
  at: Date = new Date(),
): Promise<boolean> {
  const { count } = await db.outboxMessage.updateMany({
    where: { ...message, state: { in: reportable[state] } },
    data: {
      state,
      ...(state === "delivered" ? { deliveredAt: at, reason: null } : {}),
      ...(state === "failed" ? { reason: reason ?? "the gateway could not deliver it" } : {}),
    },
  });
  return count > 0;
}
