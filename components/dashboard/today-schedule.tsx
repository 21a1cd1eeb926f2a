import { CalendarCheck } from "lucide-react";
import { formatIndiaTime } from "@/lib/india-time";
import { visitPath } from "@/lib/video/visit";
import type { AppointmentView } from "@/lib/queries/appointments";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/dashboard/empty-state";
import { ScheduleList } from "@/components/dashboard/schedule-list";

/**
 * Today's schedule (India's calendar day), earliest first. Each patient shows as the first 8
 * characters of her id, as the spec lists them, with her name beside it for the staff caring for
 * her (these lists are only ever shown to her own doctor, coordinator or the owner). A video visit
 * says when she is waiting or in the call; `roomLinks` (her doctor's schedule) adds the way in.
 */
export function TodaySchedule({
  rows,
  total,
  showDoctor = false,
  roomLinks = false,
  allHref,
}: {
  rows: AppointmentView[];
  total: number;
  showDoctor?: boolean;
  roomLinks?: boolean;
  allHref: string;
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h3>Today&apos;s Schedule</h3>
        </CardTitle>
        <CardDescription>
          {total === 0
            ? "Nothing booked for today."
            : `${total} appointment${total === 1 ? "" : "s"} today, in India time.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <EmptyState icon={CalendarCheck} title="No appointments today">
            Upcoming appointments are in the{" "}
            <a href={allHref} className="text-primary underline underline-offset-4">
              Appointments
            </a>{" "}
            tab.
          </EmptyState>
        ) : (
          <ScheduleList
            rows={rows.map((row) => ({
              time: formatIndiaTime(row.appointmentDate),
              patient: row.patient.name,
              patientShortId: row.patient.shortId,
              type: row.type,
              contact: row.contact,
              status: row.status,
              ...(showDoctor ? { doctor: row.doctor.name } : {}),
              ...(row.visit?.activity ? { activity: row.visit.activity } : {}),
              ...(roomLinks && row.visit?.joinable ? { room: visitPath(row.id) } : {}),
            }))}
          />
        )}
        {total > rows.length ? (
          <p className="text-muted-foreground pt-3 text-sm">
            And {total - rows.length} more:{" "}
            <a href={allHref} className="text-primary underline underline-offset-4">
              see all in Appointments
            </a>
            .
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
