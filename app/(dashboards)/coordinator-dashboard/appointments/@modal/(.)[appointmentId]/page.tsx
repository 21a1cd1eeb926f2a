import { areaViewer } from "@/lib/auth/viewer";
import { RouteDialog } from "@/components/dashboard/route-dialog";
import { CoordinatorAppointmentDetail } from "../../../_components/appointment-detail";

/** Manage over the list: the appointment's own address, shown as a dialog. */
export default async function AppointmentDialog({
  params,
}: {
  params: Promise<{ appointmentId: string }>;
}) {
  const viewer = await areaViewer("coordinator-dashboard");
  if (!viewer) return null;
  const { appointmentId } = await params;
  return (
    <RouteDialog title="Manage appointment" className="sm:max-w-xl">
      <CoordinatorAppointmentDetail
        viewer={viewer}
        appointmentId={appointmentId}
        now={new Date()}
      />
    </RouteDialog>
  );
}
