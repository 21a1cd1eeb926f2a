import { notFound } from "next/navigation";
import type { Viewer } from "@/lib/auth/viewer";
import { canReschedule, nextStatuses } from "@/lib/appointments/status";
import { clinicIn } from "@/lib/appointments/place";
import { indiaDateKey, indiaTimeKey } from "@/lib/india-time";
import { openAppointmentDetail } from "@/lib/queries/appointments";
import { AppointmentDetailView } from "@/components/dashboard/appointment-detail";
import { Separator } from "@/components/ui/separator";
import { ManageAppointment } from "./manage-appointment";

/**
 * One appointment she coordinates, opened (page and dialog alike): the details, then Manage's
 * three forms. Reassign reads the doctor list itself when it appears (lib/actions/doctors.ts).
 */
export async function CoordinatorAppointmentDetail({
  viewer,
  appointmentId,
  now,
}: {
  viewer: Viewer<"coordinator">;
  appointmentId: string;
  now: Date;
}) {
  const appointment = await openAppointmentDetail(viewer, appointmentId);
  if (!appointment) notFound();
  const movable = canReschedule(appointment.status);
  const date = indiaDateKey(appointment.appointmentDate);
  const time = indiaTimeKey(appointment.appointmentDate);
  return (
    <div className="space-y-6">
      <AppointmentDetailView appointment={appointment} showDoctor />
      <Separator />
      <ManageAppointment
        // A saved change comes back as new values: the forms start again from them.
        key={`${date}|${time}|${appointment.status}|${appointment.doctor.id}`}
        appointment={{
          id: appointment.id,
          date,
          time,
          status: appointment.status,
          nextStatuses: [...nextStatuses(appointment.status)],
          movable,
          doctorId: appointment.doctor.id,
          doctorName: appointment.doctor.name,
          clinic: clinicIn(appointment.place.clinic ?? "")?.id ?? null,
        }}
        today={indiaDateKey(now)}
      />
    </div>
  );
}
