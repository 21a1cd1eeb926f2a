import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { tabPath } from "@/lib/dashboards/routes";
import { parsePage } from "@/lib/validations/dashboard";
import type { SearchParams } from "@/lib/validations/search-params";
import { TabSuspense } from "@/components/dashboard/tab-suspense";
import { MessagesTab } from "../_components/messages-tab";

export const metadata: Metadata = { title: "Messages" };

export default async function DoctorMessagesPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await areaViewer("doctor-dashboard");
  if (!viewer) return null;
  const page = parsePage(await searchParams);
  return (
    <TabSuspense query={page}>
      <MessagesTab viewer={viewer} path={tabPath("doctor-dashboard", "messages")} page={page} />
    </TabSuspense>
  );
}
