import { isCalendarDate } from "@/lib/validations/booking";
import { parsePage, type SearchParams } from "@/lib/validations/dashboard";

/**
 * The admin panel's privacy records' query strings: which page, which filters. Each view is an
 * address of its own (lib/dashboards/routes.ts `privacyPath`), so each has its own parser here.
 * Like every dashboard list, anything malformed falls back to "no filter" instead of failing.
 * Client-safe: the filter forms read the same lists.
 */

export const accessSubjects = ["request", "appointment", "messages", "profile", "report"] as const;
export type AccessSubjectValue = (typeof accessSubjects)[number];

export const accessSubjectLabels = {
  request: "Booking request",
  appointment: "Appointment",
  messages: "Messages",
  profile: "Profile",
  report: "Report or prescription",
} as const satisfies Record<AccessSubjectValue, string>;

/** Derived from the outbox row: sent once delivered, failed after a failed try, else queued. */
export const outboxStatuses = ["queued", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outboxStatusLabels = {
  queued: "Queued",
  sent: "Sent",
  failed: "Failed",
} as const satisfies Record<OutboxStatus, string>;

export type AccessLogParams = {
  page: number;
  /** A staff member's account id, or words to find in her name (as logged or now) or e-mail. */
  staff?: string;
  /** A patient's account id, or words to find in her name, e-mail or booking reference. */
  patient?: string;
  subject?: AccessSubjectValue;
  /** India calendar days, inclusive. */
  from?: string;
  to?: string;
};

export type OutboxParams = { page: number; status?: OutboxStatus };

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function pick<const T extends readonly string[]>(
  values: T,
  value: string | undefined,
): T[number] | undefined {
  return value !== undefined && (values as readonly string[]).includes(value)
    ? (value as T[number])
    : undefined;
}

function day(value: string | undefined): string | undefined {
  return value && isCalendarDate(value) ? value : undefined;
}

export function parseAccessLogParams(params: SearchParams): AccessLogParams {
  const staff = first(params.staff)?.trim().slice(0, 100);
  const patient = first(params.patient)?.trim().slice(0, 100);
  const subject = pick(accessSubjects, first(params.subject));
  const from = day(first(params.from));
  const to = day(first(params.to));
  return {
    page: parsePage(params),
    ...(staff ? { staff } : {}),
    ...(patient ? { patient } : {}),
    ...(subject ? { subject } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

export function parseOutboxParams(params: SearchParams): OutboxParams {
  const status = pick(outboxStatuses, first(params.status));
  return { page: parsePage(params), ...(status ? { status } : {}) };
}
