import "server-only";
import { shortId } from "@/lib/appointments";
import type { Role } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { clampPage, DEFAULT_PAGE_SIZE, pageOf, type Page } from "@/lib/pagination";
import { receivedMessageScope, type Viewer } from "@/lib/queries/scope";

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

const messageSelect = {
  id: true,
  subject: true,
  body: true,
  status: true,
  isUrgent: true,
  createdAt: true,
  readAt: true,
  sender: { select: { id: true, firstName: true, lastName: true, role: true } },
} as const satisfies Prisma.MessageSelect;

type MessageRow = Prisma.MessageGetPayload<{ select: typeof messageSelect }>;

function toView(row: MessageRow): MessageView {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    status: row.status,
    isUrgent: row.isUrgent,
    createdAt: row.createdAt,
    readAt: row.readAt,
    sender: {
      id: row.sender.id,
      shortId: shortId(row.sender.id),
      name: `${row.sender.firstName} ${row.sender.lastName}`,
      role: row.sender.role,
    },
  };
}

export const PRIORITY_MESSAGE_LIMIT = 5;

/** Up to five unread messages, urgent ones first, then the newest. */
export async function priorityMessages(
  viewer: Viewer,
  limit = PRIORITY_MESSAGE_LIMIT,
): Promise<MessageView[]> {
  const rows = await db.message.findMany({
    where: { ...receivedMessageScope(viewer), status: "unread" },
    select: messageSelect,
    orderBy: [{ isUrgent: "desc" }, { createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return rows.map(toView);
}

export async function inboxPage(
  viewer: Viewer,
  page: number,
  pageSize = DEFAULT_PAGE_SIZE,
): Promise<Page<MessageView>> {
  const where = receivedMessageScope(viewer);
  const read = (p: number) =>
    db.message.findMany({
      where,
      select: messageSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (p - 1) * pageSize,
      take: pageSize,
    });
  const [firstTry, total] = await Promise.all([read(page), db.message.count({ where })]);
  const current = clampPage(page, total, pageSize);
  const rows = current === page ? firstTry : await read(current);
  return pageOf(rows.map(toView), current, pageSize, total);
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
