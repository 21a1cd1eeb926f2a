import { areaViewer } from "@/lib/auth/viewer";
import { patientTabCopy } from "@/lib/i18n/patient-copy";
import { PatientTabCopy } from "@/components/patient/patient-copy";
import { ProfileTab } from "../../_components/profile-tab";

export default async function PatientProfilePage() {
  const viewer = await areaViewer("patient-dashboard");
  if (!viewer) return null;
  return (
    <PatientTabCopy copy={patientTabCopy(viewer.locale, ["profile"])}>
      <ProfileTab viewer={viewer} />
    </PatientTabCopy>
  );
}
