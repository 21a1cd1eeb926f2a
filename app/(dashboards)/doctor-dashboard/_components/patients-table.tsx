"use client";

import Link from "next/link";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

/** One of her patients as the table shows her, formatted on the server. */
export type PatientRow = {
  name: string;
  /** The first 8 characters of her id: tells apart two women of the same name. */
  shortId: string;
  appointments: number;
  /** India time, formatted; absent when there is none. */
  nextVisit?: string;
  lastVisit?: string;
  /** Her conversation with the patient: 'Message patient'. */
  conversation: string;
};

/**
 * The doctor's patients, rendered in the browser from the rows' few fields: a table written on
 * the server would travel twice, as HTML and again as its element tree in the page's payload.
 * Cells are styled from `.dp-patients` in app/globals.css.
 */
export function PatientsTable({ rows }: { rows: PatientRow[] }) {
  return (
    <Table scrollLabel="Your patients" className="dp-patients">
      <caption className="sr-only">Your patients, with their next and last visit</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Patient</TableHead>
          <TableHead className="text-right">Appointments</TableHead>
          <TableHead>Next visit</TableHead>
          <TableHead>Last visit</TableHead>
          <TableHead>
            <span className="sr-only">Messages</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.shortId}>
            <TableCell label="Patient">
              <b>{row.name}</b> <small>{`#${row.shortId}`}</small>
            </TableCell>
            <TableCell label="Appointments" className="dp-num">
              {row.appointments}
            </TableCell>
            <TableCell label="Next visit">{row.nextVisit ?? <i>None booked</i>}</TableCell>
            <TableCell label="Last visit">
              {row.lastVisit ?? <i>No completed visit yet</i>}
            </TableCell>
            <TableCell label="Messages">
              <Link href={row.conversation} className="btn btn-outline btn-sm">
                Message patient<span className="sr-only">{` ${row.name}`}</span>
              </Link>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
