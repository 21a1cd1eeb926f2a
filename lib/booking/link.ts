import "server-only";
import { db } from "@/lib/db";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";

/**
 * Linking bookings to accounts. A booking made while signed in is hers at once. One made signed
 * out joins an account in exactly two ways, each proven by her inbox, never by something the
 * browser holds:
 * - she confirms she holds the booking's e-mail (lib/auth/email-verification.ts): then every
 *   booking made with that address, on any device, before or after, joins her account;
 * - she claims it on her dashboard with its reference and a code sent to its e-mail
 *   (lib/booking/claim.ts).
 *
 * Until issue 31 a third way existed: a cookie listing the references this browser had booked
 * linked them at sign-in to an account with the same, unconfirmed, e-mail. The cookie was neither
 * signed nor tied to the browser, so anyone who knew a booking's reference and e-mail (a partner
 * who saw her confirmation) could sign up with her address, set the cookie and read her symptoms.
 * Signing the cookie and also requiring a confirmed address would have closed that, but a
 * confirmed address already links every booking made with it, so the cookie would have added
 * nothing but a secret to keep: it is gone (docs/architecture.md, "Decisions").
 */

/**
 * Gives her every unlinked booking made with her e-mail, from any device, once she has confirmed
 * she holds that address (a patient, active, not on her way out). Bookings linked this way are
 * marked, so her dashboard can name them once. Returns their references; none for an account that
 * has not confirmed its address, whatever its bookings say.
 */
export async function linkVerifiedEmailBookings(
  userId: string,
  client: PrismaClient = db,
  now: Date = new Date(),
): Promise<string[]> {
  return client.$transaction(async (tx) => {
    const account = await tx.user.findFirst({
      where: {
        id: userId,
        role: "patient",
        status: "active",
        emailVerifiedAt: { not: null },
        deletionRequestedAt: null,
      },
      select: { id: true, email: true },
    });
    if (!account) return [];
    // lower() on both sides rather than Prisma's insensitive mode, which matches with ILIKE: an
    // underscore in an address would match any character there, and hand her a stranger's booking.
    const requests = await tx.$queryRaw<Array<{ id: string }>>`
      SELECT id FROM consultation_requests
      WHERE lower(email) = lower(${account.email}) AND patient_id IS NULL AND anonymised_at IS NULL`;
    const linked = await linkRequests(
      tx,
      account.id,
      requests.map((request) => request.id),
      now,
    );
    return linked.map((request) => request.reference);
  });
}

/**
 * A booking made as a guest with the confirmed address of a patient's account joins it at once,
 * whichever device made it. Nothing happens for an address no confirmed account uses.
 */
export async function linkToVerifiedAccount(
  email: string,
  client: PrismaClient = db,
): Promise<string[]> {
  // Plain SQL: every signed-out booking asks this after its transaction (issue 38).
  const [account] = await client.$queryRaw<{ id: string }[]>`
    SELECT "id"::text AS "id" FROM "users"
     WHERE "email" = ${email.toLowerCase()} AND "role" = 'patient' AND "email_verified_at" IS NOT NULL
     LIMIT 1`;
  return account ? linkVerifiedEmailBookings(account.id, client) : [];
}

/**
 * The link itself, inside the caller's transaction: the requests among `ids` still unlinked become
 * hers, with their appointment and consents, and each gets a "linked" event. `emailLinkedAt` marks
 * a link made by her confirmed e-mail. Returns what was linked.
 */
export async function linkRequests(
  tx: Prisma.TransactionClient,
  accountId: string,
  ids: readonly string[],
  emailLinkedAt: Date | null = null,
): Promise<Array<{ id: string; reference: string }>> {
  if (ids.length === 0) return [];
  // patientId: null again in the update: a second sign-in racing this one links nothing twice.
  const linked = await tx.consultationRequest.updateManyAndReturn({
    where: { id: { in: [...ids] }, patientId: null },
    data: { patientId: accountId, ...(emailLinkedAt ? { emailLinkedAt } : {}) },
    select: { id: true, reference: true, appointmentId: true },
  });
  if (linked.length === 0) return [];
  const linkedIds = linked.map((request) => request.id);
  // An appointment already scheduled from the request becomes hers too. Its id is read from the
  // update, not a read before it: a coordinator scheduling the request at this very moment holds
  // the row, and this update then waits and returns the appointment her transaction created.
  const appointmentIds = linked.flatMap((request) =>
    request.appointmentId ? [request.appointmentId] : [],
  );
  if (appointmentIds.length > 0) {
    await tx.appointment.updateMany({
      where: { id: { in: appointmentIds }, patientId: null },
      data: { patientId: accountId },
    });
  }
  // So are the consents she gave with it: her privacy page lists them and lets her withdraw.
  await tx.consent.updateMany({
    where: { requestId: { in: linkedIds }, userId: null },
    data: { userId: accountId },
  });
  await tx.requestEvent.createMany({
    data: linkedIds.map((requestId) => ({
      requestId,
      type: "linked" as const,
      actorId: accountId,
    })),
  });
  return linked.map(({ id, reference }) => ({ id, reference }));
}
