import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { privacyPath } from "@/lib/dashboards/routes";
import type { SearchParams } from "@/lib/validations/search-params";
import { parseOutboxParams } from "@/lib/validations/privacy-admin";
import { TabSuspense } from "@/components/dashboard/tab-suspense";
import { OutboxSection } from "../../_components/outbox-section";

export const metadata: Metadata = { title: "Outbox" };

export default async function AdminOutboxPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await areaViewer("admin-panel");
  if (!viewer) return null;
  const params = parseOutboxParams(await searchParams);
  return (
    <TabSuspense query={params}>
      <OutboxSection viewer={viewer} path={privacyPath("outbox")} params={params} />
    </TabSuspense>
  );
}
