import { Users } from "lucide-react";
import { tabPath } from "@/lib/dashboards/routes";
import { formatIndiaDate, formatIndiaDateTime } from "@/lib/india-time";
import { patientsPage } from "@/lib/queries/appointments";
import type { Viewer } from "@/lib/auth/viewer";
import { EmptyState } from "@/components/dashboard/empty-state";
import { dashboardHref } from "@/components/dashboard/href";
import { Pager } from "@/components/layout/pager";
import { PatientsTable, type PatientRow } from "./patients-table";

/** The patients she has appointments with: those with a visit coming up first. */
export async function PatientsTab({
  viewer,
  now,
  path,
  page: requested,
}: {
  viewer: Viewer;
  now: Date;
  path: string;
  page: number;
}) {
  const page = await patientsPage(viewer, requested, now);
  if (page.total === 0) {
    return (
      <EmptyState icon={Users} title="No patients yet">
        Patients appear here once a coordinator books them an appointment with you.
      </EmptyState>
    );
  }
  return (
    <>
      <PatientsTable
        rows={page.rows.map((patient): PatientRow => ({
          name: patient.name,
          shortId: patient.shortId,
          appointments: patient.appointmentCount,
          ...(patient.nextVisit ? { nextVisit: formatIndiaDateTime(patient.nextVisit) } : {}),
          ...(patient.lastVisit ? { lastVisit: formatIndiaDate(patient.lastVisit) } : {}),
          conversation: tabPath("doctor-dashboard", "messages", patient.id),
        }))}
      />
      <Pager page={page} label="patients" hrefFor={(p) => dashboardHref(path, { page: p })} />
    </>
  );
}
