"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { RefreshCw, ServerCrash } from "lucide-react";
import { siteConfig } from "@/content/site";
import { Button } from "@/components/ui/button";

/**
 * A signed-in area that could not be loaded (most often: the database is briefly away). Says so,
 * says nothing was lost, and offers a retry that asks the server again: `reset()` alone would
 * re-render the same failed server answer.
 */
export function DashboardError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();

  return (
    <div className="mx-auto max-w-xl px-4 py-12 md:py-16">
      <div role="alert" className="bg-card rounded-xl border p-6 shadow-sm md:p-8">
        <div className="bg-destructive/10 text-destructive mb-4 flex size-12 items-center justify-center rounded-full">
          <ServerCrash aria-hidden="true" className="size-6" />
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-balance">
          We couldn&apos;t load this page
        </h1>
        <p className="text-muted-foreground mt-3">
          Our records system did not answer just now. Nothing you saved is lost. Please try again in
          a minute; for anything urgent call {siteConfig.phone.display}.
        </p>
        <Button
          className="mt-6"
          disabled={retrying}
          onClick={() =>
            startRetry(() => {
              router.refresh();
              reset();
            })
          }
        >
          <RefreshCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
          {retrying ? "Trying again…" : "Try again"}
        </Button>
        {error.digest ? (
          <p className="text-muted-foreground mt-4 text-xs">Reference: {error.digest}</p>
        ) : null}
      </div>
    </div>
  );
}
