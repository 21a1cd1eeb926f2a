import "server-only";
import { canReschedule } from "@/lib/appointments/status";
import { assertRole, type Viewer } from "@/lib/auth/viewer";
import {
  defaultHours,
  freeSlots,
  rankByTime,
  type Busy,
  type HoursRange,
  type Ranked,
} from "@/lib/appointments/availability";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { formatIndiaDateTime, indiaDateTimeToInstant } from "@/lib/india-time";
import { earliestNewStart } from "@/lib/appointments/patient-changes";
import { isUuid } from "@/lib/uuid";

/**
 * Doctors' hours, time off and free slots, for the people who book visits (coordinators and the
 * owner), for a doctor's own hours, and for a patient moving her own appointment. Time off notes
 * are the care team's; no patient read selects them.
 */

const DAY_MS = 24 * 60 * 60_000;
/** The overlap rule's own limit: no appointment is longer, so none starting earlier reaches in. */
export const LONGEST_VISIT_MS = 8 * 60 * 60_000;

/** Reads in a transaction or outside one (the booking's holds lock the doctor first). */
type Reader = Prisma.TransactionClient;

/** Each doctor's weekly hours, the catalogue's default for one who set none. */
export async function hoursOf(
  doctorIds: readonly string[],
  client: Reader = db,
): Promise<Map<string, HoursRange[]>> {
  const rows = await client.doctorHours.findMany({
    where: { doctorId: { in: [...doctorIds] } },
    select: { doctorId: true, weekday: true, startMinute: true, endMinute: true },
  });
  const byDoctor = new Map<string, HoursRange[]>();
  for (const id of doctorIds) byDoctor.set(id, []);
  for (const { doctorId, ...range } of rows) byDoctor.get(doctorId)?.push(range);
  for (const [id, ranges] of byDoctor) if (ranges.length === 0) byDoctor.set(id, [...defaultHours]);
  return byDoctor;
}

/**
 * Appointments (not cancelled) and time off touching the India day `day`, per doctor; `except` an
 * appointment being moved, whose own time does not keep it from moving.
 */
async function busyOn(
  doctorIds: readonly string[],
  day: string,
  except?: string,
): Promise<Map<string, Busy[]>> {
  const start = indiaDateTimeToInstant(day, "00:00");
  if (!start) throw new Error(`not a day: ${day}`);
  return busyBetween(doctorIds, start, new Date(start.getTime() + DAY_MS), { except });
}

/** Appointments (not cancelled) and time off touching `start`…`end`, per doctor. */
export async function busyBetween(
  doctorIds: readonly string[],
  start: Date,
  end: Date,
  { except, client = db }: { except?: string; client?: Reader } = {},
): Promise<Map<string, Busy[]>> {
  const [appointments, timeOff] = await Promise.all([
    client.appointment.findMany({
      where: {
        doctorId: { in: [...doctorIds] },
        status: { not: "cancelled" },
        appointmentDate: { gt: new Date(start.getTime() - LONGEST_VISIT_MS), lt: end },
        ...(except ? { id: { not: except } } : {}),
      },
      select: { doctorId: true, appointmentDate: true, durationMinutes: true },
    }),
    client.doctorTimeOff.findMany({
      where: { doctorId: { in: [...doctorIds] }, startsAt: { lt: end }, endsAt: { gt: start } },
      select: { doctorId: true, startsAt: true, endsAt: true },
    }),
  ]);
  const byDoctor = new Map<string, Busy[]>(doctorIds.map((id) => [id, []]));
  for (const a of appointments) {
    byDoctor.get(a.doctorId)?.push({
      start: a.appointmentDate,
      end: new Date(a.appointmentDate.getTime() + a.durationMinutes * 60_000),
    });
  }
  for (const off of timeOff)
    byDoctor.get(off.doctorId)?.push({ start: off.startsAt, end: off.endsAt });
  return byDoctor;
}

export type DoctorSlots = Ranked<{
  id: string;
  name: string;
  /** Free starts that day, "HH:MM" India time. */
  slots: string[];
}>;

/**
 * Every active doctor's free slots on `day` for a visit of `durationMinutes`: those free at `time`
 * first (by name), then the others by how near their nearest free time is.
 */
export async function schedulingOptions(
  viewer: Viewer<"coordinator" | "owner">,
  ask: { day: string; time: string; durationMinutes: number; now?: Date },
): Promise<DoctorSlots[]> {
  assertRole(viewer, ["coordinator", "owner"]);
  const doctors = await db.user.findMany({
    where: { role: "doctor", status: "active" },
    select: { id: true, firstName: true, lastName: true },
    orderBy: [{ firstName: "asc" }, { lastName: "asc" }, { id: "asc" }],
    take: 500,
  });
  const ids = doctors.map((doctor) => doctor.id);
  const [hours, busy] = await Promise.all([hoursOf(ids), busyOn(ids, ask.day)]);
  const now = ask.now ?? new Date();
  return rankByTime(
    doctors.map((doctor) => ({
      id: doctor.id,
      name: `${doctor.firstName} ${doctor.lastName}`,
      slots: freeSlots({
        day: ask.day,
        hours: hours.get(doctor.id) ?? [],
        busy: busy.get(doctor.id) ?? [],
        durationMinutes: ask.durationMinutes,
        now,
      }),
    })),
    ask.time,
  );
}

/**
 * The free starts ("HH:MM", India time) on `day` of the doctor of her appointment, for its length,
 * for moving it: her hours minus the doctor's other appointments and time off, and only those at
 * least the cut-off ahead of now. Null when the appointment is not hers, not known, or no longer one
 * that can move (completed, cancelled, under way): the same answer for each.
 */
export async function mySlotsFor(
  viewer: Viewer<"patient">,
  appointmentId: string,
  day: string,
  now: Date = new Date(),
): Promise<string[] | null> {
  assertRole(viewer, ["patient"]);
  if (!isUuid(appointmentId)) return null;
  const appointment = await db.appointment.findFirst({
    where: { id: appointmentId, patientId: viewer.id },
    select: { id: true, doctorId: true, durationMinutes: true, status: true },
  });
  if (!appointment || !canReschedule(appointment.status)) return null;
  const [hours, busy] = await Promise.all([
    hoursOf([appointment.doctorId]),
    busyOn([appointment.doctorId], day, appointment.id),
  ]);
  return freeSlots({
    day,
    hours: hours.get(appointment.doctorId) ?? [],
    busy: busy.get(appointment.doctorId) ?? [],
    durationMinutes: appointment.durationMinutes,
    now: earliestNewStart(now, env.PATIENT_CHANGE_CUTOFF_HOURS),
  });
}

/** A doctor's weekly hours and upcoming time off, for her own settings or the owner's. */
export type DoctorSchedule = {
  doctor: { id: string; name: string };
  hours: HoursRange[];
  usesDefault: boolean;
  timeOff: { id: string; startsAt: Date; endsAt: Date; note: string | null }[];
};

export async function doctorSchedule(
  viewer: Viewer<"doctor" | "owner">,
  doctorId: string,
  now: Date = new Date(),
): Promise<DoctorSchedule | null> {
  assertRole(viewer, ["doctor", "owner"]);
  // A doctor reads her own; the owner anyone's.
  if (viewer.role === "doctor" && viewer.id !== doctorId) return null;
  const doctor = await db.user.findFirst({
    where: { id: doctorId, role: "doctor" },
    select: { id: true, firstName: true, lastName: true },
  });
  if (!doctor) return null;
  const [rows, timeOff] = await Promise.all([
    db.doctorHours.findMany({
      where: { doctorId },
      select: { weekday: true, startMinute: true, endMinute: true },
      orderBy: [{ weekday: "asc" }, { startMinute: "asc" }],
    }),
    db.doctorTimeOff.findMany({
      where: { doctorId, endsAt: { gt: now } },
      select: { id: true, startsAt: true, endsAt: true, note: true },
      orderBy: { startsAt: "asc" },
      take: 50,
    }),
  ]);
  return {
    doctor: { id: doctor.id, name: `${doctor.firstName} ${doctor.lastName}` },
    hours: rows.length > 0 ? rows : [...defaultHours],
    usesDefault: rows.length === 0,
    timeOff,
  };
}

/** A booked visit a time off would cover, as the doctor's hours form lists it. */
export type CoveredVisit = {
  id: string;
  /** India time, formatted on the server ("Mon, 3 Mar 2031, 10:00 AM"). */
  at: string;
  /** Her first name only: enough for the doctor to know the visit, nothing more in a list. */
  firstName: string;
  type: string;
};

/** Visits that still hold the doctor's time: not cancelled, not completed. */
const bookedStatuses = ["pending", "scheduled", "confirmed", "in_progress"] as const;

/** At most this many are listed; the count says how many in all. */
const COVERED_LIST_LIMIT = 20;

/**
 * The doctor's booked visits that a time off from `startsAt` to `endsAt` would cover (any part of
 * the visit inside it), soonest first, and how many in all. A visit already over is not covered:
 * only the stretch after `now` counts. A doctor asks only about herself; the owner about anyone.
 */
export async function visitsCoveredBy(
  viewer: Viewer<"doctor" | "owner">,
  off: { doctorId: string; startsAt: Date; endsAt: Date },
  now: Date = new Date(),
): Promise<{ visits: CoveredVisit[]; total: number }> {
  assertRole(viewer, ["doctor", "owner"]);
  if (viewer.role === "doctor" && viewer.id !== off.doctorId) return { visits: [], total: 0 };
  const from = off.startsAt.getTime() > now.getTime() ? off.startsAt : now;
  const rows = await db.$queryRaw<
    Array<{ id: string; appointment_date: Date; first_name: string; type: string; total: number }>
  >`
    SELECT a.id, a.appointment_date, a.type,
           COALESCE(p.first_name, r.first_name, 'Former patient') AS first_name,
           count(*) OVER ()::int AS total
    FROM appointments a
    LEFT JOIN users p ON p.id = a.patient_id
    LEFT JOIN consultation_requests r ON r.appointment_id = a.id
    WHERE a.doctor_id = ${off.doctorId}::uuid
      AND a.status::text IN (${Prisma.join([...bookedStatuses])})
      AND a.appointment_date < ${off.endsAt}
      AND a.appointment_date + make_interval(mins => a.duration_minutes) > ${from}
    ORDER BY a.appointment_date ASC, a.id ASC
    LIMIT ${COVERED_LIST_LIMIT}`;
  return {
    visits: rows.map((row) => ({
      id: row.id,
      at: formatIndiaDateTime(row.appointment_date),
      firstName: row.first_name,
      type: row.type,
    })),
    total: rows[0]?.total ?? 0,
  };
}
