"use client";

import Link from "next/link";

/*
 * The rows of the conversations list and of one conversation, rendered in the browser from a few
 * strings each: rows written on the server would travel twice, as HTML and again as their element
 * tree in the page's payload. Styled from `.dp-threads` and `.dp-thread` in app/globals.css.
 */

/**
 * The rows' words: English unless the page gives her language's. "{count}" marks the number of
 * unread messages (replaced here, in the browser: a plain string travels, not a function).
 */
export type RowWords = {
  list: string;
  unread: string;
  you: string;
  urgent: string;
  new: string;
};

const englishRowWords: RowWords = {
  list: "Conversations",
  unread: "{count} unread",
  you: "You",
  urgent: "Urgent",
  new: "New",
};

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

export function ConversationLinks({
  path,
  rows,
  words = englishRowWords,
}: {
  path: string;
  rows: ConversationRow[];
  words?: RowWords;
}) {
  return (
    <ul className="dp-threads" aria-label={words.list}>
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
                <span className="badge badge-default">
                  {words.unread.replace("{count}", String(row.unread))}
                </span>
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
  words = englishRowWords,
}: {
  label: string;
  /** Who wrote the messages that are not hers. */
  counterpart: string;
  rows: ThreadRow[];
  words?: RowWords;
}) {
  return (
    <ol className="dp-thread" aria-label={label}>
      {rows.map((row, index) => (
        <li key={index} className={row.mine ? "dp-mine" : row.unread ? "dp-unread" : undefined}>
          {row.subject ? <b>{row.subject}</b> : null}
          <p>{row.body}</p>
          <small>
            {`${row.mine ? words.you : counterpart} · ${row.at}`}
            {row.urgent ? <span className="badge badge-destructive">{words.urgent}</span> : null}
            {row.unread ? <span className="badge badge-default">{words.new}</span> : null}
          </small>
        </li>
      ))}
    </ol>
  );
}
