"use client";

import type { AppointmentStatus } from "@/lib/appointments/status";
import type { ContactPreferences } from "@/lib/queries/requests";
import { ContactPreferencesLine } from "@/components/dashboard/contact-preferences";
import { AppointmentStatusBadge } from "@/components/dashboard/status-badges";
import { OpenRoomLink, VisitActivityBadge } from "@/components/dashboard/video-visit";

export type ScheduleRow = {
  /** India clock time, formatted. */
  time: string;
  patient: string;
  patientShortId: string;
  type: string;
  doctor?: string;
  contact: ContactPreferences | null;
  status: AppointmentStatus;
  /** By video: she is waiting, or in the call. */
  activity?: "waiting" | "in-call";
  /** Her doctor's way into the room (nobody else's list has it). */
  room?: string;
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
            {row.room ? (
              <span className="mt-1 block">
                <OpenRoomLink href={row.room} patient={row.patient} />
              </span>
            ) : null}
          </span>
          <span className="flex flex-col items-end gap-1">
            <AppointmentStatusBadge status={row.status} />
            {row.activity ? <VisitActivityBadge activity={row.activity} /> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
