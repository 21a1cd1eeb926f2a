import "server-only";
import { createHash } from "node:crypto";
import { newOneTimeToken, oneTimeTokenHash } from "@/lib/auth/one-time-token";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { visitPath } from "@/lib/video/visit";

/*
 * A guest's way into her video visit (issue 35, item 6). She booked without an account, so she
 * cannot sign in: the mail that tells her of the visit carries a key in its link instead,
 * /visit/<id>?key=<key>. The rule, as her mail and the room's door say it:
 *
 * - The key is tied to its visit and to the booking's e-mail it was sent to (a booking whose
 *   address changed, or whose details were erased, opens nothing), and lasts until the room closes.
 * - Opening the link shows the door: when the room opens, or a button to go in. Only pressing it,
 *   inside the room's window, spends the key: mail scanners that fetch every link in a mail, and an
 *   early look the day before, use nothing up.
 * - Spent, the key becomes a seat: a cookie for that visit's two addresses only (the page and its
 *   signalling), in that browser, until the room closes. She can reload, leave and come back. The
 *   same link in a second browser is refused: one link, one browser. Each appointment mail and
 *   reminder carries a fresh key, so a lost phone is not the end of her visit.
 *
 * Only SHA-256 hashes are stored (of the key, the seat and the e-mail), and the key never reaches a
 * log: the request log writes route patterns only, and the owner's view of the outbox hides it
 * (lib/queries/privacy-admin.ts).
 */

/** The seat's cookie: one name, scoped by its paths to one visit. */
export const GUEST_SEAT_COOKIE = "visit_seat";

/** A key or a seat as this module makes them: 32 random bytes, base64url. */
const CREDENTIAL = /^[\w-]{43}$/;

export function isGuestCredential(value: string | null | undefined): value is string {
  return typeof value === "string" && CREDENTIAL.test(value);
}

export const guestCredentialHash = oneTimeTokenHash;

/** The booking's e-mail as the key row holds it: hashed, so the table names nobody. */
export function guestEmailHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/** How long a spent or expired key row is kept before the next issue clears it away. */
const KEPT_AFTER_EXPIRY_MS = 24 * 60 * 60_000;

/**
 * A new key for a guest's visit, written in the mail's own transaction (a key whose mail rolled back
 * is never valid, and a mail is never sent with a key that was not stored). Returns the key, for
 * the mail's link only. Keys that expired over a day ago, anyone's, go at the same time.
 */
export async function issueGuestKey(
  tx: Prisma.TransactionClient,
  input: { appointmentId: string; email: string; expiresAt: Date; now: Date },
): Promise<string> {
  await tx.visitGuestKey.deleteMany({
    where: { expiresAt: { lt: new Date(input.now.getTime() - KEPT_AFTER_EXPIRY_MS) } },
  });
  const key = newOneTimeToken();
  await tx.visitGuestKey.create({
    data: {
      appointmentId: input.appointmentId,
      emailHash: guestEmailHash(input.email),
      keyHash: guestCredentialHash(key),
      expiresAt: input.expiresAt,
    },
  });
  return key;
}

/**
 * Spends a key (already checked by lib/queries/video.ts visitRoomForGuest) for a new seat, or
 * null when another browser spent it first: the compare-and-set lets one of two at once through.
 */
export async function spendGuestKey(keyId: string, now: Date): Promise<string | null> {
  const seat = newOneTimeToken();
  const { count } = await db.visitGuestKey.updateMany({
    where: { id: keyId, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now, seatHash: guestCredentialHash(seat) },
  });
  return count === 1 ? seat : null;
}

/**
 * The seat's Set-Cookie values: one for the room's page and one for its signalling, each path that
 * visit's alone. HttpOnly (no script reads it), SameSite=Lax (no other site's form or frame sends
 * it), Secure on https, and gone when the room closes.
 */
export function guestSeatCookies(
  appointmentId: string,
  seat: string,
  expiresAt: Date,
  options: { secure: boolean; now: Date },
): string[] {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - options.now.getTime()) / 1000));
  return [visitPath(appointmentId), `/api/visits/${appointmentId}`].map((path) =>
    [
      `${GUEST_SEAT_COOKIE}=${seat}`,
      `Path=${path}`,
      `Max-Age=${maxAge}`,
      "HttpOnly",
      "SameSite=Lax",
      ...(options.secure ? ["Secure"] : []),
    ].join("; "),
  );
}

/** The seat a request's Cookie header carries, if any. */
export function seatOfCookieHeader(header: string | null): string | null {
  for (const part of (header ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === GUEST_SEAT_COOKIE) return value.join("=");
  }
  return null;
}
