import * as z from "zod/mini";
import { isCalendarDate } from "@/lib/validations/booking";
import { parsePage, type SearchParams } from "@/lib/validations/dashboard";

/**
 * The admin panel's Privacy tab in the address bar: which section, which page, which filters.
 * Like every dashboard list, anything malformed falls back to "no filter" instead of failing.
 * Client-safe: the filter forms read the same lists.
 */

export const privacyViews = ["log", "outbox", "breaches"] as const;
export type PrivacyView = (typeof privacyViews)[number];

export const accessSubjects = ["request", "appointment", "messages", "profile"] as const;
export type AccessSubjectValue = (typeof accessSubjects)[number];

export const accessSubjectLabels = {
  request: "Booking request",
  appointment: "Appointment",
  messages: "Messages",
  profile: "Profile",
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
  /** A staff member's account id. */
  staff?: string;
  /** A patient's account id, or words to find in her name, e-mail or booking reference. */
  patient?: string;
  subject?: AccessSubjectValue;
  /** India calendar days, inclusive. */
  from?: string;
  to?: string;
};

export type OutboxParams = { page: number; status?: OutboxStatus };

export type PrivacyParams =
  | { view: "log"; log: AccessLogParams }
  | { view: "outbox"; outbox: OutboxParams }
  | { view: "breaches"; page: number };

const uuid = z.uuid();

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

export function isUuid(value: string): boolean {
  return z.safeParse(uuid, value).success;
}

function day(value: string | undefined): string | undefined {
  return value && isCalendarDate(value) ? value : undefined;
}

export function parseAccessLogParams(params: SearchParams): AccessLogParams {
  const staff = first(params.staff);
  const patient = first(params.patient)?.trim().slice(0, 100);
  const subject = pick(accessSubjects, first(params.subject));
  const from = day(first(params.from));
  const to = day(first(params.to));
  return {
    page: parsePage(params),
    ...(staff && isUuid(staff) ? { staff } : {}),
    ...(patient ? { patient } : {}),
    ...(subject ? { subject } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

export function parsePrivacyParams(params: SearchParams): PrivacyParams {
  const view = pick(privacyViews, first(params.view)) ?? "log";
  switch (view) {
    case "log":
      return { view, log: parseAccessLogParams(params) };
    case "outbox": {
      const status = pick(outboxStatuses, first(params.status));
      return { view, outbox: { page: parsePage(params), ...(status ? { status } : {}) } };
    }
    case "breaches":
      return { view, page: parsePage(params) };
  }
}
