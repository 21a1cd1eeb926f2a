import { formatIndiaDate, formatIndiaTime } from "@/lib/india-time";
import type { AppointmentView } from "@/lib/queries/appointments";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { ContactPreferencesLine } from "@/components/dashboard/contact-preferences";
import { AppointmentStatusBadge } from "@/components/dashboard/status-badges";

type Column = "patient" | "doctor" | "id";

/**
 * One page of appointments in India time, with a sticky header. Which people are shown depends on
 * who is looking; `action` renders each row's button (View Details, Manage) when there is one.
 */
export function AppointmentsTable({
  rows,
  columns,
  action,
  caption,
}: {
  rows: AppointmentView[];
  columns: readonly Column[];
  action?: (row: AppointmentView) => React.ReactNode;
  caption: string;
}) {
  const show = (column: Column) => columns.includes(column);
  return (
    <Table containerClassName="max-h-[70vh] rounded-xl border bg-card" scrollLabel={caption}>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          {show("id") ? <TableHead>ID</TableHead> : null}
          <TableHead>When (India time)</TableHead>
          {show("patient") ? <TableHead>Patient</TableHead> : null}
          {show("doctor") ? <TableHead>Doctor</TableHead> : null}
          <TableHead>Type</TableHead>
          <TableHead className="text-right">Duration</TableHead>
          <TableHead>Status</TableHead>
          {action ? (
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            {show("id") ? <TableCell className="font-mono text-xs">{row.shortId}</TableCell> : null}
            <TableCell>
              <span className="block">{formatIndiaDate(row.appointmentDate)}</span>
              <span className="block font-semibold tabular-nums">
                {formatIndiaTime(row.appointmentDate)}
              </span>
            </TableCell>
            {show("patient") ? (
              <TableCell>
                <span className="block">{row.patient.name}</span>
                <span className="text-muted-foreground block font-mono text-xs">
                  #{row.patient.shortId}
                </span>
                {row.contact ? (
                  <span className="mt-1 block max-w-64 whitespace-normal">
                    <ContactPreferencesLine contact={row.contact} />
                  </span>
                ) : null}
              </TableCell>
            ) : null}
            {show("doctor") ? <TableCell>Dr. {row.doctor.name}</TableCell> : null}
            <TableCell className="max-w-48 whitespace-normal">{row.type}</TableCell>
            <TableCell className="text-right tabular-nums">{row.durationMinutes} min</TableCell>
            <TableCell>
              <AppointmentStatusBadge status={row.status} />
            </TableCell>
            {action ? <TableCell className="text-right">{action(row)}</TableCell> : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
