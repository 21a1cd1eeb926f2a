import "server-only";
import { createHash, randomInt } from "node:crypto";
import * as z from "zod/mini";
import { siteConfig } from "@/content/site";
import type { ActionResult } from "@/lib/actions/result";
import { linkToVerifiedAccount } from "@/lib/booking/link";
import { insertRequest, recordRequest } from "@/lib/booking/request-rows";
import { db } from "@/lib/db";
import { isAppointmentOverlap, isDatabaseUnavailable } from "@/lib/db/errors";
import { visitMinutesFor } from "@/lib/appointments/availability";
import type { FreeTime } from "@/lib/appointments/free-times";
import {
  alternativesTo,
  bookHeldTime,
  isUrgentBooking,
  SlotInvalidError,
  SlotTakenError,
} from "@/lib/booking/held-time";
import { bookingReceivedEmail } from "@/lib/mail/booking-mails";
import { queuedMessage, textTargetOf } from "@/lib/messaging/outbox";
import type { ConsultationType } from "@/lib/generated/prisma/client";
import { consumeRateLimits, ipRateLimitSubject, type RateLimitRule } from "@/lib/server/rate-limit";
import { fill } from "@/lib/template";
import type { BookingInput, ConsultationTypeValue } from "@/lib/validations/booking";
import type { Locale } from "@/content/i18n";
import { bookingMessagesFor } from "@/lib/i18n/localized";

/**
 * The booking server action's core, free of next/headers so tests (and later a staff "book on
 * behalf" screen) call it directly. The action (lib/actions/booking.ts) parses the form first and
 * answers a refused one with refusedBooking; a valid one comes here: rate limit → store once →
 * reference.
 */

/**
 * The booking action's answer: her reference (and her appointment, when she booked a time she
 * held), or what to tell her. A time taken a moment before is refused with the nearest free times,
 * so the form keeps her answers and offers them.
 */
export type BookingResult =
  | ActionResult<{ reference: string; appointmentId?: string; appointment?: BookedAppointment }>
  | SlotTakenResult;

/** The appointment a booking with a chosen time became: what her confirmation says. */
export type BookedAppointment = { start: string; doctorName: string };

export type SlotTakenResult = {
  ok: false;
  error: string;
  fieldErrors: { slot: string[] };
  nearest: FreeTime[];
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * New bookings per address and hour. High on purpose: Indian mobile networks put thousands of
 * phones behind one public IPv4 address (carrier-grade NAT), so a low number here refuses real
 * women who happen to share a tower. It only stops a flood from one machine; the limits per
 * phone number and e-mail below are the ones a person meets.
 */
export const bookingRateLimit = {
  name: "booking-ip",
  limit: 60,
  windowMs: HOUR_MS,
} as const satisfies RateLimitRule;

/**
 * New bookings per phone number and per e-mail: a woman booking for herself, her mother and her
 * sister fits; a script repeating one number or address does not.
 */
export const bookingDetailLimits = [
  { name: "booking-phone-hour", limit: 3, windowMs: HOUR_MS },
  { name: "booking-phone-day", limit: 6, windowMs: DAY_MS },
  { name: "booking-email-hour", limit: 3, windowMs: HOUR_MS },
  { name: "booking-email-day", limit: 6, windowMs: DAY_MS },
] as const satisfies readonly RateLimitRule[];

/**
 * One phone number however she writes it: digits only, and a 10-digit Indian mobile with or
 * without its 0 or +91 in front is the same number.
 */
export function phoneRateLimitSubject(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const national =
    digits.length === 10
      ? digits
      : digits.length === 11 && digits.startsWith("0")
        ? digits.slice(1)
        : digits.length === 12 && digits.startsWith("91")
          ? digits.slice(2)
          : null;
  return national ? `phone:91${national}` : `phone:${digits}`;
}

/** The schema has trimmed and lower-cased it already; again here so no caller can skip it. */
function emailRateLimitSubject(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

/** The subject each detail limit counts, in bookingDetailLimits' order of names. */
function detailSubject(rule: (typeof bookingDetailLimits)[number], booking: BookingInput): string {
  return rule.name.startsWith("booking-phone")
    ? phoneRateLimitSubject(booking.phone)
    : emailRateLimitSubject(booking.email);
}

/** The database keeps the form's values; only the TypeScript names differ. */
export const consultationTypeToDb = {
  initial: "initial",
  "second-opinion": "second_opinion",
  "follow-up": "follow_up",
  emergency: "emergency",
} as const satisfies Record<ConsultationTypeValue, ConsultationType>;

// Crockford's base32 without I, L, O and U: nothing to misread when a patient reads it out.
const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** e.g. SC-7KQ2M-X9D4T: 50 random bits, so references cannot be guessed or counted. */
export function newBookingReference(): string {
  const part = () =>
    Array.from({ length: 5 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join(
      "",
    );
  return `SC-${part()}-${part()}`;
}

/** The server's answers to a booking in the language she booked in, the clinic's number filled in. */
function serverMessages(locale: Locale) {
  const m = bookingMessagesFor(locale);
  const phone = { phone: siteConfig.phone.display };
  return {
    checkFields: m.checkFields,
    generic: fill(m.generic, phone),
    unavailable: fill(m.unavailable, phone),
    rateLimited: fill(m.rateLimited, phone),
    detailsLimited: fill(m.detailsLimited, phone),
    keyReused: m.keyReused,
    slotInvalid: m.slotInvalid,
    slotTaken: m.slotTaken,
    slotTakenNoneFree: m.slotTakenNoneFree,
  };
}

/** The language a booking asks for (Hindi only when it says so): refused input is read too. */
export function requestedLocale(input: unknown): Locale {
  return typeof input === "object" && input !== null && "locale" in input && input.locale === "hi"
    ? "hi"
    : "en";
}

/** Which limit refused the booking: her connection's, or her phone number's or e-mail's. */
class RateLimitedError extends Error {
  constructor(readonly by: "address" | "details") {
    super(`booking refused by the ${by} limit`);
  }
}
class KeyReusedError extends Error {}

/**
 * What a retry must repeat: a hash of every detail of the booking (the key and the honeypot
 * aside), in a fixed order. A key sent again with other details is another booking under a stale
 * or borrowed key, and must never be answered with the first booking's reference.
 */
export function bookingDetailsHash(booking: BookingInput): string {
  const details: Record<string, unknown> = { ...booking };
  delete details.idempotencyKey;
  delete details.website;
  const ordered = Object.keys(details)
    .sort()
    .map((name) => [name, details[name] ?? null]);
  return createHash("sha256").update(JSON.stringify(ordered)).digest("hex");
}

export type BookingContext = {
  /** The visitor's address (lib/server/client-ip.ts; null when unknown). Only its hash is stored. */
  ip: string | null;
  /** The signed-in patient booking for herself: the request is hers from the start. */
  patientId?: string | null;
  /**
   * The hash of her browser's hold key (holderHash in lib/appointments/holds.ts), read by the
   * server from her browser: only with it does a chosen time become her appointment.
   */
  holder?: string | null;
  now?: Date;
};

function hasFilledHoneypot(input: unknown): boolean {
  if (typeof input !== "object" || input === null || !("website" in input)) return false;
  const { website } = input;
  return typeof website === "string" ? website.trim() !== "" : website != null;
}

/**
 * The answer to a booking the schema refused. A filled honeypot always fails the schema (the
 * field must stay empty), so this is where bots are told it worked, with nothing stored and
 * nothing counted, whatever else they sent. A person gets a message on each field she must fix.
 */
export function refusedBooking(error: z.core.$ZodError, input: unknown): BookingResult {
  if (hasFilledHoneypot(input)) {
    return { ok: true, data: { reference: newBookingReference() } };
  }
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(z.flattenError(error).fieldErrors)) {
    if (Array.isArray(messages) && messages.length > 0) fieldErrors[field] = messages;
  }
  return { ok: false, error: serverMessages(requestedLocale(input)).checkFields, fieldErrors };
}

/** A clear server-side record that never contains what the patient typed. */
function logBookingFailure(error: unknown): void {
  const name = error instanceof Error ? error.name : typeof error;
  const code =
    typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
  console.error("[booking] could not store a consultation request", { name, code });
}

/**
 * A guest booking made with the confirmed address of a patient's account is hers at once, from any
 * device (lib/booking/link.ts). After the booking's transaction: a failure here never loses the
 * booking, and her next sign-in links it.
 */
async function joinConfirmedAccount(email: string): Promise<void> {
  try {
    await linkToVerifiedAccount(email);
  } catch (error) {
    console.error(
      "[booking] could not link a booking",
      error instanceof Error ? error.name : error,
    );
  }
}

/** Her refusal when the time she chose went to someone else, with the nearest free times. */
async function slotTaken(
  error: SlotTakenError,
  booking: BookingInput,
  context: BookingContext,
  now: Date,
): Promise<BookingResult> {
  let nearest: FreeTime[] = [];
  try {
    nearest = await alternativesTo(error, context.holder ?? null, now);
  } catch (lookup) {
    // Without alternatives she is still told plainly, and may send the form without a time.
    logBookingFailure(lookup);
  }
  return slotTakenAnswer(booking.locale, nearest);
}

/** "That time has just been taken", with the nearest free times (or that none is free). */
function slotTakenAnswer(locale: Locale, nearest: FreeTime[]): SlotTakenResult {
  const messages = serverMessages(locale);
  const message = nearest.length > 0 ? messages.slotTaken : messages.slotTakenNoneFree;
  return { ok: false, error: message, fieldErrors: { slot: [message] }, nearest };
}

export async function createBooking(
  booking: BookingInput,
  context: BookingContext,
): Promise<BookingResult> {
  const now = context.now ?? new Date();
  const subject = ipRateLimitSubject(context.ip);
  const detailsHash = bookingDetailsHash(booking);
  // A chosen time books at once, except for urgent and emergency bookings: a coordinator calls
  // those first, from the top of the queue.
  const slot = booking.slot && !isUrgentBooking(booking) ? booking.slot : null;

  try {
    const { reference, appointmentId, appointment } = await db.$transaction(
      async (tx) => {
        // A reference collision (1 in 2^50) also meets ON CONFLICT: try again with a new one.
        for (let attempt = 0; attempt < 3; attempt += 1) {
          // ON CONFLICT DO NOTHING: a second request with the same key waits for the first one's
          // transaction, then inserts nothing, however many arrive at once.
          const created = await insertRequest(tx, booking, {
            detailsHash,
            reference: newBookingReference(),
            patientId: context.patientId ?? null,
            now,
          });
          if (created) {
            // Only new bookings count: a retry of one already stored is answered, never refused.
            // Throwing rolls back the insert and every count with it, so a refused booking
            // leaves nothing behind. Always the same order, so concurrent bookings never
            // wait on each other's buckets in a cycle.
            const [address, ...details] = await consumeRateLimits(
              tx,
              [
                { rule: bookingRateLimit, subject },
                ...bookingDetailLimits.map((rule) => ({
                  rule,
                  subject: detailSubject(rule, booking),
                })),
              ],
              now,
            );
            if (!address?.allowed) throw new RateLimitedError("address");
            if (details.some((detail) => !detail.allowed)) throw new RateLimitedError("details");
            const text = textTargetOf({
              id: created.id,
              phone: booking.phone,
              contactMethod: booking.contactMethod,
              contactWindow: booking.contactWindow,
              locale: booking.locale,
              patientId: context.patientId ?? null,
            });
            // Her request's record, consents and (without a chosen time) the confirmations the
            // form promises, by e-mail and by the SMS or WhatsApp she chose, in one statement: a
            // chosen time's booking writes its own, with the calendar file (schedule.ts).
            await recordRequest(tx, created, booking, {
              patientId: context.patientId ?? null,
              text,
              email: slot ? null : bookingReceivedEmail(booking, created.reference),
              message:
                slot || !text
                  ? null
                  : queuedMessage(
                      text,
                      "booking-received",
                      [created.reference, siteConfig.phone.display],
                      { now },
                    ),
              now,
            });
            const scheduled = slot
              ? await bookHeldTime(tx, {
                  requestId: created.id,
                  booking: { ...booking, slot },
                  holder: context.holder ?? null,
                  patientId: context.patientId ?? null,
                  consultationType: consultationTypeToDb[booking.consultationType],
                  now,
                })
              : null;
            if (scheduled) {
              // Her appointment's mail, .ics and text message went with it (schedule.ts): a
              // "we will call you to confirm" beside them would contradict them.
              return {
                reference: created.reference,
                appointmentId: scheduled.appointmentId,
                appointment: {
                  start: new Date(booking.slot?.start ?? 0).toISOString(),
                  doctorName: scheduled.doctorName,
                },
              };
            }
            return {
              reference: created.reference,
              appointmentId: undefined,
              appointment: undefined,
            };
          }

          const existing = await tx.consultationRequest.findUnique({
            where: { idempotencyKey: booking.idempotencyKey },
            select: {
              reference: true,
              idempotencyHash: true,
              appointmentId: true,
              appointment: {
                select: {
                  appointmentDate: true,
                  doctor: { select: { firstName: true, lastName: true } },
                },
              },
            },
          });
          if (existing && existing.idempotencyHash !== detailsHash) throw new KeyReusedError();
          if (existing) {
            // A retry of a booked time is answered as the first attempt was: her appointment.
            const booked = slot ? existing.appointment : null;
            return {
              reference: existing.reference,
              appointmentId: booked ? (existing.appointmentId ?? undefined) : undefined,
              appointment: booked
                ? {
                    start: booked.appointmentDate.toISOString(),
                    doctorName: `Dr ${booked.doctor.firstName} ${booked.doctor.lastName}`,
                  }
                : undefined,
            };
          }
        }
        throw new Error("No free booking reference after 3 attempts");
      },
      // Same-key requests queue on the unique index: give them time to acquire a connection.
      { maxWait: 10_000, timeout: 15_000 },
    );
    if (!context.patientId) await joinConfirmedAccount(booking.email);
    // The action (lib/actions/booking.ts) sends what was queued once it has the answer.
    return {
      ok: true,
      data: appointmentId
        ? { reference, appointmentId, ...(appointment ? { appointment } : {}) }
        : { reference },
    };
  } catch (error) {
    // Nothing was stored (the throw undid the request with it): she keeps her answers and is
    // offered the doctor's nearest free times, never an error.
    if (error instanceof SlotTakenError || (slot && isAppointmentOverlap(error))) {
      return slotTaken(
        error instanceof SlotTakenError
          ? error
          : new SlotTakenError(
              slot?.doctorId ?? "",
              new Date(slot?.start ?? 0),
              visitMinutesFor(booking.kind, consultationTypeToDb[booking.consultationType]),
            ),
        booking,
        context,
        now,
      );
    }
    if (error instanceof SlotInvalidError) {
      const message = serverMessages(booking.locale).slotInvalid;
      return { ok: false, error: message, fieldErrors: { slot: [message] } };
    }
    if (error instanceof RateLimitedError) {
      const messages = serverMessages(booking.locale);
      const message = error.by === "address" ? messages.rateLimited : messages.detailsLimited;
      return { ok: false, error: message, fieldErrors: {} };
    }
    if (error instanceof KeyReusedError) {
      return { ok: false, error: serverMessages(booking.locale).keyReused, fieldErrors: {} };
    }
    // An outage is logged once by lib/db/pool, not once per booking it refuses.
    if (isDatabaseUnavailable(error)) {
      return { ok: false, error: serverMessages(booking.locale).unavailable, fieldErrors: {} };
    }
    logBookingFailure(error);
    return { ok: false, error: serverMessages(booking.locale).generic, fieldErrors: {} };
  }
}
