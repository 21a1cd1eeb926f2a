import { areaViewer } from "@/lib/auth/viewer";
import { ProfileTab } from "../../_components/profile-tab";

export default async function PatientProfilePage() {
  const viewer = await areaViewer("patient-dashboard");
  if (!viewer) return null;
  return <ProfileTab viewer={viewer} />;
}
