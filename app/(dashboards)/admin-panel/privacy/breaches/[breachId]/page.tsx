import type { Metadata } from "next";
import Link from "next/link";
import { areaViewer } from "@/lib/auth/viewer";
import { privacyPath } from "@/lib/dashboards/routes";
import { parsePage } from "@/lib/validations/dashboard";
import type { SearchParams } from "@/lib/validations/search-params";
import { TabSuspense } from "@/components/dashboard/tab-suspense";
import { BreachNoticesSection } from "../../../_components/breaches-section";

export const metadata: Metadata = { title: "Breach notices" };

/**
 * One breach at its own address, where the register's "Patients affected" leads: whom it
 * affected and what became of each notice, a page at a time (the register shows only the counts).
 */
export default async function AdminBreachNoticesPage({
  params,
  searchParams,
}: {
  params: Promise<{ breachId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await areaViewer("admin-panel");
  if (!viewer) return null;
  const { breachId } = await params;
  const page = parsePage(await searchParams);
  const register = privacyPath("breaches");
  return (
    <div className="grid gap-4">
      <Link
        href={register}
        className="text-primary inline-flex min-h-11 items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
      >
        <span aria-hidden="true" className="dash-icon dash-icon-arrow-left" />
        All breaches
      </Link>
      <TabSuspense query={page}>
        <BreachNoticesSection
          viewer={viewer}
          path={`${register}/${encodeURIComponent(breachId)}`}
          breachId={breachId}
          page={page}
        />
      </TabSuspense>
    </div>
  );
}
