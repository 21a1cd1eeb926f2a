import * as z from "zod/mini";
import { appointmentModes } from "@/lib/appointments/status";
import { cities } from "@/content/cities";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { requestCloseReasons, requestMessages } from "@/lib/booking/request-queue";
import { isCalendarDate } from "@/lib/validations/booking";
import { stripMarkupMultiline } from "@/lib/validations/text";

/**
 * The coordinator's request forms (claim, mark contacted, schedule, close): one schema each, used
 * by the form's resolver and parsed again by the action. Client-safe (zod/mini). Dates and times
 * are India's clock, as the date and time inputs send them; the action turns them into an instant.
 */

export const REQUEST_NOTE_MAX = 1000;
export const MIN_VISIT_MINUTES = 10;
export const MAX_VISIT_MINUTES = 240;

/** The durations the schedule form offers. */
export const visitDurations = [15, 30, 45, 60, 90, 120] as const;

const requestId = z.uuid(requestMessages.notFound);

/** A note, cleaned of markup; `min` 1 makes it required. */
function noteField(min: number) {
  return z.pipe(
    z.pipe(z.string(requestMessages.noteRequired), z.transform(stripMarkupMultiline)),
    z
      .string()
      .check(
        z.minLength(min, requestMessages.noteRequired),
        z.maxLength(REQUEST_NOTE_MAX, requestMessages.noteTooLong(REQUEST_NOTE_MAX)),
      ),
  );
}

export const requestClaimSchema = z.object({ requestId });

export const requestContactSchema = z.object({
  requestId,
  note: noteField(1),
});

const scheduleFields = z.object({
  requestId,
  doctorId: z.uuid(dashboardMessages.doctorRequired),
  date: z
    .string(dashboardMessages.dateRequired)
    .check(z.refine(isCalendarDate, dashboardMessages.dateRequired)),
  time: z
    .string(dashboardMessages.timeRequired)
    .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, dashboardMessages.timeRequired)),
  durationMinutes: z.coerce
    .number(requestMessages.durationRequired)
    .check(
      z.int(requestMessages.durationRequired),
      z.minimum(MIN_VISIT_MINUTES, requestMessages.durationRequired),
      z.maximum(MAX_VISIT_MINUTES, requestMessages.durationRequired),
    ),
  /** In person at a city's clinic, or by video. */
  mode: z.enum(appointmentModes, requestMessages.modeRequired),
  /** The clinic's city slug; needed in person, ignored by video. */
  clinic: z.optional(z.string()),
});

/** In person needs a clinic, one of the cities the site sells in. */
export const requestScheduleSchema = scheduleFields.check(
  z.refine((value) => value.mode === "video" || cities.some((city) => city.id === value.clinic), {
    message: requestMessages.clinicRequired,
    path: ["clinic"],
  }),
);

/** What the schedule form asks while she picks: who is free that day, for a visit that long. */
export const schedulingAskSchema = z.pick(scheduleFields, {
  date: true,
  time: true,
  durationMinutes: true,
});

export const requestCloseSchema = z.object({
  requestId,
  reason: z.enum(requestCloseReasons, requestMessages.reasonRequired),
  note: z.optional(noteField(0)),
});
