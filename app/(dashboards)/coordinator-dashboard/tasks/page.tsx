import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { tabPath } from "@/lib/dashboards/routes";
import { parseFailedMessagesPage, parseQueueParams } from "@/lib/validations/dashboard";
import type { SearchParams } from "@/lib/validations/search-params";
import { dashboardHref } from "@/components/dashboard/href";
import { TabSuspense } from "@/components/dashboard/tab-suspense";
import { TasksTab } from "../_components/tasks-tab";
import { UndeliveredMessages } from "../_components/undelivered-messages";

export const metadata: Metadata = { title: "Tasks" };

export default async function CoordinatorTasksPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await areaViewer("coordinator-dashboard");
  if (!viewer) return null;
  const params = await searchParams;
  const { page, show } = parseQueueParams(params);
  const failed = parseFailedMessagesPage(params);
  const query = { page, show };
  const path = tabPath("coordinator-dashboard", "tasks");
  // The failed messages' pages keep the queue's filter and page (the queue's own links start
  // the failed list again from its first page).
  const queue = { show: show === "all" ? undefined : show, page };
  return (
    <TabSuspense query={{ ...query, failed }}>
      <div className="space-y-8">
        <UndeliveredMessages
          viewer={viewer}
          page={failed}
          basePath={path}
          hrefFor={(n) => dashboardHref(path, queue, { failed: n === 1 ? undefined : n })}
        />
        <TasksTab viewer={viewer} now={new Date()} path={path} query={query} />
      </div>
    </TabSuspense>
  );
}
