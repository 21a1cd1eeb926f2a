import { areaViewer } from "@/lib/auth/viewer";
import { ReportsTab } from "../../_components/reports-tab";

export default async function PatientReportsPage() {
  // Nothing is read yet, but the tab is hers alone: it shows only to the viewer this area admits.
  const viewer = await areaViewer("patient-dashboard");
  if (!viewer) return null;
  return <ReportsTab />;
}
