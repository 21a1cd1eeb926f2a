import * as z from "zod/mini";
import { bookingCityValues, bookingTopicValues } from "@/content/booking-topics";
import { indiaDateKey } from "@/lib/india-time";
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
export const consultationTypeLabels = {
  initial: "Initial Consultation",
  "second-opinion": "Second Opinion",
  "follow-up": "Follow-up Consultation",
  emergency: "Emergency Consultation",
} as const satisfies Record<ConsultationTypeValue, string>;

export const urgencies = ["low", "medium", "high", "emergency"] as const;
export type UrgencyValue = (typeof urgencies)[number];

export const urgencyLabels = {
  low: "Not urgent (within 2 weeks)",
  medium: "Moderate (within 1 week)",
  high: "High (within 2-3 days)",
  emergency: "Emergency (as soon as possible)",
} as const satisfies Record<UrgencyValue, string>;

/**
 * Discreet contact (issue: booking to appointment): how she wants to be reached and when. The
 * values are the database's (ContactMethod, ContactWindow in prisma/schema.prisma).
 */
export const contactMethods = ["phone_call", "whatsapp", "sms", "email"] as const;
export type ContactMethodValue = (typeof contactMethods)[number];

export const contactMethodLabels = {
  phone_call: "Phone call",
  whatsapp: "WhatsApp",
  sms: "SMS",
  email: "Email",
} as const satisfies Record<ContactMethodValue, string>;

/** The channels left when she asks not to be called. */
export const writtenContactMethods = [
  "whatsapp",
  "sms",
  "email",
] as const satisfies readonly ContactMethodValue[];

export const contactWindows = ["anytime", "morning", "afternoon", "evening"] as const;
export type ContactWindowValue = (typeof contactWindows)[number];

export const contactWindowLabels = {
  anytime: "Any time, 9 AM to 8 PM",
  morning: "Mornings, 9 AM to 12 noon",
  afternoon: "Afternoons, 12 noon to 4 PM",
  evening: "Evenings, 4 PM to 8 PM",
} as const satisfies Record<ContactWindowValue, string>;

export const noCallsMessage = "You asked us not to call: please choose WhatsApp, SMS or email.";

export const bookingLimits = {
  name: 50,
  email: 254,
  symptoms: 2000,
  previousTreatment: 1000,
  minAge: 18,
  maxAge: 100,
} as const;

function nameField(label: string) {
  const required = `Please enter your ${label}`;
  return z.pipe(
    z.pipe(z.string({ error: required }).check(withoutNul()), z.transform(stripMarkup)),
    z
      .string()
      .check(
        z.minLength(1, required),
        z.maxLength(
          bookingLimits.name,
          `Please keep your ${label} under ${bookingLimits.name} characters`,
        ),
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
const ageMessage = `Age must be between ${bookingLimits.minAge} and ${bookingLimits.maxAge}`;
const consentMessage = "Please tick the privacy consent to continue";

const bookingFields = z.object({
  firstName: nameField("first name"),
  lastName: nameField("last name"),
  email: z.pipe(
    z.string({ error: "Please enter your email address" }).check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: "Please enter your email address", abort: true }),
      z.maxLength(bookingLimits.email, {
        error: "Please check your email address: it is too long",
        abort: true,
      }),
    ),
    z.email("Please enter a valid email address, like name@example.com"),
  ),
  phone: z.pipe(
    z.string({ error: "Please enter your phone number" }).check(
      z.trim(),
      z.minLength(1, { error: "Please enter your phone number", abort: true }),
      z.refine((value) => {
        const digits = value.replace(/\D/g, "").length;
        return PHONE_PATTERN.test(value) && digits >= 10 && digits <= 15;
      }, "Please enter a valid phone number: 10 to 15 digits, like +91 98765 43210"),
    ),
    z.transform((value: string) => value.replace(/\s+/g, " ")),
  ),
  age: z
    // An empty number field reaches the schema as NaN (or "" if never touched).
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === "" || Number.isNaN(issue.input)
          ? "Please enter your age"
          : "Please enter your age as a number",
    })
    .check(
      z.refine(Number.isInteger, { error: "Please enter your age in whole years", abort: true }),
      z.gte(bookingLimits.minAge, ageMessage),
      z.lte(bookingLimits.maxAge, ageMessage),
    ),
  preferredDate: z.string({ error: "Please choose a preferred date" }).check(
    z.minLength(1, { error: "Please choose a preferred date", abort: true }),
    z.refine(isCalendarDate, { error: "Please choose a valid date", abort: true }),
    // Evaluated on every parse, so a long-running server or an open tab never uses a stale "today".
    z.refine((value) => value >= todayInIndia(), {
      error: "Please choose today or a later date",
      abort: true,
    }),
    z.refine(
      (value) => value <= aYearAfter(todayInIndia()),
      "Please choose a date within the next 12 months",
    ),
  ),
  preferredTime: z.enum(timeSlots, { error: "Please choose a preferred time" }),
  consultationType: z.enum(consultationTypes, { error: "Please choose a consultation type" }),
  symptoms: optionalTextField(
    bookingLimits.symptoms,
    `Please keep this under ${bookingLimits.symptoms} characters`,
  ),
  previousTreatment: optionalTextField(
    bookingLimits.previousTreatment,
    `Please keep this under ${bookingLimits.previousTreatment} characters`,
  ),
  urgency: z.enum(urgencies, { error: "Please choose how soon you would like to be seen" }),
  privacyConsent: z
    .boolean({ error: consentMessage })
    .check(z.refine((value) => value, consentMessage)),
  /** Reminders and updates (optional). The care consent is privacyConsent. */
  communicationConsent: z._default(z.boolean(), false),
  /** Health articles and offers (optional, off unless she ticks it). */
  offersConsent: z._default(z.boolean(), false),
  /** Made by the browser once per filled-in form, so a double click or a retry books once. */
  idempotencyKey: z.uuid("Please reload the page and try again"),
  /** A honeypot: hidden from people, filled in only by bots. */
  website: z._default(z.string().check(z.maxLength(0, "Please leave this field empty")), ""),
  contactMethod: z._default(
    z.enum(contactMethods, { error: "Please choose how we should contact you" }),
    "phone_call",
  ),
  /** 'Please don't call me': then only written channels. */
  noCalls: z._default(z.boolean(), false),
  contactWindow: z._default(
    z.enum(contactWindows, { error: "Please choose when we may contact you" }),
    "anytime",
  ),
  /** A video consultation when she came from her dashboard's Video Consultation card. */
  kind: z._default(z.enum(["consultation", "video"]), "consultation"),
  /** The package or condition page she booked from (content/booking-topics.ts); "" for none. */
  topic: z._default(
    z.enum(["", ...bookingTopicValues] as [string, ...string[]], {
      error: "Please choose one of the listed treatments, or 'Not sure yet'",
    }),
    "",
  ),
  /** Her city, from the page she booked from or chosen here; "" for none. */
  city: z._default(
    z.enum(["", ...bookingCityValues] as [string, ...string[]], {
      error: "Please choose one of the listed cities",
    }),
    "",
  ),
});

export const bookingSchema = bookingFields.check(
  z.refine((booking) => !(booking.noCalls && booking.contactMethod === "phone_call"), {
    error: noCallsMessage,
    path: ["contactMethod"],
  }),
);

/** What the form holds (before the schema's clean-up). */
export type BookingFormValues = z.input<typeof bookingSchema>;
/** What the schema hands on after validation. */
export type BookingInput = z.output<typeof bookingSchema>;
export type TimeSlot = (typeof timeSlots)[number];
