import { BarChart3, FileText } from "lucide-react";
import { appointmentStatuses, appointmentStatusLabels } from "@/lib/appointments/status";
import { formatIndiaDateTime, formatIndiaShortDate, indiaLocalToInstant } from "@/lib/india-time";
import { appointmentStatusCounts, completedPerWeek } from "@/lib/queries/appointments";
import { issuedReports, uploadChoices } from "@/lib/queries/reports";
import type { Viewer } from "@/lib/auth/viewer";
import { BarTable } from "@/components/dashboard/bar-table";
import { EmptyState } from "@/components/dashboard/empty-state";
import { ReportList } from "@/components/reports/report-list";
import { ReportUploadForm } from "@/components/reports/report-upload-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const WEEKS = 8;

/**
 * The reports and prescriptions she issued, with the form to upload one for a patient of hers, and
 * two honest reports from her own appointments: completed visits per week and counts by status.
 */
export async function ReportsTab({ viewer, now }: { viewer: Viewer<"doctor">; now: Date }) {
  const [issued, choices, weeks, counts] = await Promise.all([
    issuedReports(viewer),
    uploadChoices(viewer, now),
    completedPerWeek(viewer, now, WEEKS),
    appointmentStatusCounts(viewer),
  ]);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);

  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
      <Card className="gap-4">
        <CardHeader>
          <CardTitle asChild>
            <h3>Reports and prescriptions you issued</h3>
          </CardTitle>
          <CardDescription>
            Each one is in its patient&apos;s dashboard, to download. Opening one is written to her
            access log.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {issued.length === 0 ? (
            <EmptyState icon={FileText} title="None issued yet">
              Upload a report or a prescription for a patient of yours and it appears here.
            </EmptyState>
          ) : (
            <ReportList rows={issued} personLabel="For" />
          )}
        </CardContent>
      </Card>

      <Card className="gap-4">
        <CardHeader>
          <CardTitle asChild>
            <h3>Upload a report</h3>
          </CardTitle>
          <CardDescription>
            For one of your appointments from the last six months or the coming month.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {choices.length === 0 ? (
            <p className="text-muted-foreground text-sm">
              You have no appointments with patients to attach a report to.
            </p>
          ) : (
            <ReportUploadForm
              choices={choices.map((choice) => ({
                appointmentId: choice.appointmentId,
                label: `${choice.patientName}, ${formatIndiaDateTime(choice.appointmentDate)}`,
              }))}
            />
          )}
        </CardContent>
      </Card>

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
