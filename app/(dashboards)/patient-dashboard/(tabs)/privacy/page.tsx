import { areaViewer } from "@/lib/auth/viewer";
import { parseTimeWindow } from "@/lib/validations/dashboard";
import type { SearchParams } from "@/lib/validations/search-params";
import { PrivacyTab } from "../../_components/privacy-tab";

export default async function PatientPrivacyPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await areaViewer("patient-dashboard");
  if (!viewer) return null;
  return <PrivacyTab viewer={viewer} window={parseTimeWindow(await searchParams)} />;
}
