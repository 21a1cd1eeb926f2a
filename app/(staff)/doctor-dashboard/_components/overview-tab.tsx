import Link from "next/link";
import { CalendarDays, Mail, MailCheck, Star, Users } from "lucide-react";
import { formatIndiaDateTime } from "@/lib/india-time";
import { doctorOverview, todaysSchedule } from "@/lib/queries/appointments";
import { priorityMessages } from "@/lib/queries/messages";
import type { Viewer } from "@/lib/auth/viewer";
import { EmptyState } from "@/components/dashboard/empty-state";
import { StatGrid } from "@/components/dashboard/stat-tile";
import { TodaySchedule } from "@/components/dashboard/today-schedule";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** The spec's fixed satisfaction rating (§9): shown as what it is, not as a measurement. */
const SATISFACTION_RATING = "4.9";

export async function OverviewTab({
  viewer,
  now,
  path,
}: {
  viewer: Viewer;
  now: Date;
  path: string;
}) {
  const [figures, schedule, messages] = await Promise.all([
    doctorOverview(viewer, now),
    todaysSchedule(viewer, now),
    priorityMessages(viewer),
  ]);
  return (
    <div className="space-y-6">
      <StatGrid
        stats={[
          {
            label: "Today's Appointments",
            value: figures.todayCount,
            caption: "Booked for today, not cancelled",
            icon: CalendarDays,
          },
          {
            label: "Pending Messages",
            value: figures.unreadCount,
            caption: "Unread in your inbox",
            icon: Mail,
          },
          {
            label: "Total Patients",
            value: figures.patientCount,
            caption: "Women with an appointment with you",
            icon: Users,
          },
          {
            label: "Satisfaction",
            value: SATISFACTION_RATING,
            caption: "Fixed clinic-wide figure, not yet measured per doctor",
            icon: Star,
          },
        ]}
      />

      <div className="grid gap-6 xl:grid-cols-2">
        <TodaySchedule
          rows={schedule.rows}
          total={schedule.total}
          allHref={`${path}?tab=appointments`}
        />

        <Card className="gap-4">
          <CardHeader>
            <CardTitle asChild>
              <h3>Priority Messages</h3>
            </CardTitle>
            <CardDescription>Up to five unread messages, urgent ones first.</CardDescription>
          </CardHeader>
          <CardContent>
            {messages.length === 0 ? (
              <EmptyState icon={MailCheck} title="No unread messages">
                New messages from patients and the care team will appear here.
              </EmptyState>
            ) : (
              <ul className="space-y-2">
                {messages.map((message) => (
                  <li
                    key={message.id}
                    className={cn(
                      "rounded-lg border p-3",
                      message.isUrgent && "border-destructive/40 bg-destructive/5",
                    )}
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="font-medium">
                        {message.subject ?? "(no subject)"}
                        {message.isUrgent ? (
                          <Badge variant="destructive" className="ml-2 align-middle">
                            Urgent
                          </Badge>
                        ) : null}
                      </p>
                      <span className="text-muted-foreground text-xs">
                        {formatIndiaDateTime(message.createdAt)}
                      </span>
                    </div>
                    <p className="text-muted-foreground mt-1 line-clamp-2 text-sm">
                      From {message.sender.name}: {message.body}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            {messages.length > 0 ? (
              <Link
                href={`${path}?tab=messages`}
                className="text-primary mt-3 inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4"
              >
                Open your messages to read and reply
              </Link>
            ) : null}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
