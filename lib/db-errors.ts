import "server-only";

/**
 * Recognises database refusals that reach us through Prisma's driver adapter, which wraps the
 * PostgreSQL error (SQLSTATE in `cause.originalCode`) rather than mapping it to a Prisma code.
 */

const EXCLUSION_VIOLATION = "23P01";
/** The name the overlap trigger (migration 20261123100000_appointment_overlap) raises under. */
export const APPOINTMENT_OVERLAP_CONSTRAINT = "appointments_doctor_no_overlap";

function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current !== "object") return undefined;
    for (const key of ["originalCode", "code"] as const) {
      const value = (current as Record<string, unknown>)[key];
      if (typeof value === "string" && /^[0-9A-Z]{5}$/.test(value)) return value;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when the write was refused because the doctor is already booked at that time. */
export function isAppointmentOverlap(error: unknown): boolean {
  return (
    sqlState(error) === EXCLUSION_VIOLATION &&
    error instanceof Error &&
    error.message.includes(APPOINTMENT_OVERLAP_CONSTRAINT)
  );
}
