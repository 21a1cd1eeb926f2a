import { areaViewer } from "@/lib/auth/viewer";
import { OverviewTab } from "../_components/overview-tab";

/** Overview: the area's own address. */
export default async function AdminOverviewPage() {
  const viewer = await areaViewer("admin-panel");
  if (!viewer) return null;
  return <OverviewTab viewer={viewer} />;
}
