import Link from "next/link";
import { MailCheck } from "lucide-react";
import { tabPath } from "@/lib/dashboards/routes";
import { formatIndiaDateTime } from "@/lib/india-time";
import { doctorOverview, todaysSchedule } from "@/lib/queries/appointments";
import { priorityMessages } from "@/lib/queries/messages";
import type { Viewer } from "@/lib/auth/viewer";
import { EmptyState } from "@/components/dashboard/empty-state";
import { StatGrid } from "@/components/dashboard/stat-tile";
import { TodaySchedule } from "@/components/dashboard/today-schedule";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The clinic's published satisfaction rating: shown as what it is, not as a measurement. */
const SATISFACTION_RATING = "4.9";

/** Two lines show of a message here; the rest waits in Messages rather than in this page. */
const PREVIEW_LENGTH = 160;

function preview(body: string): string {
  return body.length > PREVIEW_LENGTH ? `${body.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : body;
}

export async function OverviewTab({ viewer, now }: { viewer: Viewer; now: Date }) {
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
            icon: "calendar-days",
          },
          {
            label: "Pending Messages",
            value: figures.unreadCount,
            caption: "Unread in your inbox",
            icon: "mail",
          },
          {
            label: "Total Patients",
            value: figures.patientCount,
            caption: "Women with an appointment with you",
            icon: "users",
          },
          {
            label: "Satisfaction",
            value: SATISFACTION_RATING,
            caption: "Fixed clinic-wide figure, not yet measured per doctor",
            icon: "star",
          },
        ]}
      />

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <TodaySchedule
          rows={schedule.rows}
          total={schedule.total}
          roomLinks
          allHref={tabPath("doctor-dashboard", "appointments")}
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
                {messages.map((message, index) => (
                  // Short classes from app/globals.css (.dp-note): this markup travels twice.
                  <li key={index} className={message.isUrgent ? "dp-note dp-urgent" : "dp-note"}>
                    <div>
                      <b>
                        {`${message.subject ?? "(no subject)"} `}
                        {message.isUrgent ? (
                          <span className="badge badge-destructive">Urgent</span>
                        ) : null}
                      </b>
                      <small>{formatIndiaDateTime(message.createdAt)}</small>
                    </div>
                    <p>{`From ${message.sender.name}: ${preview(message.body)}`}</p>
                  </li>
                ))}
              </ul>
            )}
            {messages.length > 0 ? (
              <Link href={tabPath("doctor-dashboard", "messages")} className="dp-more">
                Open your messages to read and reply
              </Link>
            ) : null}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
