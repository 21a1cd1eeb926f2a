import "server-only";
import { db } from "@/lib/db";
import {
  appointmentMailSelect,
  recipientOf,
  reminderEmail,
  type AppointmentMailRow,
} from "@/lib/mail/appointment-mails";
import { roomLinkFor } from "@/lib/video/room-link";
import { enqueueEmail } from "@/lib/mail/outbox";
import {
  appointmentTextTarget,
  enqueueReminderMessage,
} from "@/lib/messaging/appointment-messages";
import { dueReminder, REMINDER_HORIZON_MS } from "@/lib/mail/reminder-rules";

/**
 * `npm run reminders` (cron, every 10–15 minutes): queues the reminders that are due. Only for a
 * woman who asked for them: the reminders consent given and not withdrawn, on the way she chose to
 * be contacted (the consent reads 'the way I chose above'): e-mail, SMS or WhatsApp. Safe to run twice, or from
 * two machines at once: each reminder is a row keyed by appointment, kind and start time, inserted
 * with the mail in one transaction, so the second run finds it and sends nothing. A moved
 * appointment has a new start time and so gets its own reminders.
 */

type ConsentRow = {
  requestId: string | null;
  userId: string | null;
  givenAt: Date;
  withdrawnAt: Date | null;
};

/**
 * The reminders consents of every due appointment's booking and account, read in one query
 * rather than one per appointment: a busy morning has hundreds.
 */
async function remindersConsents(rows: AppointmentMailRow[]): Promise<ConsentRow[]> {
  const requestIds = rows.flatMap((row) => (row.request ? [row.request.id] : []));
  const userIds = rows.flatMap((row) => (row.patientId ? [row.patientId] : []));
  if (requestIds.length + userIds.length === 0) return [];
  return db.consent.findMany({
    where: {
      purpose: "reminders",
      OR: [{ requestId: { in: requestIds } }, { userId: { in: userIds } }],
    },
    select: { requestId: true, userId: true, givenAt: true, withdrawnAt: true },
  });
}

/** Her reminders consent stands, on the booking or on her account. */
function wantsReminders(row: AppointmentMailRow, consents: ConsentRow[]): boolean {
  const hers = consents.filter(
    (consent) =>
      (row.request && consent.requestId === row.request.id) ||
      (row.patientId && consent.userId === row.patientId),
  );
  // The latest word counts: a consent given again after a withdrawal stands.
  const latest = hers.reduce<ConsentRow | null>(
    (found, consent) => (!found || consent.givenAt > found.givenAt ? consent : found),
    null,
  );
  return latest !== null && latest.withdrawnAt === null;
}

export type ReminderRun = { queued: number; skipped: number };

export async function queueDueReminders(now: Date = new Date()): Promise<ReminderRun> {
  const rows = await db.appointment.findMany({
    where: {
      status: { in: ["scheduled", "confirmed"] },
      appointmentDate: { gt: now, lte: new Date(now.getTime() + REMINDER_HORIZON_MS) },
    },
    orderBy: { appointmentDate: "asc" },
    select: appointmentMailSelect,
  });
  const due = rows.flatMap((row) => {
    const kind = dueReminder(row.appointmentDate, now, row.request?.contactWindow ?? "anytime");
    return kind ? [{ row, kind }] : [];
  });
  const consents = await remindersConsents(due.map(({ row }) => row));
  const run: ReminderRun = { queued: 0, skipped: 0 };
  for (const { row, kind } of due) {
    const recipient = recipientOf(row);
    // The way she chose: e-mail (or her account, without a booking), or SMS or WhatsApp; a phone
    // call gets no written reminder.
    const method = row.request?.contactMethod ?? "email";
    const text = method === "email" ? null : appointmentTextTarget(row);
    if (!recipient || !wantsReminders(row, consents) || (method !== "email" && !text)) {
      run.skipped += 1;
      continue;
    }
    const queued = await db.$transaction(async (tx) => {
      const { count } = await tx.sentReminder.createMany({
        data: [{ appointmentId: row.id, kind, startsAt: row.appointmentDate }],
        skipDuplicates: true,
      });
      if (count === 0) return false;
      if (text) return enqueueReminderMessage(tx, row, text, kind, now);
      await enqueueEmail(tx, reminderEmail(row, recipient, kind, await roomLinkFor(tx, row, now)));
      return true;
    });
    if (queued) run.queued += 1;
  }
  return run;
}
