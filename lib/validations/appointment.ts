import * as z from "zod/mini";
import { appointmentStatuses } from "@/lib/appointments";
import { dashboardMessages } from "@/lib/dashboard-messages";
import { isCalendarDate } from "@/lib/validations/booking";

/**
 * The appointment forms of the dashboards (the doctor's, the coordinator's, and hers for her own
 * appointments): one schema each, used by
 * the form and parsed again by the action. Client-safe (zod/mini). Dates and times are India's
 * clock (YYYY-MM-DD and HH:MM, as date and time inputs send them); the action turns them into an
 * instant and checks that it lies ahead.
 */

const appointmentId = z.uuid(dashboardMessages.appointmentNotFound);
const date = z
  .string(dashboardMessages.dateRequired)
  .check(z.refine(isCalendarDate, dashboardMessages.dateRequired));

export const appointmentStatusSchema = z.object({
  appointmentId,
  status: z.enum(appointmentStatuses, dashboardMessages.unknownStatus),
});

/** A new time: the coordinator's Reschedule, and her own move from her dashboard. */
export const appointmentRescheduleSchema = z.object({
  appointmentId,
  date,
  time: z
    .string(dashboardMessages.timeRequired)
    .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, dashboardMessages.timeRequired)),
});

export const appointmentReassignSchema = z.object({
  appointmentId,
  doctorId: z.uuid(dashboardMessages.doctorRequired),
});

/** Her own appointment, to cancel it from her dashboard. */
export const myAppointmentSchema = z.object({ appointmentId });

/** The free times of her appointment's doctor on a day, as she picks a new one. */
export const myFreeTimesSchema = z.object({ appointmentId, date });
