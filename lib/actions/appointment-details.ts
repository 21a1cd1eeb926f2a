"use server";

import type { ActionResult } from "@/lib/actions/result";
import { authorizedAction } from "@/lib/actions/safe-action";
import { authMessages } from "@/lib/auth/messages";
import { dashboardMessages } from "@/lib/dashboard-messages";
import { db } from "@/lib/db";
import { recordAccess } from "@/lib/privacy/access-log";
import { carePreferences, type CarePreferences } from "@/lib/queries/care-preferences";
import { findAppointmentInScope } from "@/lib/queries/appointments";
import { appointmentOpenSchema } from "@/lib/validations/appointment";

export type AppointmentPrivateDetails = CarePreferences & {
  notes: string | null;
};

const open = authorizedAction(
  "appointment.view",
  appointmentOpenSchema,
  async ({ user, input }): Promise<ActionResult<AppointmentPrivateDetails>> => {
    const appointment = await findAppointmentInScope(user, input.appointmentId);
    if (!appointment) {
      return {
        ok: false,
        error:
          user.role === "owner" ? dashboardMessages.appointmentNotFound : authMessages.accessDenied,
      };
    }
    const row = await db.appointment.findUniqueOrThrow({
      where: { id: appointment.id },
      select: { patientId: true, notes: true, request: { select: { id: true } } },
    });
    const requestId = row.request?.id ?? null;
    // Written before anything is returned: a read that is not logged does not happen.
    await recordAccess(user, { subject: "appointment", patientId: row.patientId, requestId });
    const preferences = await carePreferences({ patientId: row.patientId, requestId });
    return { ok: true, data: { ...preferences, notes: row.notes } };
  },
);

/**
 * An appointment's private side, read when a staff member opens its details: the notes, how she
 * wants to be contacted and what she has agreed to. The lists show only names and times; opening
 * is what the patient's access log records.
 */
export async function openAppointment(
  input: unknown,
): Promise<ActionResult<AppointmentPrivateDetails>> {
  return open(input);
}
