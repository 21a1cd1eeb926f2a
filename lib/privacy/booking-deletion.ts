import "server-only";
import { createHash, randomBytes } from "node:crypto";
import * as z from "zod/mini";
import { localePath, locales, type Locale } from "@/content/i18n";
import type { ActionResult } from "@/lib/actions/result";
import { db } from "@/lib/db";
import { requestedLocale } from "@/lib/booking/submit";
import { env } from "@/lib/env";
import { bookingDeletionCopy } from "@/lib/i18n/localized";
import { enqueueEmail } from "@/lib/mail/outbox";
import { anonymisedRequestFields } from "@/lib/privacy/anonymise";
import { consumeRateLimit, ipRateLimitSubject, type RateLimitRule } from "@/lib/server/rate-limit";

/**
 * A signed-out visitor asks to delete her booking (issue: privacy, item 2). She gives the e-mail
 * she booked with; a one-time link goes to that address; following it and confirming erases her
 * bookings that no account holds. Whether an address has bookings is never revealed on the page:
 * every request gets the same answer. Bookings linked to an account are deleted from inside it.
 */

/** The server's answers in English; bookingDeletionCopy(locale) has them in each language. */
export const deletionMessages = bookingDeletionCopy("en").deletionMessages;

const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

const ipRule = {
  name: "deletion-ip",
  limit: 5,
  windowMs: 60 * 60 * 1000,
} as const satisfies RateLimitRule;
const emailRule = {
  name: "deletion-email",
  limit: 3,
  windowMs: 24 * 60 * 60 * 1000,
} as const satisfies RateLimitRule;

/** The language the page asked in (Hindi only when it says so, anything else is English). */
const localeField = z.catch(z.optional(z.enum(locales)), undefined);

/** Every way of getting it wrong is told the same thing: the address she booked with, please. */
function requestSchemaFor(locale: Locale) {
  const { invalidEmail } = bookingDeletionCopy(locale).deletionMessages;
  return z.object(
    {
      email: z.pipe(
        z
          .string({ error: invalidEmail })
          .check(z.trim(), z.toLowerCase(), z.maxLength(254, invalidEmail)),
        z.email(invalidEmail),
      ),
      locale: localeField,
    },
    { error: invalidEmail },
  );
}

/**
 * The link's token (32 random bytes, base64url). Anything else, a mistyped link or no token at
 * all, is a link that is not valid, checked before the database is asked.
 */
function confirmSchemaFor(locale: Locale) {
  const { linkInvalid } = bookingDeletionCopy(locale).deletionMessages;
  return z.object(
    {
      token: z.string({ error: linkInvalid }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, linkInvalid)),
      locale: localeField,
    },
    { error: linkInvalid },
  );
}

export const deletionRequestSchema = requestSchemaFor("en");
export const deletionConfirmSchema = confirmSchemaFor("en");
const hindiSchemas = { request: requestSchemaFor("hi"), confirm: confirmSchemaFor("hi") };

/** The schemas with their messages in the language the input asks for. */
export const deletionRequestSchemaFor = (input: unknown) =>
  requestedLocale(input) === "hi" ? hindiSchemas.request : deletionRequestSchema;
export const deletionConfirmSchemaFor = (input: unknown) =>
  requestedLocale(input) === "hi" ? hindiSchemas.confirm : deletionConfirmSchema;

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Her bookings that a deletion link may erase: not anonymised yet, and not held by an account. */
function erasable(email: string) {
  return { email, patientId: null, anonymisedAt: null };
}

export type DeletionRequestResult = ActionResult<{ message: string }>;

/** Her request, parsed by the action (lib/actions/privacy.ts) with deletionRequestSchema. */
export async function requestBookingDeletion(
  { email, locale = "en" }: z.output<typeof deletionRequestSchema>,
  context: { ip: string | null; now?: Date },
): Promise<DeletionRequestResult> {
  const now = context.now ?? new Date();
  const { deletionMessages: messages, deletionMail: mail } = bookingDeletionCopy(locale);

  return db.$transaction(async (tx) => {
    const byIp = await consumeRateLimit(tx, ipRule, ipRateLimitSubject(context.ip), now);
    if (!byIp.allowed) return { ok: false, error: messages.tooMany };
    // Per address too, quietly: nobody can fill a stranger's inbox with our e-mails.
    const byEmail = await consumeRateLimit(tx, emailRule, `email:${email}`, now);
    const held = byEmail.allowed
      ? await tx.consultationRequest.count({ where: erasable(email) })
      : 0;
    if (held > 0) {
      const token = randomBytes(32).toString("base64url");
      await tx.deletionRequest.create({
        data: {
          email,
          tokenHash: tokenHash(token),
          expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
        },
      });
      // The page the link opens speaks the language she asked in.
      const path = localePath(locale, "/delete-my-booking/confirm");
      const link = new URL(`${path}?token=${token}`, env.SITE_URL).toString();
      await enqueueEmail(tx, {
        to: email,
        purpose: "booking-deletion",
        subject: mail.subject,
        text: mail.text(link),
      });
    }
    return { ok: true, data: { message: messages.requested } };
  });
}

export type DeletionConfirmResult = ActionResult<{ erased: number }>;

/** A token of the right form (deletionConfirmSchema): whether it names a live request is read here. */
export async function confirmBookingDeletion(
  token: string,
  now: Date = new Date(),
  locale: Locale = "en",
): Promise<DeletionConfirmResult> {
  const messages = bookingDeletionCopy(locale).deletionMessages;
  return db.$transaction(async (tx) => {
    const request = await tx.deletionRequest.findUnique({ where: { tokenHash: tokenHash(token) } });
    if (!request) return { ok: false, error: messages.linkInvalid };
    if (request.confirmedAt) return { ok: false, error: messages.linkUsed };
    if (request.expiresAt < now) return { ok: false, error: messages.linkExpired };
    // Compare-and-set: a double click confirms once.
    const claimed = await tx.deletionRequest.updateMany({
      where: { id: request.id, confirmedAt: null },
      data: { confirmedAt: now },
    });
    if (claimed.count === 0) return { ok: false, error: messages.linkUsed };

    const bookings = await tx.consultationRequest.findMany({
      where: erasable(request.email),
      select: { id: true },
    });
    for (const { id } of bookings) {
      await tx.consultationRequest.update({
        where: { id },
        data: anonymisedRequestFields(id, now),
      });
      await tx.requestEvent.updateMany({ where: { requestId: id }, data: { note: null } });
      // Her text messages, queued or sent, hold her number: they go with her details.
      await tx.outboxMessage.deleteMany({ where: { requestId: id } });
    }
    // The address itself goes too: the deletion request no longer needs it.
    await tx.deletionRequest.update({
      where: { id: request.id },
      data: { erased: bookings.length, email: `erased-${request.id}@invalid` },
    });
    await tx.deletionRequest.updateMany({
      where: { email: request.email, confirmedAt: null },
      data: { email: `erased-${request.id}@invalid`, expiresAt: now },
    });
    return { ok: true, data: { erased: bookings.length } };
  });
}
