"use server";

import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import { publicAction } from "@/lib/actions/safe-action";
import {
  createBooking,
  refusedBooking,
  requestedLocale,
  type BookedAppointment,
  type BookingResult,
} from "@/lib/booking/submit";
import { getSessionUser } from "@/lib/auth/session";
import { clientIp } from "@/lib/server/client-ip";
import { consumeRateLimit, ipRateLimitSubject, type RateLimitRule } from "@/lib/server/rate-limit";
import { db } from "@/lib/db";
import { siteConfig } from "@/content/site";
import { fill } from "@/lib/template";
import { deliverSoon } from "@/lib/mail/outbox";
import { deliverMessagesSoon } from "@/lib/messaging/senders";
import {
  bookingSchema,
  bookingSchemaFor,
  type BookingFormValues,
  type BookingInput,
} from "@/lib/validations/booking";
import { bookingMessagesFor } from "@/lib/i18n/localized";
import * as z from "zod/mini";
import { visitMinutesFor } from "@/lib/appointments/availability";
import { holdSlot, releaseHold } from "@/lib/appointments/holds";
import { isUrgentBooking } from "@/lib/booking/held-time";
import { currentHolder, holderForChoice } from "@/lib/booking/hold-key";
import { consultationTypeToDb } from "@/lib/booking/submit";
import { timeOptions, type TimeOption } from "@/lib/booking/time-choices";
import type { ActionResult } from "@/lib/actions/result";
import { slotFromChoice, withChosenTime } from "@/lib/validations/booking";
import type { FreeTime } from "@/lib/appointments/free-times";

/** The schema with the Hindi messages, built once: a booking from /hi/book-consultation asks for it. */
const hindiBookingSchema = bookingSchemaFor(bookingMessagesFor("hi"));

function schemaForLocale(input: unknown): typeof bookingSchema {
  return requestedLocale(input) === "hi" ? hindiBookingSchema : bookingSchema;
}

/**
 * The public booking form's action. Anyone may book, so "authorize" is the honeypot (see
 * refusedBooking) and the per-IP limit inside createBooking. Nothing to revalidate: no public page
 * shows bookings.
 *
 * A signed-in patient's booking is hers at once. A signed-out one joins an account only through her
 * inbox: a confirmed e-mail or the claim code (lib/booking/link.ts).
 */
export const submitBooking = publicAction(
  bookingSchema,
  async ({ input }) => {
    const ip = clientIp(await headers());
    const user = await getSessionUser();
    const patientId = user?.role === "patient" && user.status === "active" ? user.id : null;
    // Her browser's hold key, if she held the time she chose: her own hold is not in her way.
    // A time chosen without one (no JavaScript) is booked if free, in the booking's transaction.
    const holder = input.slot && !isUrgentBooking(input) ? await currentHolder() : null;
    const result = await createBooking(input, { ip, patientId, holder });
    // Her confirmation, queued with the booking (e-mail, and SMS or WhatsApp if she chose one),
    // goes out now.
    if (result.ok) {
      deliverSoon();
      deliverMessagesSoon();
    }
    return withTimeOptions(result, input.locale);
  },
  { scope: "booking", invalid: refusedBooking, schemaFor: schemaForLocale },
);

/**
 * A refusal's nearest free times as the form offers them (labelled in her language, each with its
 * radio's value): the rest of an answer goes back as it is.
 */
async function withTimeOptions(result: BookingResult, locale: "en" | "hi"): Promise<BookingAnswer> {
  if (!("nearest" in result)) return result;
  return { ...result, nearest: await timeOptions(result.nearest, locale) };
}

/** A time she may choose: the radio's value, what the visit is, and the form's language. */
const holdTimeSchema = z.object({
  slot: z.string().check(z.maxLength(200)),
  kind: z.enum(["consultation", "video"]),
  consultationType: z.enum(["initial", "second-opinion", "follow-up", "emergency"]),
  locale: z.enum(["en", "hi"]),
});

/** Times held per address and hour (holdTime). */
const holdRateLimit = {
  name: "hold-ip",
  limit: 120,
  windowMs: 60 * 60 * 1000,
} as const satisfies RateLimitRule;

export type HoldAnswer =
  | { ok: true; expiresAt: string; nearest?: undefined }
  | { ok: false; error: string; nearest: TimeOption[] };

/**
 * Holds the time she just chose for 10 minutes (lib/appointments/holds.ts), letting go of the one
 * she chose before; others are no longer offered it. A time taken meanwhile answers with the
 * doctor's nearest free times. Anyone may call it, as anyone may book: a hold names no one, lasts
 * 10 minutes, and one browser holds one time at most.
 */
export async function holdTime(input: z.input<typeof holdTimeSchema>): Promise<HoldAnswer> {
  const parsed = z.safeParse(holdTimeSchema, input);
  const locale = parsed.success ? parsed.data.locale : "en";
  const messages = bookingMessagesFor(locale);
  const slot = parsed.success ? slotFromChoice(parsed.data.slot) : undefined;
  const valid = z.safeParse(
    z.object({ doctorId: z.uuid(), start: z.iso.datetime({ offset: true }) }),
    slot,
  );
  if (!parsed.success || !valid.success) {
    return { ok: false, error: messages.slotInvalid, nearest: [] };
  }
  // Holds are free to take, so one connection may take only so many an hour: enough for a whole
  // mobile network's women choosing and changing their minds, not for a script holding every time.
  const limit = await consumeRateLimit(
    db,
    holdRateLimit,
    ipRateLimitSubject(clientIp(await headers())),
  );
  if (!limit.allowed) {
    return {
      ok: false,
      error: fill(messages.rateLimited, { phone: siteConfig.phone.display }),
      nearest: [],
    };
  }
  const holder = await holderForChoice();
  const minutes = visitMinutesFor(
    parsed.data.kind,
    consultationTypeToDb[parsed.data.consultationType],
  );
  const held = await holdSlot(holder, valid.data.doctorId, new Date(valid.data.start), minutes);
  if (held.ok) return { ok: true, expiresAt: held.expiresAt.toISOString() };
  const nearest = await timeOptions(held.nearest, locale);
  return {
    ok: false,
    error: nearest.length > 0 ? messages.slotTaken : messages.slotTakenNoneFree,
    nearest,
  };
}

/** Lets go of her hold when she asks a coordinator to call her instead. */
export async function releaseTime(): Promise<ActionResult<null>> {
  const holder = await currentHolder();
  if (holder) await releaseHold(holder);
  return { ok: true, data: null };
}

/** The booking action's answer, a lost time's nearest free times as the form offers them. */
export type BookingAnswer =
  | Exclude<BookingResult, { nearest: FreeTime[] }>
  | { ok: false; error: string; fieldErrors: { slot: string[] }; nearest: TimeOption[] };

/** What the form shows after a booking sent without JavaScript (bookWithoutScript). */
export type NoScriptBooking =
  | { ok: true; reference: string; values: BookingInput; appointment?: BookedAppointment }
  | {
      ok: false;
      error: string;
      fieldErrors: Partial<Record<string, string[]>>;
      /** What she sent, so the form she gets back still holds it. */
      values: BookingPost;
      /** The nearest free times, when the one she chose went to someone else. */
      nearest?: TimeOption[];
    };

const booleanFields = ["privacyConsent", "communicationConsent", "offersConsent", "noCalls"];

/** The form as posted: the chosen time as its radio's value ("doctorId|start"), "" for none. */
type BookingPost = Omit<BookingFormValues, "slot"> & { slot?: string };

/** A form post as the booking schema's input: ticked boxes are present, the age is a number. */
function bookingFromForm(form: FormData): BookingPost {
  const values: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && !name.startsWith("$")) values[name] = value;
  }
  for (const name of booleanFields) values[name] = form.has(name);
  const age = typeof values.age === "string" ? values.age.trim() : "";
  values.age = age === "" ? undefined : Number(age);
  // The browser makes the key when scripts run; without them, each post is one attempt.
  if (!values.idempotencyKey) values.idempotencyKey = randomUUID();
  return values as BookingPost;
}

/**
 * The booking form's action when JavaScript has not run (issue 18, item 6): the browser posts the
 * form itself, this books it through submitBooking (the same schema, limits and honeypot), and
 * the page comes back with the confirmation, or with her answers and a message under each field
 * that needs one. With JavaScript the form never posts: it sends through submitBooking directly.
 */
export async function bookWithoutScript(
  _previous: NoScriptBooking | null,
  form: FormData,
): Promise<NoScriptBooking> {
  const values = bookingFromForm(form);
  const input = withChosenTime(values) as unknown as BookingFormValues;
  const result = await submitBooking(input);
  // Booked, so the schema accepts it: its output carries the defaults the confirmation names.
  if (result.ok) {
    return {
      ok: true,
      reference: result.data.reference,
      values: bookingSchema.parse(input),
      ...(result.data.appointment ? { appointment: result.data.appointment } : {}),
    };
  }
  const lost = result.fieldErrors?.slot !== undefined;
  return {
    ok: false,
    error: result.error,
    fieldErrors: result.fieldErrors ?? {},
    // A time that went to someone else is no longer chosen: the nearest ones are offered instead.
    values: lost ? { ...values, slot: "" } : values,
    ...("nearest" in result && Array.isArray(result.nearest)
      ? { nearest: result.nearest as TimeOption[] }
      : {}),
  };
}
