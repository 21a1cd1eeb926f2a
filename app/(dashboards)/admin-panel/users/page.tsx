import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { tabPath } from "@/lib/dashboards/routes";
import { parseUserListParams } from "@/lib/validations/dashboard";
import type { SearchParams } from "@/lib/validations/search-params";
import { TabSuspense } from "@/components/dashboard/tab-suspense";
import { UsersTab } from "../_components/users-tab";

export const metadata: Metadata = { title: "Users" };

export default async function AdminUsersPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await areaViewer("admin-panel");
  if (!viewer) return null;
  const params = parseUserListParams(await searchParams);
  return (
    <TabSuspense query={params}>
      <UsersTab viewer={viewer} path={tabPath("admin-panel", "users")} params={params} />
    </TabSuspense>
  );
}
