import { CalendarX } from "lucide-react";
import type { Page } from "@/lib/pagination";
import type { AppointmentView } from "@/lib/queries/appointments";
import type { Role } from "@/lib/auth/permissions";
import type { Viewer } from "@/lib/auth/viewer";
import type { AppointmentListParams } from "@/lib/validations/dashboard";
import { AppointmentFilters } from "@/components/dashboard/appointment-filters";
import { AppointmentsTable } from "@/components/dashboard/appointments-table";
import { EmptyState } from "@/components/dashboard/empty-state";
import { dashboardHref } from "@/components/dashboard/href";
import { Pager } from "@/components/dashboard/pager";

/** What every dashboard's Appointments tab is given by its page. */
export type AppointmentTabProps<R extends Role = Role> = {
  viewer: Viewer<R>;
  now: Date;
  path: string;
  params: AppointmentListParams;
};

/** An Appointments tab: filters, one server page of rows (or what to try instead), the pager. */
export function AppointmentList({
  path,
  params,
  page,
  columns,
  caption,
  emptyHint,
  action,
  wrapTable = (table) => table,
}: {
  path: string;
  params: AppointmentListParams;
  page: Page<AppointmentView>;
  columns: React.ComponentProps<typeof AppointmentsTable>["columns"];
  caption: string;
  emptyHint: string;
  action?: (row: AppointmentView) => React.ReactNode;
  /** Wraps the table, e.g. in a provider its row actions read. */
  wrapTable?: (table: React.ReactNode) => React.ReactNode;
}) {
  const query = {
    tab: "appointments",
    when: params.when,
    status: params.status,
    date: params.date,
  };
  return (
    <div>
      <AppointmentFilters path={path} tab="appointments" params={params} />
      {page.rows.length === 0 ? (
        <EmptyState icon={CalendarX} title="No appointments match">
          Try another status or day, or show all dates. {emptyHint}
        </EmptyState>
      ) : (
        wrapTable(
          <AppointmentsTable
            rows={page.rows}
            columns={columns}
            caption={caption}
            action={action}
          />,
        )
      )}
      <Pager
        page={page}
        label="appointments"
        hrefFor={(p) => dashboardHref(path, query, { page: p })}
      />
    </div>
  );
}
