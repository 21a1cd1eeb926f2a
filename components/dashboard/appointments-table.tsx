"use client";

import Link from "next/link";
import { shortId, type AppointmentStatus } from "@/lib/appointments/status";
import type { ContactPreferences } from "@/lib/queries/requests";
import { ContactPreferencesLine } from "@/components/dashboard/contact-preferences";
import { AppointmentStatusBadge } from "@/components/dashboard/status-badges";
import { OpenRoomLink, VisitActivityBadge } from "@/components/dashboard/video-visit";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

/** One row as the list shows it: formatted on the server, nothing the row does not show. */
export type AppointmentRow = {
  id: string;
  /** India calendar day and clock time, already formatted. */
  date: string;
  time: string;
  patient?: { name: string; shortId: string; contact: ContactPreferences | null };
  doctor?: string;
  type: string;
  /** "Jaipur clinic" or "Video". */
  where: string;
  durationMinutes: number;
  status: AppointmentStatus;
  /** By video: she is waiting, or in the call. */
  activity?: "waiting" | "in-call";
  /** Her doctor's way into the room (nobody else's list has it). */
  room?: string;
};

type Column = "patient" | "doctor" | "id";

/**
 * One page of appointments in India time (cards on a phone, a table from `lg` up). Rendered in the
 * browser from the rows' few fields: a table written on the server would travel twice, as HTML
 * and again as its element tree in the page's payload. `action` links each row to its own address
 * (View Details, Manage), which opens over the list.
 */
export function AppointmentsTable({
  rows,
  columns,
  action,
  caption,
}: {
  rows: AppointmentRow[];
  columns: readonly Column[];
  action?: { label: string; basePath: string };
  caption: string;
}) {
  const show = (column: Column) => columns.includes(column);
  return (
    <Table scrollLabel={caption}>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          {show("id") ? <TableHead>ID</TableHead> : null}
          <TableHead>When (India time)</TableHead>
          {show("patient") ? <TableHead>Patient</TableHead> : null}
          {show("doctor") ? <TableHead>Doctor</TableHead> : null}
          <TableHead>Type</TableHead>
          <TableHead>Where</TableHead>
          <TableHead className="num">Duration</TableHead>
          <TableHead>Status</TableHead>
          {action ? (
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            {show("id") ? (
              <TableCell label="ID">
                <code className="text-xs">{shortId(row.id)}</code>
              </TableCell>
            ) : null}
            <TableCell label="When">
              {row.date}
              <b>{row.time}</b>
            </TableCell>
            {row.patient ? (
              <TableCell label="Patient">
                {row.patient.name}
                <small>
                  <code>{`#${row.patient.shortId}`}</code>
                </small>
                {row.patient.contact ? (
                  <span className="mt-1 block max-w-64 whitespace-normal">
                    <ContactPreferencesLine contact={row.patient.contact} />
                  </span>
                ) : null}
              </TableCell>
            ) : null}
            {row.doctor ? <TableCell label="Doctor">{`Dr. ${row.doctor}`}</TableCell> : null}
            <TableCell label="Type" className="wrap">
              {row.type}
            </TableCell>
            <TableCell label="Where">
              {row.where}
              {row.room ? (
                <span className="mt-1 block">
                  <OpenRoomLink href={row.room} patient={row.patient?.name} />
                </span>
              ) : null}
            </TableCell>
            <TableCell label="Duration" className="num">
              {`${row.durationMinutes} min`}
            </TableCell>
            <TableCell label="Status">
              <AppointmentStatusBadge status={row.status} />
              {row.activity ? (
                <span className="mt-1 block">
                  <VisitActivityBadge activity={row.activity} />
                </span>
              ) : null}
            </TableCell>
            {action ? (
              <TableCell>
                <Link
                  href={`${action.basePath}/${row.id}`}
                  scroll={false}
                  className="btn btn-outline btn-sm"
                >
                  {action.label}
                  <span className="sr-only">
                    {`: ${row.patient ? `${row.patient.name}, ` : ""}${row.date}, ${row.time}`}
                  </span>
                </Link>
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
