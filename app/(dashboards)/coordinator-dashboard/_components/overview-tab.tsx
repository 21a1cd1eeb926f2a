import Link from "next/link";
import { ClipboardCheck, Inbox } from "lucide-react";
import { dueInText } from "@/lib/appointments/status";
import { tabPath } from "@/lib/dashboards/routes";
import { formatIndiaDateTime } from "@/lib/india-time";
import { coordinatorOverview, priorityTasks, todaysSchedule } from "@/lib/queries/appointments";
import { newRequestsOverview } from "@/lib/queries/requests";
import { requestAge } from "@/lib/booking/request-queue";
import type { Viewer } from "@/lib/auth/viewer";
import { EmptyState } from "@/components/dashboard/empty-state";
import { StatGrid } from "@/components/dashboard/stat-tile";
import { TodaySchedule } from "@/components/dashboard/today-schedule";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PriorityList } from "./priority-list";
import { UrgencyBadge } from "./request-badges";

export async function OverviewTab({
  viewer,
  now,
}: {
  viewer: Viewer<"coordinator" | "owner">;
  now: Date;
}) {
  const [figures, tasks, schedule, requests] = await Promise.all([
    coordinatorOverview(viewer, now),
    priorityTasks(viewer, now),
    todaysSchedule(viewer, now),
    newRequestsOverview(viewer),
  ]);
  const queuePath = tabPath("coordinator-dashboard", "tasks");
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

      <Card className="gap-4">
        <CardHeader>
          <CardTitle asChild>
            <h3>New Requests</h3>
          </CardTitle>
          <CardDescription>
            {requests.waiting === 0
              ? "No booking request is waiting for a coordinator."
              : `${requests.waiting} waiting for a coordinator, ${requests.urgent} of them high or emergency urgency. Most urgent first.`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {requests.first.length === 0 ? (
            <EmptyState icon={Inbox} title="All requests are claimed">
              New bookings from the website appear here and in the queue as they arrive.
            </EmptyState>
          ) : (
            <ul className="divide-y" aria-label="New booking requests">
              {requests.first.map((request) => (
                <li key={request.id} className="coord-task">
                  <p>
                    <Link
                      href={`${queuePath}/${request.id}`}
                      className="font-medium underline-offset-4 hover:underline"
                    >
                      {request.name}
                    </Link>
                    <span>{`Received ${requestAge(request.createdAt, now)}`}</span>
                  </p>
                  <UrgencyBadge urgency={request.urgency} />
                </li>
              ))}
            </ul>
          )}
          <div className="mt-3">
            <Link href={queuePath} className="coord-more">
              Open the booking request queue
            </Link>
          </div>
        </CardContent>
      </Card>

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
