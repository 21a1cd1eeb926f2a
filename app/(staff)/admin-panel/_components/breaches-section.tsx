import { ShieldCheck } from "lucide-react";
import { formatIndiaDateTime } from "@/lib/india-time";
import { BREACH_PATIENT_LIMIT, breachesPage, type BreachRow } from "@/lib/queries/privacy-admin";
import type { Viewer } from "@/lib/auth/viewer";
import { EmptyState } from "@/components/dashboard/empty-state";
import { dashboardHref } from "@/components/dashboard/href";
import { Pager } from "@/components/dashboard/pager";
import { Badge } from "@/components/ui/badge";
import { RecordBreachForm } from "./record-breach-form";

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="bg-muted/50 rounded-lg px-3 py-2">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value.toLocaleString("en-IN")}</dd>
    </div>
  );
}

function BreachCard({ breach }: { breach: BreachRow }) {
  const more = breach.affected - breach.patients.length;
  return (
    <article className="bg-card rounded-xl border p-4">
      <h3 className="font-semibold [overflow-wrap:anywhere]">{breach.summary}</h3>
      <dl className="text-muted-foreground mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline">Happened: </dt>
          <dd className="text-foreground inline">{formatIndiaDateTime(breach.occurredAt)}</dd>
        </div>
        <div>
          <dt className="inline">Discovered: </dt>
          <dd className="text-foreground inline">{formatIndiaDateTime(breach.discoveredAt)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline">Recorded: </dt>
          <dd className="text-foreground inline">
            {formatIndiaDateTime(breach.createdAt)}
            {breach.recordedBy ? ` by ${breach.recordedBy}` : ""}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm [overflow-wrap:anywhere]">
        <span className="text-muted-foreground">Measures: </span>
        {breach.measures}
      </p>
      <dl className="mt-3 grid grid-cols-3 gap-2">
        <Figure label="Affected" value={breach.affected} />
        <Figure label="Notified" value={breach.notified} />
        <Figure label="Acknowledged" value={breach.acknowledged} />
      </dl>
      {breach.patients.length > 0 ? (
        <details className="mt-3">
          <summary className="text-primary flex min-h-11 cursor-pointer items-center text-sm font-medium">
            Patients affected and their notices
          </summary>
          <ul className="divide-y rounded-lg border">
            {breach.patients.map((patient) => (
              <li
                key={patient.patientId}
                className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <span className="font-medium">{patient.name}</span>
                  <span className="text-muted-foreground block [overflow-wrap:anywhere]">
                    {patient.email}
                  </span>
                </div>
                <div className="flex flex-wrap items-center gap-2 sm:justify-end">
                  <span className="text-muted-foreground">
                    Notified {formatIndiaDateTime(patient.notifiedAt)}
                  </span>
                  {patient.readAt ? (
                    <Badge variant="success">
                      Acknowledged {formatIndiaDateTime(patient.readAt)}
                    </Badge>
                  ) : (
                    <Badge variant="warning">Not yet read</Badge>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {more > 0 ? (
            <p className="text-muted-foreground mt-2 text-sm">
              And {more.toLocaleString("en-IN")} more (the first {BREACH_PATIENT_LIMIT} are listed
              by name).
            </p>
          ) : null}
        </details>
      ) : (
        <p className="text-muted-foreground mt-3 text-sm">No patient was notified.</p>
      )}
    </article>
  );
}

/** The breach register: record one (which notifies each patient), and what became of each notice. */
export async function BreachesSection({
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
    <div className="grid gap-6">
      <section aria-labelledby="record-breach" className="bg-card rounded-xl border p-4 sm:p-6">
        <h3 id="record-breach" className="text-lg font-semibold">
          Record a breach
        </h3>
        <p className="text-muted-foreground mt-1 mb-4 text-sm">
          When personal data was lost, seen by someone who should not have seen it, or changed
          without permission, tell each patient affected without delay: what happened, when, and
          what is being done.
        </p>
        <RecordBreachForm />
      </section>

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
          <ol className="grid gap-3">
            {page.rows.map((breach) => (
              <li key={breach.id}>
                <BreachCard breach={breach} />
              </li>
            ))}
          </ol>
        )}
        <Pager
          page={page}
          label="breach records"
          hrefFor={(p) => dashboardHref(path, { tab: "privacy", view: "breaches" }, { page: p })}
        />
      </section>
    </div>
  );
}
