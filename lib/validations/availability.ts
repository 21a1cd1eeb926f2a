import * as z from "zod/mini";
import { timeToMinute } from "@/lib/appointments/availability";
import { isCalendarDate } from "@/lib/validations/booking";

/**
 * A doctor's working hours (one stretch per weekday) and her time off, as the hours form sends
 * them: times on India's clock, "HH:MM". Client-safe: the form's resolver and the action parse
 * with the same schema.
 */

export const availabilityMessages = {
  time: "Please enter a time, e.g. 09:00.",
  order: "The day must end after it starts.",
  noDay: "Choose at least one working day: time off is the way to mark days away.",
  date: "Please choose a date.",
  offOrder: "Time off must end after it starts.",
  noteTooLong: "Keep the note under 200 characters.",
  notYours: "You can change only your own hours.",
  notFound: "This doctor no longer exists.",
  timeOffGone: "This time off was already removed.",
  hoursSaved: "Working hours saved.",
  timeOffAdded: "Time off added.",
  timeOffRemoved: "Time off removed.",
  coversVisits: (total: number) =>
    `Not saved: this time off covers ${total === 1 ? "a booked visit" : `${total} booked visits`}.`,
  moveFirst: (total: number) =>
    total === 1
      ? "Ask the care team to move or reassign it first (she is mailed the new time), then add the time off again."
      : "Ask the care team to move or reassign them first (each patient is mailed her new time), then add the time off again.",
  keepVisits: "Keep my visits",
} as const;

const time = z
  .string(availabilityMessages.time)
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, availabilityMessages.time));

const day = z.object({ works: z.boolean(), start: time, end: time });

export const doctorHoursSchema = z
  .object({
    doctorId: z.uuid(availabilityMessages.notFound),
    days: z.array(day).check(z.length(7)),
  })
  .check(
    z.refine(
      (value) =>
        value.days.every(
          (d) => !d.works || (timeToMinute(d.start) ?? 0) < (timeToMinute(d.end) ?? 0),
        ),
      { message: availabilityMessages.order, path: ["days"] },
    ),
    z.refine((value) => value.days.some((d) => d.works), {
      message: availabilityMessages.noDay,
      path: ["days"],
    }),
  );

const date = z
  .string(availabilityMessages.date)
  .check(z.refine(isCalendarDate, availabilityMessages.date));

export const timeOffSchema = z
  .object({
    doctorId: z.uuid(availabilityMessages.notFound),
    fromDate: date,
    fromTime: time,
    toDate: date,
    toTime: time,
    note: z.string().check(z.maxLength(200, availabilityMessages.noteTooLong)),
  })
  .check(
    z.refine((v) => `${v.fromDate}T${v.fromTime}` < `${v.toDate}T${v.toTime}`, {
      message: availabilityMessages.offOrder,
      path: ["toDate"],
    }),
  );

export const timeOffRemoveSchema = z.object({
  doctorId: z.uuid(availabilityMessages.notFound),
  timeOffId: z.uuid(availabilityMessages.timeOffGone),
});
