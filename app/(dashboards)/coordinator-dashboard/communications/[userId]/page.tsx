import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { tabPath } from "@/lib/dashboards/routes";
import { parseTimeWindow } from "@/lib/validations/dashboard";
import type { SearchParams } from "@/lib/validations/search-params";
import { ConversationPanel } from "@/components/messages/conversations-panel";

export const metadata: Metadata = { title: "Conversation" };

/**
 * One conversation at its own address, inside the tab (no dialog: she reads and writes here).
 * ConversationPanel answers "not found" for anyone she may neither read nor write to.
 */
export default async function CoordinatorConversationPage({
  params,
  searchParams,
}: {
  params: Promise<{ userId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await areaViewer("coordinator-dashboard");
  if (!viewer) return null;
  const { userId } = await params;
  return (
    <ConversationPanel
      viewer={viewer}
      path={tabPath("coordinator-dashboard", "communications")}
      withId={userId}
      window={parseTimeWindow(await searchParams)}
    />
  );
}
