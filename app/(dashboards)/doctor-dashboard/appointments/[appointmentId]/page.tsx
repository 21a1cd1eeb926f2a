import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { tabPath } from "@/lib/dashboards/routes";
import { DetailPage } from "@/components/dashboard/detail-page";
import { DoctorAppointmentDetail } from "../../_components/appointment-detail";

export const metadata: Metadata = { title: "Appointment details" };

/** An appointment's own address, opened afresh: its details as a page of their own. */
export default async function AppointmentPage({
  params,
}: {
  params: Promise<{ appointmentId: string }>;
}) {
  const viewer = await areaViewer("doctor-dashboard");
  if (!viewer) return null;
  const { appointmentId } = await params;
  return (
    <DetailPage
      title="Appointment details"
      backHref={tabPath("doctor-dashboard", "appointments")}
      backLabel="All appointments"
    >
      <DoctorAppointmentDetail viewer={viewer} appointmentId={appointmentId} />
    </DetailPage>
  );
}
