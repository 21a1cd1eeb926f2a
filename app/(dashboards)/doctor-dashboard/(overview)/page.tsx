import { areaViewer } from "@/lib/auth/viewer";
import { DoctorHoursCard } from "@/components/dashboard/doctor-hours-card";
import { OverviewTab } from "../_components/overview-tab";

/** Overview: the area's own address. */
export default async function DoctorOverviewPage() {
  const viewer = await areaViewer("doctor-dashboard");
  if (!viewer) return null;
  const now = new Date();
  return (
    <div className="space-y-6">
      <OverviewTab viewer={viewer} now={now} />
      <DoctorHoursCard viewer={viewer} doctorId={viewer.id} now={now} />
    </div>
  );
}
