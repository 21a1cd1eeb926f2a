import { areaViewer } from "@/lib/auth/viewer";
import { tabPath } from "@/lib/dashboards/routes";
import { patientCopy, patientTabCopy } from "@/lib/i18n/patient-copy";
import { parsePage } from "@/lib/validations/dashboard";
import type { SearchParams } from "@/lib/validations/search-params";
import { ConversationsPanel } from "@/components/messages/conversations-panel";
import { TabSuspense } from "@/components/dashboard/tab-suspense";
import { PatientTabCopy } from "@/components/patient/patient-copy";
import { QuickQuestion } from "../../_components/patient-actions";

/** Messages: her conversations with her coordinator and doctors; unread ones first. */
export default async function PatientMessagesPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await areaViewer("patient-dashboard");
  if (!viewer) return null;
  const page = parsePage(await searchParams);
  const t = patientCopy(viewer.locale).messages;
  return (
    <TabSuspense query={page}>
      <ConversationsPanel
        viewer={viewer}
        path={tabPath("patient-dashboard", "messages")}
        page={page}
        toolbar={
          <PatientTabCopy copy={patientTabCopy(viewer.locale, ["quickQuestion"])}>
            <QuickQuestion />
          </PatientTabCopy>
        }
        emptyText={t.emptyText}
        words={t.conversations}
        locale={viewer.locale}
      />
    </TabSuspense>
  );
}
