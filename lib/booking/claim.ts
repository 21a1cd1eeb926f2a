import "server-only";
import { createHash, randomInt, randomUUID } from "node:crypto";
import type { ActionResult } from "@/lib/actions/result";
import { linkRequests } from "@/lib/booking/link";
import { db } from "@/lib/db";
import { bookingClaimCodeEmail } from "@/lib/mail/account-mails";
import { enqueueEmail } from "@/lib/mail/outbox";
import { consumeRateLimit, type RateLimitRule } from "@/lib/server/rate-limit";
import {
  CLAIM_CODE_MINUTES,
  CLAIM_MAX_ATTEMPTS,
  claimMessages,
  type ClaimMessages,
} from "@/lib/validations/email-verification";

/**
 * "Add a booking I made" (issue 16, item 1): a signed-in patient gives a booking's reference; if it
 * names a booking nobody's account holds, a six-digit code goes to the e-mail the booking was made
 * with, and the code, typed within 30 minutes and 5 tries, adds the booking to her account. The
 * reference alone proves nothing (it is printed on a confirmation a partner may have seen): the
 * code proves she reads the booking's inbox. The answer to a reference never says whether it
 * exists. Free of next/headers; the actions are in lib/actions/booking-claim.ts.
 */

/** Codes she may ask for, whatever the references. */
export const claimUserLimit = {
  name: "booking-claim-user",
  limit: 5,
  windowMs: 60 * 60 * 1000,
} as const satisfies RateLimitRule;

/** Codes one booking's inbox may receive: nobody fills it by asking from several accounts. */
export const claimBookingLimit = {
  name: "booking-claim-booking",
  limit: 3,
  windowMs: 24 * 60 * 60 * 1000,
} as const satisfies RateLimitRule;

/** Salted with the claim's id, so equal codes of two claims never hash alike. */
function codeHash(claimId: string, code: string): string {
  return createHash("sha256").update(`${claimId}:${code}`).digest("hex");
}

type Message = ActionResult<{ message: string }>;

const said = (message: string): Message => ({ ok: true, data: { message } });

export async function requestClaimCode(
  userId: string,
  reference: string,
  now: Date = new Date(),
  messages: ClaimMessages = claimMessages,
): Promise<Message> {
  return db.$transaction(async (tx) => {
    const byUser = await consumeRateLimit(tx, claimUserLimit, `user:${userId}`, now);
    if (!byUser.allowed) return { ok: false, error: messages.tooMany };
    const booking = await tx.consultationRequest.findUnique({
      where: { reference },
      select: { id: true, email: true, firstName: true, patientId: true, anonymisedAt: true },
    });
    // Already hers: telling her so reveals nothing about anyone else.
    if (booking?.patientId === userId) return said(messages.alreadyYours);
    if (!booking || booking.patientId || booking.anonymisedAt) return said(messages.codeSent);
    const byBooking = await consumeRateLimit(tx, claimBookingLimit, `request:${booking.id}`, now);
    if (!byBooking.allowed) return said(messages.codeSent);

    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const id = randomUUID();
    // The newest code is the only one that works.
    await tx.bookingClaim.deleteMany({ where: { userId, requestId: booking.id, usedAt: null } });
    await tx.bookingClaim.create({
      data: {
        id,
        userId,
        requestId: booking.id,
        codeHash: codeHash(id, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CLAIM_CODE_MINUTES * 60_000),
      },
    });
    await enqueueEmail(
      tx,
      bookingClaimCodeEmail(
        booking.email,
        { firstName: booking.firstName, reference },
        code,
        CLAIM_CODE_MINUTES,
      ),
    );
    return said(messages.codeSent);
  });
}

export async function confirmClaimCode(
  userId: string,
  { reference, code }: { reference: string; code: string },
  now: Date = new Date(),
  messages: ClaimMessages = claimMessages,
): Promise<ActionResult<{ message: string; reference: string | null }>> {
  const booking = await db.consultationRequest.findUnique({
    where: { reference },
    select: { id: true, patientId: true },
  });
  if (booking?.patientId === userId) {
    return { ok: true, data: { message: messages.alreadyYours, reference: null } };
  }
  if (!booking) return { ok: false, error: messages.codeExpired };

  return db.$transaction(async (tx) => {
    // The try is counted before the code is compared, in one statement: guesses sent side by side
    // each use up a try, and none learns anything after the fifth.
    const [claim] = await tx.bookingClaim.updateManyAndReturn({
      where: {
        userId,
        requestId: booking.id,
        usedAt: null,
        expiresAt: { gt: now },
        attempts: { lt: CLAIM_MAX_ATTEMPTS },
      },
      data: { attempts: { increment: 1 } },
      select: { id: true, attempts: true, codeHash: true },
    });
    if (!claim) {
      const spent = await tx.bookingClaim.findFirst({
        where: { userId, requestId: booking.id, usedAt: null, expiresAt: { gt: now } },
        select: { id: true },
      });
      return { ok: false, error: spent ? messages.codeLocked : messages.codeExpired };
    }
    if (claim.codeHash !== codeHash(claim.id, code)) {
      const left = CLAIM_MAX_ATTEMPTS - claim.attempts;
      return {
        ok: false,
        error: left > 0 ? messages.codeWrong(left) : messages.codeLocked,
        fieldErrors: {
          code: [left > 0 ? messages.codeWrong(left) : messages.codeLocked],
        },
      };
    }
    await tx.bookingClaim.update({ where: { id: claim.id }, data: { usedAt: now } });
    const linked = await linkRequests(tx, userId, [booking.id]);
    // Someone's account took it meanwhile (her own sign-in elsewhere, or its e-mail's owner).
    if (linked.length === 0) return { ok: false, error: messages.codeExpired };
    return { ok: true, data: { message: messages.linked(reference), reference } };
  });
}
