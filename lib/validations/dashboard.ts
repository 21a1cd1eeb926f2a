import * as z from "zod/mini";
import { appointmentStatuses } from "@/lib/appointments/status";
import { accountStatuses, roles } from "@/lib/roles";
import { queueFilters, type QueueFilter } from "@/lib/booking/request-queue";
import { isCalendarDate } from "@/lib/validations/booking";

/**
 * The dashboards' query strings: which page, which filters (each tab is a path of its own,
 * lib/dashboards/routes.ts). Everything a list shows is in the URL, so a filtered page can be
 * bookmarked, reloaded or shared with a colleague, and works without JavaScript. Anything malformed falls back to the default instead of failing the page.
 */

export type SearchParams = Record<string, string | string[] | undefined>;

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

const pageSchema = z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1);

export function parsePage(params: SearchParams): number {
  return z.parse(pageSchema, first(params.page) ?? "1");
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
  const date = first(params.date);
  const status = pick(appointmentStatuses, first(params.status));
  return {
    page: parsePage(params),
    when: pick(appointmentWhens, first(params.when)) ?? defaultWhen,
    ...(status ? { status } : {}),
    ...(date && isCalendarDate(date) ? { date } : {}),
  };
}

export type UserListParams = {
  page: number;
  q?: string;
  role?: (typeof roles)[number];
  status?: (typeof accountStatuses)[number];
};

export function parseUserListParams(params: SearchParams): UserListParams {
  const q = first(params.q)?.trim().slice(0, 100);
  const role = pick(roles, first(params.role));
  const status = pick(accountStatuses, first(params.status));
  return {
    page: parsePage(params),
    ...(q ? { q } : {}),
    ...(role ? { role } : {}),
    ...(status ? { status } : {}),
  };
}

export type QueueParams = {
  page: number;
  show: QueueFilter;
};

export function parseQueueParams(params: SearchParams): QueueParams {
  return {
    page: parsePage(params),
    show: pick(queueFilters, first(params.show)) ?? "all",
  };
}
