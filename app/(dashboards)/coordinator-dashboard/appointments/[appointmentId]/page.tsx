import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { tabPath } from "@/lib/dashboards/routes";
import { DetailPage } from "@/components/dashboard/detail-page";
import { CoordinatorAppointmentDetail } from "../../_components/appointment-detail";

export const metadata: Metadata = { title: "Manage appointment" };

/** An appointment's own address, opened afresh: its details and forms as a page of their own. */
export default async function AppointmentPage({
  params,
}: {
  params: Promise<{ appointmentId: string }>;
}) {
  const viewer = await areaViewer("coordinator-dashboard");
  if (!viewer) return null;
  const { appointmentId } = await params;
  return (
    <DetailPage
      title="Manage appointment"
      backHref={tabPath("coordinator-dashboard", "appointments")}
      backLabel="All appointments"
    >
      <CoordinatorAppointmentDetail
        viewer={viewer}
        appointmentId={appointmentId}
        now={new Date()}
      />
    </DetailPage>
  );
}
