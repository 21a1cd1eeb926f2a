import "server-only";
import { db } from "@/lib/db";
import type { Role } from "@/lib/auth/permissions";

/**
 * Who may write to whom (issue: booking to appointment, items 3 and 4). Messages carry health
 * matters, so a conversation needs a care relationship, checked on the server for every message:
 *
 * - a patient and the coordinator handling one of her requests or appointments;
 * - a patient and a doctor she has an appointment with;
 * - staff among themselves (coordinators and doctors, and the owner with either);
 * - and anyone may answer someone who has written to her.
 *
 * The owner does not write to patients from here: that is the care team's work.
 */

type Person = { id: string; role: Role };

export async function careRelationship(me: Person, other: Person): Promise<boolean> {
  if (me.id === other.id) return false;
  const staff = (role: Role) => role !== "patient";
  if (staff(me.role) && staff(other.role)) return true;

  const patient = me.role === "patient" ? me : other.role === "patient" ? other : null;
  const carer = patient === me ? other : me;
  if (!patient || patient === carer) return false;

  if (carer.role === "coordinator") {
    const [requests, appointments] = await Promise.all([
      db.consultationRequest.count({
        where: { patientId: patient.id, coordinatorId: carer.id },
      }),
      db.appointment.count({ where: { patientId: patient.id, coordinatorId: carer.id } }),
    ]);
    return requests + appointments > 0;
  }
  if (carer.role === "doctor") {
    return (
      (await db.appointment.count({ where: { patientId: patient.id, doctorId: carer.id } })) > 0
    );
  }
  return false;
}

/** Whether `me` may send a message to `otherId`: a care relationship, or a reply. */
export async function mayMessage(me: Person, otherId: string): Promise<Person | null> {
  const other = await db.user.findFirst({
    where: { id: otherId, status: "active" },
    select: { id: true, role: true },
  });
  if (!other) return null;
  if (await careRelationship(me, other)) return other;
  const wroteToMe = await db.message.count({ where: { senderId: other.id, receiverId: me.id } });
  return wroteToMe > 0 ? other : null;
}

/** The coordinator a patient writes to with a quick question: the one handling her care lately. */
export async function coordinatorOf(patientId: string): Promise<{ id: string } | null> {
  const [request, appointment] = await Promise.all([
    db.consultationRequest.findFirst({
      where: { patientId, coordinatorId: { not: null }, coordinator: { status: "active" } },
      orderBy: { updatedAt: "desc" },
      select: { coordinatorId: true, updatedAt: true },
    }),
    db.appointment.findFirst({
      where: { patientId, coordinatorId: { not: null }, coordinator: { status: "active" } },
      orderBy: { updatedAt: "desc" },
      select: { coordinatorId: true, updatedAt: true },
    }),
  ]);
  const latest = [request, appointment]
    .filter((row) => row?.coordinatorId)
    .sort((a, b) => (b?.updatedAt.getTime() ?? 0) - (a?.updatedAt.getTime() ?? 0))[0];
  return latest?.coordinatorId ? { id: latest.coordinatorId } : null;
}
