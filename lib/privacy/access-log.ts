import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session";
import type { AccessSubject, Prisma } from "@/lib/generated/prisma/client";

/**
 * The access log's writer (issue: privacy, item 3). Every staff read path that shows a patient's
 * request, appointment details, messages or profile calls recordAccess for what it shows, and a
 * video visit's room calls it when her doctor joins and leaves (lib/video/room.ts). A patient
 * reading her own data is not logged: the log answers "who else saw it". The exception is a
 * report she downloads (recordOwnDownload).
 */

export type AccessTarget = {
  subject: AccessSubject;
  /** Her account, when she has one. */
  patientId?: string | null;
  /** The booking, when that is what was opened (or how she is known before she has an account). */
  requestId?: string | null;
};

/** How the log names staff: first name and initial, as patients see it ("Priya S., coordinator"). */
export function actorLabel(user: Pick<SessionUser, "firstName" | "lastName">): string {
  const initial = user.lastName.trim().charAt(0);
  return initial ? `${user.firstName} ${initial}.` : user.firstName;
}

/** Who did it: the account, as the log names it. */
type Actor = Pick<SessionUser, "id" | "role" | "firstName" | "lastName">;

export async function recordAccess(
  actor: Actor,
  targets: AccessTarget | readonly AccessTarget[],
  client: Pick<Prisma.TransactionClient, "accessLog"> = db,
): Promise<void> {
  const list = (Array.isArray(targets) ? targets : [targets]) as readonly AccessTarget[];
  const rows = list
    .filter((target) => target.patientId || target.requestId)
    // Her own reads are not the log's business.
    .filter((target) => target.patientId !== actor.id)
    .map((target) => ({
      actorId: actor.id,
      actorRole: actor.role,
      actorName: actorLabel(actor),
      patientId: target.patientId ?? null,
      requestId: target.requestId ?? null,
      subject: target.subject,
    }));
  if (rows.length > 0) await client.accessLog.createMany({ data: rows });
}

/**
 * Her own download of a report or prescription (issue 17, item 5: "each download is written to her
 * access log"). The one read of her own that is logged: a copy of a medical file now exists outside
 * the clinic, and her list shows it beside her doctor's views ("You downloaded a report").
 */
export async function recordOwnDownload(
  patient: SessionUser,
  client: Pick<Prisma.TransactionClient, "accessLog"> = db,
): Promise<void> {
  await client.accessLog.create({
    data: {
      actorId: patient.id,
      actorRole: patient.role,
      actorName: actorLabel(patient),
      patientId: patient.id,
      subject: "report",
    },
  });
}
