import { bookingContextLabel } from "@/content/booking-topics";
import "server-only";
import type { CitySlug } from "@/content/cities";
import { assertRole, type Viewer } from "@/lib/auth/viewer";
import { isCitySlug } from "@/lib/catalogue";
import { placeLine } from "@/lib/appointments/place";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  CARD_PAGE_SIZE,
  clampPage,
  DEFAULT_PAGE_SIZE,
  pageOf,
  type Page,
} from "@/lib/dashboards/pagination";
import { recordAccess } from "@/lib/privacy/access-log";
import { appointmentScopeSql } from "@/lib/queries/scope";
import { requestTextMessages, type TextMessageView } from "@/lib/queries/text-messages";
import {
  shownRequestStatus,
  type OpenRequestStatus,
  type QueueFilter,
  type RequestEventType,
  type RequestStatus,
  type ShownRequestStatus,
  type UrgencyLevel,
} from "@/lib/booking/request-queue";
import { isUuid } from "@/lib/uuid";

/**
 * The consultation-request queue for the coordinators (and the owner). The queue is shared: every
 * coordinator sees every open request, so an unclaimed one is never hidden from whoever is free.
 * The list carries what is needed to pick the next request (name, urgency, age, preferred slot,
 * how she wants to be reached); her symptoms and contact details are only in the detail, whose
 * every read is written to the access log she can see. Anonymised requests (erased details) never
 * appear.
 */

/** Who may read the queue, a request's details and the patients in care: the request.handle roles. */
const queueRoles = ["coordinator", "owner"] as const;
type QueueRole = (typeof queueRoles)[number];

export type ContactPreferences = {
  method: "phone_call" | "whatsapp" | "sms" | "email";
  noCalls: boolean;
  window: "anytime" | "morning" | "afternoon" | "evening";
};

export type QueueItem = {
  id: string;
  reference: string;
  name: string;
  age: number;
  status: OpenRequestStatus | "scheduled";
  urgency: UrgencyLevel;
  kind: "consultation" | "video" | "question";
  /** The appointment's start, for a time she booked herself (the "booked" part of the queue). */
  bookedFor: Date | null;
  /** An India calendar day, YYYY-MM-DD, and the slot she picked ("10:00 AM"). */
  preferredDate: string;
  preferredTime: string;
  contact: ContactPreferences;
  /** The package or condition and the city she booked from ("Grade 2 piles · Jaipur"), if any. */
  about: string | null;
  coordinator: { id: string; name: string } | null;
  createdAt: Date;
};

type QueueSqlRow = {
  id: string;
  reference: string;
  first_name: string;
  last_name: string;
  age: number;
  status: QueueItem["status"];
  urgency: UrgencyLevel;
  kind: QueueItem["kind"];
  booked_for: Date | null;
  preferred_date: Date;
  preferred_time: string;
  contact_method: ContactPreferences["method"];
  no_calls: boolean;
  contact_window: ContactPreferences["window"];
  topic: string | null;
  city: string | null;
  coordinator_id: string | null;
  coordinator_first: string | null;
  coordinator_last: string | null;
  created_at: Date;
};

function queueWhere(viewer: Viewer, filter: QueueFilter): Prisma.Sql {
  if (filter === "booked") {
    // Scheduled by her own choice of a time (no staff member did it), and still to come.
    return Prisma.sql`r.status = 'scheduled' AND r.anonymised_at IS NULL
      AND EXISTS (SELECT 1 FROM appointments a WHERE a.id = r.appointment_id
                  AND a.status = 'scheduled' AND a.appointment_date > now())
      AND EXISTS (SELECT 1 FROM request_events e WHERE e.request_id = r.id AND e.type = 'scheduled'
                  AND (e.actor_id IS NULL OR e.actor_id = r.patient_id))`;
  }
  const conditions = [
    Prisma.sql`r.status IN ('new', 'claimed', 'contacted')`,
    Prisma.sql`r.anonymised_at IS NULL`,
  ];
  if (filter === "unclaimed") conditions.push(Prisma.sql`r.coordinator_id IS NULL`);
  if (filter === "mine") conditions.push(Prisma.sql`r.coordinator_id = ${viewer.id}::uuid`);
  return Prisma.join(conditions, " AND ");
}

/** YYYY-MM-DD of a DATE column (read back as UTC midnight). */
function dayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * One page of the queue: new requests first, then the most urgent (the Urgency enum is declared
 * low → emergency, so DESC is most urgent first), then the oldest, id last so pages never overlap.
 */
export async function requestQueuePage(
  viewer: Viewer<QueueRole>,
  filter: { page: number; show: QueueFilter; pageSize?: number },
): Promise<Page<QueueItem>> {
  assertRole(viewer, queueRoles);
  const pageSize = filter.pageSize ?? CARD_PAGE_SIZE;
  const where = queueWhere(viewer, filter.show);
  const read = (page: number) => db.$queryRaw<QueueSqlRow[]>`
    SELECT r.id, r.reference, r.first_name, r.last_name, r.age, r.status::text AS status,
           r.urgency::text AS urgency, r.kind::text AS kind, r.preferred_date, r.preferred_time,
           r.contact_method::text AS contact_method, r.no_calls, r.contact_window::text AS contact_window,
           r.topic, r.city, c.id AS coordinator_id, c.first_name AS coordinator_first, c.last_name AS coordinator_last,
           r.created_at, ap.appointment_date AS booked_for
    FROM consultation_requests r
    LEFT JOIN users c ON c.id = r.coordinator_id
    LEFT JOIN appointments ap ON ap.id = r.appointment_id AND r.status = 'scheduled'
    WHERE ${where}
    ORDER BY ${
      filter.show === "booked"
        ? Prisma.sql`ap.appointment_date ASC, r.id ASC`
        : Prisma.sql`(r.status = 'new') DESC, r.urgency DESC, r.created_at ASC, r.id ASC`
    }
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  const [firstTry, [countRow]] = await Promise.all([
    read(filter.page),
    db.$queryRaw<Array<{ total: number }>>`
      SELECT count(*)::int AS total FROM consultation_requests r WHERE ${where}`,
  ]);
  const total = countRow?.total ?? 0;
  const page = clampPage(filter.page, total, pageSize);
  const rows = page === filter.page ? firstTry : await read(page);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      name: `${row.first_name} ${row.last_name}`,
      age: row.age,
      status: row.status,
      urgency: row.urgency,
      kind: row.kind,
      bookedFor: row.booked_for,
      preferredDate: dayKey(row.preferred_date),
      preferredTime: row.preferred_time,
      contact: {
        method: row.contact_method,
        noCalls: row.no_calls,
        window: row.contact_window,
      },
      about: bookingContextLabel(row.topic, row.city) ?? null,
      coordinator:
        row.coordinator_id !== null
          ? {
              id: row.coordinator_id,
              name: `${row.coordinator_first ?? ""} ${row.coordinator_last ?? ""}`.trim(),
            }
          : null,
      createdAt: row.created_at,
    })),
    page,
    pageSize,
    total,
  );
}

/** The coordinator's Overview: how many requests wait for someone, how many are urgent, the first few. */
export type NewRequestsOverview = { waiting: number; urgent: number; first: QueueItem[] };

export async function newRequestsOverview(
  viewer: Viewer<QueueRole>,
  size = 5,
): Promise<NewRequestsOverview> {
  assertRole(viewer, queueRoles);
  const [page, [counts]] = await Promise.all([
    requestQueuePage(viewer, { page: 1, show: "unclaimed", pageSize: size }),
    db.$queryRaw<Array<{ waiting: number; urgent: number }>>`
      SELECT count(*)::int AS waiting,
             (count(*) FILTER (WHERE r.urgency IN ('high', 'emergency')))::int AS urgent
      FROM consultation_requests r WHERE ${queueWhere(viewer, "unclaimed")}`,
  ]);
  return { waiting: counts?.waiting ?? 0, urgent: counts?.urgent ?? 0, first: page.rows };
}

// ---------------------------------------------------------------------------------------------
// One request, opened

export type RequestEventView = {
  id: string;
  type: RequestEventType;
  /** Who did it; null for her own booking or a system step. */
  actorName: string | null;
  note: string | null;
  createdAt: Date;
};

export type RequestDetail = Omit<QueueItem, "status" | "bookedFor"> & {
  status: RequestStatus;
  /** What its badge says: "cancelled" once the appointment it became was cancelled. */
  shownStatus: ShownRequestStatus;
  email: string;
  phone: string;
  hasAccount: boolean;
  consultationType: "initial" | "second_opinion" | "follow_up" | "emergency";
  symptoms: string | null;
  previousTreatment: string | null;
  closeReason: "not_needed" | "duplicate" | "unreachable" | null;
  closedAt: Date | null;
  /** The city she booked for (a known slug), which the scheduler's doctors and clinic start from. */
  bookedCity: CitySlug | null;
  appointment: {
    id: string;
    at: Date;
    durationMinutes: number;
    doctorName: string;
    /** "Saheli Care Jaipur, Jaipur, Rajasthan", or null by video. */
    place: string | null;
  } | null;
  events: RequestEventView[];
  /** Her SMS or WhatsApp messages about it, oldest first: what each was and where it stands. */
  textMessages: TextMessageView[];
};

/**
 * A request with its history, for staff who may handle requests, and the read written to the
 * access log (it shows her symptoms and how to reach her). Null when it does not exist or was
 * anonymised: nothing is logged then, as nothing about her was shown.
 */
export async function openRequestDetail(
  user: Viewer<QueueRole>,
  id: string,
): Promise<RequestDetail | null> {
  assertRole(user, queueRoles);
  if (!isUuid(id)) return null;
  const row = await db.consultationRequest.findFirst({
    where: { id, anonymisedAt: null },
    select: {
      id: true,
      reference: true,
      firstName: true,
      lastName: true,
      email: true,
      phone: true,
      age: true,
      status: true,
      urgency: true,
      kind: true,
      consultationType: true,
      symptoms: true,
      previousTreatment: true,
      preferredDate: true,
      preferredTime: true,
      contactMethod: true,
      noCalls: true,
      contactWindow: true,
      topic: true,
      city: true,
      patientId: true,
      closeReason: true,
      closedAt: true,
      createdAt: true,
      coordinator: { select: { id: true, firstName: true, lastName: true } },
      appointment: {
        select: {
          id: true,
          appointmentDate: true,
          durationMinutes: true,
          status: true,
          mode: true,
          clinic: true,
          doctor: { select: { firstName: true, lastName: true } },
        },
      },
      events: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          type: true,
          note: true,
          createdAt: true,
          actor: { select: { firstName: true, lastName: true } },
        },
      },
    },
  });
  if (!row) return null;
  const [textMessages] = await Promise.all([
    requestTextMessages(user, row.id),
    recordAccess(user, { subject: "request", requestId: row.id, patientId: row.patientId }),
  ]);
  return {
    id: row.id,
    reference: row.reference,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    phone: row.phone,
    age: row.age,
    hasAccount: row.patientId !== null,
    status: row.status,
    shownStatus: shownRequestStatus(row.status, row.appointment?.status),
    urgency: row.urgency,
    kind: row.kind,
    consultationType: row.consultationType,
    symptoms: row.symptoms,
    previousTreatment: row.previousTreatment,
    preferredDate: dayKey(row.preferredDate),
    preferredTime: row.preferredTime,
    contact: { method: row.contactMethod, noCalls: row.noCalls, window: row.contactWindow },
    about: bookingContextLabel(row.topic, row.city) ?? null,
    coordinator: row.coordinator
      ? {
          id: row.coordinator.id,
          name: `${row.coordinator.firstName} ${row.coordinator.lastName}`,
        }
      : null,
    closeReason: row.closeReason,
    closedAt: row.closedAt,
    createdAt: row.createdAt,
    bookedCity: row.city && isCitySlug(row.city) ? row.city : null,
    appointment: row.appointment
      ? {
          id: row.appointment.id,
          at: row.appointment.appointmentDate,
          durationMinutes: row.appointment.durationMinutes,
          doctorName: `${row.appointment.doctor.firstName} ${row.appointment.doctor.lastName}`,
          place: placeLine(row.appointment),
        }
      : null,
    events: row.events.map((event) => ({
      id: event.id,
      type: event.type,
      actorName: event.actor ? `${event.actor.firstName} ${event.actor.lastName}` : null,
      note: event.note,
      createdAt: event.createdAt,
    })),
    textMessages,
  };
}

// ---------------------------------------------------------------------------------------------
// The coordinator's patients: everyone with an open request (the shared queue) or an upcoming
// visit she coordinates. A woman without an account yet is known by her request.

export type CarePatient = {
  /** Her account id, or her request's id while she has no account. */
  key: string;
  hasAccount: boolean;
  name: string;
  /** From her latest request; null when she never booked through the form. */
  contact: ContactPreferences | null;
  nextVisit: Date | null;
  openRequest: { id: string; status: OpenRequestStatus } | null;
};

export async function carePatientsPage(
  viewer: Viewer<QueueRole>,
  page: number,
  now: Date,
  pageSize = DEFAULT_PAGE_SIZE,
): Promise<Page<CarePatient>> {
  assertRole(viewer, queueRoles);
  const base = Prisma.sql`
    WITH open_req AS (
      SELECT r.id, COALESCE(r.patient_id, r.id) AS key, r.status, r.created_at
      FROM consultation_requests r
      WHERE r.status IN ('new', 'claimed', 'contacted') AND r.anonymised_at IS NULL
    ),
    upcoming AS (
      SELECT COALESCE(a.patient_id, r.id) AS key, a.appointment_date
      FROM appointments a
      LEFT JOIN consultation_requests r ON a.patient_id IS NULL AND r.appointment_id = a.id
      WHERE ${appointmentScopeSql(viewer)}
        AND a.status IN ('pending', 'scheduled', 'confirmed', 'in_progress')
        AND a.appointment_date >= ${now}
        AND (a.patient_id IS NOT NULL OR r.id IS NOT NULL)
    ),
    -- One row per woman: her soonest visit and her latest open request, each worked out once for
    -- everyone (not once per row), then sorted and paged.
    next_visits AS (SELECT key, min(appointment_date) AS next_visit FROM upcoming GROUP BY key),
    latest_open AS (
      SELECT DISTINCT ON (key) key, id, status FROM open_req ORDER BY key, created_at DESC
    ),
    keys AS (
      SELECT COALESCE(v.key, o.key) AS key, v.next_visit, o.id AS open_id, o.status AS open_status
      FROM next_visits v FULL JOIN latest_open o ON o.key = v.key
    )`;
  const read = (p: number) => db.$queryRaw<
    Array<{
      key: string;
      account_id: string | null;
      first_name: string | null;
      last_name: string | null;
      contact_method: ContactPreferences["method"] | null;
      no_calls: boolean | null;
      contact_window: ContactPreferences["window"] | null;
      next_visit: Date | null;
      open_id: string | null;
      open_status: OpenRequestStatus | null;
    }>
  >`
    ${base},
    page AS (
      SELECT * FROM keys ORDER BY next_visit ASC NULLS LAST, key
      LIMIT ${pageSize} OFFSET ${(p - 1) * pageSize}
    )
    -- Names and contact preferences only for the page's rows.
    SELECT k.key, u.id AS account_id,
           COALESCE(u.first_name, lr.first_name) AS first_name,
           COALESCE(u.last_name, lr.last_name) AS last_name,
           lr.contact_method::text AS contact_method, lr.no_calls, lr.contact_window::text AS contact_window,
           k.next_visit, k.open_id, k.open_status::text AS open_status
    FROM page k
    LEFT JOIN users u ON u.id = k.key
    LEFT JOIN LATERAL (
      SELECT r.first_name, r.last_name, r.contact_method, r.no_calls, r.contact_window
      FROM consultation_requests r
      WHERE (r.patient_id = k.key OR r.id = k.key) AND r.anonymised_at IS NULL
      ORDER BY r.created_at DESC LIMIT 1
    ) lr ON TRUE
    ORDER BY k.next_visit ASC NULLS LAST, k.key`;
  const [firstTry, [countRow]] = await Promise.all([
    read(page),
    db.$queryRaw<Array<{ total: number }>>`${base} SELECT count(*)::int AS total FROM keys`,
  ]);
  const total = countRow?.total ?? 0;
  const current = clampPage(page, total, pageSize);
  const rows = current === page ? firstTry : await read(current);
  return pageOf(
    rows.map((row) => ({
      key: row.key,
      hasAccount: row.account_id !== null,
      name: `${row.first_name ?? "Former"} ${row.last_name ?? "patient"}`,
      contact:
        row.contact_method && row.contact_window
          ? {
              method: row.contact_method,
              noCalls: row.no_calls ?? false,
              window: row.contact_window,
            }
          : null,
      nextVisit: row.next_visit,
      openRequest:
        row.open_id && row.open_status ? { id: row.open_id, status: row.open_status } : null,
    })),
    current,
    pageSize,
    total,
  );
}
