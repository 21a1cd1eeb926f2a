import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { tabPath } from "@/lib/dashboards/routes";
import { parsePage } from "@/lib/validations/dashboard";
import type { SearchParams } from "@/lib/validations/search-params";
import { TabSuspense } from "@/components/dashboard/tab-suspense";
import { ConversationsPanel } from "@/components/messages/conversations-panel";

export const metadata: Metadata = { title: "Communications" };

/** Her conversations with patients and doctors; each opens at its own address below this one. */
export default async function CoordinatorCommunicationsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await areaViewer("coordinator-dashboard");
  if (!viewer) return null;
  const page = parsePage(await searchParams);
  return (
    <TabSuspense query={page}>
      <ConversationsPanel
        viewer={viewer}
        path={tabPath("coordinator-dashboard", "communications")}
        page={page}
        emptyText="Your conversations with patients and doctors appear here. Open a patient's request or appointment to write to her."
      />
    </TabSuspense>
  );
}
