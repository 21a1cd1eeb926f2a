"use client";

import Link from "next/link";
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
  /** The breach's own page, listing the patients it affected; absent when it affected nobody. */
  noticesHref?: string;
};

/** One affected patient and her notice, formatted on the server. */
export type BreachNoticeItem = { name: string; email: string; notified: string; read?: string };

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
      {breach.noticesHref ? (
        <Link
          href={breach.noticesHref}
          className="text-primary mt-3 inline-flex min-h-11 items-center text-sm font-medium underline-offset-4 hover:underline"
        >
          Patients affected and their notices
        </Link>
      ) : (
        <p className="text-muted-foreground mt-3 text-sm">No patient was notified.</p>
      )}
    </article>
  );
}

/**
 * The patients a breach affected, a page of them, and whether each has read her notice: rendered
 * in the browser from a few strings each, which written on the server would travel twice (as HTML
 * and again in the page's payload).
 */
export function BreachNoticeList({ rows }: { rows: BreachNoticeItem[] }) {
  return (
    <ul className="admin-notices divide-y rounded-lg border">
      {rows.map((patient, index) => (
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
  );
}

/** One page of the breach register, rendered in the browser from the records' fields. */
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
