import { ShieldCheck } from "lucide-react";
import { formatIndiaDateTime } from "@/lib/india-time";
import { BREACH_PATIENT_LIMIT, breachesPage, type BreachRow } from "@/lib/queries/privacy-admin";
import type { Viewer } from "@/lib/auth/viewer";
import { EmptyState } from "@/components/dashboard/empty-state";
import { dashboardHref } from "@/components/dashboard/href";
import { Pager } from "@/components/layout/pager";
import { BreachList, type BreachItem } from "./breach-list";
import { RecordBreachForm } from "./record-breach-form";

const n = (value: number) => value.toLocaleString("en-IN");

/** What the register shows of a breach, formatted here in India time. */
function breachItem(breach: BreachRow): BreachItem {
  const more = breach.affected - breach.patients.length;
  return {
    id: breach.id,
    summary: breach.summary,
    measures: breach.measures,
    occurred: formatIndiaDateTime(breach.occurredAt),
    discovered: formatIndiaDateTime(breach.discoveredAt),
    recorded:
      formatIndiaDateTime(breach.createdAt) + (breach.recordedBy ? ` by ${breach.recordedBy}` : ""),
    figures: {
      affected: n(breach.affected),
      notified: n(breach.notified),
      acknowledged: n(breach.acknowledged),
    },
    patients: breach.patients.map((patient) => ({
      name: patient.name,
      email: patient.email,
      notified: formatIndiaDateTime(patient.notifiedAt),
      ...(patient.readAt ? { read: formatIndiaDateTime(patient.readAt) } : {}),
    })),
    ...(more > 0
      ? { more: `And ${n(more)} more (the first ${BREACH_PATIENT_LIMIT} are listed by name).` }
      : {}),
  };
}

/**
 * Recording a breach notifies each patient it affected. Kept out of the paged list's boundary, so
 * moving between pages of the register never wipes what she is typing.
 */
export function RecordBreachSection() {
  return (
    <section aria-labelledby="record-breach" className="bg-card rounded-xl border p-4 sm:p-6">
      <h3 id="record-breach" className="text-lg font-semibold">
        Record a breach
      </h3>
      <p className="text-muted-foreground mt-1 mb-4 text-sm">
        When personal data was lost, seen by someone who should not have seen it, or changed without
        permission, tell each patient affected without delay: what happened, when, and what is being
        done.
      </p>
      <RecordBreachForm />
    </section>
  );
}

/** The breach register, newest first: what became of each patient's notice. */
export async function BreachesList({
  path,
  viewer,
  page: requested,
}: {
  path: string;
  viewer: Viewer<"owner">;
  page: number;
}) {
  const page = await breachesPage(viewer, requested);
  return (
    <section aria-labelledby="breach-list">
      <h3 id="breach-list" className="mb-3 text-lg font-semibold">
        Recorded breaches
      </h3>
      {page.rows.length === 0 ? (
        <EmptyState icon={ShieldCheck} title="No breaches recorded">
          Nothing has been recorded. If one happens, record it above and each patient affected is
          notified.
        </EmptyState>
      ) : (
        <BreachList rows={page.rows.map(breachItem)} />
      )}
      <Pager page={page} label="breach records" hrefFor={(p) => dashboardHref(path, { page: p })} />
    </section>
  );
}
