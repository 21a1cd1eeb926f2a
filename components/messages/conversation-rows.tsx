"use client";

import Link from "next/link";

/*
 * The rows of the conversations list and of one conversation, rendered in the browser from a few
 * strings each: rows written on the server would travel twice, as HTML and again as their element
 * tree in the page's payload. Styled from `.dp-threads` and `.dp-thread` in app/globals.css.
 */

/** One person she writes with, as the list shows her; formatted on the server. */
export type ConversationRow = {
  /** The person's id: her conversation's address is `{path}/{id}`. */
  id: string;
  name: string;
  /** Her role and the last subject: "Doctor · Diet plan". */
  about: string;
  /** The last message's day and time, India time. */
  lastAt: string;
  unread: number;
};

export function ConversationLinks({ path, rows }: { path: string; rows: ConversationRow[] }) {
  return (
    <ul className="dp-threads" aria-label="Conversations">
      {rows.map((row) => (
        <li key={row.id}>
          <Link href={`${path}/${row.id}`} className={row.unread > 0 ? "dp-unread" : undefined}>
            <span>
              {/* Bold only while unread (.dp-threads .dp-unread b). */}
              <b>{row.name}</b>
              <small>{row.about}</small>
            </span>
            <span>
              {row.lastAt}
              {row.unread > 0 ? (
                <span className="badge badge-default">{`${row.unread} unread`}</span>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One message of a conversation; the fields that are false or empty are left out. */
export type ThreadRow = {
  mine?: true;
  subject?: string;
  body: string;
  /** Day and time, India time. */
  at: string;
  /** Sent to her and not read before she opened the conversation. */
  unread?: true;
  /** Marked urgent by the patient who wrote it. */
  urgent?: true;
};

export function ThreadMessages({
  label,
  counterpart,
  rows,
}: {
  label: string;
  /** Who wrote the messages that are not hers. */
  counterpart: string;
  rows: ThreadRow[];
}) {
  return (
    <ol className="dp-thread" aria-label={label}>
      {rows.map((row, index) => (
        <li key={index} className={row.mine ? "dp-mine" : row.unread ? "dp-unread" : undefined}>
          {row.subject ? <b>{row.subject}</b> : null}
          <p>{row.body}</p>
          <small>
            {`${row.mine ? "You" : counterpart} · ${row.at}`}
            {row.urgent ? <span className="badge badge-destructive">Urgent</span> : null}
            {row.unread ? <span className="badge badge-default">New</span> : null}
          </small>
        </li>
      ))}
    </ol>
  );
}
