"use client";

import Link from "next/link";
import { Badge, type BadgeProps } from "@/components/ui/badge";

/** One message as the outbox lists it, formatted on the server; its text is read when opened. */
export type OutboxItem = {
  id: string;
  /** An e-mail's subject, a text message's kind ("Appointment scheduled"). */
  subject: string;
  /** "To asha@example.in · booking-deletion", "To +919876543210 · appointment-scheduled · Hindi". */
  to: string;
  /** "Queued … · Sent … · 1 attempt", with the last error while it has not gone. */
  delivery: string;
  /** Where it stands: the badge's words and colour. */
  badge: { label: string; variant: NonNullable<BadgeProps["variant"]> };
};

/**
 * Outgoing messages (one channel's), newest first, rendered in the browser from the rows' few
 * fields. Read message opens the message at its own address (`basePath/<id>`), over the list:
 * twenty messages' text is not sent with the list for the one she opens.
 */
export function OutboxList({
  rows,
  basePath,
  label,
}: {
  rows: OutboxItem[];
  basePath: string;
  /** The list's name for assistive technology: "Outgoing e-mails, newest first". */
  label: string;
}) {
  return (
    <ol className="admin-mail" aria-label={label}>
      {rows.map((mail) => (
        <li key={mail.id}>
          <div>
            <b>{mail.subject}</b>
            <small>{mail.to}</small>
            <small>{mail.delivery}</small>
          </div>
          <div>
            <Badge variant={mail.badge.variant}>{mail.badge.label}</Badge>
            <Link href={`${basePath}/${mail.id}`} scroll={false}>
              Read message<span className="sr-only">{`: ${mail.subject}`}</span>
            </Link>
          </div>
        </li>
      ))}
    </ol>
  );
}
