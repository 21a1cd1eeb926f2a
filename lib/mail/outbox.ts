import "server-only";
import nodemailer from "nodemailer";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { textToHtml } from "@/lib/mail/html";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Outgoing e-mail (issue: privacy, item 2). Written to the outbox table in the same transaction as
 * what caused it, so an e-mail is never promised without being recorded, nor recorded for a change
 * that rolled back. Delivery is separate: right after the request that wrote it, and by
 * `npm run mail:send` for retries. Without SMTP_URL nothing is sent and the owner reads the outbox
 * in the admin panel.
 */

/** A file sent with an e-mail, as text (a calendar file). */
export type MailAttachment = { filename: string; contentType: string; content: string };

/**
 * What is written: the plain text only. The HTML part is made from it at delivery
 * (lib/mail/html.ts), so the two never disagree.
 */
export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  purpose: string;
  attachments?: MailAttachment[];
};

export async function enqueueEmail(
  tx: Prisma.TransactionClient,
  { attachments, ...email }: OutgoingEmail,
): Promise<void> {
  await tx.outboxEmail.create({ data: { ...email, ...(attachments ? { attachments } : {}) } });
}

function attachmentsOf(value: Prisma.JsonValue | null): MailAttachment[] {
  return Array.isArray(value) ? (value as unknown as MailAttachment[]) : [];
}

const MAX_ATTEMPTS = 8;

/** Minutes to wait after the n-th failed attempt: 1, 2, 4 … up to a day. */
function backoffMinutes(attempt: number): number {
  return Math.min(24 * 60, 2 ** Math.max(0, attempt - 1));
}

export type DeliveryResult = { sent: number; failed: number; waiting: number };

/**
 * Sends what is due. Each e-mail is claimed with a compare-and-set on its attempt count, so two
 * deliverers (two app instances, or cron and a request) never send one twice at the same moment.
 */
export async function deliverDueEmails(
  options: {
    limit?: number;
    now?: Date;
    transport?: Pick<nodemailer.Transporter, "sendMail">;
  } = {},
): Promise<DeliveryResult> {
  const now = options.now ?? new Date();
  const due = await db.outboxEmail.findMany({
    where: { sentAt: null, nextAttempt: { lte: now }, attempts: { lt: MAX_ATTEMPTS } },
    orderBy: { createdAt: "asc" },
    take: options.limit ?? 20,
    select: { id: true, to: true, subject: true, text: true, attachments: true, attempts: true },
  });
  const transport =
    options.transport ?? (env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null);
  if (!transport) return { sent: 0, failed: 0, waiting: due.length };

  const result: DeliveryResult = { sent: 0, failed: 0, waiting: 0 };
  for (const email of due) {
    const attempt = email.attempts + 1;
    const claimed = await db.outboxEmail.updateMany({
      where: { id: email.id, sentAt: null, attempts: email.attempts },
      data: {
        attempts: attempt,
        nextAttempt: new Date(now.getTime() + backoffMinutes(attempt) * 60_000),
      },
    });
    if (claimed.count === 0) continue;
    try {
      await transport.sendMail({
        from: env.MAIL_FROM,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: textToHtml(email.subject, email.text),
        attachments: attachmentsOf(email.attachments).map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
        })),
      });
      await db.outboxEmail.update({
        where: { id: email.id },
        data: { sentAt: new Date(), lastError: null },
      });
      result.sent += 1;
    } catch (error) {
      // The error's kind only: an SMTP reply can quote the recipient.
      const reason =
        error instanceof Error
          ? `${error.name}${"code" in error ? ` ${String(error.code)}` : ""}`
          : "error";
      await db.outboxEmail.update({ where: { id: email.id }, data: { lastError: reason } });
      result.failed += 1;
    }
  }
  return result;
}

/**
 * Delivery after a request that queued e-mail: never delays or fails that request. Without
 * SMTP_URL there is nothing to deliver with, so the outbox is not even read (every booking calls
 * this, and the waiting e-mails would be read on each).
 */
export function deliverSoon(): void {
  if (!env.SMTP_URL) return;
  void deliverDueEmails().catch((error: unknown) => {
    console.error("[mail] delivery failed", error instanceof Error ? error.name : error);
  });
}
