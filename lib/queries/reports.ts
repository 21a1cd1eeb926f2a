import "server-only";
import { db } from "@/lib/db";
import type { Viewer } from "@/lib/auth/viewer";
import { recordAccess, recordOwnDownload } from "@/lib/privacy/access-log";
import type { ReportKind } from "@/lib/appointments/reports";
import { isUuid } from "@/lib/uuid";

/**
 * Reports and prescriptions (issue 17, item 5). She sees hers, a doctor those she issued, and
 * nobody else any: there is no staff-wide list. Lists never read the file itself; only the
 * download does, and it writes her access log.
 */

export type ReportRow = {
  id: string;
  kind: ReportKind;
  title: string;
  contentType: string;
  byteSize: number;
  createdAt: Date;
  /** The other person: her doctor in her list, the patient in the doctor's. */
  person: string;
  appointmentDate: Date;
};

/** How many the tabs list: enough for a clinic's care, and each file is in her export anyway. */
const LIST_LIMIT = 50;

type Named = { firstName: string; lastName: string };
const fullName = (person: Named) => `${person.firstName} ${person.lastName}`;
const named = { select: { firstName: true, lastName: true } } as const;

/** The rows `where` admits, newest first, each with the other person named; never the file. */
async function listReports(
  where: { patientId: string } | { doctorId: string },
  other: "doctor" | "patient",
): Promise<ReportRow[]> {
  const rows = await db.report.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: LIST_LIMIT,
    select: {
      id: true,
      kind: true,
      title: true,
      contentType: true,
      byteSize: true,
      createdAt: true,
      appointment: { select: { appointmentDate: true } },
      doctor: named,
      patient: named,
    },
  });
  return rows.map(({ doctor, patient, appointment, ...row }) => ({
    ...row,
    person: other === "doctor" ? `Dr. ${fullName(doctor)}` : fullName(patient),
    appointmentDate: appointment.appointmentDate,
  }));
}

/** Her reports, newest first, with the doctor who issued each. */
export async function myReports(viewer: Viewer<"patient">): Promise<ReportRow[]> {
  return listReports({ patientId: viewer.id }, "doctor");
}

/**
 * She has opened her Reports tab: what was new is seen, and her dashboard stops saying "New report
 * added". Written as she reads, like the access log, since opening the tab is the event.
 */
export async function markReportsSeen(viewer: Viewer<"patient">, now = new Date()): Promise<void> {
  await db.report.updateMany({
    where: { patientId: viewer.id, seenAt: null },
    data: { seenAt: now },
  });
}

/** What she issued, newest first, with the patient each is for. */
export async function issuedReports(viewer: Viewer<"doctor">): Promise<ReportRow[]> {
  return listReports({ doctorId: viewer.id }, "patient");
}

export type UploadChoice = { appointmentId: string; patientName: string; appointmentDate: Date };

const CHOICE_PAST_DAYS = 180;
const CHOICE_AHEAD_DAYS = 30;
const CHOICE_LIMIT = 40;

/**
 * The appointments a report can be attached to in her upload form: hers, with a patient account,
 * not cancelled, from half a year back to a month ahead, newest first.
 */
export async function uploadChoices(
  viewer: Viewer<"doctor">,
  now: Date = new Date(),
): Promise<UploadChoice[]> {
  const day = 24 * 60 * 60 * 1000;
  const rows = await db.appointment.findMany({
    where: {
      doctorId: viewer.id,
      patientId: { not: null },
      status: { not: "cancelled" },
      appointmentDate: {
        gte: new Date(now.getTime() - CHOICE_PAST_DAYS * day),
        lte: new Date(now.getTime() + CHOICE_AHEAD_DAYS * day),
      },
    },
    orderBy: [{ appointmentDate: "desc" }, { id: "desc" }],
    // Each choice crosses to the form twice (HTML and RSC payload): 40 keep the tab well inside
    // its page budget (docs/performance.md) and cover a busy doctor's recent weeks.
    take: CHOICE_LIMIT,
    select: { id: true, appointmentDate: true, patient: named },
  });
  return rows.flatMap((row) =>
    row.patient
      ? [
          {
            appointmentId: row.id,
            patientName: fullName(row.patient),
            appointmentDate: row.appointmentDate,
          },
        ]
      : [],
  );
}

export type ReportFile = {
  contentType: string;
  fileName: string;
  bytes: Uint8Array;
};

/**
 * A report's file for its patient or the doctor who issued it, written to her access log; null
 * for anyone else and for an id that names nothing, so an id alone never tells whose it is.
 */
export async function reportForDownload(
  viewer: Viewer<"patient" | "doctor">,
  id: string,
): Promise<ReportFile | null> {
  if (!isUuid(id)) return null;
  const where =
    viewer.role === "patient" ? { id, patientId: viewer.id } : { id, doctorId: viewer.id };
  const report = await db.report.findFirst({
    where,
    select: { patientId: true, contentType: true, fileName: true, bytes: true },
  });
  if (!report) return null;
  if (viewer.role === "patient") await recordOwnDownload(viewer);
  else await recordAccess(viewer, { subject: "report", patientId: report.patientId });
  return { contentType: report.contentType, fileName: report.fileName, bytes: report.bytes };
}
