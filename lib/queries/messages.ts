import "server-only";
import { shortId } from "@/lib/appointments/status";
import type { Role } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { CARD_PAGE_SIZE, clampPage, pageOf, type Page } from "@/lib/dashboards/pagination";
import { receivedMessageScope, receivedMessageScopeSql, type Viewer } from "@/lib/queries/scope";

/** Message reads: only messages the viewer received, newest first, limited or paged. */

export type MessageView = {
  id: string;
  subject: string | null;
  body: string;
  status: "unread" | "read";
  isUrgent: boolean;
  createdAt: Date;
  readAt: Date | null;
  sender: { id: string; shortId: string; name: string; role: Role };
};

type MessageSqlRow = {
  id: string;
  subject: string | null;
  body: string;
  status: "unread" | "read";
  is_urgent: boolean;
  created_at: Date;
  read_at: Date | null;
  sender_id: string;
  sender_first: string;
  sender_last: string;
  sender_role: Role;
};

const messageOrders = {
  urgentFirst: Prisma.sql`m.is_urgent DESC, m.created_at DESC, m.id DESC`,
  /** The inbox: what is urgent and still unread on top, then everything by date. */
  unreadUrgentFirst: Prisma.sql`(m.is_urgent AND m.status = 'unread') DESC, m.created_at DESC, m.id DESC`,
} as const;

/** Received messages with their sender joined in, one round trip. `where` holds the scope. */
async function selectMessages(
  where: Prisma.Sql,
  order: keyof typeof messageOrders,
  limit: number,
  offset = 0,
): Promise<MessageView[]> {
  const rows = await db.$queryRaw<MessageSqlRow[]>`
    SELECT m.id, m.subject, m.content AS body, m.status::text AS status, m.is_urgent,
           m.created_at, m.read_at,
           s.id AS sender_id, s.first_name AS sender_first, s.last_name AS sender_last,
           s.role::text AS sender_role
    FROM messages m
    JOIN users s ON s.id = m.sender_id
    WHERE ${where}
    ORDER BY ${messageOrders[order]}
    LIMIT ${limit} OFFSET ${offset}`;
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    body: row.body,
    status: row.status,
    isUrgent: row.is_urgent,
    createdAt: row.created_at,
    readAt: row.read_at,
    sender: {
      id: row.sender_id,
      shortId: shortId(row.sender_id),
      name: `${row.sender_first} ${row.sender_last}`,
      role: row.sender_role,
    },
  }));
}

export const PRIORITY_MESSAGE_LIMIT = 5;

/** Up to five unread messages, urgent ones first, then the newest. */
export async function priorityMessages(
  viewer: Viewer,
  limit = PRIORITY_MESSAGE_LIMIT,
): Promise<MessageView[]> {
  return selectMessages(
    Prisma.sql`${receivedMessageScopeSql(viewer)} AND m.status = 'unread'`,
    "urgentFirst",
    limit,
  );
}

export async function inboxPage(
  viewer: Viewer,
  page: number,
  pageSize = CARD_PAGE_SIZE,
): Promise<Page<MessageView>> {
  const read = (p: number) =>
    selectMessages(
      receivedMessageScopeSql(viewer),
      "unreadUrgentFirst",
      pageSize,
      (p - 1) * pageSize,
    );
  const [firstTry, [countRow]] = await Promise.all([
    read(page),
    db.$queryRaw<Array<{ total: number }>>`
      SELECT count(*)::int AS total FROM messages m WHERE ${receivedMessageScopeSql(viewer)}`,
  ]);
  const total = countRow?.total ?? 0;
  const current = clampPage(page, total, pageSize);
  const rows = current === page ? firstTry : await read(current);
  return pageOf(rows, current, pageSize, total);
}

/** Reads one message only if the viewer received it: the actions' ownership check. */
export async function findReceivedMessage(
  viewer: Viewer,
  id: string,
): Promise<{
  id: string;
  senderId: string;
  subject: string | null;
  status: "unread" | "read";
  readAt: Date | null;
  appointmentId: string | null;
} | null> {
  return db.message.findFirst({
    where: { id, ...receivedMessageScope(viewer) },
    select: {
      id: true,
      senderId: true,
      subject: true,
      status: true,
      readAt: true,
      appointmentId: true,
    },
  });
}
