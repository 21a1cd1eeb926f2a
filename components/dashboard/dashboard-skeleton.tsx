import { Skeleton } from "@/components/ui/skeleton";

/** A tab's content while it loads: tiles and rows in the shape of what is coming. */
export function TabSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">Loading…</span>
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4 xl:gap-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
      <div className="bg-card space-y-3 rounded-xl border p-4">
        <Skeleton className="h-5 w-40" />
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    </div>
  );
}

/** The whole dashboard while the page itself loads. No heading: the page brings its own h1. */
export function DashboardSkeleton() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 lg:py-8">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="mt-2 h-6 w-80 max-w-full" />
      <div className="mt-6 xl:grid xl:grid-cols-[12rem_minmax(0,1fr)] xl:gap-8">
        <div className="mb-6 flex gap-2 xl:mb-0 xl:flex-col">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-11 w-28 xl:w-full" />
          ))}
        </div>
        <TabSkeleton />
      </div>
    </div>
  );
}
