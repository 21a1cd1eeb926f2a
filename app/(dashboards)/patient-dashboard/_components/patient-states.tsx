"use client";

import { areas } from "@/lib/auth/permissions";
import { AreaLoading } from "@/components/auth/area-loading";
import { DashboardError, TabError } from "@/components/dashboard/dashboard-error";
import { TabSkeleton } from "@/components/dashboard/dashboard-skeleton";
import { TabNotFound } from "@/components/dashboard/tab-not-found";
import { usePatientCopy } from "@/components/patient/patient-copy";

/*
 * What her dashboard shows while a tab loads, when it fails and when a detail is not there: the
 * dashboards' shared states, in her language. Client components, so each loading, error and
 * not-found file below this area carries a reference to one of them (their words come from the
 * area layout's provider), not their markup.
 */

type ErrorProps = { error: Error & { digest?: string }; reset: () => void };

/** A tab that could not be loaded (every tab's error.tsx). */
export function PatientTabError(props: ErrorProps) {
  const { shell } = usePatientCopy();
  return <TabError {...props} words={shell.error} />;
}

/** A page of her area that could not be loaded at all (her dashboard's frame, her data page). */
export function PatientPageError(props: ErrorProps) {
  const { shell } = usePatientCopy();
  return <DashboardError {...props} words={shell.error} />;
}

/** A tab's loading state (every tab's loading.tsx). */
export function PatientTabSkeleton() {
  return <TabSkeleton label={usePatientCopy().shell.loading} />;
}

/** A page of her own outside the tabs (her printable data) while it loads. */
export function PatientAreaLoading() {
  return <AreaLoading label={usePatientCopy().shell.loading} />;
}

/** A detail that is not hers or not there, inside her dashboard. */
export function PatientTabNotFound() {
  const { shell } = usePatientCopy();
  return (
    <TabNotFound
      backHref={areas["patient-dashboard"].path}
      backLabel={shell.notFound.back}
      words={shell.notFound}
    />
  );
}
