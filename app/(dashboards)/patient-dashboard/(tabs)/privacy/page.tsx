import { areaViewer } from "@/lib/auth/viewer";
import { PrivacyTab } from "../../_components/privacy-tab";

export default async function PatientPrivacyPage() {
  const viewer = await areaViewer("patient-dashboard");
  if (!viewer) return null;
  return <PrivacyTab viewer={viewer} />;
}
