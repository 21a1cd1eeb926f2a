import Link from "next/link";
import { notFound } from "next/navigation";
import { MessageSquare } from "lucide-react";
import { tabPath } from "@/lib/dashboards/routes";
import type { Viewer } from "@/lib/auth/viewer";
import { openAppointmentDetail } from "@/lib/queries/appointments";
import { AppointmentDetailView } from "@/components/dashboard/appointment-detail";
import { buttonVariants } from "@/components/ui/button";
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
      <AppointmentDetailView appointment={appointment} roomLink />
      <AppointmentSteps appointmentId={appointment.id} status={appointment.status} />
      <Link
        href={tabPath("doctor-dashboard", "messages", appointment.patient.id)}
        className={buttonVariants({ variant: "outline" })}
      >
        <MessageSquare aria-hidden="true" />
        Message patient
        <span className="sr-only">{` ${appointment.patient.name}`}</span>
      </Link>
    </div>
  );
}
