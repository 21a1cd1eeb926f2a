import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { privacyPath } from "@/lib/dashboards/routes";
import { parsePage } from "@/lib/validations/dashboard";
import type { SearchParams } from "@/lib/validations/search-params";
import { TabSuspense } from "@/components/dashboard/tab-suspense";
import { BreachesList, RecordBreachSection } from "../../_components/breaches-section";

export const metadata: Metadata = { title: "Breaches" };

/** The breach register: record one (which notifies each patient), and what became of each notice. */
export default async function AdminBreachesPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await areaViewer("admin-panel");
  if (!viewer) return null;
  const page = parsePage(await searchParams);
  return (
    <div className="grid gap-6">
      <RecordBreachSection />
      <TabSuspense query={page}>
        <BreachesList viewer={viewer} path={privacyPath("breaches")} page={page} />
      </TabSuspense>
    </div>
  );
}
