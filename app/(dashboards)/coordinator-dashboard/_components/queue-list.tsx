"use client";

import Link from "next/link";
import type { ContactPreferences } from "@/lib/queries/requests";
import type { OpenRequestStatus, UrgencyLevel } from "@/lib/booking/request-queue";
import { ContactPreferencesLine } from "@/components/dashboard/contact-preferences";
import { RequestStatusBadge, UrgencyBadge } from "./request-badges";

/** One request as its card shows it: formatted on the server, nothing the card does not show. */
export type QueueRow = {
  id: string;
  name: string;
  age: number;
  reference: string;
  urgency: UrgencyLevel;
  status: OpenRequestStatus | "scheduled";
  contact: ContactPreferences;
  /** The package or condition and city she booked from: "Grade 2 piles · Jaipur". */
  about?: string;
  /** Her preferred day and slot: "Wed, 25 Nov 2026, 9:00 AM". */
  prefers: string;
  /** The time she booked herself: "Wed, 25 Nov 2026, 9:15 AM" (then nobody needs to call her). */
  booked?: string;
  /** How long it has waited: "3 h ago". */
  received: string;
  /** "you" or a colleague's name; absent while nobody has claimed it. */
  claimedBy?: string;
};

/**
 * The queue's cards, rendered in the browser from the rows' few fields: cards written on the
 * server would travel twice, as HTML and again as their element tree in the page's payload.
 * "Open request" goes to the request's own address, which opens over the queue.
 */
export function QueueList({ rows, basePath }: { rows: QueueRow[]; basePath: string }) {
  return (
    <ul className="grid gap-3" aria-label="Open booking requests">
      {rows.map((row) => (
        <li key={row.id} className="coord-card">
          <div className="coord-top">
            <p>
              <b>{row.name}</b>
              {`, ${row.age}`}
              <small>{row.reference}</small>
            </p>
            <UrgencyBadge urgency={row.urgency} />
            <RequestStatusBadge status={row.status} />
          </div>
          <ContactPreferencesLine contact={row.contact} />
          {row.about ? <p className="coord-meta">{`About ${row.about}`}</p> : null}
          <p className="coord-meta">
            <span>{row.booked ? `Booked for ${row.booked}` : `Prefers ${row.prefers}`}</span>
            <span>{`Received ${row.received}`}</span>
            <span>{row.claimedBy ? `Claimed by ${row.claimedBy}` : "Unclaimed"}</span>
          </p>
          <Link
            href={`${basePath}/${row.id}`}
            className="btn btn-outline btn-sm coord-tap"
            scroll={false}
          >
            Open request
            <span className="sr-only">{` from ${row.name}`}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
