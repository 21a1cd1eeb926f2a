import "server-only";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AppointmentMailRow } from "@/lib/mail/appointment-mails";
import { issueGuestKey } from "@/lib/video/guest-keys";
import { visitPath, visitWindow } from "@/lib/video/visit";

/**
 * A video visit's room as her mail gives it: its address, with a key of its own for a guest, who
 * has no account to sign in with (lib/video/guest-keys.ts). Null in person, and when nothing is
 * left to join (a cancellation).
 */
export type RoomLink = { url: string; guest: boolean };

/**
 * The room's link for one mail, written in that mail's transaction: a guest's key is stored with
 * the mail that carries it, or not at all. A guest is a booking with no account behind the visit;
 * once her booking is her account's, she signs in like everyone else.
 */
export async function roomLinkFor(
  tx: Prisma.TransactionClient,
  row: AppointmentMailRow,
  now = new Date(),
): Promise<RoomLink | null> {
  if (row.mode !== "video" || row.status === "cancelled") return null;
  const url = new URL(visitPath(row.id), env.SITE_URL).toString();
  if (row.patientId !== null || !row.request || row.request.anonymisedAt) {
    return { url, guest: false };
  }
  const key = await issueGuestKey(tx, {
    appointmentId: row.id,
    email: row.request.email,
    expiresAt: visitWindow(row).closesAt,
    now,
  });
  return { url: `${url}?key=${key}`, guest: true };
}
