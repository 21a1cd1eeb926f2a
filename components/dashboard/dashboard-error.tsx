"use client";

import { dashboardError } from "@/content/dashboard-error";
import { ErrorNotice, type ErrorNoticeWords } from "@/components/layout/error-notice";

type ErrorProps = { error: Error & { digest?: string }; reset: () => void };

/** The notice's words in the reader's language (a patient's Hindi dashboard); English by default. */
export type DashboardErrorWords = ErrorNoticeWords & {
  /** A tab's heading. */
  tabTitle: string;
  /** A whole page's heading. */
  pageTitle: string;
  message: string;
};

/**
 * A signed-in area that could not be loaded at all (its layout failed, most often because the
 * database is briefly away): the whole page is this notice.
 */
export function DashboardError({
  words = dashboardError,
  ...props
}: ErrorProps & { words?: DashboardErrorWords }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 md:py-16">
      <ErrorNotice {...props} title={words.pageTitle} words={words}>
        <p>{words.message}</p>
      </ErrorNotice>
    </div>
  );
}

/**
 * One tab that could not be loaded: the area's title and tabs stay, so she can try again or go
 * to another tab. Every tab's error.tsx is this.
 */
export function TabError({
  words = dashboardError,
  ...props
}: ErrorProps & { words?: DashboardErrorWords }) {
  return (
    <ErrorNotice {...props} headingLevel={2} title={words.tabTitle} words={words}>
      <p>{words.message}</p>
    </ErrorNotice>
  );
}
