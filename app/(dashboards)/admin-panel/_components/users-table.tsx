"use client";

import Link from "next/link";
import { dashboardMessages } from "@/lib/dashboards/messages";
import type { AccountStatus, Role } from "@/lib/auth/permissions";
import { roleLabels } from "@/components/dashboard/labels";
import { AccountStatusBadge } from "@/components/dashboard/status-badges";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { DeleteUserButton, UserStatusSelect } from "./user-actions";

/** One account as the list shows it: only what the row shows or its actions need. */
export type UserRow = {
  id: string;
  name: string;
  email: string;
  phone?: string;
  role: Role;
  status: AccountStatus;
  specialization?: string;
  /** The owner's own row: no status change, no delete, no role in the edit form. */
  self?: true;
  /** A doctor or coordinator who has not confirmed her e-mail: she cannot be approved yet. */
  unconfirmed?: true;
};

/**
 * One page of accounts, rendered in the browser from the rows' few fields: a table written on
 * the server would travel twice, as HTML and again in the page's payload. Edit opens the account
 * at its own address (`basePath/<id>`), over the list, where its editable fields are read. The
 * cells carry no classes: `.admin-users` in app/globals.css styles them by column.
 */
export function UsersTable({ rows, basePath }: { rows: UserRow[]; basePath: string }) {
  return (
    <Table scrollLabel="Accounts" containerClassName="admin-rows admin-users">
      <caption className="sr-only">Accounts</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Specialization</TableHead>
          <TableHead>Change status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((user) => (
          <TableRow key={user.id}>
            <TableCell label="Name">
              <b>{user.name}</b>
              {user.self ? <span className="text-muted-foreground"> (you)</span> : null}
              <small>{user.email}</small>
              {user.phone ? <small>{user.phone}</small> : null}
            </TableCell>
            <TableCell label="Role">{roleLabels[user.role]}</TableCell>
            <TableCell label="Status">
              <AccountStatusBadge status={user.status} />
              {user.unconfirmed ? <small>{dashboardMessages.emailNotConfirmedLabel}</small> : null}
            </TableCell>
            <TableCell label="Specialization">{user.specialization ?? <small>—</small>}</TableCell>
            <TableCell label="Change status">
              {user.self ? (
                <small>Your account</small>
              ) : (
                <UserStatusSelect userId={user.id} name={user.name} status={user.status} />
              )}
            </TableCell>
            <TableCell>
              <Link
                href={`${basePath}/${user.id}`}
                scroll={false}
                className="btn btn-outline btn-sm"
              >
                Edit<span className="sr-only">{` ${user.name}`}</span>
              </Link>
              {user.self ? null : <DeleteUserButton userId={user.id} name={user.name} />}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
