import "server-only";
import { hasRole, type Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { isUuid } from "@/lib/uuid";
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
  /** The patient's account (null for a guest, who joins by her mailed link: a later slice). */
  patientId: string | null;
  doctorId: string;
  appointmentDate: Date;
  durationMinutes: number;
  window: VisitWindow;
  /** "Dr. Kavya Menon", as her screens name her doctor. */
  doctorName: string;
  /** Her name as her doctor's schedule shows it (null for a guest's visit, named by her booking). */
  patientName: string | null;
};

const roomStatuses = ["scheduled", "confirmed", "in_progress", "completed"] as const;

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
    select: {
      id: true,
      patientId: true,
      doctorId: true,
      appointmentDate: true,
      durationMinutes: true,
      doctor: { select: { firstName: true, lastName: true } },
      patient: { select: { firstName: true, lastName: true } },
    },
  });
  if (!appointment) return null;
  return {
    appointmentId: appointment.id,
    role,
    viewerId: viewer.id,
    patientId: appointment.patientId,
    doctorId: appointment.doctorId,
    appointmentDate: appointment.appointmentDate,
    durationMinutes: appointment.durationMinutes,
    window: visitWindow(appointment),
    doctorName: `Dr. ${appointment.doctor.firstName} ${appointment.doctor.lastName}`,
    patientName: appointment.patient
      ? `${appointment.patient.firstName} ${appointment.patient.lastName}`
      : null,
  };
}
