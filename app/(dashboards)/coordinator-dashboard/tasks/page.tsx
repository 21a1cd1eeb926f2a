import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { tabPath } from "@/lib/dashboards/routes";
import { parseQueueParams } from "@/lib/validations/dashboard";
import type { SearchParams } from "@/lib/validations/search-params";
import { TabSuspense } from "@/components/dashboard/tab-suspense";
import { TasksTab } from "../_components/tasks-tab";

export const metadata: Metadata = { title: "Tasks" };

export default async function CoordinatorTasksPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await areaViewer("coordinator-dashboard");
  if (!viewer) return null;
  const { page, show } = parseQueueParams(await searchParams);
  const query = { page, show };
  return (
    <TabSuspense query={query}>
      <TasksTab
        viewer={viewer}
        now={new Date()}
        path={tabPath("coordinator-dashboard", "tasks")}
        query={query}
      />
    </TabSuspense>
  );
}
