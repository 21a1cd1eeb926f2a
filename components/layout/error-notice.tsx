"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { clinicPhone } from "@/content/contact";

/**
 * What every error boundary shows (error.tsx files): a calm sentence, a retry that asks the server
 * again (`reset()` alone would re-render the same failed answer), the clinic's phone, and the
 * error's reference so staff can find the server's log line. The error's own message is never
 * shown: in production the server withholds it, and it could name a patient.
 *
 * Every public page loads it (an error boundary is a client component), so it uses the button's
 * CSS classes directly rather than <Button>, whose class helpers would come with it (~9 kB gzip),
 * and draws its three icons (lucide's server-crash, refresh-cw and phone) itself, without the icon
 * library's runtime.
 */

const icons = {
  serverCrash: [
    "M6 10H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2",
    "M6 14H4a2 2 0 0 0-2 2v4a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-4a2 2 0 0 0-2-2h-2",
    "M6 6h.01",
    "M6 18h.01",
    "m13 6-4 6h6l-4 6",
  ],
  refresh: [
    "M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8",
    "M21 3v5h-5",
    "M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16",
    "M8 16H3v5",
  ],
  phone: [
    "M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384",
  ],
} as const;

function Icon({ name, className }: { name: keyof typeof icons; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {icons[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/**
 * The notice's own words, in the screen's language. Passed in, never defaulted here: every public
 * page loads this file, and the dashboards' English would come with it.
 */
export type ErrorNoticeWords = {
  retry: string;
  retrying: string;
  /** Followed by the clinic's number. */
  callUs: string;
  /** Followed by the error's reference. */
  reference: string;
};

export function ErrorNotice({
  error,
  reset,
  title,
  children,
  headingLevel = 1,
  className,
  words,
}: {
  error: Error & { digest?: string };
  reset: () => void;
  title: string;
  /** What happened, in a sentence or two. */
  children: React.ReactNode;
  headingLevel?: 1 | 2;
  className?: string;
  words: ErrorNoticeWords;
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
        <Icon name="serverCrash" className="size-6" />
      </div>
      <Heading className="text-2xl font-bold tracking-tight text-balance">{title}</Heading>
      <div className="text-muted-foreground mt-3 space-y-2">{children}</div>
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
          <Icon name="refresh" className={retrying ? "size-4 animate-spin" : "size-4"} />
          {retrying ? words.retrying : words.retry}
        </button>
        <a
          href={clinicPhone.href}
          className="text-primary inline-flex min-h-11 items-center gap-1.5 font-medium underline underline-offset-4"
        >
          <Icon name="phone" className="size-4" />
          {words.callUs}
          {clinicPhone.display}
        </a>
      </div>
      {error.digest ? (
        <p className="text-muted-foreground mt-4 text-xs">
          {words.reference}
          {error.digest}
        </p>
      ) : null}
    </div>
  );
}
