"use client";

import Link from "next/link";
import { markMessageFollowedUp } from "@/lib/actions/text-messages";
import { textMessageMessages } from "@/lib/validations/text-messages";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import { Button } from "@/components/ui/button";

/** One message that did not reach her, as its card shows it: formatted on the server. */
export type UndeliveredRow = {
  id: string;
  name: string;
  /** Her booking's reference and its request's id, when the message came from a booking. */
  request?: { id: string; reference: string };
  /** "WhatsApp · Appointment scheduled". */
  what: string;
  /** The gateway's reason. */
  why: string;
  /** When it failed, after the last try: "12 Nov 2026, 10:42 AM". */
  when: string;
};

/**
 * The cards of "Messages that did not reach her", drawn in the browser from their few fields. The
 * reference opens her request over the Tasks tab (its phone number is there, and that read is in
 * her access log); "I called her" takes the card off everyone's list.
 */
export function UndeliveredList({ rows, basePath }: { rows: UndeliveredRow[]; basePath: string }) {
  const { pending, run, ready } = useActionToast();
  return (
    <ul className="grid gap-3" aria-label="Messages that did not reach her, newest first">
      {rows.map((row) => (
        <li key={row.id} className="coord-card">
          <div className="coord-top">
            <p>
              <b>{row.name}</b>
              <small>
                {row.request ? (
                  <Link
                    href={`${basePath}/${row.request.id}`}
                    className="coord-link"
                    scroll={false}
                  >
                    {row.request.reference}
                    <span className="sr-only">{`: open the request from ${row.name}`}</span>
                  </Link>
                ) : (
                  "No booking on record"
                )}
              </small>
            </p>
            <span className="badge badge-destructive">Did not reach her</span>
          </div>
          <p className="coord-line">
            <span>What</span>
            <span>{row.what}</span>
          </p>
          <p className="coord-line">
            <span>Why</span>
            <span className="[overflow-wrap:anywhere]">{row.why}</span>
          </p>
          <p className="coord-line">
            <span>When</span>
            <span>{row.when}</span>
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="coord-tap"
            disabled={pending || !ready}
            onClick={() =>
              run(() => markMessageFollowedUp({ messageId: row.id }), {
                success: textMessageMessages.followedUp,
              })
            }
          >
            I called her
            <span className="sr-only">{` (${row.name}, ${row.what})`}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
