import "server-only";
import { db } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * Linking bookings to accounts (issue: booking to appointment, item 5). A booking made while
 * signed in is hers at once. One made signed out is linked only when she then signs in as a
 * patient with the e-mail the booking gave AND from the browser that made it (which keeps the
 * booking's reference in an HttpOnly cookie), or when she types the reference on her dashboard.
 * An e-mail match alone is never enough: nobody checks that whoever signs up with an address owns
 * it, and a booking holds her symptoms.
 */

/** The cookie holding the references of bookings this browser made while signed out. */
export const PENDING_BOOKINGS_COOKIE = "sc_pending_bookings";
/** A week: long enough to sign up later the same week, short for a shared device. */
export const PENDING_BOOKINGS_MAX_AGE = 7 * 24 * 60 * 60;
const MAX_REMEMBERED = 10;
const REFERENCE = /^SC-[0-9A-Z]{5}-[0-9A-Z]{5}$/;

/** The references a cookie value holds (anything malformed is ignored). */
export function pendingReferences(value: string | undefined | null): string[] {
  return (value ?? "")
    .split(".")
    .filter((reference) => REFERENCE.test(reference))
    .slice(-MAX_REMEMBERED);
}

/** The cookie value after remembering one more booking. */
export function withPendingReference(value: string | undefined | null, reference: string): string {
  return [...pendingReferences(value).filter((r) => r !== reference), reference]
    .slice(-MAX_REMEMBERED)
    .join(".");
}

/** Reads our cookie from a raw Cookie header (next-auth hands authorize() only headers). */
export function pendingReferencesFromCookieHeader(header: string | null): string[] {
  for (const part of (header ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === PENDING_BOOKINGS_COOKIE)
      return pendingReferences(decodeURIComponent(rest.join("=")));
  }
  return [];
}

/**
 * Gives her the unlinked bookings among `references` that were made with her e-mail. Returns how
 * many were linked. Each link is recorded in the request's history.
 */
export async function linkBookings(
  account: { id: string; email: string },
  references: readonly string[],
  client: PrismaClient = db,
): Promise<number> {
  if (references.length === 0) return 0;
  return client.$transaction(async (tx) => {
    const requests = await tx.consultationRequest.findMany({
      where: {
        reference: { in: [...references] },
        email: account.email.toLowerCase(),
        patientId: null,
      },
      select: { id: true },
    });
    if (requests.length === 0) return 0;
    const ids = requests.map((request) => request.id);
    // patientId: null again in the update: a second sign-in racing this one links nothing twice.
    const linked = await tx.consultationRequest.updateManyAndReturn({
      where: { id: { in: ids }, patientId: null },
      data: { patientId: account.id },
      select: { id: true, appointmentId: true },
    });
    // An appointment already scheduled from the request becomes hers too. Its id is read from the
    // update, not the read above: a coordinator scheduling the request at this very moment holds
    // the row, and this update then waits and returns the appointment her transaction created.
    const appointmentIds = linked.flatMap((request) =>
      request.appointmentId ? [request.appointmentId] : [],
    );
    if (appointmentIds.length > 0) {
      await tx.appointment.updateMany({
        where: { id: { in: appointmentIds }, patientId: null },
        data: { patientId: account.id },
      });
    }
    // So are the consents she gave with it: her privacy page lists them and lets her withdraw.
    await tx.consent.updateMany({
      where: { requestId: { in: ids }, userId: null },
      data: { userId: account.id },
    });
    await tx.requestEvent.createMany({
      data: linked.map(({ id: requestId }) => ({
        requestId,
        type: "linked" as const,
        actorId: account.id,
      })),
    });
    return linked.length;
  });
}
