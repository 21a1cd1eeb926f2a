import "server-only";
import type { Role } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  pageOf,
  readByTime,
  type Page,
  type TimePage,
  type TimeWindow,
} from "@/lib/dashboards/pagination";
import type { Viewer } from "@/lib/queries/scope";
import { isUuid } from "@/lib/uuid";

/**
 * Conversations: the messages between the viewer and one other person, as threads. Only messages
 * she sent or received are ever read. Lists show who, when and how many are unread, and the
 * subject (the clinic's subjects are neutral); never the text itself, which may be about her health.
 */

export type ThreadSummary = {
  counterpart: { id: string; name: string; role: Role };
  lastAt: Date;
  unread: number;
  lastSubject: string | null;
};

export function displayName(person: { firstName: string; lastName: string; role: Role }): string {
  return `${person.role === "doctor" ? "Dr. " : ""}${person.firstName} ${person.lastName}`;
}

export async function threadPage(
  viewer: Viewer,
  page: number,
  pageSize = DEFAULT_PAGE_SIZE,
): Promise<Page<ThreadSummary>> {
  const read = (p: number) =>
    db.$queryRaw<
      Array<{
        other: string;
        last_at: Date;
        unread: number;
        last_subject: string | null;
        first_name: string;
        last_name: string;
        role: Role;
      }>
    >`
      WITH mine AS (
        SELECT CASE WHEN m.sender_id = ${viewer.id}::uuid THEN m.receiver_id ELSE m.sender_id END AS other,
               m.created_at, m.subject,
               (m.receiver_id = ${viewer.id}::uuid AND m.status = 'unread') AS is_unread
        FROM messages m
        WHERE m.sender_id = ${viewer.id}::uuid OR m.receiver_id = ${viewer.id}::uuid
      ), threads AS (
        SELECT other, max(created_at) AS last_at,
               count(*) FILTER (WHERE is_unread)::int AS unread,
               (array_agg(subject ORDER BY created_at DESC))[1] AS last_subject
        FROM mine GROUP BY other
      )
      SELECT t.other, t.last_at, t.unread, t.last_subject, u.first_name, u.last_name, u.role::text AS role
      FROM threads t JOIN users u ON u.id = t.other
      ORDER BY t.unread > 0 DESC, t.last_at DESC
      LIMIT ${pageSize} OFFSET ${(p - 1) * pageSize}`;
  const [firstTry, [countRow]] = await Promise.all([
    read(page),
    db.$queryRaw<Array<{ total: number }>>`
      SELECT count(DISTINCT CASE WHEN sender_id = ${viewer.id}::uuid THEN receiver_id ELSE sender_id END)::int AS total
      FROM messages WHERE sender_id = ${viewer.id}::uuid OR receiver_id = ${viewer.id}::uuid`,
  ]);
  const total = countRow?.total ?? 0;
  const current = clampPage(page, total, pageSize);
  const rows = current === page ? firstTry : await read(current);
  return pageOf(
    rows.map((row) => ({
      counterpart: {
        id: row.other,
        name: displayName({ firstName: row.first_name, lastName: row.last_name, role: row.role }),
        role: row.role,
      },
      lastAt: row.last_at,
      unread: row.unread,
      lastSubject: row.last_subject,
    })),
    current,
    pageSize,
    total,
  );
}

export type ThreadMessage = {
  id: string;
  mine: boolean;
  subject: string | null;
  body: string;
  createdAt: Date;
  readAt: Date | null;
  unread: boolean;
  urgent: boolean;
};

export type Thread = {
  counterpart: { id: string; name: string; role: Role };
  /** One page of the conversation, oldest first as it reads. */
  messages: ThreadMessage[];
  /** Where that page stands: the newest page unless the address asked for another. */
  page: Omit<TimePage<ThreadMessage>, "rows">;
};

/**
 * A page of the messages between the viewer and one person (the newest, or the one `window`
 * names), oldest first; null if she is unknown.
 */
export async function getThread(
  viewer: Viewer,
  counterpartId: string,
  window: TimeWindow = {},
  pageSize?: number,
): Promise<Thread | null> {
  if (!isUuid(counterpartId)) {
    return null;
  }
  const counterpart = await db.user.findUnique({
    where: { id: counterpartId },
    select: { id: true, firstName: true, lastName: true, role: true },
  });
  if (!counterpart) return null;
  const between = {
    OR: [
      { senderId: viewer.id, receiverId: counterpart.id },
      { senderId: counterpart.id, receiverId: viewer.id },
    ],
  };
  const { rows, ...page } = await readByTime(
    window,
    (where, order, take) =>
      db.message.findMany({
        where: where ? { AND: [between, where] } : between,
        orderBy: [{ createdAt: order }, { id: order }],
        take,
        select: {
          id: true,
          senderId: true,
          subject: true,
          body: true,
          createdAt: true,
          readAt: true,
          status: true,
          isUrgent: true,
        },
      }),
    (where) => db.message.count({ where: where ? { AND: [between, where] } : between }),
    pageSize,
  );
  return {
    counterpart: { id: counterpart.id, name: displayName(counterpart), role: counterpart.role },
    messages: rows.reverse().map((row) => ({
      id: row.id,
      mine: row.senderId === viewer.id,
      subject: row.subject,
      body: row.body,
      createdAt: row.createdAt,
      readAt: row.readAt,
      unread: row.senderId !== viewer.id && row.status === "unread",
      urgent: row.isUrgent,
    })),
    page,
  };
}

/** Unread messages waiting for her: the count in the header. */
export async function unreadCount(viewer: Viewer): Promise<number> {
  return db.message.count({ where: { receiverId: viewer.id, status: "unread" } });
}
