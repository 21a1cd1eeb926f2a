import "server-only";
import { db } from "@/lib/db";
import {
  appointmentMailSelect,
  recipientOf,
  reminderEmail,
  type AppointmentMailRow,
} from "@/lib/mail/appointment-mails";
import { enqueueEmail } from "@/lib/mail/outbox";
import { dueReminder, REMINDER_HORIZON_MS } from "@/lib/mail/reminder-rules";

/**
 * `npm run reminders` (cron, every 10–15 minutes): queues the reminders that are due. Only for a
 * woman who asked for them: the reminders consent given and not withdrawn, and e-mail as the way
 * she chose to be contacted (the consent reads 'the way I chose above'). Safe to run twice, or from
 * two machines at once: each reminder is a row keyed by appointment, kind and start time, inserted
 * with the mail in one transaction, so the second run finds it and sends nothing. A moved
 * appointment has a new start time and so gets its own reminders.
 */

/** Her reminders consent stands, on the booking or on her account. */
async function wantsReminders(row: AppointmentMailRow): Promise<boolean> {
  if (row.request && row.request.contactMethod !== "email") return false;
  const owners = [
    ...(row.request ? [{ requestId: row.request.id }] : []),
    ...(row.patientId ? [{ userId: row.patientId }] : []),
  ];
  if (owners.length === 0) return false;
  // The latest word counts: a consent given again after a withdrawal stands.
  const latest = await db.consent.findFirst({
    where: { purpose: "reminders", OR: owners },
    orderBy: { givenAt: "desc" },
    select: { withdrawnAt: true },
  });
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
  const run: ReminderRun = { queued: 0, skipped: 0 };
  for (const row of rows) {
    const kind = dueReminder(row.appointmentDate, now, row.request?.contactWindow ?? "anytime");
    if (!kind) continue;
    const recipient = recipientOf(row);
    if (!recipient || !(await wantsReminders(row))) {
      run.skipped += 1;
      continue;
    }
    const queued = await db.$transaction(async (tx) => {
      const { count } = await tx.sentReminder.createMany({
        data: [{ appointmentId: row.id, kind, startsAt: row.appointmentDate }],
        skipDuplicates: true,
      });
      if (count === 0) return false;
      await enqueueEmail(tx, reminderEmail(row, recipient, kind));
      return true;
    });
    if (queued) run.queued += 1;
  }
  return run;
}
