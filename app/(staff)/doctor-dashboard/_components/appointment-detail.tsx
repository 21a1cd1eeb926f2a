import { notFound } from "next/navigation";
import type { Viewer } from "@/lib/auth/viewer";
import { openAppointmentDetail } from "@/lib/queries/appointments";
import { AppointmentDetailView } from "@/components/dashboard/appointment-detail";
import { AppointmentSteps } from "./appointment-steps";

/** One of her appointments, opened: the details and the next steps (page and dialog alike). */
export async function DoctorAppointmentDetail({
  viewer,
  appointmentId,
}: {
  viewer: Viewer<"doctor">;
  appointmentId: string;
}) {
  const appointment = await openAppointmentDetail(viewer, appointmentId);
  if (!appointment) notFound();
  return (
    <div className="space-y-6">
      <AppointmentDetailView appointment={appointment} />
      <AppointmentSteps appointmentId={appointment.id} status={appointment.status} />
    </div>
  );
}
