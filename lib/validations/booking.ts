import * as z from "zod/mini";
import { bookingCityValues, bookingTopicValues } from "@/content/booking-topics";
import { bookingForm, bookingMessages, type BookingMessages } from "@/content/booking-form";
import { indianMobile } from "@/lib/messaging/phone";
import { holidays } from "@/content/holidays";
import { locales } from "@/content/i18n";
import { indiaDateKey, indiaTimeKey } from "@/lib/india-time";
import { fill } from "@/lib/template";
import { stripMarkup, stripMarkupMultiline, withoutNul } from "@/lib/validations/text";

/**
 * The consultation booking form: one schema, used by the form's
 * zodResolver and parsed again by the server action, which never trusts what the browser sends.
 * Pure and free of server imports: it ships in the page's client bundle, which is why it is written
 * with zod/mini (same engine and messages, a fraction of the JavaScript of the chained API).
 */

/** Today's calendar date in India as YYYY-MM-DD, whatever the time zone of the machine asking. */
export function todayInIndia(now: Date = new Date()): string {
  return indiaDateKey(now);
}

/**
 * The latest date she may ask for: the same day a year after `today` (YYYY-MM-DD). The clinic does
 * not plan further ahead, and a date like 9999-12-31 would only sit in the coordinators' queue.
 */
export function aYearAfter(today: string): string {
  const [year = 0, month = 1, day = 1] = today.split("-").map(Number);
  return new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** True for a Sunday (YYYY-MM-DD): the clinics open Monday to Saturday (content/site.ts). */
export function isSunday(date: string): boolean {
  return new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
}

const holidayDates: ReadonlySet<string> = new Set(holidays.map((holiday) => holiday.date));

/** True for a national holiday (content/holidays.ts), when the clinics are closed. */
export function isHoliday(date: string): boolean {
  return holidayDates.has(date);
}

/**
 * The first day from `date` (YYYY-MM-DD) the clinics are open: the date field's earliest choice,
 * so a phone's date picker opens on a day she may pick when today is a Sunday or a holiday.
 */
export function firstOpenDay(date: string): string {
  let day = new Date(`${date}T00:00:00Z`);
  for (let tries = 0; tries < 14; tries += 1) {
    const key = day.toISOString().slice(0, 10);
    if (!isSunday(key) && !isHoliday(key)) return key;
    day = new Date(day.getTime() + 24 * 60 * 60 * 1000);
  }
  return date;
}

/** The spec's slots, written as the form shows them. */
export const timeSlots = [
  "9:00 AM",
  "9:30 AM",
  "10:00 AM",
  "10:30 AM",
  "11:00 AM",
  "11:30 AM",
  "2:00 PM",
  "2:30 PM",
  "3:00 PM",
  "3:30 PM",
  "4:00 PM",
  "4:30 PM",
] as const;

export const consultationTypes = ["initial", "second-opinion", "follow-up", "emergency"] as const;
export type ConsultationTypeValue = (typeof consultationTypes)[number];

/**
 * Named without a price: every type starts with the one diagnostic fee in rupees (claims in
 * content/site.ts), which the form states beside them.
 */
export const consultationTypeLabels: Readonly<Record<ConsultationTypeValue, string>> =
  bookingForm.consultationTypes;

export const urgencies = ["low", "medium", "high", "emergency"] as const;
export type UrgencyValue = (typeof urgencies)[number];

export const urgencyLabels: Readonly<Record<UrgencyValue, string>> = bookingForm.urgencies;

/**
 * Discreet contact (issue: booking to appointment): how she wants to be reached and when. The
 * values are the database's (ContactMethod, ContactWindow in prisma/schema.prisma).
 */
export const contactMethods = ["phone_call", "whatsapp", "sms", "email"] as const;
export type ContactMethodValue = (typeof contactMethods)[number];
/** The ways she can choose that the clinic writes to her by text message, not e-mail. */
const textChannels: ReadonlySet<ContactMethodValue> = new Set(["whatsapp", "sms"]);

export const contactMethodLabels: Readonly<Record<ContactMethodValue, string>> =
  bookingForm.contactMethods;

/** The channels left when she asks not to be called. */
export const writtenContactMethods = [
  "whatsapp",
  "sms",
  "email",
] as const satisfies readonly ContactMethodValue[];

export const contactWindows = ["anytime", "morning", "afternoon", "evening"] as const;
export type ContactWindowValue = (typeof contactWindows)[number];

export const contactWindowLabels: Readonly<Record<ContactWindowValue, string>> =
  bookingForm.contactWindows;

export const noCallsMessage = bookingMessages.noCalls;

export const bookingLimits = {
  name: 50,
  email: 254,
  symptoms: 2000,
  previousTreatment: 1000,
  minAge: 18,
  maxAge: 100,
} as const;

function nameField(required: string, tooLong: string) {
  return z.pipe(
    z.pipe(z.string({ error: required }).check(withoutNul()), z.transform(stripMarkup)),
    z
      .string()
      .check(
        z.minLength(1, required),
        z.maxLength(bookingLimits.name, fill(tooLong, { max: bookingLimits.name })),
      ),
  );
}

function optionalTextField(max: number, tooLong: string) {
  return z.pipe(
    z.optional(z.string().check(z.maxLength(max, tooLong), withoutNul())),
    z.transform((value: string | undefined) => {
      const cleaned = stripMarkupMultiline(value ?? "");
      return cleaned === "" ? undefined : cleaned;
    }),
  );
}

const PHONE_PATTERN = /^\+?[\d\s-]+$/;

/**
 * The schema with its messages in a language: the form's resolver and the server build it from
 * the same messages, so what she reads under a field is what the server would say.
 */
export function bookingSchemaFor(m: BookingMessages) {
  const ageMessage = fill(m.ageRange, { min: bookingLimits.minAge, max: bookingLimits.maxAge });
  const fields = z.object({
    firstName: nameField(m.nameRequired.firstName, m.nameTooLong.firstName),
    lastName: nameField(m.nameRequired.lastName, m.nameTooLong.lastName),
    email: z.pipe(
      z.string({ error: m.emailRequired }).check(
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, { error: m.emailRequired, abort: true }),
        z.maxLength(bookingLimits.email, {
          error: m.emailTooLong,
          abort: true,
        }),
      ),
      z.email(m.emailInvalid),
    ),
    phone: z.pipe(
      z.string({ error: m.phoneRequired }).check(
        z.trim(),
        z.minLength(1, { error: m.phoneRequired, abort: true }),
        z.refine((value) => {
          const digits = value.replace(/\D/g, "").length;
          return PHONE_PATTERN.test(value) && digits >= 10 && digits <= 15;
        }, m.phoneInvalid),
      ),
      z.transform((value: string) => value.replace(/\s+/g, " ")),
    ),
    age: z
      // An empty number field reaches the schema as NaN (or "" if never touched).
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === "" || Number.isNaN(issue.input)
            ? m.ageRequired
            : m.ageNotNumber,
      })
      .check(
        z.refine(Number.isInteger, { error: m.ageWhole, abort: true }),
        z.gte(bookingLimits.minAge, ageMessage),
        z.lte(bookingLimits.maxAge, ageMessage),
      ),
    preferredDate: z.string({ error: m.dateRequired }).check(
      z.minLength(1, { error: m.dateRequired, abort: true }),
      z.refine(isCalendarDate, { error: m.dateInvalid, abort: true }),
      // Evaluated on every parse, so a long-running server or an open tab never uses a stale "today".
      z.refine((value) => value >= todayInIndia(), {
        error: m.datePast,
        abort: true,
      }),
      z.refine((value) => value <= aYearAfter(todayInIndia()), {
        error: m.dateTooFar,
        abort: true,
      }),
      // The clinics see no one then: a request for that day would only be moved by phone.
      z.refine((value) => !isSunday(value), { error: m.dateSunday, abort: true }),
      z.refine((value) => !isHoliday(value), m.dateHoliday),
    ),
    preferredTime: z.enum(timeSlots, { error: m.timeRequired }),
    consultationType: z.enum(consultationTypes, { error: m.typeRequired }),
    symptoms: optionalTextField(
      bookingLimits.symptoms,
      fill(m.textTooLong, { max: bookingLimits.symptoms }),
    ),
    previousTreatment: optionalTextField(
      bookingLimits.previousTreatment,
      fill(m.textTooLong, { max: bookingLimits.previousTreatment }),
    ),
    urgency: z.enum(urgencies, { error: m.urgencyRequired }),
    privacyConsent: z.boolean({ error: m.consent }).check(z.refine((value) => value, m.consent)),
    /** Reminders and updates (optional). The care consent is privacyConsent. */
    communicationConsent: z._default(z.boolean(), false),
    /** Health articles and offers (optional, off unless she ticks it). */
    offersConsent: z._default(z.boolean(), false),
    /** Made by the browser once per filled-in form, so a double click or a retry books once. */
    idempotencyKey: z.uuid(m.reload),
    /** A honeypot: hidden from people, filled in only by bots. */
    website: z._default(z.string().check(z.maxLength(0, m.honeypot)), ""),
    contactMethod: z._default(z.enum(contactMethods, { error: m.contactMethod }), "phone_call"),
    /** 'Please don't call me': then only written channels. */
    noCalls: z._default(z.boolean(), false),
    contactWindow: z._default(z.enum(contactWindows, { error: m.contactWindow }), "anytime"),
    /** A video consultation when she came from her dashboard's Video Consultation card. */
    kind: z._default(z.enum(["consultation", "video"]), "consultation"),
    /** The package or condition page she booked from (content/booking-topics.ts); "" for none. */
    topic: z._default(
      z.enum(["", ...bookingTopicValues] as [string, ...string[]], {
        error: m.topic,
      }),
      "",
    ),
    /** The language she booked in: her mails are written in it. */
    locale: z._default(z.enum(locales), "en"),
    /** Her city, from the page she booked from or chosen here; "" for none. */
    city: z._default(
      z.enum(["", ...bookingCityValues] as [string, ...string[]], {
        error: m.city,
      }),
      "",
    ),
    /**
     * The free time she chose and holds (issue 37): the doctor and the visit's start as an ISO
     * instant. None when she asks a coordinator to call her to choose one. The server turns it into
     * an appointment only with her own live hold on it (lib/booking/submit.ts).
     */
    slot: z.optional(
      z.object(
        {
          doctorId: z.uuid(m.slotInvalid),
          start: z.iso.datetime({ offset: true, error: m.slotInvalid }),
        },
        { error: m.slotInvalid },
      ),
    ),
  });

  return fields.check(
    z.refine((booking) => !(booking.noCalls && booking.contactMethod === "phone_call"), {
      error: m.noCalls,
      path: ["contactMethod"],
    }),
    // In person, the time is at her city's clinic: without a city there is no place to book it.
    z.refine((booking) => !booking.slot || booking.kind === "video" || booking.city !== "", {
      error: m.slotCity,
      path: ["city"],
    }),
    // A text message can go only to a number that can receive one: an Indian mobile (issue 36).
    z.refine(
      (booking) => !textChannels.has(booking.contactMethod) || indianMobile(booking.phone) !== null,
      { error: m.phoneNotIndianMobile, path: ["phone"] },
    ),
  );
}

/**
 * A chosen time as the form holds it, a radio's value "doctorId|start" (lib/booking/time-choices.ts),
 * as the schema's `slot`: undefined for none ("" is "a coordinator calls me to choose a time"). A
 * value of another shape stays one the schema refuses with its message.
 */
export function slotFromChoice(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value === "") return undefined;
  const [doctorId = "", start = ""] = value.split("|");
  return { doctorId, start };
}

/** The spec's time nearest to an India time "HH:MM": a chosen time's request keeps a preferred time. */
function nearestTimeSlot(time: string): TimeSlot {
  const [hours = 0, mins = 0] = time.split(":").map(Number);
  const wanted = hours * 60 + mins;
  const minutesOf = (slot: TimeSlot) => {
    const [clock = "", half = ""] = slot.split(" ");
    const [h = 0, m = 0] = clock.split(":").map(Number);
    return ((h % 12) + (half === "PM" ? 12 : 0)) * 60 + m;
  };
  let best: TimeSlot = timeSlots[0];
  for (const slot of timeSlots) {
    if (Math.abs(minutesOf(slot) - wanted) < Math.abs(minutesOf(best) - wanted)) best = slot;
  }
  return best;
}

/**
 * What the form holds, as the schema's input: the chosen time as `slot`, and, when she chose one,
 * its day and nearest spec time as her preferred ones (the request the appointment comes from keeps
 * them; she is not asked twice). One function for the form in the browser and for a post without
 * JavaScript, so both send the schema the same thing.
 */
export function withChosenTime(values: Record<string, unknown>): Record<string, unknown> {
  const slot = slotFromChoice(values.slot);
  const rest = { ...values };
  delete rest.slot;
  if (slot === undefined) return rest;
  const start =
    typeof slot === "object" && slot !== null && "start" in slot && typeof slot.start === "string"
      ? new Date(slot.start)
      : null;
  if (!start || Number.isNaN(start.getTime())) return { ...rest, slot };
  return {
    ...rest,
    slot,
    preferredDate: indiaDateKey(start),
    preferredTime: nearestTimeSlot(indiaTimeKey(start)),
  };
}

/** The schema with the English messages: what the staff side and the tests use. */
export const bookingSchema = /* @__PURE__ */ bookingSchemaFor(bookingMessages);

/** What the form holds (before the schema's clean-up). */
export type BookingFormValues = z.input<typeof bookingSchema>;
/** What the schema hands on after validation. */
export type BookingInput = z.output<typeof bookingSchema>;
export type TimeSlot = (typeof timeSlots)[number];
