import { appointmentStatuses } from "@/lib/appointments/status";
import { accountStatuses, roles } from "@/lib/roles";
import { queueFilters, type QueueFilter } from "@/lib/booking/request-queue";
import { decodeCursor, type TimeWindow } from "@/lib/dashboards/pagination";
import { param, readSearchParams, type SearchParams } from "@/lib/validations/search-params";

/**
 * The dashboards' query strings: which page, which filters (each tab is a path of its own,
 * lib/dashboards/routes.ts), read by lib/validations/search-params.ts.
 */

export function parsePage(params: SearchParams): number {
  return readSearchParams(params, { page: param.page }).page;
}

/**
 * Which page of a list by time (lib/dashboards/pagination.ts): `?before=` the older page's cursor,
 * `?after=` the newer's. A malformed cursor, or both at once, reads as the newest page.
 */
export function parseTimeWindow(params: SearchParams): TimeWindow {
  const { before, after } = readSearchParams(params, { before: decodeCursor, after: decodeCursor });
  if (before && after) return {};
  return before ? { before } : after ? { after } : {};
}

export const appointmentWhens = ["upcoming", "past", "all"] as const;

export type AppointmentListParams = {
  page: number;
  status?: (typeof appointmentStatuses)[number];
  date?: string;
  when: (typeof appointmentWhens)[number];
};

export function parseAppointmentListParams(
  params: SearchParams,
  defaultWhen: AppointmentListParams["when"],
): AppointmentListParams {
  return readSearchParams(params, {
    page: param.page,
    when: param.oneOf(appointmentWhens, defaultWhen),
    status: param.oneOf(appointmentStatuses),
    date: param.day,
  });
}

export type UserListParams = {
  page: number;
  q?: string;
  role?: (typeof roles)[number];
  status?: (typeof accountStatuses)[number];
};

export function parseUserListParams(params: SearchParams): UserListParams {
  return readSearchParams(params, {
    page: param.page,
    q: param.text,
    role: param.oneOf(roles),
    status: param.oneOf(accountStatuses),
  });
}

export type QueueParams = {
  page: number;
  show: QueueFilter;
};

export function parseQueueParams(params: SearchParams): QueueParams {
  return readSearchParams(params, { page: param.page, show: param.oneOf(queueFilters, "all") });
}

/** The page of the Tasks tab's "Messages that did not reach her", beside the queue's own page. */
export function parseFailedMessagesPage(params: SearchParams): number {
  return readSearchParams(params, { failed: param.page }).failed;
}
