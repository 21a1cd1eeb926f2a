"use client";

import type { AppointmentStatus } from "@/lib/appointments/status";
import type { ContactPreferences } from "@/lib/queries/requests";
import { ContactPreferencesLine } from "@/components/dashboard/contact-preferences";
import { AppointmentStatusBadge } from "@/components/dashboard/status-badges";

export type ScheduleRow = {
  /** India clock time, formatted. */
  time: string;
  patient: string;
  patientShortId: string;
  type: string;
  doctor?: string;
  contact: ContactPreferences | null;
  status: AppointmentStatus;
};

/**
 * Today's appointments as a list, rendered in the browser from the rows' few fields (the page's
 * payload carries them once, not as markup twice).
 */
export function ScheduleList({ rows }: { rows: ScheduleRow[] }) {
  return (
    <ul className="divide-y">
      {/* A day's list, in order and never reordered in the browser: the position is its key. */}
      {rows.map((row, index) => (
        <li key={index} className="schedule-row">
          <b className="tabular-nums">{row.time}</b>
          <span className="min-w-0">
            <span className="block font-medium">
              {`${row.patient} `}
              <small className="text-muted-foreground font-mono font-normal">{`#${row.patientShortId}`}</small>
            </span>
            <span className="text-muted-foreground block text-sm">{row.type}</span>
            {row.doctor ? (
              <span className="text-muted-foreground block text-sm">{`Dr. ${row.doctor}`}</span>
            ) : null}
            {row.contact ? <ContactPreferencesLine contact={row.contact} /> : null}
          </span>
          <AppointmentStatusBadge status={row.status} />
        </li>
      ))}
    </ul>
  );
}
