import "server-only";
import nodemailer from "nodemailer";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { textToHtml } from "@/lib/mail/html";
import { coalesced } from "@/lib/server/coalesce";
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
const EMAIL_BATCH = 20;

/** Minutes to wait after the n-th attempt, should it fail: 1, 2, 4 … up to a day. */
const BACKOFF_CAP_MINUTES = 24 * 60;

export type DeliveryResult = { sent: number; failed: number; waiting: number };

/** Sends what is due, oldest first, at most `limit` (20) of them. */
export async function deliverDueEmails(
  options: {
    limit?: number;
    now?: Date;
    transport?: Pick<nodemailer.Transporter, "sendMail">;
  } = {},
): Promise<DeliveryResult> {
  const now = options.now ?? new Date();
  const transport =
    options.transport ?? (env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null);
  if (!transport) {
    const waiting = await db.outboxEmail.count({
      where: { sentAt: null, nextAttempt: { lte: now }, attempts: { lt: MAX_ATTEMPTS } },
    });
    return { sent: 0, failed: 0, waiting: Math.min(waiting, options.limit ?? EMAIL_BATCH) };
  }

  // Claimed in one statement: each claimed row's attempt counted and its next try set, so two
  // deliverers (two app instances, or cron and a request) never send one twice at the same
  // moment; rows another deliverer holds are skipped, not waited for. Plain SQL: under a rush
  // this runs after every few bookings, and Prisma compiled each of its per-row queries.
  const due = await db.$queryRaw<
    {
      id: string;
      to: string;
      subject: string;
      text: string;
      attachments: Prisma.JsonValue | null;
    }[]
  >`
    UPDATE "outbox_emails" AS "email"
       SET "attempts" = "email"."attempts" + 1,
           "next_attempt" = ${now}::timestamptz
             + make_interval(mins => LEAST(${BACKOFF_CAP_MINUTES}, power(2, "email"."attempts"))::int)
      FROM (
        SELECT "id" FROM "outbox_emails"
         WHERE "sent_at" IS NULL AND "next_attempt" <= ${now} AND "attempts" < ${MAX_ATTEMPTS}
         ORDER BY "created_at"
         LIMIT ${options.limit ?? EMAIL_BATCH}
           FOR UPDATE SKIP LOCKED
      ) AS "claimed"
     WHERE "email"."id" = "claimed"."id"
    RETURNING "email"."id"::text AS "id", "email"."to", "email"."subject", "email"."text",
              "email"."attachments"`;

  const sent: string[] = [];
  const failed: { id: string; reason: string }[] = [];
  for (const email of due) {
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
      sent.push(email.id);
    } catch (error) {
      // The error's kind only: an SMTP reply can quote the recipient.
      const reason =
        error instanceof Error
          ? `${error.name}${"code" in error ? ` ${String(error.code)}` : ""}`
          : "error";
      failed.push({ id: email.id, reason });
    }
  }
  // Recorded once for the batch (one commit, not one per e-mail). Should the process die between
  // a send and this, the claim above has already set the next try: that e-mail may go twice, a
  // minute apart, and is never lost.
  if (sent.length > 0) {
    await db.$executeRaw`
      UPDATE "outbox_emails" SET "sent_at" = ${new Date()}, "last_error" = NULL
       WHERE "id" = ANY(${sent}::uuid[])`;
  }
  if (failed.length > 0) {
    await db.$executeRaw`
      UPDATE "outbox_emails" AS "email" SET "last_error" = "failed"."reason"
        FROM unnest(${failed.map((f) => f.id)}::uuid[], ${failed.map((f) => f.reason)}::text[])
          AS "failed"("id", "reason")
       WHERE "email"."id" = "failed"."id"`;
  }
  const result: DeliveryResult = { sent: sent.length, failed: failed.length, waiting: 0 };
  return result;
}

/** One delivery at a time per process; a request meanwhile asks for one more after it. */
const deliverCoalesced = coalesced(
  async () => {
    const run = await deliverDueEmails({ limit: EMAIL_BATCH });
    return run.sent + run.failed >= EMAIL_BATCH;
  },
  (error) => console.error("[mail] delivery failed", error instanceof Error ? error.name : error),
);

/**
 * Delivery after a request that queued e-mail: never delays or fails that request. Without
 * SMTP_URL there is nothing to deliver with, so the outbox is not even read (every booking calls
 * this, and the waiting e-mails would be read on each). Under a rush the requests share one
 * delivery (lib/server/coalesce.ts) instead of each reading the outbox and racing for its rows.
 */
export function deliverSoon(): void {
  if (!env.SMTP_URL) return;
  deliverCoalesced();
}
