"use client";

import { ErrorNotice } from "@/components/layout/error-notice";

type ErrorProps = { error: Error & { digest?: string }; reset: () => void };

const message = (
  <p>
    Our records system did not answer just now. Nothing you saved is lost. Please try again in a
    minute; for anything urgent, call the clinic.
  </p>
);

/**
 * A signed-in area that could not be loaded at all (its layout failed, most often because the
 * database is briefly away): the whole page is this notice.
 */
export function DashboardError(props: ErrorProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 md:py-16">
      <ErrorNotice {...props}>{message}</ErrorNotice>
    </div>
  );
}

/**
 * One tab that could not be loaded: the area's title and tabs stay, so she can try again or go
 * to another tab. Every tab's error.tsx is this.
 */
export function TabError(props: ErrorProps) {
  return (
    <ErrorNotice {...props} headingLevel={2} title="This section couldn’t be loaded">
      {message}
    </ErrorNotice>
  );
}
