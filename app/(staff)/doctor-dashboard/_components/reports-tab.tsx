import { BarChart3 } from "lucide-react";
import { appointmentStatuses, appointmentStatusLabels } from "@/lib/appointments";
import { formatIndiaShortDate, indiaLocalToInstant } from "@/lib/india-time";
import { appointmentStatusCounts, completedPerWeek } from "@/lib/queries/appointments";
import type { Viewer } from "@/lib/auth/viewer";
import { BarTable } from "@/components/dashboard/bar-table";
import { EmptyState } from "@/components/dashboard/empty-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const WEEKS = 8;

/** Two honest reports from her own appointments: completed visits per week and counts by status. */
export async function ReportsTab({ viewer, now }: { viewer: Viewer; now: Date }) {
  const [weeks, counts] = await Promise.all([
    completedPerWeek(viewer, now, WEEKS),
    appointmentStatusCounts(viewer),
  ]);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);

  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
      <Card className="gap-4">
        <CardHeader>
          <CardTitle asChild>
            <h3>Visits completed per week</h3>
          </CardTitle>
          <CardDescription>
            The last {WEEKS} weeks, Monday to Sunday, India time. Each row is the week starting that
            Monday.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <BarTable
            caption="Completed visits per week"
            labelHeader="Week starting"
            valueHeader="Completed visits"
            rows={weeks.map((week) => ({
              key: week.weekStart,
              label: formatIndiaShortDate(indiaLocalToInstant(`${week.weekStart}T12:00`)),
              value: week.count,
            }))}
          />
        </CardContent>
      </Card>

      <Card className="gap-4">
        <CardHeader>
          <CardTitle asChild>
            <h3>Your appointments by status</h3>
          </CardTitle>
          <CardDescription>
            All {total.toLocaleString("en-IN")} appointments booked with you.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {total === 0 ? (
            <EmptyState icon={BarChart3} title="No appointments yet">
              Counts appear once appointments are booked with you.
            </EmptyState>
          ) : (
            <BarTable
              caption="Appointments by status"
              labelHeader="Status"
              valueHeader="Appointments"
              barClassName="bg-trust"
              rows={appointmentStatuses.map((status) => ({
                key: status,
                label: appointmentStatusLabels[status],
                value: counts[status],
              }))}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
