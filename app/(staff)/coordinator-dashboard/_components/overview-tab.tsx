import Link from "next/link";
import { ClipboardCheck } from "lucide-react";
import { dueInText } from "@/lib/appointments";
import { tabPath } from "@/lib/dashboard-routes";
import { formatIndiaDateTime } from "@/lib/india-time";
import { coordinatorOverview, priorityTasks, todaysSchedule } from "@/lib/queries/appointments";
import type { Viewer } from "@/lib/auth/viewer";
import { EmptyState } from "@/components/dashboard/empty-state";
import { StatGrid } from "@/components/dashboard/stat-tile";
import { TodaySchedule } from "@/components/dashboard/today-schedule";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PriorityList } from "./priority-list";

export async function OverviewTab({ viewer, now }: { viewer: Viewer; now: Date }) {
  const [figures, tasks, schedule] = await Promise.all([
    coordinatorOverview(viewer, now),
    priorityTasks(viewer, now),
    todaysSchedule(viewer, now),
  ]);
  return (
    <div className="space-y-6">
      <StatGrid
        stats={[
          {
            label: "Pending Appointments",
            value: figures.pendingCount,
            caption: "Upcoming, not confirmed yet",
            icon: "calendar-clock",
          },
          {
            label: "Completed Today",
            value: figures.completedTodayCount,
            caption: "Visits completed today",
            icon: "check-circle",
          },
          {
            label: "Active Patients",
            value: figures.activePatientCount,
            caption: "With an open appointment from today on",
            icon: "heart-handshake",
          },
          {
            label: "Urgent Tasks",
            value: figures.urgentTaskCount,
            caption: "Scheduled within the next 24 hours",
            icon: "siren",
          },
        ]}
      />

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Card className="gap-4">
          <CardHeader>
            <CardTitle asChild>
              <h3>Priority Tasks</h3>
            </CardTitle>
            <CardDescription>
              The next five scheduled appointments to confirm. High priority: due within 24 hours.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {tasks.length === 0 ? (
              <EmptyState icon={ClipboardCheck} title="Nothing waiting for confirmation">
                Scheduled appointments that still need confirming will appear here, soonest first.
              </EmptyState>
            ) : (
              <PriorityList
                rows={tasks.map((task) => ({
                  patient: task.patient.name,
                  patientShortId: task.patient.shortId,
                  doctor: task.doctor.name,
                  when: formatIndiaDateTime(task.appointmentDate),
                  due: dueInText(task.hoursUntilDue),
                  priority: task.priority,
                }))}
              />
            )}
            <div className="mt-3 flex flex-wrap gap-x-6">
              {tasks.length > 0 ? (
                <Link
                  href={`${tabPath("coordinator-dashboard", "appointments")}?status=scheduled`}
                  className="coord-more"
                >
                  Manage scheduled appointments
                </Link>
              ) : null}
              <Link href={tabPath("coordinator-dashboard", "tasks")} className="coord-more">
                Open the booking request queue
              </Link>
            </div>
          </CardContent>
        </Card>

        <TodaySchedule
          rows={schedule.rows}
          total={schedule.total}
          showDoctor
          allHref={tabPath("coordinator-dashboard", "appointments")}
        />
      </div>
    </div>
  );
}
