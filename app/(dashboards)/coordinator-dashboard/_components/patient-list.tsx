"use client";

import Link from "next/link";
import type { ContactPreferences } from "@/lib/queries/requests";
import type { OpenRequestStatus } from "@/lib/booking/request-queue";
import { ContactPreferencesLine } from "@/components/dashboard/contact-preferences";
import { RequestStatusBadge } from "./request-badges";

/** One woman in her care as the card shows her: formatted on the server, nothing more. */
export type CareRow = {
  name: string;
  hasAccount: boolean;
  contact: ContactPreferences | null;
  /** Her next visit, formatted: "Thu, 26 Nov 2026, 10:00 AM"; absent when none is booked. */
  next?: string;
  /** Her open request, which the card links to. */
  request?: { id: string; status: OpenRequestStatus };
};

/**
 * The patients' cards, rendered in the browser from the rows' few fields (the page's payload
 * carries them once, not as markup twice).
 */
export function PatientList({ rows, requestPath }: { rows: CareRow[]; requestPath: string }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Patients">
      {rows.map((row, index) => (
        // The page's order is the server's and never changes here: the position is a stable key.
        <li key={index} className="coord-card">
          <div className="coord-top">
            <p>
              <b>{row.name}</b>
            </p>
            {row.hasAccount ? "Has an account" : "No account yet"}
          </div>
          <ContactPreferencesLine contact={row.contact} />
          <p className="coord-line">
            <span>Next appointment: </span>
            {row.next ?? "none booked"}
          </p>
          {row.request ? (
            <p className="coord-line">
              <span>Open request: </span>
              <RequestStatusBadge status={row.request.status} />
              <Link href={`${requestPath}/${row.request.id}`} className="coord-link">
                Open request
                <span className="sr-only">{` from ${row.name}`}</span>
              </Link>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
