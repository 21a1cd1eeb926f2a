import "server-only";
import { createHash, randomBytes } from "node:crypto";
import * as z from "zod/mini";
import { siteConfig } from "@/content/site";
import type { ActionResult } from "@/lib/actions/result";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { enqueueEmail } from "@/lib/mail/outbox";
import { anonymisedRequestFields } from "@/lib/privacy/anonymise";
import { consumeRateLimit, ipRateLimitSubject, type RateLimitRule } from "@/lib/rate-limit";

/**
 * A signed-out visitor asks to delete her booking (issue: privacy, item 2). She gives the e-mail
 * she booked with; a one-time link goes to that address; following it and confirming erases her
 * bookings that no account holds. Whether an address has bookings is never revealed on the page:
 * every request gets the same answer. Bookings linked to an account are deleted from inside it.
 */

export const deletionMessages = {
  requested:
    "If we hold a booking made with this email, we have sent a link to it. Follow the link within 24 hours to confirm the deletion.",
  invalidEmail: "Please enter the email address you booked with, like name@example.com",
  tooMany: `Too many requests from this connection. Please try again in an hour, or call us on ${siteConfig.phone.display}.`,
  linkInvalid: "This link is not valid. It may have been mistyped: please request a new one.",
  linkExpired: "This link has expired. Please request a new one.",
  linkUsed: "This link has already been used: the deletion is done.",
} as const;

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

/** Every way of getting it wrong is told the same thing: the address she booked with, please. */
export const deletionRequestSchema = z.object(
  {
    email: z.pipe(
      z
        .string({ error: deletionMessages.invalidEmail })
        .check(z.trim(), z.toLowerCase(), z.maxLength(254, deletionMessages.invalidEmail)),
      z.email(deletionMessages.invalidEmail),
    ),
  },
  { error: deletionMessages.invalidEmail },
);

/**
 * The link's token (32 random bytes, base64url). Anything else, a mistyped link or no token at
 * all, is a link that is not valid, checked before the database is asked.
 */
export const deletionConfirmSchema = z.object(
  {
    token: z
      .string({ error: deletionMessages.linkInvalid })
      .check(z.regex(/^[A-Za-z0-9_-]{43}$/, deletionMessages.linkInvalid)),
  },
  { error: deletionMessages.linkInvalid },
);

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
  { email }: z.output<typeof deletionRequestSchema>,
  context: { ip: string | null; now?: Date },
): Promise<DeletionRequestResult> {
  const now = context.now ?? new Date();

  return db.$transaction(async (tx) => {
    const byIp = await consumeRateLimit(tx, ipRule, ipRateLimitSubject(context.ip), now);
    if (!byIp.allowed) return { ok: false, error: deletionMessages.tooMany };
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
      const link = new URL(`/delete-my-booking/confirm?token=${token}`, env.SITE_URL).toString();
      await enqueueEmail(tx, {
        to: email,
        purpose: "booking-deletion",
        subject: `Confirm your request to ${siteConfig.name}`,
        text: [
          "Hello,",
          "",
          `Someone, we hope you, asked ${siteConfig.name} to delete the booking details held for this email address.`,
          "To confirm, open this link within 24 hours and press the button on the page:",
          link,
          "",
          "If you did not ask for this, ignore this email: nothing will be deleted.",
          `Questions: ${siteConfig.email} or ${siteConfig.phone.display}.`,
        ].join("\n"),
      });
    }
    return { ok: true, data: { message: deletionMessages.requested } };
  });
}

export type DeletionConfirmResult = ActionResult<{ erased: number }>;

/** A token of the right form (deletionConfirmSchema): whether it names a live request is read here. */
export async function confirmBookingDeletion(
  token: string,
  now: Date = new Date(),
): Promise<DeletionConfirmResult> {
  return db.$transaction(async (tx) => {
    const request = await tx.deletionRequest.findUnique({ where: { tokenHash: tokenHash(token) } });
    if (!request) return { ok: false, error: deletionMessages.linkInvalid };
    if (request.confirmedAt) return { ok: false, error: deletionMessages.linkUsed };
    if (request.expiresAt < now) return { ok: false, error: deletionMessages.linkExpired };
    // Compare-and-set: a double click confirms once.
    const claimed = await tx.deletionRequest.updateMany({
      where: { id: request.id, confirmedAt: null },
      data: { confirmedAt: now },
    });
    if (claimed.count === 0) return { ok: false, error: deletionMessages.linkUsed };

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
