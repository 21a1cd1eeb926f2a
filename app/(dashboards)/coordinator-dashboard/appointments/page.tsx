import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { tabPath } from "@/lib/dashboards/routes";
import { parseAppointmentListParams } from "@/lib/validations/dashboard";
import type { SearchParams } from "@/lib/validations/search-params";
import { TabSuspense } from "@/components/dashboard/tab-suspense";
import { AppointmentsTab } from "../_components/appointments-tab";

export const metadata: Metadata = { title: "Appointments" };

export default async function CoordinatorAppointmentsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await areaViewer("coordinator-dashboard");
  if (!viewer) return null;
  const params = parseAppointmentListParams(await searchParams, "upcoming");
  return (
    <TabSuspense query={params}>
      <AppointmentsTab
        viewer={viewer}
        now={new Date()}
        path={tabPath("coordinator-dashboard", "appointments")}
        params={params}
      />
    </TabSuspense>
  );
}
