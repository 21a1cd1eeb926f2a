"use client";

import { Badge } from "@/components/ui/badge";

/** One breach record as the register shows it: dates and figures formatted on the server. */
export type BreachItem = {
  id: string;
  summary: string;
  measures: string;
  occurred: string;
  discovered: string;
  /** When it was recorded, and by whom when her account still exists. */
  recorded: string;
  figures: { affected: string; notified: string; acknowledged: string };
  patients: Array<{ name: string; email: string; notified: string; read?: string }>;
  /** "And 12 more (the first 50 are listed by name)." when not everyone is listed. */
  more?: string;
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="bg-muted/50 rounded-lg px-3 py-2">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function BreachCard({ breach }: { breach: BreachItem }) {
  return (
    <article className="bg-card rounded-xl border p-4">
      <h3 className="font-semibold [overflow-wrap:anywhere]">{breach.summary}</h3>
      <dl className="text-muted-foreground mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline">Happened: </dt>
          <dd className="text-foreground inline">{breach.occurred}</dd>
        </div>
        <div>
          <dt className="inline">Discovered: </dt>
          <dd className="text-foreground inline">{breach.discovered}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline">Recorded: </dt>
          <dd className="text-foreground inline">{breach.recorded}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm [overflow-wrap:anywhere]">
        <span className="text-muted-foreground">Measures: </span>
        {breach.measures}
      </p>
      <dl className="mt-3 grid grid-cols-3 gap-2">
        <Figure label="Affected" value={breach.figures.affected} />
        <Figure label="Notified" value={breach.figures.notified} />
        <Figure label="Acknowledged" value={breach.figures.acknowledged} />
      </dl>
      {breach.patients.length > 0 ? (
        <details className="mt-3">
          <summary className="text-primary flex min-h-11 cursor-pointer items-center text-sm font-medium">
            Patients affected and their notices
          </summary>
          <ul className="admin-notices divide-y rounded-lg border">
            {breach.patients.map((patient, index) => (
              <li key={index}>
                <div>
                  <b>{patient.name}</b>
                  <small>{patient.email}</small>
                </div>
                <div>
                  <small>{`Notified ${patient.notified}`}</small>
                  {patient.read ? (
                    <Badge variant="success">{`Acknowledged ${patient.read}`}</Badge>
                  ) : (
                    <Badge variant="warning">Not yet read</Badge>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {breach.more ? <p className="text-muted-foreground mt-2 text-sm">{breach.more}</p> : null}
        </details>
      ) : (
        <p className="text-muted-foreground mt-3 text-sm">No patient was notified.</p>
      )}
    </article>
  );
}

/**
 * One page of the breach register, rendered in the browser from the records' fields: each can
 * list fifty patients, which written on the server would travel twice (as HTML and again in the
 * page's payload).
 */
export function BreachList({ rows }: { rows: BreachItem[] }) {
  return (
    <ol className="grid gap-3">
      {rows.map((breach) => (
        <li key={breach.id}>
          <BreachCard breach={breach} />
        </li>
      ))}
    </ol>
  );
}
