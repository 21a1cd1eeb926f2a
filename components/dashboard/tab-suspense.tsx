import { Suspense } from "react";
import { TabSkeleton } from "@/components/dashboard/dashboard-skeleton";

/**
 * A list whose query changed (another page, a filter) shows the skeleton while the new rows load,
 * instead of the old rows: the tab's loading.tsx covers moving between tabs, but Next keeps a
 * segment's boundary when only its query string changes. Keying the boundary by the query makes
 * each query a boundary of its own.
 */
export function TabSuspense({
  query,
  label,
  children,
}: {
  query: unknown;
  /** The skeleton's name for screen readers, in the reader's language ("Loading…" by default). */
  label?: string;
  children: React.ReactNode;
}) {
  return (
    <Suspense key={JSON.stringify(query)} fallback={<TabSkeleton label={label} />}>
      {children}
    </Suspense>
  );
}
