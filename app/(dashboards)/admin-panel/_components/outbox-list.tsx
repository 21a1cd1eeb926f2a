"use client";

import Link from "next/link";
import { outboxStatusLabels, type OutboxStatus } from "@/lib/validations/privacy-admin";
import { Badge } from "@/components/ui/badge";

/** One e-mail as the outbox lists it, formatted on the server; its text is read when opened. */
export type OutboxItem = {
  id: string;
  subject: string;
  /** "To asha@example.in · booking-deletion". */
  to: string;
  /** "Queued … · Sent … · 1 attempt", with the last error's kind while it has not gone. */
  delivery: string;
  status: OutboxStatus;
};

const statusVariants = {
  queued: "warning",
  sent: "success",
  failed: "destructive",
} as const satisfies Record<OutboxStatus, "warning" | "success" | "destructive">;

/**
 * Outgoing e-mail, newest first, rendered in the browser from the rows' few fields. Read message
 * opens the e-mail at its own address (`basePath/<id>`), over the list: twenty messages' text is
 * not sent with the list for the one she opens.
 */
export function OutboxList({ rows, basePath }: { rows: OutboxItem[]; basePath: string }) {
  return (
    <ol className="admin-mail" aria-label="Outgoing e-mails, newest first">
      {rows.map((mail) => (
        <li key={mail.id}>
          <div>
            <b>{mail.subject}</b>
            <small>{mail.to}</small>
            <small>{mail.delivery}</small>
          </div>
          <div>
            <Badge variant={statusVariants[mail.status]}>{outboxStatusLabels[mail.status]}</Badge>
            <Link href={`${basePath}/${mail.id}`} scroll={false}>
              Read message<span className="sr-only">{`: ${mail.subject}`}</span>
            </Link>
          </div>
        </li>
      ))}
    </ol>
  );
}
