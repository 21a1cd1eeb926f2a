"use client";

import type { AccountStatus } from "@/lib/auth/permissions";
import { AccountStatusBadge } from "@/components/dashboard/status-badges";
import { ApprovalButtons } from "./user-actions";

/** An account as the overview lists it: her name, and one line already written on the server. */
export type PersonRow = {
  name: string;
  /** "Doctor · her e-mail · joined 24 Nov 2026". */
  line: string;
};

/**
 * The overview's short lists of accounts, rendered in the browser from those few fields (a list
 * written on the server would travel twice, as HTML and again in the page's payload). Styled
 * from `.admin-people` in app/globals.css.
 */
export function PendingList({ rows }: { rows: Array<PersonRow & { id: string }> }) {
  return (
    <ul className="admin-people divide-y">
      {rows.map((row) => (
        <li key={row.id}>
          <div>
            <b>{row.name}</b>
            <small>{row.line}</small>
          </div>
          <ApprovalButtons userId={row.id} name={row.name} />
        </li>
      ))}
    </ul>
  );
}

export function RecentList({ rows }: { rows: Array<PersonRow & { status: AccountStatus }> }) {
  return (
    <ul className="admin-people divide-y">
      {rows.map((row, index) => (
        <li key={index}>
          <div>
            <b>{row.name}</b>
            <small>{row.line}</small>
          </div>
          <AccountStatusBadge status={row.status} />
        </li>
      ))}
    </ul>
  );
}

/** Accounts someone has been guessing at: her name, who she is, and what was tried when. */
export function FailedSignInsList({ rows }: { rows: Array<PersonRow & { detail: string }> }) {
  return (
    <ul className="divide-y" aria-label="Accounts with repeated failed sign-ins">
      {rows.map((row, index) => (
        <li key={index} className="py-3">
          <p className="font-medium">{row.name}</p>
          <p className="text-muted-foreground text-sm">{row.line}</p>
          <p className="text-sm">{row.detail}</p>
        </li>
      ))}
    </ul>
  );
}
