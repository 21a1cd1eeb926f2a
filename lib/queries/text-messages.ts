import "server-only";
import { permissions } from "@/lib/auth/permissions";
import { assertRole, type PermissionRole } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import { clampPage, CARD_PAGE_SIZE, pageOf, type Page } from "@/lib/dashboards/pagination";
import type { MessageChannel, Prisma } from "@/lib/generated/prisma/client";
import { shownMessageState, type ShownMessageState } from "@/lib/messaging/status";
import { appointmentScope, type Viewer } from "@/lib/queries/scope";
import { isUuid } from "@/lib/uuid";

/**
 * What reached her by SMS or WhatsApp, for the staff (issue 36, item 5): each message's channel,
 * what it was and where it stands, never its words (the owner's outbox alone opens those,
 * lib/queries/privacy-admin.ts). Each read is scoped like the detail it sits in: a request's
 * messages for whoever may handle requests, an appointment's for whoever may open that
 * appointment (a doctor her own, a coordinator those she coordinates). Her booking's messages
 * that belong to no appointment (the booking received) are the request's only, so a doctor never
 * sees anything of a booking she cannot open.
 */

/** Who may read a request's messages and the failed ones: the request.handle roles. */
const requestRoles = permissions["request.handle"];
type RequestRole = PermissionRole<"request.handle">;

/** Who may read an appointment's messages: whoever may open it (appointment.view). */
const appointmentRoles = permissions["appointment.view"];

export type TextMessageView = {
  id: string;
  channel: MessageChannel;
  /** The template's key: lib/messaging/status.ts names it. */
  kind: string;
  /** Where it stands, as its badge says (judged by the real clock: her hours are real hours). */
  shown: ShownMessageState;
  attempts: number;
  /** Not before this: her contact window's start, or the next try. */
  nextAttempt: Date;
  /** The gateway's reason for a failure, or why it was not sent. */
  reason: string | null;
  /** When its state last changed (a trigger keeps it). */
  changedAt: Date;
  /** A failed one: when someone called her instead. */
  followedUpAt: Date | null;
};

const textMessageSelect = {
  id: true,
  channel: true,
  kind: true,
  state: true,
  attempts: true,
  nextAttempt: true,
  reason: true,
  changedAt: true,
  followedUpAt: true,
} as const satisfies Prisma.OutboxMessageSelect;

/** More than a booking ever gets (a handful per visit); a bound, not a page. */
const MESSAGES_PER_DETAIL = 50;

async function listMessages(where: Prisma.OutboxMessageWhereInput): Promise<TextMessageView[]> {
  const rows = await db.outboxMessage.findMany({
    where,
    select: textMessageSelect,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: MESSAGES_PER_DETAIL,
  });
  const now = new Date();
  return rows.map(({ state, ...row }) => ({
    ...row,
    shown: shownMessageState({ ...row, state }, now),
  }));
}

/** A booking request's messages, oldest first, as its history reads. None once it is erased. */
export async function requestTextMessages(
  viewer: Viewer<RequestRole>,
  requestId: string,
): Promise<TextMessageView[]> {
  assertRole(viewer, requestRoles);
  if (!isUuid(requestId)) return [];
  return listMessages({ requestId, request: { anonymisedAt: null } });
}

/** An appointment's messages, oldest first, if the viewer may open the appointment; else none. */
export async function appointmentTextMessages(
  viewer: Viewer<PermissionRole<"appointment.view">>,
  appointmentId: string,
): Promise<TextMessageView[]> {
  assertRole(viewer, appointmentRoles);
  if (!isUuid(appointmentId)) return [];
  return listMessages({ appointmentId, appointment: appointmentScope(viewer) });
}

// ---------------------------------------------------------------------------------------------
// The coordinators' Tasks: messages that did not reach her, until someone calls her.

export type UndeliveredMessage = {
  id: string;
  channel: MessageChannel;
  kind: string;
  reason: string | null;
  /** When it failed, after its last try. */
  failedAt: Date;
  /** From her booking, or her account when the message has no booking. */
  name: string;
  request: { id: string; reference: string } | null;
};

/**
 * Failed after every retry, and nobody has called her yet; not erased. The answer to her own STOP
 * is left out: her STOP is recorded whether or not its confirmation arrived, and a call about it
 * would reach a woman who has just asked the clinic to stop.
 */
const undeliveredWhere = {
  state: "failed",
  followedUpAt: null,
  kind: { not: "stop-confirmed" },
  OR: [{ requestId: null }, { request: { anonymisedAt: null } }],
} as const satisfies Prisma.OutboxMessageWhereInput;

/**
 * One page of the messages that did not reach her, newest failure first: the list is shared by
 * every coordinator like the queue, so whoever is free calls her.
 */
export async function undeliveredMessagesPage(
  viewer: Viewer<RequestRole>,
  page: number,
  pageSize = CARD_PAGE_SIZE,
): Promise<Page<UndeliveredMessage>> {
  assertRole(viewer, requestRoles);
  const read = (p: number) =>
    db.outboxMessage.findMany({
      where: undeliveredWhere,
      select: {
        id: true,
        channel: true,
        kind: true,
        reason: true,
        changedAt: true,
        request: { select: { id: true, reference: true, firstName: true, lastName: true } },
        user: { select: { firstName: true, lastName: true } },
      },
      orderBy: [{ changedAt: "desc" }, { id: "desc" }],
      skip: (p - 1) * pageSize,
      take: pageSize,
    });
  const [firstTry, total] = await Promise.all([
    read(page),
    db.outboxMessage.count({ where: undeliveredWhere }),
  ]);
  const current = clampPage(page, total, pageSize);
  const rows = current === page ? firstTry : await read(current);
  return pageOf(
    rows.map((row) => {
      const who = row.request ?? row.user;
      return {
        id: row.id,
        channel: row.channel,
        kind: row.kind,
        reason: row.reason,
        failedAt: row.changedAt,
        name: who ? `${who.firstName} ${who.lastName}` : "Name not on record",
        request: row.request ? { id: row.request.id, reference: row.request.reference } : null,
      };
    }),
    current,
    pageSize,
    total,
  );
}
