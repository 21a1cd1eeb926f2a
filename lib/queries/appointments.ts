import "server-only";
import { bookingTopicLabel } from "@/content/booking-topics";
import {
  hoursUntilDue,
  shortId,
  taskPriority,
  type AppointmentPlace,
  type AppointmentStatus,
  type TaskPriority,
} from "@/lib/appointments/status";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { indiaDayRange, indiaLocalToInstant, INDIA_OFFSET_MS } from "@/lib/india-time";
import { clampPage, DEFAULT_PAGE_SIZE, pageOf, type Page } from "@/lib/dashboards/pagination";
import { permissions } from "@/lib/auth/permissions";
import { assertRole, hasRole, type PermissionRole } from "@/lib/auth/viewer";
import { recordAccess } from "@/lib/privacy/access-log";
import { carePreferences, type CarePreferences } from "@/lib/queries/care-preferences";
import type { ContactPreferences } from "@/lib/queries/requests";
import { appointmentScope, appointmentScopeSql, type Viewer } from "@/lib/queries/scope";
import { appointmentTextMessages, type TextMessageView } from "@/lib/queries/text-messages";
import { isUuid } from "@/lib/uuid";
import { visitSummary, type PatientPresence, type VisitSummary } from "@/lib/video/visit";

/**
 * Appointment reads for the dashboards, every one scoped by role (lib/queries/scope.ts) and limited
 * or paged on the server. Views carry instants (UTC); pages format them in India time.
 */

export type PersonRef = { id: string; shortId: string; name: string };

export type AppointmentView = {
  id: string;
  shortId: string;
  appointmentDate: Date;
  type: string;
  status: AppointmentStatus;
  durationMinutes: number;
  /** In person at the clinic of a city (its slug), or by video (lib/appointments/place.ts names it). */
  place: AppointmentPlace;
  notes: string | null;
  patient: PersonRef;
  doctor: PersonRef;
  coordinator: PersonRef | null;
  /** How she asked to be reached, from the booking request it came from (none: booked by staff). */
  contact: ContactPreferences | null;
  /** By video: whether its room may still be entered, and whether she is waiting or in the call. */
  visit: VisitSummary | null;
};

/**
 * Every appointment list reads through this one statement: the rows with their patient, doctor and
 * coordinator joined in, in one round trip (Prisma's relation select would take four). `where`
 * always includes the viewer's scope; `order` is one of the fixed orders below, never user input.
 */
const appointmentOrders = {
  soonest: Prisma.sql`a.appointment_date ASC, a.id ASC`,
  latest: Prisma.sql`a.appointment_date DESC, a.id DESC`,
} as const;

type AppointmentSqlRow = {
  id: string;
  appointment_date: Date;
  type: string;
  status: AppointmentStatus;
  duration_minutes: number;
  mode: AppointmentPlace["mode"];
  clinic: string | null;
  notes: string | null;
  patient_id: string;
  patient_first: string;
  patient_last: string;
  doctor_id: string;
  doctor_first: string;
  doctor_last: string;
  coordinator_id: string | null;
  coordinator_first: string | null;
  coordinator_last: string | null;
  contact_method: ContactPreferences["method"] | null;
  no_calls: boolean | null;
  contact_window: ContactPreferences["window"] | null;
  patient_presence: PatientPresence | null;
  doctor_present: boolean | null;
  patient_seen_at: Date | null;
  doctor_seen_at: Date | null;
  started_at: Date | null;
  ended_at: Date | null;
};

function person(id: string, firstName: string, lastName: string): PersonRef {
  return { id, shortId: shortId(id), name: `${firstName} ${lastName}` };
}

async function selectAppointments(
  where: Prisma.Sql,
  order: keyof typeof appointmentOrders,
  limit: number,
  offset = 0,
): Promise<AppointmentView[]> {
  const rows = await db.$queryRaw<AppointmentSqlRow[]>`
    SELECT a.id, a.appointment_date, a.type, a.status::text AS status, a.duration_minutes,
           a.mode::text AS mode, a.clinic, a.notes,
           COALESCE(p.id, r.id, a.id) AS patient_id,
           COALESCE(p.first_name, r.first_name, 'Former') AS patient_first,
           COALESCE(p.last_name, r.last_name, 'patient') AS patient_last,
           d.id AS doctor_id, d.first_name AS doctor_first, d.last_name AS doctor_last,
           c.id AS coordinator_id, c.first_name AS coordinator_first, c.last_name AS coordinator_last,
           CASE WHEN r.anonymised_at IS NULL THEN r.contact_method::text END AS contact_method,
           r.no_calls,
           CASE WHEN r.anonymised_at IS NULL THEN r.contact_window::text END AS contact_window,
           v.patient_presence::text AS patient_presence, v.doctor_present, v.patient_seen_at,
           v.doctor_seen_at, v.started_at, v.ended_at
    FROM appointments a
    -- The booking the appointment came from: how she wants to be contacted (unless anonymised),
    -- and, while she has no account yet, who she is.
    LEFT JOIN users p ON p.id = a.patient_id
    LEFT JOIN consultation_requests r ON r.appointment_id = a.id
    JOIN users d ON d.id = a.doctor_id
    LEFT JOIN users c ON c.id = a.coordinator_id
    -- A video visit's room: who is in it now (lib/video/visit.ts reads it as the lists show it).
    LEFT JOIN video_visits v ON v.appointment_id = a.id
    WHERE ${where}
    ORDER BY ${appointmentOrders[order]}
    LIMIT ${limit} OFFSET ${offset}`;
  // Presence is a sign of life stamped by the real clock, so it is judged by the real clock too,
  // not by a page's `now`.
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    shortId: shortId(row.id),
    appointmentDate: row.appointment_date,
    type: row.type,
    status: row.status,
    durationMinutes: row.duration_minutes,
    place: { mode: row.mode, clinic: row.clinic },
    notes: row.notes,
    patient: person(row.patient_id, row.patient_first, row.patient_last),
    doctor: person(row.doctor_id, row.doctor_first, row.doctor_last),
    coordinator:
      row.coordinator_id !== null
        ? person(row.coordinator_id, row.coordinator_first ?? "", row.coordinator_last ?? "")
        : null,
    contact:
      row.contact_method && row.contact_window
        ? { method: row.contact_method, noCalls: row.no_calls ?? false, window: row.contact_window }
        : null,
    visit:
      row.mode === "video"
        ? visitSummary(
            {
              status: row.status,
              appointmentDate: row.appointment_date,
              durationMinutes: row.duration_minutes,
            },
            row.patient_presence
              ? {
                  patientPresence: row.patient_presence,
                  doctorPresent: row.doctor_present ?? false,
                  patientSeenAt: row.patient_seen_at,
                  doctorSeenAt: row.doctor_seen_at,
                  startedAt: row.started_at,
                  endedAt: row.ended_at,
                }
              : null,
            now,
          )
        : null,
  }));
}

async function countAppointments(where: Prisma.Sql): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ total: number }>>`
    SELECT count(*)::int AS total FROM appointments a WHERE ${where}`;
  return row?.total ?? 0;
}

function all(...conditions: Prisma.Sql[]): Prisma.Sql {
  return Prisma.join(conditions, " AND ");
}

/** Reads one appointment only if the viewer may see it: the actions' ownership check. */
export async function findAppointmentInScope(
  viewer: Viewer,
  id: string,
): Promise<AppointmentView | null> {
  const [row] = await selectAppointments(
    all(appointmentScopeSql(viewer), Prisma.sql`a.id = ${id}::uuid`),
    "soonest",
    1,
  );
  return row ?? null;
}

/** What she wrote when she booked, for the doctor who will see her. */
export type VisitReasons = {
  /** The package or condition page she booked from, by its name ("Grade 2 piles"). */
  topic: string | null;
  symptoms: string | null;
  previousTreatment: string | null;
};

export type AppointmentDetail = AppointmentView &
  CarePreferences & {
    /** The booking it came from, when it came from one. */
    requestId: string | null;
    /**
     * Her reasons for the visit, shown to the appointment's own doctor only (issue 33, item 2);
     * null for anyone else, for a visit booked by staff, or once the booking was anonymised.
     */
    reasons: VisitReasons | null;
    /** A video visit's start and end as the room recorded them; null until it starts. */
    videoVisit: { startedAt: Date; endedAt: Date | null } | null;
    /** Her SMS or WhatsApp messages about this appointment, oldest first (never their words). */
    textMessages: TextMessageView[];
  };

/** Who may open an appointment's details: the permission table's answer. */
const detailRoles = permissions["appointment.view"];

/**
 * One appointment opened by staff (its own address in the doctor's and the coordinator's
 * dashboards): the row, how she wants to be contacted, what she agreed to, and the notes. Written
 * to her access log before anything is returned: a read that is not logged does not happen. Null
 * when it does not exist or is not in the viewer's scope, with nothing logged.
 */
export async function openAppointmentDetail(
  viewer: Viewer<PermissionRole<"appointment.view">>,
  id: string,
): Promise<AppointmentDetail | null> {
  assertRole(viewer, detailRoles);
  if (!isUuid(id)) return null;
  const appointment = await findAppointmentInScope(viewer, id);
  if (!appointment) return null;
  const row = await db.appointment.findUniqueOrThrow({
    where: { id: appointment.id },
    select: {
      patientId: true,
      request: { select: { id: true } },
      visit: { select: { startedAt: true, endedAt: true } },
    },
  });
  const requestId = row.request?.id ?? null;
  const startedAt = row.visit?.startedAt ?? null;
  const reasons = hasRole(viewer, ["doctor"]) ? await reasonsForHerDoctor(viewer, id) : null;
  await recordAccess(viewer, [
    { subject: "appointment", patientId: row.patientId, requestId },
    // Her symptoms are what she wrote in her booking: the log names that read as her booking's, so
    // her privacy page says her doctor viewed it (as it does for a coordinator).
    ...(reasons ? [{ subject: "request" as const, patientId: row.patientId, requestId }] : []),
  ]);
  const [preferences, textMessages] = await Promise.all([
    carePreferences({ patientId: row.patientId, requestId }),
    appointmentTextMessages(viewer, appointment.id),
  ]);
  return {
    ...appointment,
    ...preferences,
    requestId,
    reasons,
    videoVisit: startedAt ? { startedAt, endedAt: row.visit?.endedAt ?? null } : null,
    textMessages,
  };
}

/**
 * Topic, symptoms and earlier treatment from the booking an appointment came from, filtered here
 * by the doctor's own id as well as by the caller's scope: no other doctor reads them, whatever
 * path calls this. Null with no booking behind it, or an anonymised one.
 */
async function reasonsForHerDoctor(
  viewer: Viewer<"doctor">,
  appointmentId: string,
): Promise<VisitReasons | null> {
  const request = await db.consultationRequest.findFirst({
    where: { appointmentId, anonymisedAt: null, appointment: { doctorId: viewer.id } },
    select: { topic: true, symptoms: true, previousTreatment: true },
  });
  if (!request) return null;
  return {
    topic: bookingTopicLabel(request.topic) ?? null,
    symptoms: request.symptoms,
    previousTreatment: request.previousTreatment,
  };
}

// ---------------------------------------------------------------------------------------------
// Today's schedule

export const TODAY_SCHEDULE_LIMIT = 12;

/** Today's appointments (India's calendar day), earliest first: the first few and how many in all. */
export async function todaysSchedule(
  viewer: Viewer,
  now: Date,
  limit = TODAY_SCHEDULE_LIMIT,
): Promise<{ rows: AppointmentView[]; total: number }> {
  const { start, end } = indiaDayRange(now);
  const where = all(
    appointmentScopeSql(viewer),
    Prisma.sql`a.appointment_date >= ${start} AND a.appointment_date < ${end}`,
  );
  const rows = await selectAppointments(where, "soonest", limit);
  // A short day needs no second query: the rows are all of it.
  const total = rows.length < limit ? rows.length : await countAppointments(where);
  return { rows, total };
}

// ---------------------------------------------------------------------------------------------
// Paged lists

export type AppointmentListFilter = {
  page: number;
  pageSize?: number;
  status?: AppointmentStatus;
  /** An India calendar day, YYYY-MM-DD. */
  date?: string;
  /**
   * upcoming: from the start of today (India), earliest first. past: before today, latest first.
   * all: every date, latest first.
   */
  when: "upcoming" | "past" | "all";
  /**
   * Her own list: a cancelled visit is over whatever its date, so it leaves "upcoming" and joins
   * "past" (listed with the past and cancelled ones). Staff lists keep it by date, with a badge.
   */
  cancelledAsPast?: true;
};

function listWhere(viewer: Viewer, filter: AppointmentListFilter, now: Date): Prisma.Sql {
  const conditions = [appointmentScopeSql(viewer)];
  if (filter.status) conditions.push(Prisma.sql`a.status = ${filter.status}::"AppointmentStatus"`);
  if (filter.date) {
    const day = indiaDayRange(indiaLocalToInstant(`${filter.date}T12:00`));
    conditions.push(
      Prisma.sql`a.appointment_date >= ${day.start} AND a.appointment_date < ${day.end}`,
    );
  } else if (filter.when !== "all") {
    const today = indiaDayRange(now).start;
    if (filter.cancelledAsPast) {
      conditions.push(
        filter.when === "upcoming"
          ? Prisma.sql`a.appointment_date >= ${today} AND a.status <> 'cancelled'`
          : Prisma.sql`(a.appointment_date < ${today} OR a.status = 'cancelled')`,
      );
    } else {
      conditions.push(
        filter.when === "upcoming"
          ? Prisma.sql`a.appointment_date >= ${today}`
          : Prisma.sql`a.appointment_date < ${today}`,
      );
    }
  }
  return all(...conditions);
}

export async function appointmentsPage(
  viewer: Viewer,
  filter: AppointmentListFilter,
  now: Date,
): Promise<Page<AppointmentView>> {
  const pageSize = filter.pageSize ?? DEFAULT_PAGE_SIZE;
  const where = listWhere(viewer, filter, now);
  const order = filter.when === "upcoming" && !filter.date ? "soonest" : "latest";
  const read = (page: number) => selectAppointments(where, order, pageSize, (page - 1) * pageSize);
  const [firstTry, total] = await Promise.all([read(filter.page), countAppointments(where)]);
  const page = clampPage(filter.page, total, pageSize);
  const rows = page === filter.page ? firstTry : await read(page);
  return pageOf(rows, page, pageSize, total);
}

/**
 * Her appointments tab's two lists: upcoming (from today, not cancelled, soonest first) and past
 * and cancelled (latest first). A cancelled visit is over whatever its date.
 */
export async function myAppointments(
  viewer: Viewer<"patient">,
  now: Date,
): Promise<{ upcoming: Page<AppointmentView>; past: Page<AppointmentView> }> {
  const [upcoming, past] = await Promise.all([
    appointmentsPage(
      viewer,
      { page: 1, pageSize: 10, when: "upcoming", cancelledAsPast: true },
      now,
    ),
    appointmentsPage(viewer, { page: 1, pageSize: 5, when: "past", cancelledAsPast: true }, now),
  ]);
  return { upcoming, past };
}

// ---------------------------------------------------------------------------------------------
// Overview figures, one round trip each

export type DoctorOverview = { todayCount: number; unreadCount: number; patientCount: number };

export async function doctorOverview(viewer: Viewer, now: Date): Promise<DoctorOverview> {
  const { start, end } = indiaDayRange(now);
  const [row] = await db.$queryRaw<
    Array<{ today_count: number; unread_count: number; patient_count: number }>
  >`
    SELECT
      (SELECT count(*)::int FROM appointments a
        WHERE ${appointmentScopeSql(viewer)} AND a.status <> 'cancelled'
          AND a.appointment_date >= ${start} AND a.appointment_date < ${end}) AS today_count,
      (SELECT count(*)::int FROM messages m
        WHERE m.receiver_id = ${viewer.id}::uuid AND m.status = 'unread') AS unread_count,
      (SELECT count(DISTINCT a.patient_id)::int FROM appointments a
        WHERE ${appointmentScopeSql(viewer)}) AS patient_count`;
  return {
    todayCount: row?.today_count ?? 0,
    unreadCount: row?.unread_count ?? 0,
    patientCount: row?.patient_count ?? 0,
  };
}

export type CoordinatorOverview = {
  /** Upcoming appointments not confirmed yet (pending or scheduled). */
  pendingCount: number;
  /** Completed appointments dated today (India). */
  completedTodayCount: number;
  /** Patients with an appointment from today on that is still open. */
  activePatientCount: number;
  /** Scheduled appointments due within the priority window: the high-priority tasks. */
  urgentTaskCount: number;
};

const PRIORITY_WINDOW_MS = 24 * 60 * 60_000;

export async function coordinatorOverview(viewer: Viewer, now: Date): Promise<CoordinatorOverview> {
  const { start, end } = indiaDayRange(now);
  const windowEnd = new Date(now.getTime() + PRIORITY_WINDOW_MS);
  const [row] = await db.$queryRaw<
    Array<{ pending: number; completed_today: number; active_patients: number; urgent: number }>
  >`
    SELECT
      count(*) FILTER (WHERE a.status IN ('pending', 'scheduled') AND a.appointment_date >= ${now})::int
        AS pending,
      count(*) FILTER (WHERE a.status = 'completed'
        AND a.appointment_date >= ${start} AND a.appointment_date < ${end})::int AS completed_today,
      count(DISTINCT a.patient_id) FILTER (WHERE a.status IN ('pending', 'scheduled', 'confirmed', 'in_progress')
        AND a.appointment_date >= ${start})::int AS active_patients,
      count(*) FILTER (WHERE a.status = 'scheduled'
        AND a.appointment_date >= ${now} AND a.appointment_date <= ${windowEnd})::int AS urgent
    FROM appointments a
    WHERE ${appointmentScopeSql(viewer)} AND a.appointment_date >= ${start}`;
  return {
    pendingCount: row?.pending ?? 0,
    completedTodayCount: row?.completed_today ?? 0,
    activePatientCount: row?.active_patients ?? 0,
    urgentTaskCount: row?.urgent ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------
// The coordinator's priority tasks: scheduled appointments still ahead, soonest first.

export const PRIORITY_TASK_LIMIT = 5;

export type PriorityTask = AppointmentView & { priority: TaskPriority; hoursUntilDue: number };

export async function priorityTasks(
  viewer: Viewer,
  now: Date,
  limit = PRIORITY_TASK_LIMIT,
): Promise<PriorityTask[]> {
  const rows = await selectAppointments(
    all(
      appointmentScopeSql(viewer),
      Prisma.sql`a.status = 'scheduled' AND a.appointment_date >= ${now}`,
    ),
    "soonest",
    limit,
  );
  return rows.map((row) => ({
    ...row,
    priority: taskPriority(row.appointmentDate, now),
    hoursUntilDue: hoursUntilDue(row.appointmentDate, now),
  }));
}

// ---------------------------------------------------------------------------------------------
// Reports

export type StatusCounts = Record<AppointmentStatus, number>;

export async function appointmentStatusCounts(viewer: Viewer): Promise<StatusCounts> {
  const groups = await db.appointment.groupBy({
    by: ["status"],
    where: appointmentScope(viewer),
    _count: { _all: true },
  });
  const counts: StatusCounts = {
    pending: 0,
    scheduled: 0,
    confirmed: 0,
    in_progress: 0,
    completed: 0,
    cancelled: 0,
  };
  for (const group of groups) counts[group.status] = group._count._all;
  return counts;
}

export type WeekCount = { weekStart: string; count: number };

const WEEK_MS = 7 * 24 * 60 * 60_000;

/**
 * Completed visits per week (Monday to Sunday, India time) for the last `weeks` weeks including the
 * current one, oldest first. Weeks without a visit are listed with 0.
 */
export async function completedPerWeek(viewer: Viewer, now: Date, weeks = 8): Promise<WeekCount[]> {
  const today = indiaDayRange(now).start;
  // Monday of this week in India: the India weekday of today's India midnight.
  const indiaWeekday = new Date(today.getTime() + INDIA_OFFSET_MS).getUTCDay();
  const thisMonday = new Date(today.getTime() - ((indiaWeekday + 6) % 7) * 24 * 60 * 60_000);
  const from = new Date(thisMonday.getTime() - (weeks - 1) * WEEK_MS);
  const to = new Date(thisMonday.getTime() + WEEK_MS);

  // The offset is added by hand (India has no daylight saving): the embedded database ships no
  // time-zone files, so AT TIME ZONE 'Asia/Kolkata' is not available everywhere.
  const rows = await db.$queryRaw<Array<{ week: string; count: number }>>`
    SELECT to_char(date_trunc('week', (a.appointment_date AT TIME ZONE 'UTC') + interval '5 hours 30 minutes'), 'YYYY-MM-DD') AS week,
           count(*)::int AS count
    FROM appointments a
    WHERE ${appointmentScopeSql(viewer)} AND a.status = 'completed'
      AND a.appointment_date >= ${from} AND a.appointment_date < ${to}
    GROUP BY 1`;
  const byWeek = new Map(rows.map((row) => [row.week, row.count]));
  return Array.from({ length: weeks }, (_, index) => {
    const weekStart = new Date(from.getTime() + index * WEEK_MS + INDIA_OFFSET_MS)
      .toISOString()
      .slice(0, 10);
    return { weekStart, count: byWeek.get(weekStart) ?? 0 };
  });
}

// ---------------------------------------------------------------------------------------------
// The doctor's patients: everyone she has an appointment with, with the next and the last visit.

export type PatientSummary = PersonRef & {
  appointmentCount: number;
  /** The earliest open appointment from now on. */
  nextVisit: Date | null;
  /** The latest completed visit. */
  lastVisit: Date | null;
};

export async function patientsPage(
  viewer: Viewer,
  page: number,
  now: Date,
  pageSize = DEFAULT_PAGE_SIZE,
): Promise<Page<PatientSummary>> {
  const read = (p: number) => db.$queryRaw<
    Array<{
      id: string;
      first_name: string;
      last_name: string;
      appointment_count: number;
      next_visit: Date | null;
      last_visit: Date | null;
    }>
  >`
    SELECT u.id, u.first_name, u.last_name, s.appointment_count, s.next_visit, s.last_visit
    FROM (
      SELECT a.patient_id,
             count(*)::int AS appointment_count,
             min(a.appointment_date) FILTER (WHERE a.appointment_date >= ${now}
               AND a.status IN ('pending', 'scheduled', 'confirmed', 'in_progress')) AS next_visit,
             max(a.appointment_date) FILTER (WHERE a.status = 'completed') AS last_visit
      FROM appointments a
      WHERE ${appointmentScopeSql(viewer)}
      GROUP BY a.patient_id
    ) AS s
    JOIN users u ON u.id = s.patient_id
    ORDER BY s.next_visit ASC NULLS LAST, s.last_visit DESC NULLS LAST, u.id
    LIMIT ${pageSize} OFFSET ${(p - 1) * pageSize}`;

  const [firstTry, [countRow]] = await Promise.all([
    read(page),
    db.$queryRaw<Array<{ total: number }>>`
      SELECT count(DISTINCT a.patient_id)::int AS total FROM appointments a
      WHERE ${appointmentScopeSql(viewer)}`,
  ]);
  const total = countRow?.total ?? 0;
  const current = clampPage(page, total, pageSize);
  const rows = current === page ? firstTry : await read(current);
  return pageOf(
    rows.map((row) => ({
      ...person(row.id, row.first_name, row.last_name),
      appointmentCount: row.appointment_count,
      nextVisit: row.next_visit,
      lastVisit: row.last_visit,
    })),
    current,
    pageSize,
    total,
  );
}
