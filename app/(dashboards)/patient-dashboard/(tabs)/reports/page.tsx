import { areaViewer } from "@/lib/auth/viewer";
import { ReportsTab } from "../../_components/reports-tab";

export default async function PatientReportsPage() {
  const viewer = await areaViewer("patient-dashboard");
  if (!viewer) return null;
  return <ReportsTab viewer={viewer} />;
}
