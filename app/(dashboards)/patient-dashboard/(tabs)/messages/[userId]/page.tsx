import { areaViewer } from "@/lib/auth/viewer";
import { tabPath } from "@/lib/dashboards/routes";
import { parseTimeWindow } from "@/lib/validations/dashboard";
import type { SearchParams } from "@/lib/validations/search-params";
import { patientCopy } from "@/lib/i18n/patient-copy";
import { ConversationPanel } from "@/components/messages/conversations-panel";

/**
 * One conversation at its own address, as a page in place of the list. Someone she has neither
 * written with nor may write to is not found (ConversationPanel decides).
 */
export default async function PatientConversationPage({
  params,
  searchParams,
}: {
  params: Promise<{ userId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await areaViewer("patient-dashboard");
  if (!viewer) return null;
  const { userId } = await params;
  return (
    <ConversationPanel
      viewer={viewer}
      path={tabPath("patient-dashboard", "messages")}
      withId={userId}
      window={parseTimeWindow(await searchParams)}
      words={patientCopy(viewer.locale).messages.conversations}
      locale={viewer.locale}
    />
  );
}
