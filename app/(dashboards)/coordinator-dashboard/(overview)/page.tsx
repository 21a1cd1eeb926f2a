import { areaViewer } from "@/lib/auth/viewer";
import { OverviewTab } from "../_components/overview-tab";

/** Overview: the area's own address. */
export default async function CoordinatorOverviewPage() {
  const viewer = await areaViewer("coordinator-dashboard");
  if (!viewer) return null;
  return <OverviewTab viewer={viewer} now={new Date()} />;
}
