import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { readByTime, type TimePage, type TimeWindow } from "@/lib/dashboards/pagination";
import { accountSelect, buildPatientExport, type ExportOptions } from "@/lib/privacy/export";
import { shownRequestStatus, type ShownRequestStatus } from "@/lib/booking/request-queue";
import type { AccessSubjectValue } from "@/lib/validations/privacy-admin";

/**
 * A patient's own data, for her dashboard and the forms she fills in. Every read here takes her
 * patient Viewer and reads by its id: there is no way to ask for another patient's rows.
 */

export type OwnContactDetails = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
};

export async function getOwnContactDetails(
  viewer: Viewer<"patient">,
): Promise<OwnContactDetails | null> {
  return db.user.findUnique({
    where: { id: viewer.id },
    select: { firstName: true, lastName: true, email: true, phone: true },
  });
}

// ---------------------------------------------------------------------------------------------
// Her dashboard

export type MyRequest = {
  reference: string;
  kind: "consultation" | "video" | "question";
  /** "cancelled": it was booked, then the appointment was cancelled. */
  status: ShownRequestStatus;
  closeReason: "not_needed" | "duplicate" | "unreachable" | null;
  createdAt: Date;
  preferredDate: Date;
  preferredTime: string;
  appointmentDate: Date | null;
};

/** Her bookings and requests, newest first (the last 20: older ones are in her data export). */
export async function myRequests(viewer: Viewer<"patient">): Promise<MyRequest[]> {
  const rows = await db.consultationRequest.findMany({
    where: { patientId: viewer.id, anonymisedAt: null },
    orderBy: { createdAt: "desc" },
    take: 20,
    select: {
      reference: true,
      kind: true,
      status: true,
      closeReason: true,
      createdAt: true,
      preferredDate: true,
      preferredTime: true,
      appointment: { select: { appointmentDate: true, status: true } },
    },
  });
  return rows.map(({ appointment, ...row }) => ({
    ...row,
    status: shownRequestStatus(row.status, appointment?.status),
    appointmentDate: appointment?.appointmentDate ?? null,
  }));
}

/** What is new for her since she last looked: her overview says so until she opens it. */
export type MyNews = {
  /** Messages from a doctor she has not opened yet (opening the conversation reads them). */
  doctorMessages: number;
  /** Reports or prescriptions added since she last opened her Reports tab. */
  reports: number;
};

export async function myNews(viewer: Viewer<"patient">): Promise<MyNews> {
  const [doctorMessages, reports] = await Promise.all([
    db.message.count({
      where: { receiverId: viewer.id, status: "unread", sender: { role: "doctor" } },
    }),
    db.report.count({ where: { patientId: viewer.id, seenAt: null } }),
  ]);
  return { doctorMessages, reports };
}

export type MyEmailStatus = {
  /** Whether she has confirmed her address: until then nothing joins her account by e-mail. */
  confirmed: boolean;
  /** Bookings that joined her account by her confirmed e-mail since she last put the notice away. */
  linkedSinceSeen: { references: string[]; upTo: Date } | null;
};

/** Her e-mail's state for the dashboard's notices: confirmed or not, and what joined by it. */
export async function myEmailStatus(viewer: Viewer<"patient">): Promise<MyEmailStatus> {
  const account = await db.user.findUnique({
    where: { id: viewer.id },
    select: { emailVerifiedAt: true, linkedNoticeSeenAt: true },
  });
  if (!account?.emailVerifiedAt) return { confirmed: false, linkedSinceSeen: null };
  const linked = await db.consultationRequest.findMany({
    where: {
      patientId: viewer.id,
      anonymisedAt: null,
      emailLinkedAt: account.linkedNoticeSeenAt
        ? { gt: account.linkedNoticeSeenAt }
        : { not: null },
    },
    orderBy: { createdAt: "asc" },
    take: 20,
    select: { reference: true, emailLinkedAt: true },
  });
  const times = linked.flatMap((row) => (row.emailLinkedAt ? [row.emailLinkedAt.getTime()] : []));
  return {
    confirmed: true,
    linkedSinceSeen:
      linked.length === 0
        ? null
        : { references: linked.map((row) => row.reference), upTo: new Date(Math.max(...times)) },
  };
}

export type MyConsent = {
  id: string;
  purpose: "care" | "reminders" | "offers";
  version: string;
  method: "booking_form" | "patient_dashboard";
  givenAt: Date;
  withdrawnAt: Date | null;
};

/** Every consent she has given, newest first, withdrawn ones included (the history stays). */
export async function myConsents(viewer: Viewer<"patient">): Promise<MyConsent[]> {
  return db.consent.findMany({
    where: { userId: viewer.id },
    orderBy: { givenAt: "desc" },
    select: {
      id: true,
      purpose: true,
      version: true,
      method: true,
      givenAt: true,
      withdrawnAt: true,
    },
  });
}

export type AccessEntry = {
  id: string;
  actorName: string;
  actorRole: "owner" | "doctor" | "coordinator" | "patient";
  subject: AccessSubjectValue;
  createdAt: Date;
};

/**
 * 'Who viewed my information': staff reads of her profile, appointments, messages, bookings and
 * reports, her doctor joining and leaving her video visits, and her own downloads of reports (the
 * one read of hers that is logged). A page at a time, newest first; the whole log is in her export.
 */
export async function whoViewedMe(
  viewer: Viewer<"patient">,
  window: TimeWindow = {},
  pageSize?: number,
): Promise<TimePage<AccessEntry>> {
  const hers = { OR: [{ patientId: viewer.id }, { request: { patientId: viewer.id } }] };
  return readByTime(
    window,
    (where, order, take) =>
      db.accessLog.findMany({
        where: where ? { AND: [hers, where] } : hers,
        orderBy: [{ createdAt: order }, { id: order }],
        take,
        select: { id: true, actorName: true, actorRole: true, subject: true, createdAt: true },
      }),
    (where) => db.accessLog.count({ where: where ? { AND: [hers, where] } : hers }),
    pageSize,
  );
}

export type MyBreachNotice = {
  id: string;
  summary: string;
  measures: string;
  occurredAt: Date;
  discoveredAt: Date;
  notifiedAt: Date;
  readAt: Date | null;
};

export async function myBreachNotices(viewer: Viewer<"patient">): Promise<MyBreachNotice[]> {
  const rows = await db.breachNotice.findMany({
    where: { patientId: viewer.id },
    orderBy: { notifiedAt: "desc" },
    select: {
      id: true,
      notifiedAt: true,
      readAt: true,
      breach: { select: { summary: true, measures: true, occurredAt: true, discoveredAt: true } },
    },
  });
  return rows.map(({ breach, ...notice }) => ({ ...notice, ...breach }));
}

export type MyAccount = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  bio: string | null;
  createdAt: Date;
  deletionDueAt: Date | null;
};

export async function myAccount(viewer: Viewer<"patient">): Promise<MyAccount | null> {
  return db.user.findUnique({
    where: { id: viewer.id },
    select: accountSelect,
  });
}

/** Everything held about her (lib/privacy/export.ts), for the download and the printable page. */
export async function myDataExport(viewer: Viewer<"patient">, options?: ExportOptions) {
  return buildPatientExport(db, viewer.id, new Date(), options);
}
