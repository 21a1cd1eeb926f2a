"use server";

import { revalidatePath } from "next/cache";
import {
  appointmentStatusLabels,
  canReschedule,
  canTransition,
  type AppointmentStatus,
} from "@/lib/appointments";
import type { ActionResult } from "@/lib/actions/result";
import { authorizedAction } from "@/lib/actions/safe-action";
import { authMessages } from "@/lib/validations/auth-messages";
import { areas } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session";
import type { Viewer } from "@/lib/auth/viewer";
import { dashboardMessages } from "@/lib/dashboard-messages";
import { db } from "@/lib/db";
import { isAppointmentOverlap } from "@/lib/db-errors";
import { enqueueAppointmentEmail, type AppointmentMailKind } from "@/lib/mail/appointment-mails";
import { deliverSoon } from "@/lib/mail/outbox";
import { indiaDateTimeToInstant } from "@/lib/india-time";
import { findAppointmentInScope, type AppointmentView } from "@/lib/queries/appointments";
import { appointmentScope } from "@/lib/queries/scope";
import {
  appointmentReassignSchema,
  appointmentRescheduleSchema,
  appointmentStatusSchema,
} from "@/lib/validations/appointment";

/**
 * Appointment changes from the dashboards. The permission table says which roles may try; each
 * action then re-reads the row within the caller's scope (a doctor only her own appointments, a
 * coordinator only those she coordinates, the owner all), so a foreign id is refused like a missing
 * one. Writes are compare-and-set on the status read, so two people acting at once cannot both
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
  for (const area of ["doctor-dashboard", "coordinator-dashboard", "admin-panel"] as const) {
    revalidatePath(areas[area].path, "layout");
  }
}

/**
 * Writes a change to an appointment read a moment ago, only if it still has the status it had
 * then (compare-and-set) and is still in her scope. The database refuses an overlap; the message
 * then names the field that caused it.
 */
async function applyChange(
  user: Viewer,
  current: AppointmentView,
  data: { status?: AppointmentStatus; appointmentDate?: Date; doctorId?: string },
  overlapField: "time" | "doctorId" | null,
  mail: AppointmentMailKind | null,
): Promise<ActionResult<AppointmentChange>> {
  let count: number;
  let mailed = false;
  try {
    // The change and her mail about it commit together; a mailed change raises the calendar
    // file's sequence so her calendar replaces the event it holds.
    ({ count, mailed } = await db.$transaction(async (tx) => {
      const changed = await tx.appointment.updateMany({
        where: { id: current.id, status: current.status, ...appointmentScope(user) },
        data: mail ? { ...data, icsSequence: { increment: 1 } } : data,
      });
      const queued =
        changed.count > 0 && mail ? await enqueueAppointmentEmail(tx, current.id, mail) : false;
      return { count: changed.count, mailed: queued };
    }));
  } catch (error) {
    if (!isAppointmentOverlap(error)) throw error;
    return {
      ok: false,
      error: dashboardMessages.doctorOverlap,
      ...(overlapField
        ? { fieldErrors: { [overlapField]: [dashboardMessages.doctorOverlap] } }
        : {}),
    };
  }
  if (count === 0) return { ok: false, error: dashboardMessages.changedMeanwhile };
  if (mailed) deliverSoon();
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
      null,
      input.status === "cancelled" ? "cancelled" : null,
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
    return applyChange(user, current, { appointmentDate: at }, "time", "changed");
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
    return applyChange(user, current, { doctorId: doctor.id }, "doctorId", "changed");
  },
);
