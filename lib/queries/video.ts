import "server-only";
import type { Language, Prisma } from "@/lib/generated/prisma/client";
import { hasRole, type Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { isUuid } from "@/lib/uuid";
import { guestCredentialHash, guestEmailHash, isGuestCredential } from "@/lib/video/guest-keys";
import { visitWindow, type VisitRole, type VisitWindow } from "@/lib/video/visit";

/**
 * A video visit's room as one of its two people may see it, or null: the same null for an id that
 * names nothing, an appointment in person, one cancelled or still pending, and anyone who is not
 * its patient or its doctor, so an id alone never tells that a visit exists. Coordinators and the
 * owner are not admitted by the permission ("visit.join"), and a doctor or patient of another
 * appointment is not admitted by the row.
 */
export type VisitRoom = {
  appointmentId: string;
  /** Who is asking: the side of the call she is on. */
  role: VisitRole;
  viewerId: string;
  /** The patient's account (null for a guest, who joins by her mailed link: visitRoomForGuest). */
  patientId: string | null;
  doctorId: string;
  appointmentDate: Date;
  durationMinutes: number;
  window: VisitWindow;
  /** "Dr. Kavya Menon", as her screens name her doctor. */
  doctorName: string;
  /** Her name as her doctor's schedule shows it: her account's, or her booking's (a guest). */
  patientName: string | null;
};

const roomStatuses = ["scheduled", "confirmed", "in_progress", "completed"] as const;

const roomSelect = {
  id: true,
  patientId: true,
  doctorId: true,
  appointmentDate: true,
  durationMinutes: true,
  doctor: { select: { firstName: true, lastName: true } },
  patient: { select: { firstName: true, lastName: true } },
  request: {
    select: {
      firstName: true,
      lastName: true,
      email: true,
      locale: true,
      anonymisedAt: true,
    },
  },
} as const;

type RoomRow = Prisma.AppointmentGetPayload<{ select: typeof roomSelect }>;

function roomOf(appointment: RoomRow, role: VisitRole, viewerId: string): VisitRoom {
  // A guest's visit is named by her booking, as her doctor's schedule names it.
  const named =
    appointment.patient ??
    (appointment.request && !appointment.request.anonymisedAt ? appointment.request : null);
  return {
    appointmentId: appointment.id,
    role,
    viewerId,
    patientId: appointment.patientId,
    doctorId: appointment.doctorId,
    appointmentDate: appointment.appointmentDate,
    durationMinutes: appointment.durationMinutes,
    window: visitWindow(appointment),
    doctorName: `Dr. ${appointment.doctor.firstName} ${appointment.doctor.lastName}`,
    patientName: named ? `${named.firstName} ${named.lastName}` : null,
  };
}

export async function visitRoomFor(
  viewer: Viewer<"patient" | "doctor">,
  appointmentId: string,
): Promise<VisitRoom | null> {
  if (!isUuid(appointmentId) || !hasRole(viewer, ["patient", "doctor"])) return null;
  const role: VisitRole = viewer.role;
  const appointment = await db.appointment.findFirst({
    where: {
      id: appointmentId,
      mode: "video",
      status: { in: [...roomStatuses] },
      ...(role === "patient" ? { patientId: viewer.id } : { doctorId: viewer.id }),
    },
    select: roomSelect,
  });
  return appointment ? roomOf(appointment, role, viewer.id) : null;
}

/**
 * A guest's visit (lib/video/guest-keys.ts tells the rule): the room she may enter with the key
 * from her mail or the seat it became, as its patient. `seat`: the room itself, until it closes.
 * `key`: the door before the key is spent, which says when the room opens and lets her in inside
 * its window; `spent` when another browser has spent it (so the door can say so instead of
 * letting her in). Null, like visitRoomFor, for anything else: a made-up or expired credential,
 * another visit's, a visit cancelled or in person, a booking whose e-mail changed or was erased,
 * and a key after the room has closed.
 */
export type GuestVisit = VisitRoom & {
  /** The key row: the seat's person in the room, and what spendGuestKey spends. */
  keyId: string;
  spent: boolean;
  /** The language she booked in: the door's words. */
  locale: Language;
};

export async function visitRoomForGuest(
  appointmentId: string,
  credential: { key: string } | { seat: string },
  now = new Date(),
): Promise<GuestVisit | null> {
  const value = "key" in credential ? credential.key : credential.seat;
  if (!isUuid(appointmentId) || !isGuestCredential(value)) return null;
  const hash = guestCredentialHash(value);
  const found = await db.visitGuestKey.findFirst({
    where: {
      appointmentId,
      ...("key" in credential ? { keyHash: hash } : { seatHash: hash }),
      expiresAt: { gt: now },
      appointment: {
        mode: "video",
        // A seat sees its visit to the end (completed: "the visit has ended"); a key opens
        // only a visit still to come or under way.
        status: {
          in: "key" in credential ? ["scheduled", "confirmed", "in_progress"] : [...roomStatuses],
        },
      },
    },
    select: { id: true, emailHash: true, usedAt: true, appointment: { select: roomSelect } },
  });
  const request = found?.appointment.request;
  if (!found || !request || request.anonymisedAt) return null;
  if (guestEmailHash(request.email) !== found.emailHash) return null;
  const room = roomOf(found.appointment, "patient", found.id);
  if (now >= room.window.closesAt) return null;
  return { ...room, keyId: found.id, spent: found.usedAt !== null, locale: request.locale };
}
