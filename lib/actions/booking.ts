"use server";

import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import { publicAction } from "@/lib/actions/safe-action";
import { createBooking, refusedBooking, requestedLocale } from "@/lib/booking/submit";
import { getSessionUser } from "@/lib/auth/session";
import { clientIp } from "@/lib/server/client-ip";
import { deliverSoon } from "@/lib/mail/outbox";
import { deliverMessagesSoon } from "@/lib/messaging/senders";
import {
  bookingSchema,
  bookingSchemaFor,
  type BookingFormValues,
  type BookingInput,
} from "@/lib/validations/booking";
import { bookingMessagesFor } from "@/lib/i18n/localized";

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
    const result = await createBooking(input, { ip, patientId });
    // Her confirmation, queued with the booking (e-mail, and SMS or WhatsApp if she chose one),
    // goes out now.
    if (result.ok) {
      deliverSoon();
      deliverMessagesSoon();
    }
    return result;
  },
  { scope: "booking", invalid: refusedBooking, schemaFor: schemaForLocale },
);

/** What the form shows after a booking sent without JavaScript (bookWithoutScript). */
export type NoScriptBooking =
  | { ok: true; reference: string; values: BookingInput }
  | {
      ok: false;
      error: string;
      fieldErrors: Partial<Record<string, string[]>>;
      /** What she sent, so the form she gets back still holds it. */
      values: BookingFormValues;
    };

const booleanFields = ["privacyConsent", "communicationConsent", "offersConsent", "noCalls"];

/** A form post as the booking schema's input: ticked boxes are present, the age is a number. */
function bookingFromForm(form: FormData): BookingFormValues {
  const values: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && !name.startsWith("$")) values[name] = value;
  }
  for (const name of booleanFields) values[name] = form.has(name);
  const age = typeof values.age === "string" ? values.age.trim() : "";
  values.age = age === "" ? undefined : Number(age);
  // The browser makes the key when scripts run; without them, each post is one attempt.
  if (!values.idempotencyKey) values.idempotencyKey = randomUUID();
  return values as BookingFormValues;
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
  const result = await submitBooking(values);
  // Booked, so the schema accepts it: its output carries the defaults the confirmation names.
  if (result.ok) {
    return { ok: true, reference: result.data.reference, values: bookingSchema.parse(values) };
  }
  return { ok: false, error: result.error, fieldErrors: result.fieldErrors ?? {}, values };
}
