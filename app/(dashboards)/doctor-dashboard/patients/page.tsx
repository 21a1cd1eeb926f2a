import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { tabPath } from "@/lib/dashboards/routes";
import { parsePage } from "@/lib/validations/dashboard";
import type { SearchParams } from "@/lib/validations/search-params";
import { TabSuspense } from "@/components/dashboard/tab-suspense";
import { PatientsTab } from "../_components/patients-tab";

export const metadata: Metadata = { title: "Patients" };

export default async function DoctorPatientsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await areaViewer("doctor-dashboard");
  if (!viewer) return null;
  const page = parsePage(await searchParams);
  return (
    <TabSuspense query={page}>
      <PatientsTab
        viewer={viewer}
        now={new Date()}
        path={tabPath("doctor-dashboard", "patients")}
        page={page}
      />
    </TabSuspense>
  );
}
