import { sniffImageType } from "@/lib/blog/media";

/**
 * Reports and prescriptions (issue 17, item 5): what a doctor may upload and how the site
 * recognises it. Like article images, the type is read from the file's first bytes, never from its
 * name or the browser's claim, so a renamed document or script is refused. Pure and client-safe:
 * the upload form checks the same rules before sending, the action and the tests after.
 */

/** 5 MB: a scanned page or a phone photo of one fits; the database holds the same limit. */
export const MAX_REPORT_BYTES = 5 * 1024 * 1024;

export const reportTypes = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export type ReportType = (typeof reportTypes)[number];

export const reportKinds = ["report", "prescription"] as const;
export type ReportKind = (typeof reportKinds)[number];

export const reportKindLabels = {
  report: "Report",
  prescription: "Prescription",
} as const satisfies Record<ReportKind, string>;

export const REPORT_TITLE_MAX = 120;

export const reportMessages = {
  missing: "Please choose a file to upload.",
  tooLarge: "This file is larger than 5 MB. Please choose a smaller one.",
  wrongType: "Please upload a PDF, JPEG, PNG or WebP file.",
  titleRequired: "Please give the report a title.",
  titleTooLong: `Please keep the title to ${REPORT_TITLE_MAX} characters.`,
  kindRequired: "Please choose whether it is a report or a prescription.",
  appointmentRequired: "Please choose the appointment it belongs to.",
  /** One answer for an appointment that is not hers and one that does not exist. */
  notYourPatient: "This appointment is not one of yours, so you cannot add a report to it.",
  uploaded: "The report was uploaded. Your patient can download it from her dashboard.",
} as const;

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** The type the bytes really are, or null when they are not a PDF or an image the site serves. */
export function sniffReportType(bytes: Uint8Array): ReportType | null {
  if (PDF_SIGNATURE.every((byte, index) => bytes[index] === byte)) return "application/pdf";
  return sniffImageType(bytes);
}

const extensions = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
} as const satisfies Record<ReportType, string>;

/**
 * The name the file downloads as, made from its title: lower-case letters, digits and hyphens, so
 * it needs no quoting in a Content-Disposition header and names nothing the title does not.
 */
export function reportFileName(title: string, type: ReportType): string {
  const base = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${base || "report"}.${extensions[type]}`;
}

/** Where a report is downloaded (app/api/reports/[id]/route.ts). */
export function reportPath(id: string): string {
  return `/api/reports/${id}`;
}

/** The units a file's size is written in: "KB" and "MB" unless a language names them otherwise. */
export type FileSizeUnits = { readonly kb: string; readonly mb: string };

/** A file's size as the lists show it: "820 KB", "1.4 MB" (in Hindi "820 केबी"). */
export function formatFileSize(
  bytes: number,
  units: FileSizeUnits = { kb: "KB", mb: "MB" },
): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} ${units.kb}`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} ${units.mb}`;
}
