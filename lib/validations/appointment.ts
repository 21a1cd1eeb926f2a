import * as z from "zod/mini";
import { appointmentStatuses } from "@/lib/appointments/status";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { isCalendarDate } from "@/lib/validations/booking";

/**
 * The appointment forms of the dashboards (the doctor's, the coordinator's, and hers for her own
 * appointments): one schema each, used by
 * the form and parsed again by the action. Client-safe (zod/mini). Dates and times are India's
 * clock (YYYY-MM-DD and HH:MM, as date and time inputs send them); the action turns them into an
 * instant and checks that it lies ahead.
 */

/** The fields' messages: the staff's (dashboardMessages), or hers in her language. */
type FieldMessages = { appointmentNotFound: string; dateRequired: string; timeRequired: string };

function fieldsFor(m: FieldMessages) {
  return {
    appointmentId: z.uuid(m.appointmentNotFound),
    date: z.string(m.dateRequired).check(z.refine(isCalendarDate, m.dateRequired)),
    time: z.string(m.timeRequired).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.timeRequired)),
  };
}

const { appointmentId } = fieldsFor(dashboardMessages);

export const appointmentStatusSchema = z.object({
  appointmentId,
  status: z.enum(appointmentStatuses, dashboardMessages.unknownStatus),
});

/** A new time: the coordinator's Reschedule, and her own move from her dashboard. */
export function appointmentRescheduleSchemaFor(m: FieldMessages) {
  const f = fieldsFor(m);
  return z.object({ appointmentId: f.appointmentId, date: f.date, time: f.time });
}

export const appointmentRescheduleSchema =
  /* @__PURE__ */ appointmentRescheduleSchemaFor(dashboardMessages);

export const appointmentReassignSchema = z.object({
  appointmentId,
  doctorId: z.uuid(dashboardMessages.doctorRequired),
});

/** Her own appointment, to cancel it from her dashboard. */
export function myAppointmentSchemaFor(m: FieldMessages) {
  return z.object({ appointmentId: fieldsFor(m).appointmentId });
}

export const myAppointmentSchema = /* @__PURE__ */ myAppointmentSchemaFor(dashboardMessages);

/** The free times of her appointment's doctor on a day, as she picks a new one. */
export function myFreeTimesSchemaFor(m: FieldMessages) {
  const f = fieldsFor(m);
  return z.object({ appointmentId: f.appointmentId, date: f.date });
}

export const myFreeTimesSchema = /* @__PURE__ */ myFreeTimesSchemaFor(dashboardMessages);
