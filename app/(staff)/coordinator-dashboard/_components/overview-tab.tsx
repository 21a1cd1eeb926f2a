import Link from "next/link";
import { CalendarClock, CheckCircle2, ClipboardCheck, HeartHandshake, Siren } from "lucide-react";
import { dueInText } from "@/lib/appointments";
import { formatIndiaDateTime } from "@/lib/india-time";
import { coordinatorOverview, priorityTasks, todaysSchedule } from "@/lib/queries/appointments";
import type { Viewer } from "@/lib/auth/viewer";
import { EmptyState } from "@/components/dashboard/empty-state";
import { StatGrid } from "@/components/dashboard/stat-tile";
import { PriorityBadge } from "@/components/dashboard/status-badges";
import { TodaySchedule } from "@/components/dashboard/today-schedule";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export async function OverviewTab({
  viewer,
  now,
  path,
}: {
  viewer: Viewer;
  now: Date;
  path: string;
}) {
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
            icon: CalendarClock,
          },
          {
            label: "Completed Today",
            value: figures.completedTodayCount,
            caption: "Visits completed today",
            icon: CheckCircle2,
          },
          {
            label: "Active Patients",
            value: figures.activePatientCount,
            caption: "With an open appointment from today on",
            icon: HeartHandshake,
          },
          {
            label: "Urgent Tasks",
            value: figures.urgentTaskCount,
            caption: "Scheduled within the next 24 hours",
            icon: Siren,
          },
        ]}
      />

      <div className="grid gap-6 xl:grid-cols-2">
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
              <ul className="divide-y">
                {tasks.map((task) => (
                  <li
                    key={task.id}
                    className="flex flex-wrap items-center justify-between gap-2 py-2.5"
                  >
                    <div className="min-w-0">
                      <p className="font-medium">
                        {task.patient.name}{" "}
                        <span className="text-muted-foreground font-mono text-xs font-normal">
                          #{task.patient.shortId}
                        </span>
                      </p>
                      <p className="text-muted-foreground text-sm">
                        Dr. {task.doctor.name} · {formatIndiaDateTime(task.appointmentDate)}
                      </p>
                    </div>
                    <div className="flex items-center gap-2">
                      <span className="text-sm tabular-nums">{dueInText(task.hoursUntilDue)}</span>
                      <PriorityBadge priority={task.priority} />
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-3 flex flex-wrap gap-x-6">
              {tasks.length > 0 ? (
                <Link
                  href={`${path}?tab=appointments&status=scheduled`}
                  className="text-primary inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4"
                >
                  Manage scheduled appointments
                </Link>
              ) : null}
              <Link
                href={`${path}?tab=tasks`}
                className="text-primary inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4"
              >
                Open the booking request queue
              </Link>
            </div>
          </CardContent>
        </Card>

        <TodaySchedule
          rows={schedule.rows}
          total={schedule.total}
          showDoctor
          allHref={`${path}?tab=appointments`}
        />
      </div>
    </div>
  );
}
