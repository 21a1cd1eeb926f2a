"use server";

import { revalidatePath } from "next/cache";
import type { Locale } from "@/content/i18n";
import type { AppointmentAnswers } from "@/content/patient/appointment-answers";
import {
  appointmentStatusLabels,
  canReschedule,
  canTransition,
  type AppointmentStatus,
} from "@/lib/appointments/status";
import type { ActionResult } from "@/lib/actions/result";
import { authorizedAction } from "@/lib/actions/safe-action";
import { authMessages } from "@/lib/validations/auth-messages";
import { areas } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session";
import type { Viewer } from "@/lib/auth/viewer";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { db } from "@/lib/db";
import { isAppointmentOverlap } from "@/lib/db/errors";
import { enqueueAppointmentEmail, type AppointmentMailKind } from "@/lib/mail/appointment-mails";
import { deliverSoon } from "@/lib/mail/outbox";
import { deliverMessagesSoon } from "@/lib/messaging/senders";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatIndiaDateTime, indiaDateTimeToInstant } from "@/lib/india-time";
import {
  pastChangeCutoff,
  patientCancelledNotice,
  patientChangeMessagesIn,
  patientMovedNotice,
  type PatientChangeMessages,
} from "@/lib/appointments/patient-changes";
import { patientCopy } from "@/lib/i18n/patient-copy";
import { findAppointmentInScope, type AppointmentView } from "@/lib/queries/appointments";
import { mySlotsFor } from "@/lib/queries/availability";
import { appointmentScope } from "@/lib/queries/scope";
import {
  appointmentReassignSchema,
  appointmentRescheduleSchema,
  appointmentRescheduleSchemaFor,
  appointmentStatusSchema,
  myAppointmentSchema,
  myAppointmentSchemaFor,
  myFreeTimesSchema,
  myFreeTimesSchemaFor,
} from "@/lib/validations/appointment";

/**
 * Appointment changes from the dashboards. The permission table says which roles may try; each
 * action then re-reads the row within the caller's scope (a doctor only her own appointments, a
 * coordinator only those she coordinates, a patient her own, the owner all), so a foreign id is
 * refused like a missing one. Writes are compare-and-set on the status read, so two people acting at once cannot both
 * apply a change that was only valid before the other's. Overlaps are refused by the database.
 */

export type AppointmentChange = {
  id: string;
  status: AppointmentStatus;
  appointmentDate: Date;
  doctorId: string;
};

/** Not found, or not hers: the same answer, so an id reveals nothing about someone else's rows. */
function outOfScope(user: SessionUser): ActionResult<never> {
  return {
    ok: false,
    error:
      user.role === "owner" ? dashboardMessages.appointmentNotFound : authMessages.accessDenied,
  };
}

function changeOf(appointment: AppointmentView): AppointmentChange {
  return {
    id: appointment.id,
    status: appointment.status,
    appointmentDate: appointment.appointmentDate,
    doctorId: appointment.doctor.id,
  };
}

function refreshDashboards(): void {
  for (const area of [
    "doctor-dashboard",
    "coordinator-dashboard",
    "admin-panel",
    "patient-dashboard",
  ] as const) {
    revalidatePath(areas[area].path, "layout");
  }
}

type ChangeOptions = {
  /** The form field the database's overlap refusal is shown under, if any. */
  overlapField?: "time" | "doctorId";
  /** The words for that refusal, when the staff's ("…another time or doctor") do not fit. */
  overlapMessage?: string;
  /** Her mail about the change, queued with it. */
  mail?: AppointmentMailKind;
  /** More writes that must commit with the change (her history, the care team's notices). */
  also?: (tx: Prisma.TransactionClient) => Promise<void>;
  /** Only while it is still at the time read: her cut-off was judged against that time. */
  sameTime?: boolean;
  /** The words for a change made meanwhile, when the staff's English does not fit (hers). */
  changedMeanwhile?: string;
};

/**
 * Writes a change to an appointment read a moment ago, only if it still has the status it had
 * then (compare-and-set) and is still in her scope. The database refuses an overlap; the message
 * then names the field that caused it.
 */
async function applyChange(
  user: Viewer,
  current: AppointmentView,
  data: { status?: AppointmentStatus; appointmentDate?: Date; doctorId?: string },
  {
    overlapField,
    overlapMessage = dashboardMessages.doctorOverlap,
    mail,
    also,
    sameTime = false,
    changedMeanwhile = dashboardMessages.changedMeanwhile,
  }: ChangeOptions,
): Promise<ActionResult<AppointmentChange>> {
  let count: number;
  let mailed = false;
  try {
    // The change and her mail about it commit together; a mailed change raises the calendar
    // file's sequence so her calendar replaces the event it holds.
    ({ count, mailed } = await db.$transaction(async (tx) => {
      const changed = await tx.appointment.updateMany({
        where: {
          id: current.id,
          status: current.status,
          ...(sameTime ? { appointmentDate: current.appointmentDate } : {}),
          ...appointmentScope(user),
        },
        data: mail ? { ...data, icsSequence: { increment: 1 } } : data,
      });
      if (changed.count === 0) return { count: 0, mailed: false };
      const queued = mail ? await enqueueAppointmentEmail(tx, current.id, mail) : false;
      await also?.(tx);
      return { count: changed.count, mailed: queued };
    }));
  } catch (error) {
    if (!isAppointmentOverlap(error)) throw error;
    return {
      ok: false,
      error: overlapMessage,
      ...(overlapField ? { fieldErrors: { [overlapField]: [overlapMessage] } } : {}),
    };
  }
  if (count === 0) return { ok: false, error: changedMeanwhile };
  if (mailed) {
    deliverSoon();
    // Her SMS or WhatsApp about it, queued with the mail.
    deliverMessagesSoon();
  }
  refreshDashboards();
  return { ok: true, data: { ...changeOf(current), ...data } };
}

function notMovable(current: AppointmentView): ActionResult<never> {
  return {
    ok: false,
    error: dashboardMessages.notReschedulable(appointmentStatusLabels[current.status]),
  };
}

export const updateAppointmentStatus = authorizedAction(
  "appointment.update-status",
  appointmentStatusSchema,
  async ({ user, input }): Promise<ActionResult<AppointmentChange>> => {
    const current = await findAppointmentInScope(user, input.appointmentId);
    if (!current) return outOfScope(user);
    // A repeated click, or two people making the same change: already done.
    if (current.status === input.status) return { ok: true, data: changeOf(current) };
    if (!canTransition(current.status, input.status)) {
      return {
        ok: false,
        error: dashboardMessages.transitionRefused(
          appointmentStatusLabels[current.status],
          appointmentStatusLabels[input.status],
        ),
      };
    }
    // Only a cancelled visit coming back could collide, and no edge allows that today.
    return applyChange(
      user,
      current,
      { status: input.status },
      input.status === "cancelled" ? { mail: "cancelled" } : {},
    );
  },
);

export const rescheduleAppointment = authorizedAction(
  "appointment.reschedule",
  appointmentRescheduleSchema,
  async ({ user, input }): Promise<ActionResult<AppointmentChange>> => {
    const current = await findAppointmentInScope(user, input.appointmentId);
    if (!current) return outOfScope(user);
    const at = indiaDateTimeToInstant(input.date, input.time);
    if (!at) return { ok: false, error: dashboardMessages.dateRequired };
    if (at.getTime() === current.appointmentDate.getTime()) {
      return { ok: true, data: changeOf(current) };
    }
    if (!canReschedule(current.status)) return notMovable(current);
    if (at.getTime() <= Date.now()) {
      return {
        ok: false,
        error: dashboardMessages.timeInPast,
        fieldErrors: { time: [dashboardMessages.timeInPast] },
      };
    }
    return applyChange(
      user,
      current,
      { appointmentDate: at },
      { overlapField: "time", mail: "changed" },
    );
  },
);

export const reassignAppointment = authorizedAction(
  "appointment.reassign",
  appointmentReassignSchema,
  async ({ user, input }): Promise<ActionResult<AppointmentChange>> => {
    const current = await findAppointmentInScope(user, input.appointmentId);
    if (!current) return outOfScope(user);
    if (current.doctor.id === input.doctorId) return { ok: true, data: changeOf(current) };
    if (!canReschedule(current.status)) return notMovable(current);
    const doctor = await db.user.findFirst({
      where: { id: input.doctorId, role: "doctor", status: "active" },
      select: { id: true },
    });
    if (!doctor) {
      return {
        ok: false,
        error: dashboardMessages.doctorUnavailable,
        fieldErrors: { doctorId: [dashboardMessages.doctorUnavailable] },
      };
    }
    return applyChange(
      user,
      current,
      { doctorId: doctor.id },
      { overlapField: "doctorId", mail: "changed" },
    );
  },
);

// ---------------------------------------------------------------------------------------------
// Her own appointment, from her dashboard (issue 17): move it to another free time of the same
// doctor, or cancel it, until the cut-off before it starts. Only her rows (the patient scope), only
// a visit that has not happened, and a foreign id is answered like an unknown one. The free times
// are checked here; the database's overlap rule stays the last guard, for a time taken meanwhile.

/** Her answers, and the words for her appointment's status, in her account's language. */
const herWords = {
  en: {
    messages: patientChangeMessagesIn(patientCopy("en").appointmentAnswers.changes),
    statuses: patientCopy("en").appointments.statuses,
  },
  hi: {
    messages: patientChangeMessagesIn(patientCopy("hi").appointmentAnswers.changes),
    statuses: patientCopy("hi").appointments.statuses,
  },
} as const satisfies Record<
  Locale,
  { messages: PatientChangeMessages; statuses: Readonly<Record<AppointmentStatus, string>> }
>;

/** Her schemas, their messages in her account's language (the rules are the same). */
function herSchemas<S>(english: S, build: (m: AppointmentAnswers["changes"]) => S) {
  const hindi = build(patientCopy("hi").appointmentAnswers.changes);
  return (locale: Locale): S => (locale === "hi" ? hindi : english);
}

/** Her appointment, if it is hers and still hers to change, or the refusal to give. */
async function changeableByHer(
  user: Viewer,
  appointmentId: string,
  now: Date,
): Promise<{ ok: true; current: AppointmentView } | { ok: false; error: string }> {
  const { messages, statuses } = herWords[user.locale];
  const current = await findAppointmentInScope(user, appointmentId);
  if (!current) return { ok: false, error: messages.notYours };
  if (!canReschedule(current.status)) {
    return { ok: false, error: messages.notChangeable(statuses[current.status]) };
  }
  if (pastChangeCutoff(current.appointmentDate, now, env.PATIENT_CHANGE_CUTOFF_HOURS)) {
    return { ok: false, error: messages.callUs(env.PATIENT_CHANGE_CUTOFF_HOURS) };
  }
  return { ok: true, current };
}

/**
 * What the care team learns of her change, committed with it: an event in the history of the
 * booking it came from (if any), and a message from her to the doctor and to the coordinator.
 */
function tellCareTeam(
  user: Viewer,
  current: AppointmentView,
  change: { type: "rescheduled"; to: Date } | { type: "cancelled" },
) {
  const from = formatIndiaDateTime(current.appointmentDate);
  const notice =
    change.type === "rescheduled"
      ? patientMovedNotice(from, formatIndiaDateTime(change.to), current.doctor.name)
      : patientCancelledNotice(from, current.doctor.name);
  return async (tx: Prisma.TransactionClient): Promise<void> => {
    const request = await tx.consultationRequest.findUnique({
      where: { appointmentId: current.id },
      select: { id: true, anonymisedAt: true },
    });
    if (request) {
      await tx.requestEvent.create({
        data: {
          requestId: request.id,
          type: change.type,
          actorId: user.id,
          // An anonymised booking keeps no note: the time would point back to her.
          note: request.anonymisedAt ? null : notice.body,
        },
      });
    }
    const careTeam = [current.doctor.id];
    if (current.coordinator && current.coordinator.id !== current.doctor.id) {
      careTeam.push(current.coordinator.id);
    }
    await tx.message.createMany({
      data: careTeam.map((receiverId) => ({
        senderId: user.id,
        receiverId,
        appointmentId: current.id,
        subject: notice.subject,
        body: notice.body,
      })),
    });
  };
}

/** The doctor's free times that day for her appointment, as she picks a new one. */
export const myFreeTimes = authorizedAction(
  "appointment.self-service",
  myFreeTimesSchema,
  async ({ user, input }): Promise<ActionResult<{ slots: string[] }>> => {
    const now = new Date();
    const mine = await changeableByHer(user, input.appointmentId, now);
    if (!mine.ok) return mine;
    const slots = await mySlotsFor(user, input.appointmentId, input.date, now);
    if (!slots) return { ok: false, error: herWords[user.locale].messages.notYours };
    return { ok: true, data: { slots } };
  },
  { schemaFor: herSchemas(myFreeTimesSchema, myFreeTimesSchemaFor) },
);

export const moveMyAppointment = authorizedAction(
  "appointment.self-service",
  appointmentRescheduleSchema,
  async ({ user, input }): Promise<ActionResult<AppointmentChange>> => {
    const now = new Date();
    const mine = await changeableByHer(user, input.appointmentId, now);
    if (!mine.ok) return mine;
    const { current } = mine;
    const { messages } = herWords[user.locale];
    const at = indiaDateTimeToInstant(input.date, input.time);
    if (!at) return { ok: false, error: messages.dateRequired };
    // A repeated click: already there.
    if (at.getTime() === current.appointmentDate.getTime()) {
      return { ok: true, data: changeOf(current) };
    }
    // Only a free time of her doctor, inside the doctor's hours and past the cut-off.
    const slots = await mySlotsFor(user, current.id, input.date, now);
    if (!slots?.includes(input.time)) {
      return {
        ok: false,
        error: messages.notFree,
        fieldErrors: { time: [messages.notFree] },
      };
    }
    return applyChange(
      user,
      current,
      { appointmentDate: at },
      {
        overlapField: "time",
        overlapMessage: messages.taken,
        mail: "changed",
        also: tellCareTeam(user, current, { type: "rescheduled", to: at }),
        sameTime: true,
        changedMeanwhile: messages.changedMeanwhile,
      },
    );
  },
  { schemaFor: herSchemas(appointmentRescheduleSchema, appointmentRescheduleSchemaFor) },
);

export const cancelMyAppointment = authorizedAction(
  "appointment.self-service",
  myAppointmentSchema,
  async ({ user, input }): Promise<ActionResult<AppointmentChange>> => {
    const mine = await changeableByHer(user, input.appointmentId, new Date());
    if (!mine.ok) return mine;
    const { current } = mine;
    return applyChange(
      user,
      current,
      { status: "cancelled" },
      {
        mail: "cancelled",
        also: tellCareTeam(user, current, { type: "cancelled" }),
        sameTime: true,
        changedMeanwhile: herWords[user.locale].messages.changedMeanwhile,
      },
    );
  },
  { schemaFor: herSchemas(myAppointmentSchema, myAppointmentSchemaFor) },
);
