import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Which rows each role may see, in one place for the queries and for the
 * actions that re-check a row before writing it. A doctor sees appointments where she is the
 * doctor, a coordinator those she coordinates, a patient her own, the owner all of them. Messages:
 * each person sees the ones she received.
 */

/** Who is asking: only lib/auth/viewer.ts makes one, after the area or permission admitted her. */
export type { Viewer };

export function appointmentScope(viewer: Viewer): Prisma.AppointmentWhereInput {
  switch (viewer.role) {
    case "owner":
      return {};
    case "doctor":
      return { doctorId: viewer.id };
    case "coordinator":
      return { coordinatorId: viewer.id };
    case "patient":
      return { patientId: viewer.id };
  }
}

/** The same scope for raw SQL over `appointments AS a`. */
export function appointmentScopeSql(viewer: Viewer): Prisma.Sql {
  switch (viewer.role) {
    case "owner":
      return Prisma.sql`TRUE`;
    case "doctor":
      return Prisma.sql`a.doctor_id = ${viewer.id}::uuid`;
    case "coordinator":
      return Prisma.sql`a.coordinator_id = ${viewer.id}::uuid`;
    case "patient":
      return Prisma.sql`a.patient_id = ${viewer.id}::uuid`;
  }
}

export function receivedMessageScope(viewer: Viewer): Prisma.MessageWhereInput {
  return { receiverId: viewer.id };
}

/** The same scope for raw SQL over `messages AS m`. */
export function receivedMessageScopeSql(viewer: Viewer): Prisma.Sql {
  return Prisma.sql`m.receiver_id = ${viewer.id}::uuid`;
}
