import { areaViewer } from "@/lib/auth/viewer";
import { parseTimeWindow } from "@/lib/validations/dashboard";
import type { SearchParams } from "@/lib/validations/search-params";
import { patientTabCopy } from "@/lib/i18n/patient-copy";
import { PatientTabCopy } from "@/components/patient/patient-copy";
import { PrivacyTab } from "../../_components/privacy-tab";

export default async function PatientPrivacyPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await areaViewer("patient-dashboard");
  if (!viewer) return null;
  return (
    <PatientTabCopy copy={patientTabCopy(viewer.locale, ["privacy"])}>
      <PrivacyTab viewer={viewer} window={parseTimeWindow(await searchParams)} />
    </PatientTabCopy>
  );
}
