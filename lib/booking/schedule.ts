import "server-only";
import { placeLine } from "@/lib/appointments/place";
import { appointmentTypeFor } from "@/lib/booking/request-queue";
import type { Prisma } from "@/lib/generated/prisma/client";
import { bookedMessage } from "@/lib/i18n/patient-copy";
import { formatIndiaDateTime } from "@/lib/india-time";
import { enqueueAppointmentEmail } from "@/lib/mail/appointment-mails";

/**
 * A request becomes an appointment: the one way both paths do it, the coordinator's scheduling
 * (lib/actions/requests.ts) and her own choice of a held time while booking (lib/booking/submit.ts),
 * so the queue, her dashboard and her mails cannot tell them apart.
 *
 * Runs inside the caller's transaction, with the request's row already locked or just inserted:
 * the appointment, the request's `scheduled` status and link, its history event, her in-app
 * message and the mail with its .ics (and the text message) commit together or not at all. The
 * overlap trigger refuses a doctor's second appointment at one time (SQLSTATE 23P01): the caller
 * says that in its own words.
 */

/** In person at a city's clinic, or by video with no clinic: the database refuses any other pair. */
export type SchedulePlace =
  { mode: "video"; clinic: null } | { mode: "in_person"; clinic: string | null };

export type RequestSchedule = {
  requestId: string;
  /** Her account, when the request is linked to one. */
  patientId: string | null;
  doctor: { id: string; firstName: string; lastName: string };
  /**
   * The coordinator who owns it. For a time she chose herself, the one the booking gave it to
   * (the request is hers too then: `assignRequest`), or null when the clinic has no coordinator.
   */
  coordinatorId: string | null;
  assignRequest?: boolean;
  /** Who did it, for the history: the coordinator, or the patient (null when signed out). */
  actorId: string | null;
  /** The staff member whose note tells her in her Messages tab; null for a time she chose herself. */
  messageFrom: string | null;
  at: Date;
  durationMinutes: number;
  place: SchedulePlace;
  request: {
    kind: "consultation" | "video" | "question";
    consultationType: "initial" | "second_opinion" | "follow_up" | "emergency";
  };
};

export async function scheduleFromRequest(
  tx: Prisma.TransactionClient,
  plan: RequestSchedule,
): Promise<{ appointmentId: string }> {
  const appointment = await tx.appointment.create({
    data: {
      patientId: plan.patientId,
      doctorId: plan.doctor.id,
      coordinatorId: plan.coordinatorId,
      appointmentDate: plan.at,
      durationMinutes: plan.durationMinutes,
      type: appointmentTypeFor(plan.request.kind, plan.request.consultationType),
      status: "scheduled",
      ...plan.place,
    },
    select: { id: true },
  });
  // The database wants a scheduled request to name its appointment: both in one update.
  await tx.consultationRequest.update({
    where: { id: plan.requestId },
    data: {
      status: "scheduled",
      appointmentId: appointment.id,
      ...(plan.assignRequest ? { coordinatorId: plan.coordinatorId } : {}),
    },
  });
  const doctorName = `${plan.doctor.firstName} ${plan.doctor.lastName}`;
  await tx.requestEvent.create({
    data: {
      requestId: plan.requestId,
      type: "scheduled",
      actorId: plan.actorId,
      note: `${formatIndiaDateTime(plan.at)}, ${plan.durationMinutes} min, Dr ${doctorName}, ${placeLine(plan.place) ?? "by video"}`,
    },
  });
  // A note in her Messages tab, in her account's language, from the staff member who booked it.
  // A time she chose herself has no sender to write it: her mail and dashboard say it already.
  if (plan.patientId && plan.messageFrom) {
    const patient = await tx.user.findUniqueOrThrow({
      where: { id: plan.patientId },
      select: { locale: true },
    });
    const message = bookedMessage(plan.at, doctorName, patient.locale);
    await tx.message.create({
      data: {
        senderId: plan.messageFrom,
        receiverId: plan.patientId,
        appointmentId: appointment.id,
        subject: message.subject,
        body: message.body,
      },
    });
  }
  // Her confirmation with the calendar file (and her text message), committed with the appointment.
  await enqueueAppointmentEmail(tx, appointment.id, "scheduled");
  return { appointmentId: appointment.id };
}
