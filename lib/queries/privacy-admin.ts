import "server-only";
import type { Role } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { Language, MessageChannel, MessageState, Prisma } from "@/lib/generated/prisma/client";
import { indiaDateTimeToInstant } from "@/lib/india-time";
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  pageOf,
  ROW_PAGE_SIZE,
  type Page,
} from "@/lib/dashboards/pagination";
import { isMessageKind, renderMessage } from "@/lib/messaging/templates";
import type { Viewer } from "@/lib/queries/scope";
import { isUuid } from "@/lib/uuid";
import {
  type AccessLogParams,
  type AccessSubjectValue,
  type OutboxParams,
  type OutboxStatus,
  type TextOutboxParams,
} from "@/lib/validations/privacy-admin";

/**
 * The owner's privacy reads (issue: privacy, items 2–4): the access log, the outbox (e-mail, and
 * SMS and WhatsApp since issue 36) and the breach records. Each function checks the viewer itself rather than trusting the admin-panel
 * layout, because these rows say who looked at which patient and what she was told: a page or
 * action added later that forgets the guard must fail loudly, not leak.
 */

export class NotOwnerError extends Error {
  constructor() {
    super("Only the owner may read the clinic's privacy records.");
    this.name = "NotOwnerError";
  }
}

function assertOwner(viewer: Viewer): void {
  if (viewer.role !== "owner") throw new NotOwnerError();
}

/** One page of a list, read again at the last page when a stale link points past the end. */
async function paged<T>(
  page: number,
  pageSize: number,
  count: () => Promise<number>,
  read: (skip: number, take: number) => Promise<T[]>,
): Promise<Page<T>> {
  const [firstTry, total] = await Promise.all([read((page - 1) * pageSize, pageSize), count()]);
  const current = clampPage(page, total, pageSize);
  const rows = current === page ? firstTry : await read((current - 1) * pageSize, pageSize);
  return pageOf(rows, current, pageSize, total);
}

/** Words for `contains`, with LIKE's wildcards escaped so "%" finds a literal "%". */
function searchWords(q: string): string[] {
  return q
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4)
    .map((word) => word.replace(/[\\%_]/g, "\\$&"));
}

// ---------------------------------------------------------------------------------------------
// Access log

export type AccessLogRow = {
  id: string;
  createdAt: Date;
  /** As the log recorded her when she looked ("Priya S."), so a renamed account reads as it was. */
  actorName: string;
  actorRole: Role;
  subject: AccessSubjectValue;
  /** Whose data: her account, when she has one and it still exists. */
  patient: { id: string; name: string; email: string } | null;
  /** The booking that was opened, when the row names one. */
  request: { reference: string; name: string } | null;
};

const accessLogSelect = {
  id: true,
  createdAt: true,
  actorName: true,
  actorRole: true,
  subject: true,
  patient: { select: { id: true, firstName: true, lastName: true, email: true } },
  request: { select: { reference: true, firstName: true, lastName: true } },
} as const satisfies Prisma.AccessLogSelect;

type AccessLogRecord = Prisma.AccessLogGetPayload<{ select: typeof accessLogSelect }>;

function toAccessLogRow(row: AccessLogRecord): AccessLogRow {
  return {
    id: row.id,
    createdAt: row.createdAt,
    actorName: row.actorName,
    actorRole: row.actorRole,
    subject: row.subject,
    patient: row.patient
      ? {
          id: row.patient.id,
          name: `${row.patient.firstName} ${row.patient.lastName}`,
          email: row.patient.email,
        }
      : null,
    request: row.request
      ? {
          reference: row.request.reference,
          name: `${row.request.firstName} ${row.request.lastName}`,
        }
      : null,
  };
}

function accessLogWhere(filter: Omit<AccessLogParams, "page">): Prisma.AccessLogWhereInput {
  const where: Prisma.AccessLogWhereInput = {};
  const and: Prisma.AccessLogWhereInput[] = [];
  if (filter.subject) where.subject = filter.subject;
  const from = filter.from ? indiaDateTimeToInstant(filter.from, "00:00") : null;
  const toStart = filter.to ? indiaDateTimeToInstant(filter.to, "00:00") : null;
  if (from || toStart) {
    where.createdAt = {
      ...(from ? { gte: from } : {}),
      // "To" is inclusive: everything before the next India midnight.
      ...(toStart ? { lt: new Date(toStart.getTime() + 24 * 60 * 60_000) } : {}),
    };
  }
  const staff = filter.staff?.trim();
  if (staff && isUuid(staff)) {
    where.actorId = staff;
  } else if (staff) {
    // Every word must match her name as the log wrote it ("Priya S.") or her account's name or
    // e-mail as they are now: "priya sharma" finds Priya Sharma's reads.
    for (const word of searchWords(staff)) {
      and.push({
        OR: [
          { actorName: { contains: word, mode: "insensitive" } },
          { actor: { firstName: { contains: word, mode: "insensitive" } } },
          { actor: { lastName: { contains: word, mode: "insensitive" } } },
          { actor: { email: { contains: word, mode: "insensitive" } } },
        ],
      });
    }
  }
  const patient = filter.patient?.trim();
  if (patient && isUuid(patient)) {
    and.push({ OR: [{ patientId: patient }, { requestId: patient }] });
  } else if (patient) {
    // Every word must match her account or the booking: "asha rao" finds Asha Rao, and a booking
    // reference finds the rows of a visitor who has no account.
    for (const word of searchWords(patient)) {
      and.push({
        OR: [
          { patient: { firstName: { contains: word, mode: "insensitive" } } },
          { patient: { lastName: { contains: word, mode: "insensitive" } } },
          { patient: { email: { contains: word, mode: "insensitive" } } },
          { request: { firstName: { contains: word, mode: "insensitive" } } },
          { request: { lastName: { contains: word, mode: "insensitive" } } },
          { request: { email: { contains: word, mode: "insensitive" } } },
          { request: { reference: { contains: word, mode: "insensitive" } } },
        ],
      });
    }
  }
  if (and.length > 0) where.AND = and;
  return where;
}

/** Every staff read of a patient's data, newest first. Read-only: the log cannot be edited. */
export async function accessLogPage(
  viewer: Viewer<"owner">,
  filter: AccessLogParams,
  pageSize = DEFAULT_PAGE_SIZE,
): Promise<Page<AccessLogRow>> {
  assertOwner(viewer);
  const where = accessLogWhere(filter);
  return paged(
    filter.page,
    pageSize,
    () => db.accessLog.count({ where }),
    async (skip, take) =>
      (
        await db.accessLog.findMany({
          where,
          select: accessLogSelect,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip,
          take,
        })
      ).map(toAccessLogRow),
  );
}

// ---------------------------------------------------------------------------------------------
// Outbox

export type OutboxRow = {
  id: string;
  to: string;
  subject: string;
  purpose: string;
  status: OutboxStatus;
  attempts: number;
  /** The kind of the last failure (never the SMTP reply, which can quote the address). */
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

const outboxWhere = {
  queued: { sentAt: null, lastError: null },
  sent: { sentAt: { not: null } },
  failed: { sentAt: null, lastError: { not: null } },
} as const satisfies Record<OutboxStatus, Prisma.OutboxEmailWhereInput>;

function outboxStatus(row: { sentAt: Date | null; lastError: string | null }): OutboxStatus {
  if (row.sentAt) return "sent";
  return row.lastError ? "failed" : "queued";
}

/** Whether the app can send e-mail at all; without SMTP the outbox only fills up. */
export function smtpConfigured(viewer: Viewer<"owner">): boolean {
  assertOwner(viewer);
  return Boolean(env.SMTP_URL);
}

/** What the owner sees in place of a one-time link's secret. */
export const REDACTED_TOKEN = "[hidden]";

/**
 * A message's text with every one-time token in a link hidden (`?token=…` of the deletion links,
 * `?key=…` of a guest's video visit). Done here, on the server, so the secret never reaches the
 * browser: whoever can read the admin panel, or a screenshot of it, could otherwise confirm a
 * stranger's deletion, or take her seat in her video visit.
 */
export function redactOneTimeTokens(text: string): string {
  return text.replace(/([?&](?:token|key)=)[^\s&#]+/gi, `$1${REDACTED_TOKEN}`);
}

/** Outgoing e-mail, newest first; each message's text is read when it is opened (outboxMessage). */
export async function outboxPage(
  viewer: Viewer<"owner">,
  filter: OutboxParams,
  pageSize = DEFAULT_PAGE_SIZE,
): Promise<Page<OutboxRow>> {
  assertOwner(viewer);
  const where: Prisma.OutboxEmailWhereInput = filter.status ? outboxWhere[filter.status] : {};
  return paged(
    filter.page,
    pageSize,
    () => db.outboxEmail.count({ where }),
    async (skip, take) =>
      (
        await db.outboxEmail.findMany({
          where,
          select: {
            id: true,
            to: true,
            subject: true,
            purpose: true,
            attempts: true,
            lastError: true,
            createdAt: true,
            sentAt: true,
          },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip,
          take,
        })
      ).map((row) => ({ ...row, status: outboxStatus(row) })),
  );
}

export type OutboxMessage = { to: string; subject: string; purpose: string; text: string };

/**
 * One e-mail of the outbox, opened by the owner (its own address in the Privacy tab): whom it went
 * to and its text, with every one-time token hidden before it leaves the server. Null when there
 * is no such e-mail.
 */
export async function outboxMessage(
  viewer: Viewer<"owner">,
  emailId: string,
): Promise<OutboxMessage | null> {
  assertOwner(viewer);
  if (!isUuid(emailId)) return null;
  const mail = await db.outboxEmail.findUnique({
    where: { id: emailId },
    select: { to: true, subject: true, purpose: true, text: true },
  });
  return mail ? { ...mail, text: redactOneTimeTokens(mail.text) } : null;
}

// ---------------------------------------------------------------------------------------------
// Text messages: the SMS and WhatsApp outbox

export type TextOutboxRow = {
  id: string;
  channel: MessageChannel;
  /** Her number, E.164. */
  to: string;
  /** The template's key: lib/messaging/status.ts names it. */
  kind: string;
  locale: Language;
  state: MessageState;
  attempts: number;
  nextAttempt: Date;
  /** The gateway's reason for a failure, or why it was not sent. */
  reason: string | null;
  createdAt: Date;
  sentAt: Date | null;
  deliveredAt: Date | null;
  changedAt: Date;
};

/** One channel's text messages, newest first; each one's text is made when it is opened. */
export async function textOutboxPage(
  viewer: Viewer<"owner">,
  filter: TextOutboxParams,
  pageSize = DEFAULT_PAGE_SIZE,
): Promise<Page<TextOutboxRow>> {
  assertOwner(viewer);
  const where: Prisma.OutboxMessageWhereInput = {
    channel: filter.channel,
    ...(filter.status ? { state: filter.status } : {}),
  };
  return paged(
    filter.page,
    pageSize,
    () => db.outboxMessage.count({ where }),
    (skip, take) =>
      db.outboxMessage.findMany({
        where,
        select: {
          id: true,
          channel: true,
          to: true,
          kind: true,
          locale: true,
          state: true,
          attempts: true,
          nextAttempt: true,
          reason: true,
          createdAt: true,
          sentAt: true,
          deliveredAt: true,
          changedAt: true,
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip,
        take,
      }),
  );
}

export type TextOutboxMessage = {
  channel: MessageChannel;
  to: string;
  kind: string;
  locale: Language;
  state: MessageState;
  text: string;
};

/**
 * A text message's words as she reads them (or will): its registered template with its variables
 * in place, each variable's one-time tokens hidden first, so a link's secret never reaches the
 * page and the words around it stay as sent.
 */
function readableText(kind: string, locale: Language, params: Prisma.JsonValue): string {
  if (!isMessageKind(kind)) return `No registered template is called "${kind}": it cannot be sent.`;
  const values = Array.isArray(params)
    ? params.map((value) => redactOneTimeTokens(String(value)))
    : [];
  try {
    return renderMessage(kind, locale, values);
  } catch {
    return "Its variables do not fit its template: it cannot be sent.";
  }
}

/**
 * One text message of the outbox, opened by the owner (its own address in the Privacy tab, like an
 * e-mail's). Null when there is no such message.
 */
export async function textOutboxMessage(
  viewer: Viewer<"owner">,
  messageId: string,
): Promise<TextOutboxMessage | null> {
  assertOwner(viewer);
  if (!isUuid(messageId)) return null;
  const message = await db.outboxMessage.findUnique({
    where: { id: messageId },
    select: { channel: true, to: true, kind: true, locale: true, state: true, params: true },
  });
  if (!message) return null;
  const { params, ...rest } = message;
  return { ...rest, text: readableText(message.kind, message.locale, params) };
}

// ---------------------------------------------------------------------------------------------
// Breaches

export type BreachNoticeRow = {
  patientId: string;
  name: string;
  email: string;
  notifiedAt: Date;
  readAt: Date | null;
};

export type BreachRow = {
  id: string;
  summary: string;
  measures: string;
  occurredAt: Date;
  discoveredAt: Date;
  createdAt: Date;
  recordedBy: string | null;
  affected: number;
  notified: number;
  acknowledged: number;
};

/** How many notices each breach sent, and how many were read, by the breach's id. */
async function noticeCounts(ids: string[]) {
  const counts =
    ids.length === 0
      ? []
      : await db.$queryRaw<Array<{ breach_id: string; total: number; read: number }>>`
          SELECT breach_id::text AS breach_id,
                 count(*)::int AS total,
                 count(read_at)::int AS read
          FROM breach_notices
          WHERE breach_id = ANY(${ids}::uuid[])
          GROUP BY breach_id`;
  return new Map(counts.map((row) => [row.breach_id, row]));
}

/**
 * Recorded breaches, newest record first, with how many patients each affected and how many have
 * read their notice. Who they are is on each breach's own page (breachNotices), a page at a time.
 */
export async function breachesPage(
  viewer: Viewer<"owner">,
  page: number,
  pageSize = 10,
): Promise<Page<BreachRow>> {
  assertOwner(viewer);
  return paged(
    page,
    pageSize,
    () => db.dataBreach.count(),
    async (skip, take) => {
      const breaches = await db.dataBreach.findMany({
        select: {
          id: true,
          summary: true,
          measures: true,
          occurredAt: true,
          discoveredAt: true,
          createdAt: true,
          recordedBy: { select: { firstName: true, lastName: true } },
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip,
        take,
      });
      const countOf = await noticeCounts(breaches.map((breach) => breach.id));
      return breaches.map((breach) => {
        const count = countOf.get(breach.id);
        return {
          id: breach.id,
          summary: breach.summary,
          measures: breach.measures,
          occurredAt: breach.occurredAt,
          discoveredAt: breach.discoveredAt,
          createdAt: breach.createdAt,
          recordedBy: breach.recordedBy
            ? `${breach.recordedBy.firstName} ${breach.recordedBy.lastName}`
            : null,
          affected: count?.total ?? 0,
          // Every notice is shown in her dashboard the moment the breach is recorded.
          notified: count?.total ?? 0,
          acknowledged: count?.read ?? 0,
        };
      });
    },
  );
}

export type BreachNotices = {
  breach: Omit<BreachRow, "createdAt" | "recordedBy" | "measures">;
  /** Who it affected and what became of her notice, by name. */
  notices: Page<BreachNoticeRow>;
};

/**
 * One breach and a page of the patients it affected (twenty at a time, by name: the notices are
 * all written when the breach is recorded, so an offset page stays put). Null for an id that is
 * not a breach's.
 */
export async function breachNotices(
  viewer: Viewer<"owner">,
  breachId: string,
  page: number,
  pageSize = ROW_PAGE_SIZE,
): Promise<BreachNotices | null> {
  assertOwner(viewer);
  if (!isUuid(breachId)) return null;
  const breach = await db.dataBreach.findUnique({
    where: { id: breachId },
    select: { id: true, summary: true, occurredAt: true, discoveredAt: true },
  });
  if (!breach) return null;
  const [counts, notices] = await Promise.all([
    noticeCounts([breach.id]),
    paged(
      page,
      pageSize,
      () => db.breachNotice.count({ where: { breachId: breach.id } }),
      async (skip, take) =>
        (
          await db.breachNotice.findMany({
            where: { breachId: breach.id },
            select: {
              patientId: true,
              notifiedAt: true,
              readAt: true,
              patient: { select: { firstName: true, lastName: true, email: true } },
            },
            orderBy: [
              { patient: { firstName: "asc" } },
              { patient: { lastName: "asc" } },
              { id: "asc" },
            ],
            skip,
            take,
          })
        ).map((notice) => ({
          patientId: notice.patientId,
          name: `${notice.patient.firstName} ${notice.patient.lastName}`,
          email: notice.patient.email,
          notifiedAt: notice.notifiedAt,
          readAt: notice.readAt,
        })),
    ),
  ]);
  const count = counts.get(breach.id);
  return {
    breach: {
      ...breach,
      affected: count?.total ?? 0,
      notified: count?.total ?? 0,
      acknowledged: count?.read ?? 0,
    },
    notices,
  };
}
