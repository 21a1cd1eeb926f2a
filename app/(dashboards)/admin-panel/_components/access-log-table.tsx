"use client";

import type { Role } from "@/lib/auth/permissions";
import { formatIndiaDate, formatIndiaTime } from "@/lib/india-time";
import { accessSubjectLabels, type AccessSubjectValue } from "@/lib/validations/privacy-admin";
import { roleLabels } from "@/components/dashboard/labels";
import { Badge } from "@/components/ui/badge";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

/** One read as the log shows it: nothing the row does not show. */
export type AccessLogItem = {
  /** The instant, to the minute ("2026-11-25T12:05Z"). */
  at: string;
  actor: string;
  role: Role;
  subject: AccessSubjectValue;
  /** Whose data: her name, and her e-mail or the booking's reference. Absent once deleted. */
  whose?: { name: string; email?: string; booking?: string };
};

/**
 * One page of the access log, newest first. Rendered in the browser from the rows' few fields: a
 * table written on the server would travel twice, as HTML and again in the page's payload. Each
 * row's instant is sent once, for `<time>`, and written out in India time here: lib/india-time
 * formats by hand, so the server's HTML and the browser's render read the same. The rows never
 * change in place (the log is append-only), so their position is their key.
 */
export function AccessLogTable({ rows }: { rows: AccessLogItem[] }) {
  return (
    <Table scrollLabel="Access log" containerClassName="admin-rows admin-log">
      <caption className="sr-only">Access log, newest first</caption>
      <TableHeader>
        <TableRow>
          <TableHead>When</TableHead>
          <TableHead>Staff member</TableHead>
          <TableHead>Opened</TableHead>
          <TableHead>Whose</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => {
          const at = new Date(row.at);
          return (
            <TableRow key={index}>
              <TableCell label="When">
                <time dateTime={row.at}>
                  {formatIndiaDate(at)}
                  <small>{formatIndiaTime(at)}</small>
                </time>
              </TableCell>
              <TableCell label="Staff member">
                <b>{row.actor}</b>
                <small>{roleLabels[row.role]}</small>
              </TableCell>
              <TableCell label="Opened">
                <Badge variant="outline">{accessSubjectLabels[row.subject]}</Badge>
              </TableCell>
              <TableCell label="Whose">
                {row.whose ? (
                  <>
                    <b>{row.whose.name}</b>
                    {row.whose.email ? <small>{row.whose.email}</small> : null}
                    {row.whose.booking ? <small>{`Booking ${row.whose.booking}`}</small> : null}
                  </>
                ) : (
                  // Both links are erased when the account or booking is deleted; the read stays.
                  <span className="text-muted-foreground">Deleted patient</span>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
