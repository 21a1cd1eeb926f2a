import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { privacyPath } from "@/lib/dashboards/routes";
import type { SearchParams } from "@/lib/validations/search-params";
import { parseAccessLogParams } from "@/lib/validations/privacy-admin";
import { TabSuspense } from "@/components/dashboard/tab-suspense";
import { AccessLogSection } from "../_components/access-log-section";

export const metadata: Metadata = { title: "Access log" };

/** The Privacy tab's own address: the access log. */
export default async function AdminAccessLogPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await areaViewer("admin-panel");
  if (!viewer) return null;
  const params = parseAccessLogParams(await searchParams);
  return (
    <TabSuspense query={params}>
      <AccessLogSection viewer={viewer} path={privacyPath("log")} params={params} />
    </TabSuspense>
  );
}
