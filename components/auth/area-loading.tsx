"use client";

import { Spinner } from "@/components/ui/spinner";

/**
 * The guard's loading state: a spinner, named for screen readers. A client component, so
 * every page's payload carries a reference to it rather than its markup.
 */
export function AreaLoading({ label = "Loading…" }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4 py-16">
      <Spinner label={label} className="text-primary size-10" />
    </div>
  );
}
