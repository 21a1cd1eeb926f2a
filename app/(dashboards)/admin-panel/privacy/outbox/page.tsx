import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { privacyPath } from "@/lib/dashboards/routes";
import type { SearchParams } from "@/lib/validations/search-params";
import {
  parseOutboxChannel,
  parseOutboxParams,
  parseTextOutboxParams,
} from "@/lib/validations/privacy-admin";
import { TabSuspense } from "@/components/dashboard/tab-suspense";
import { OutboxSection } from "../../_components/outbox-section";
import { TextOutboxSection } from "../../_components/text-outbox-section";

export const metadata: Metadata = { title: "Outbox" };

/** The outbox, one channel at a time: e-mail at its own address, `?channel=sms` or `whatsapp`. */
export default async function AdminOutboxPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await areaViewer("admin-panel");
  if (!viewer) return null;
  const search = await searchParams;
  const channel = parseOutboxChannel(search);
  const path = privacyPath("outbox");
  if (channel === "email") {
    const params = parseOutboxParams(search);
    return (
      <TabSuspense query={params}>
        <OutboxSection viewer={viewer} path={path} params={params} />
      </TabSuspense>
    );
  }
  const params = parseTextOutboxParams(search, channel);
  return (
    <TabSuspense query={params}>
      <TextOutboxSection viewer={viewer} path={path} params={params} />
    </TabSuspense>
  );
}
