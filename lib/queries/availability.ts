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
const LONGEST_VISIT_MS = 8 * 60 * 60_000;

/** Reads in a transaction or outside one (the booking's holds lock the doctor first). */
type Reader = Prisma.TransactionClient;

/*
 * What keeps a doctor from a time, written once as SQL: hoursOf and busyBetween read it here, and
 * the booking page's free times (lib/appointments/free-times.ts) read both in one statement with
 * the live holds. Plain SQL: the booking page reads it on every visit, and through Prisma's query
 * compiler these reads took most of the page's free-time CPU (issue 37, item 5).
 */

/** A row of hoursRows. */
export type HoursRow = {
  doctor: string;
  weekday: number;
  start_minute: number;
  end_minute: number;
};

/** A row of busyRows: an appointment that is not cancelled, or a stretch of time off. */
export type BusyRow = { doctor: string; starts: Date; ends: Date };

/** The doctors' weekly hours as they set them (none for one who set none). */
export function hoursRows(doctorIds: readonly string[]): Prisma.Sql {
  return Prisma.sql`
    SELECT doctor_id::text AS doctor, weekday, start_minute, end_minute
      FROM doctor_hours WHERE doctor_id = ANY(${[...doctorIds]}::uuid[])`;
}

/**
 * Appointments that are not cancelled and time off touching `start`…`end`; `except` an appointment
 * being moved. An appointment starting up to the longest visit before `start` may reach into it.
 */
export function busyRows(
  doctorIds: readonly string[],
  start: Date,
  end: Date,
  except?: string,
): Prisma.Sql {
  const ids = [...doctorIds];
  return Prisma.sql`
    SELECT doctor_id::text AS doctor, appointment_date AS starts,
           appointment_date + make_interval(mins => duration_minutes) AS ends
      FROM appointments
     WHERE doctor_id = ANY(${ids}::uuid[]) AND status <> 'cancelled'
       AND appointment_date > ${new Date(start.getTime() - LONGEST_VISIT_MS)}::timestamptz
       AND appointment_date < ${end}::timestamptz
       ${except ? Prisma.sql`AND id <> ${except}::uuid` : Prisma.empty}
    UNION ALL
    SELECT doctor_id::text, starts_at, ends_at
      FROM doctor_time_off
     WHERE doctor_id = ANY(${ids}::uuid[])
       AND starts_at < ${end}::timestamptz AND ends_at > ${start}::timestamptz`;
}

/** hoursRows per doctor: the catalogue's default hours for one who set none. */
export function hoursByDoctor(
  doctorIds: readonly string[],
  rows: readonly HoursRow[],
): Map<string, HoursRange[]> {
  const byDoctor = new Map<string, HoursRange[]>(doctorIds.map((id) => [id, []]));
  for (const row of rows) {
    byDoctor.get(row.doctor)?.push({
      weekday: Number(row.weekday),
      startMinute: Number(row.start_minute),
      endMinute: Number(row.end_minute),
    });
  }
  for (const [id, ranges] of byDoctor) if (ranges.length === 0) byDoctor.set(id, [...defaultHours]);
  return byDoctor;
}

/** busyRows per doctor. */
export function busyByDoctor(
  doctorIds: readonly string[],
  rows: readonly BusyRow[],
): Map<string, Busy[]> {
  const byDoctor = new Map<string, Busy[]>(doctorIds.map((id) => [id, []]));
  for (const row of rows) {
    byDoctor.get(row.doctor)?.push({ start: new Date(row.starts), end: new Date(row.ends) });
  }
  return byDoctor;
}

/** Each doctor's weekly hours, the catalogue's default for one who set none. */
export async function hoursOf(
  doctorIds: readonly string[],
  client: Reader = db,
): Promise<Map<string, HoursRange[]>> {
  return hoursByDoctor(doctorIds, await client.$queryRaw<HoursRow[]>(hoursRows(doctorIds)));
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
  if (except !== undefined && !isUuid(except)) throw new Error(`not an appointment id: ${except}`);
  const rows = await client.$queryRaw<BusyRow[]>(busyRows(doctorIds, start, end, except));
  return busyByDoctor(doctorIds, rows);
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
