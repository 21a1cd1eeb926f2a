"use client";

import type { TaskPriority } from "@/lib/appointments/status";
import { PriorityBadge } from "@/components/dashboard/status-badges";

/** One priority task as the overview lists it: formatted on the server. */
export type PriorityRow = {
  patient: string;
  patientShortId: string;
  doctor: string;
  /** India day and time: "Thu, 26 Nov 2026, 10:00 AM". */
  when: string;
  /** "Due in 17 hours". */
  due: string;
  priority: TaskPriority;
};

/** The overview's priority tasks, rendered in the browser from the rows' few fields. */
export function PriorityList({ rows }: { rows: PriorityRow[] }) {
  return (
    <ul className="divide-y">
      {rows.map((row, index) => (
        // At most five, in the server's order: the position is a stable key.
        <li key={index} className="coord-task">
          <p>
            {`${row.patient} `}
            <small>{`#${row.patientShortId}`}</small>
            <span>{`Dr. ${row.doctor} · ${row.when}`}</span>
          </p>
          <span>
            {row.due}
            <PriorityBadge priority={row.priority} />
          </span>
        </li>
      ))}
    </ul>
  );
}
