import Link from "next/link";
import { Users } from "lucide-react";
import { formatIndiaDateTime } from "@/lib/india-time";
import { carePatientsPage } from "@/lib/queries/requests";
import type { Viewer } from "@/lib/auth/viewer";
import { tabPath } from "@/lib/dashboards/routes";
import { dashboardHref } from "@/components/dashboard/href";
import { EmptyState } from "@/components/dashboard/empty-state";
import { Pager } from "@/components/layout/pager";
import { PatientList } from "./patient-list";

/**
 * The women the coordinators look after now: anyone with an open booking request (the shared
 * queue) or an upcoming visit this coordinator arranges, soonest visit first. How she wants to be
 * contacted comes from her latest request and is shown on every row.
 */
export async function PatientsTab({
  viewer,
  now,
  path,
  page: requested,
}: {
  viewer: Viewer<"coordinator">;
  now: Date;
  /** The tab's address; paging goes in its query string. */
  path: string;
  page: number;
}) {
  const page = await carePatientsPage(viewer, requested, now);

  if (page.total === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No patients to look after right now"
        action={
          <Link href={tabPath("coordinator-dashboard", "tasks")} className="coord-more">
            Go to the request queue
          </Link>
        }
      >
        Women with an open booking request, or an upcoming appointment you arrange, appear here.
      </EmptyState>
    );
  }

  return (
    <section aria-labelledby="patients-heading" className="space-y-4">
      <div>
        <h2 id="patients-heading" className="text-lg font-semibold">
          Patients
        </h2>
        <p className="text-muted-foreground text-sm">
          With an open request or an upcoming appointment, the soonest visit first.
        </p>
      </div>
      <PatientList
        rows={page.rows.map((row) => ({
          name: row.name,
          hasAccount: row.hasAccount,
          contact: row.contact,
          ...(row.nextVisit ? { next: formatIndiaDateTime(row.nextVisit) } : {}),
          ...(row.openRequest
            ? { request: { id: row.openRequest.id, status: row.openRequest.status } }
            : {}),
        }))}
        requestPath={tabPath("coordinator-dashboard", "tasks")}
      />
      <Pager page={page} hrefFor={(n) => dashboardHref(path, { page: n })} label="patients" />
    </section>
  );
}
