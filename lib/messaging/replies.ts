import "server-only";
import { siteConfig } from "@/content/site";
import { db } from "@/lib/db";
import type { Language, MessageChannel } from "@/lib/generated/prisma/client";
import { enqueueMessage } from "@/lib/messaging/outbox";
import { indianMobile } from "@/lib/messaging/phone";

/**
 * What she writes back (issue 36). STOP, or रोकें, on a channel ends every message to her number
 * there: the number goes on message_opt_outs, what is still queued for it is withdrawn, and she
 * gets one answer saying so (a second STOP finds the number already there and gets none).
 * Anything else she writes is not read by the system: the answer to a question is a phone call.
 */

const stopWords = new Set(["stop", "stopall", "unsubscribe", "रोकें", "रोके", "रोको", "बंद"]);

export function isStop(text: string): boolean {
  return stopWords.has(
    text
      .trim()
      .toLowerCase()
      .replace(/[.!।]+$/u, ""),
  );
}

export type ReplyOutcome = "stopped" | "already-stopped" | "ignored";

/**
 * `from` as the gateway gives it ("+9198…", "9198…", "98…"). Her answer is in the language of her
 * latest booking with that number, if there is one.
 */
export async function handleReply(
  channel: MessageChannel,
  from: string,
  text: string,
  now: Date = new Date(),
): Promise<ReplyOutcome> {
  if (!isStop(text)) return "ignored";
  const address = indianMobile(from.startsWith("+") || from.length <= 10 ? from : `+${from}`);
  if (!address) return "ignored";
  return db.$transaction(async (tx) => {
    const { count } = await tx.messageOptOut.createMany({
      data: [{ channel, address, createdAt: now }],
      skipDuplicates: true,
    });
    if (count === 0) return "already-stopped";
    await tx.outboxMessage.updateMany({
      where: { channel, to: address, state: "queued" },
      data: { state: "withdrawn", reason: "she replied STOP" },
    });
    const latest = await tx.outboxMessage.findFirst({
      where: { channel, to: address },
      orderBy: { createdAt: "desc" },
      select: { locale: true, requestId: true, userId: true },
    });
    const locale: Language = latest?.locale ?? "en";
    await enqueueMessage(
      tx,
      {
        channel,
        to: address,
        locale,
        window: "anytime",
        requestId: latest?.requestId ?? null,
        userId: latest?.userId ?? null,
      },
      "stop-confirmed",
      [siteConfig.phone.display],
      { now },
    );
    return "stopped";
  });
}
