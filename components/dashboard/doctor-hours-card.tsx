import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { formatIndiaDateTime, indiaDateKey } from "@/lib/india-time";
import { doctorSchedule } from "@/lib/queries/availability";
import { HoursEditor } from "@/components/dashboard/hours-editor";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** A doctor's hours and time off, read for her (or the owner) and edited in place. */
export async function DoctorHoursCard({
  viewer,
  doctorId,
  now,
}: {
  viewer: Viewer<"doctor" | "owner">;
  doctorId: string;
  now: Date;
}) {
  const schedule = await doctorSchedule(viewer, doctorId, now);
  if (!schedule) return null;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h3>{viewer.id === doctorId ? "My working hours" : "Working hours"}</h3>
        </CardTitle>
        <CardDescription>
          The times the care team can book. Visits already booked stay as they are: time off over
          one is refused until the care team moves it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <HoursEditor
          doctorId={schedule.doctor.id}
          hours={schedule.hours}
          usesDefault={schedule.usesDefault}
          timeOff={schedule.timeOff.map((off) => ({
            id: off.id,
            from: formatIndiaDateTime(off.startsAt),
            to: formatIndiaDateTime(off.endsAt),
            note: off.note,
          }))}
          today={indiaDateKey(now)}
        />
      </CardContent>
    </Card>
  );
}
