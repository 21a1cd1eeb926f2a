"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { Phone, RefreshCw, ServerCrash } from "lucide-react";
import { siteConfig } from "@/content/site";

/**
 * What every error boundary shows (error.tsx files): a calm sentence, a retry that asks the server
 * again (`reset()` alone would re-render the same failed answer), the clinic's phone, and the
 * error's reference so staff can find the server's log line. The error's own message is never
 * shown: in production the server withholds it, and it could name a patient.
 *
 * Every public page loads it (an error boundary is a client component), so it uses the button's
 * CSS classes directly rather than <Button>, whose class helpers would come with it (~9 kB gzip).
 */
export function ErrorNotice({
  error,
  reset,
  title = "We couldn’t load this page",
  children,
  headingLevel = 1,
  className,
}: {
  error: Error & { digest?: string };
  reset: () => void;
  title?: string;
  children?: React.ReactNode;
  headingLevel?: 1 | 2;
  className?: string;
}) {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  const Heading = headingLevel === 1 ? "h1" : "h2";

  return (
    <div
      role="alert"
      className={`bg-card rounded-xl border p-6 shadow-sm md:p-8 ${className ?? ""}`.trim()}
    >
      <div className="bg-destructive/10 text-destructive mb-4 flex size-12 items-center justify-center rounded-full">
        <ServerCrash aria-hidden="true" className="size-6" />
      </div>
      <Heading className="text-2xl font-bold tracking-tight text-balance">{title}</Heading>
      <div className="text-muted-foreground mt-3 space-y-2">
        {children ?? (
          <p>
            Something went wrong on our side. Nothing you shared with us is lost. Please try again
            in a minute.
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="button"
          data-slot="button"
          className="btn btn-default btn-md"
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
        </button>
        <a
          href={siteConfig.phone.href}
          className="text-primary inline-flex min-h-11 items-center gap-1.5 font-medium underline underline-offset-4"
        >
          <Phone aria-hidden="true" className="size-4" />
          Call us on {siteConfig.phone.display}
        </a>
      </div>
      {error.digest ? (
        <p className="text-muted-foreground mt-4 text-xs">Reference: {error.digest}</p>
      ) : null}
    </div>
  );
}
