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
