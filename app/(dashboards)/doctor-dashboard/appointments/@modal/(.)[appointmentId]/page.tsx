import { areaViewer } from "@/lib/auth/viewer";
import { RouteDialog } from "@/components/dashboard/route-dialog";
import { DoctorAppointmentDetail } from "../../../_components/appointment-detail";

/** View Details over the list: the appointment's own address, shown as a dialog. */
export default async function AppointmentDialog({
  params,
}: {
  params: Promise<{ appointmentId: string }>;
}) {
  const viewer = await areaViewer("doctor-dashboard");
  if (!viewer) return null;
  const { appointmentId } = await params;
  return (
    <RouteDialog title="Appointment details">
      <DoctorAppointmentDetail viewer={viewer} appointmentId={appointmentId} />
    </RouteDialog>
  );
}
