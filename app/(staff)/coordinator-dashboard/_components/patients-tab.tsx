import Link from "next/link";
import { Users } from "lucide-react";
import { formatIndiaDateTime } from "@/lib/india-time";
import { carePatientsPage } from "@/lib/queries/requests";
import type { Viewer } from "@/lib/auth/viewer";
import { parsePage, type SearchParams } from "@/lib/validations/dashboard";
import { dashboardHref } from "@/components/dashboard/href";
import { EmptyState } from "@/components/dashboard/empty-state";
import { Pager } from "@/components/dashboard/pager";
import { Card, CardContent } from "@/components/ui/card";
import { ContactPreferencesLine } from "@/components/dashboard/contact-preferences";
import { RequestStatusBadge } from "./request-badges";

/**
 * The women the coordinators look after now: anyone with an open booking request (the shared
 * queue) or an upcoming visit this coordinator arranges, soonest visit first. How she wants to be
 * contacted comes from her latest request and is shown on every row.
 */
export async function PatientsTab({
  viewer,
  now,
  path,
  params,
}: {
  viewer: Viewer<"coordinator">;
  now: Date;
  path: string;
  params: SearchParams;
}) {
  const pageNumber = parsePage(params);
  const page = await carePatientsPage(viewer, pageNumber, now);
  const current = { tab: "patients", page: page.page };

  if (page.total === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No patients to look after right now"
        action={
          <Link
            href={dashboardHref(path, { tab: "tasks" })}
            className="text-primary inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4"
          >
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
      <ul className="grid gap-3 md:grid-cols-2" aria-label="Patients">
        {page.rows.map((row) => (
          <li key={row.key}>
            <Card className="h-full gap-0 py-0">
              <CardContent className="grid gap-2 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="font-semibold">{row.name}</p>
                  <span className="text-muted-foreground text-sm">
                    {row.hasAccount ? "Has an account" : "No account yet"}
                  </span>
                </div>
                <ContactPreferencesLine contact={row.contact} />
                <p className="text-sm">
                  <span className="text-muted-foreground">Next appointment: </span>
                  {row.nextVisit ? formatIndiaDateTime(row.nextVisit) : "none booked"}
                </p>
                {row.openRequest ? (
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="text-muted-foreground">Open request:</span>
                    <RequestStatusBadge status={row.openRequest.status} />
                    <Link
                      href={dashboardHref(path, { tab: "tasks", request: row.openRequest.id })}
                      className="text-primary inline-flex min-h-11 items-center font-medium underline underline-offset-4 sm:min-h-0"
                    >
                      Open request<span className="sr-only"> from {row.name}</span>
                    </Link>
                  </div>
                ) : null}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        hrefFor={(n) => dashboardHref(path, current, { page: n })}
        label="patients"
      />
    </section>
  );
}
