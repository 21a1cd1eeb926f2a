import { Users } from "lucide-react";
import { formatIndiaDate, formatIndiaDateTime } from "@/lib/india-time";
import { patientsPage } from "@/lib/queries/appointments";
import type { Viewer } from "@/lib/auth/viewer";
import { EmptyState } from "@/components/dashboard/empty-state";
import { dashboardHref } from "@/components/dashboard/href";
import { Pager } from "@/components/dashboard/pager";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

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
    <div>
      <Table
        containerClassName="max-h-[70vh] rounded-xl border bg-card"
        scrollLabel="Your patients"
      >
        <caption className="sr-only">Your patients, with their next and last visit</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Patient</TableHead>
            <TableHead className="text-right">Appointments</TableHead>
            <TableHead>Next visit</TableHead>
            <TableHead>Last visit</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {page.rows.map((patient) => (
            <TableRow key={patient.id}>
              <TableCell>
                <span className="font-medium">{patient.name}</span>{" "}
                <span className="text-muted-foreground font-mono text-xs">#{patient.shortId}</span>
              </TableCell>
              <TableCell className="text-right tabular-nums">{patient.appointmentCount}</TableCell>
              <TableCell>
                {patient.nextVisit ? (
                  formatIndiaDateTime(patient.nextVisit)
                ) : (
                  <span className="text-muted-foreground">None booked</span>
                )}
              </TableCell>
              <TableCell>
                {patient.lastVisit ? (
                  formatIndiaDate(patient.lastVisit)
                ) : (
                  <span className="text-muted-foreground">No completed visit yet</span>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pager
        page={page}
        label="patients"
        hrefFor={(p) => dashboardHref(path, { tab: "patients" }, { page: p })}
      />
    </div>
  );
}
