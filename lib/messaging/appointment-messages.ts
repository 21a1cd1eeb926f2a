import "server-only";
import { siteConfig } from "@/content/site";
import type { Language, Prisma } from "@/lib/generated/prisma/client";
import { placeLine } from "@/lib/appointments/place";
import { formatIndiaDate, formatIndiaTime } from "@/lib/india-time";
import type { AppointmentMailKind, AppointmentMailRow } from "@/lib/mail/appointment-mails";
import { roomLinkFor } from "@/lib/video/room-link";
import type { ReminderKind } from "@/lib/mail/reminder-rules";
import { enqueueMessage, textTargetOf, type TextTarget } from "@/lib/messaging/outbox";

/**
 * The text messages beside the mails (issue 36): the same moments (her booking, an appointment
 * scheduled, changed, cancelled, the reminders), as short and as discreet, on the channel she
 * chose. Each is queued in its cause's transaction, from lib/booking/submit.ts,
 * lib/mail/appointment-mails.ts and lib/mail/reminders.ts.
 */

/** Her booking's text target, for an appointment that came from one still holding her details. */
export function appointmentTextTarget(row: AppointmentMailRow): TextTarget | null {
  if (!row.request) return null;
  return textTargetOf({ ...row.request, patientId: row.patientId });
}

function when(row: AppointmentMailRow, locale: Language): string {
  return `${formatIndiaDate(row.appointmentDate, locale)}, ${formatIndiaTime(row.appointmentDate, locale)}`;
}

/** "at Saheli Care Jaipur, …" or "by video: https://…/visit/…" (a guest's link carries her key). */
async function where(
  tx: Prisma.TransactionClient,
  row: AppointmentMailRow,
  locale: Language,
  now: Date,
): Promise<string> {
  const place = placeLine({ mode: row.mode, clinic: row.clinic }, locale);
  if (place) return locale === "hi" ? `${place} में` : `at ${place}`;
  const room = await roomLinkFor(tx, row, now);
  if (locale === "hi") return room ? `वीडियो पर: ${room.url}` : "वीडियो पर";
  return room ? `by video: ${room.url}` : "by video";
}

function doctor(row: AppointmentMailRow): string {
  return `${row.doctor.firstName} ${row.doctor.lastName}`;
}

export async function enqueueAppointmentMessage(
  tx: Prisma.TransactionClient,
  row: AppointmentMailRow,
  kind: AppointmentMailKind,
  now: Date = new Date(),
): Promise<boolean> {
  const target = appointmentTextTarget(row);
  if (!target) return false;
  const phone = siteConfig.phone.display;
  const options = { appointmentId: row.id, now };
  if (kind === "cancelled") {
    return enqueueMessage(
      tx,
      target,
      "appointment-cancelled",
      [when(row, target.locale), phone],
      options,
    );
  }
  const params = [
    when(row, target.locale),
    doctor(row),
    await where(tx, row, target.locale, now),
    phone,
  ];
  return enqueueMessage(tx, target, `appointment-${kind}`, params, options);
}

export async function enqueueReminderMessage(
  tx: Prisma.TransactionClient,
  row: AppointmentMailRow,
  target: TextTarget,
  kind: ReminderKind,
  now: Date,
): Promise<boolean> {
  const options = { appointmentId: row.id, now };
  const place = await where(tx, row, target.locale, now);
  if (kind === "2h") {
    const time = formatIndiaTime(row.appointmentDate, target.locale);
    return enqueueMessage(
      tx,
      target,
      "appointment-reminder-2h",
      [time, doctor(row), place],
      options,
    );
  }
  const params = [when(row, target.locale), doctor(row), place, siteConfig.phone.display];
  return enqueueMessage(tx, target, "appointment-reminder-24h", params, options);
}
