import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { tabPath } from "@/lib/dashboards/routes";
import { parseTimeWindow } from "@/lib/validations/dashboard";
import type { SearchParams } from "@/lib/validations/search-params";
import { ConversationPanel } from "@/components/messages/conversations-panel";

export const metadata: Metadata = { title: "Conversation" };

/**
 * One conversation with a patient or a colleague, where 'Message patient' and an inbox message's
 * 'Open conversation' lead. ConversationPanel answers "not found" for anyone she may neither read
 * nor write to, and writes a patient's conversation to that patient's access log.
 */
export default async function DoctorConversationPage({
  params,
  searchParams,
}: {
  params: Promise<{ userId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await areaViewer("doctor-dashboard");
  if (!viewer) return null;
  const { userId } = await params;
  return (
    <ConversationPanel
      viewer={viewer}
      path={tabPath("doctor-dashboard", "messages")}
      withId={userId}
      window={parseTimeWindow(await searchParams)}
    />
  );
}
