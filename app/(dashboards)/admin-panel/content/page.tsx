import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { tabPath } from "@/lib/dashboards/routes";
import { parsePage } from "@/lib/validations/dashboard";
import type { SearchParams } from "@/lib/validations/search-params";
import { TabSuspense } from "@/components/dashboard/tab-suspense";
import { ContentTab } from "../_components/content-tab";

export const metadata: Metadata = { title: "Content" };

export default async function AdminContentPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await areaViewer("admin-panel");
  if (!viewer) return null;
  const page = parsePage(await searchParams);
  return (
    <TabSuspense query={page}>
      <ContentTab viewer={viewer} path={tabPath("admin-panel", "content")} page={page} />
    </TabSuspense>
  );
}
