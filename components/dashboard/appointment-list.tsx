import { CalendarX } from "lucide-react";
import type { Page } from "@/lib/dashboards/pagination";
import type { AppointmentView } from "@/lib/queries/appointments";
import type { Role } from "@/lib/auth/permissions";
import type { Viewer } from "@/lib/auth/viewer";
import type { AppointmentListParams } from "@/lib/validations/dashboard";
import { AppointmentFilters } from "@/components/dashboard/appointment-filters";
import { placeShort } from "@/lib/appointments/place";
import { formatIndiaDate, formatIndiaTime } from "@/lib/india-time";
import { visitPath } from "@/lib/video/visit";
import { AppointmentsTable, type AppointmentRow } from "@/components/dashboard/appointments-table";
import { EmptyState } from "@/components/dashboard/empty-state";
import { dashboardHref } from "@/components/dashboard/href";
import { Pager } from "@/components/layout/pager";

/** What every dashboard's Appointments tab is given by its page. */
export type AppointmentTabProps<R extends Role = Role> = {
  viewer: Viewer<R>;
  now: Date;
  /** The tab's address; filters and paging go in its query string. */
  path: string;
  params: AppointmentListParams;
};

type Columns = React.ComponentProps<typeof AppointmentsTable>["columns"];

/**
 * What the table shows of a row, and no more: a doctor's list carries no doctor, the owner's no
 * patient, and only the doctor's a way into a video visit's room (`roomLinks`).
 */
function appointmentRow(
  row: AppointmentView,
  columns: Columns,
  roomLinks: boolean,
): AppointmentRow {
  return {
    id: row.id,
    date: formatIndiaDate(row.appointmentDate),
    time: formatIndiaTime(row.appointmentDate),
    type: row.type,
    where: placeShort(row.place),
    durationMinutes: row.durationMinutes,
    status: row.status,
    ...(columns.includes("patient")
      ? { patient: { name: row.patient.name, shortId: row.patient.shortId, contact: row.contact } }
      : {}),
    ...(columns.includes("doctor") ? { doctor: row.doctor.name } : {}),
    ...(row.visit?.activity ? { activity: row.visit.activity } : {}),
    ...(roomLinks && row.visit?.joinable ? { room: visitPath(row.id) } : {}),
  };
}

/** An Appointments tab: filters, one server page of rows (or what to try instead), the pager. */
export function AppointmentList({
  path,
  params,
  page,
  columns,
  caption,
  emptyHint,
  action,
  roomLinks = false,
}: {
  path: string;
  params: AppointmentListParams;
  page: Page<AppointmentView>;
  columns: Columns;
  caption: string;
  emptyHint: string;
  /** Each row's link to its own address below the tab (View Details, Manage). */
  action?: string;
  /** Her doctor's list: each video visit still to come has the way into its room. */
  roomLinks?: boolean;
}) {
  const query = {
    when: params.when,
    status: params.status,
    date: params.date,
  };
  return (
    <div>
      <AppointmentFilters path={path} params={params} />
      {page.rows.length === 0 ? (
        <EmptyState icon={CalendarX} title="No appointments match">
          Try another status or day, or show all dates. {emptyHint}
        </EmptyState>
      ) : (
        <AppointmentsTable
          rows={page.rows.map((row) => appointmentRow(row, columns, roomLinks))}
          columns={columns}
          caption={caption}
          {...(action ? { action: { label: action, basePath: path } } : {})}
        />
      )}
      <Pager
        page={page}
        label="appointments"
        hrefFor={(p) => dashboardHref(path, query, { page: p })}
      />
    </div>
  );
}
