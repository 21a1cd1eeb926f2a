import "server-only";
import { isUuid } from "@/lib/uuid";
import { doctorCities } from "@/lib/catalogue";
import type { DoctorOption } from "@/lib/appointments/doctor-choices";
import type { AccountStatus, Role } from "@/lib/auth/permissions";
import { assertRole, type Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { clampPage, DEFAULT_PAGE_SIZE, pageOf, type Page } from "@/lib/dashboards/pagination";

/**
 * Account reads for the owner's admin panel and for choosing a doctor: each takes the Viewer of
 * the roles it serves, and checks it again. The password hash is never selected.
 */

export type UserView = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  phone: string | null;
  bio: string | null;
  role: Role;
  status: AccountStatus;
  specialization: string | null;
  createdAt: Date;
  /** A doctor or coordinator who has not confirmed her e-mail: the owner cannot approve her yet. */
  awaitingEmail: boolean;
};

const userSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  phone: true,
  bio: true,
  role: true,
  status: true,
  specialization: true,
  createdAt: true,
  emailVerifiedAt: true,
} as const satisfies Prisma.UserSelect;

type UserRow = Prisma.UserGetPayload<{ select: typeof userSelect }>;

function toView({ emailVerifiedAt, ...row }: UserRow): UserView {
  return {
    ...row,
    name: `${row.firstName} ${row.lastName}`,
    awaitingEmail: !emailVerifiedAt && (row.role === "doctor" || row.role === "coordinator"),
  };
}

export type AdminOverview = {
  userCount: number;
  doctorCount: number;
  appointmentCount: number;
  contentCount: number;
  pendingCount: number;
};

/** The admin panel's tiles, in one round trip. */
export async function adminOverview(viewer: Viewer<"owner">): Promise<AdminOverview> {
  assertRole(viewer, ["owner"]);
  const [row] = await db.$queryRaw<
    Array<{
      users: number;
      doctors: number;
      appointments: number;
      contents: number;
      pending: number;
    }>
  >`
    SELECT
      (SELECT count(*)::int FROM users) AS users,
      (SELECT count(*)::int FROM users WHERE role = 'doctor') AS doctors,
      (SELECT count(*)::int FROM appointments) AS appointments,
      (SELECT count(*)::int FROM contents) AS contents,
      (SELECT count(*)::int FROM users WHERE status = 'pending') AS pending`;
  return {
    userCount: row?.users ?? 0,
    doctorCount: row?.doctors ?? 0,
    appointmentCount: row?.appointments ?? 0,
    contentCount: row?.contents ?? 0,
    pendingCount: row?.pending ?? 0,
  };
}

export const RECENT_USER_LIMIT = 5;
export const PENDING_APPROVAL_LIMIT = 5;

/** The newest accounts. */
export async function recentUsers(
  viewer: Viewer<"owner">,
  limit = RECENT_USER_LIMIT,
): Promise<UserView[]> {
  assertRole(viewer, ["owner"]);
  const rows = await db.user.findMany({
    select: userSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return rows.map(toView);
}

/**
 * Accounts awaiting approval, newest first: the owner approves the people who just signed up, and
 * a stale request never hides new ones (the Users tab lists every pending account).
 */
export async function pendingUsers(
  viewer: Viewer<"owner">,
  limit = PENDING_APPROVAL_LIMIT,
): Promise<UserView[]> {
  assertRole(viewer, ["owner"]);
  const rows = await db.user.findMany({
    where: { status: "pending" },
    select: userSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return rows.map(toView);
}

export type UserListFilter = {
  page: number;
  pageSize?: number;
  /** Matches first name, last name, "first last" or e-mail, ignoring case. */
  q?: string;
  role?: Role;
  status?: AccountStatus;
};

export async function usersPage(
  viewer: Viewer<"owner">,
  filter: UserListFilter,
): Promise<Page<UserView>> {
  assertRole(viewer, ["owner"]);
  const pageSize = filter.pageSize ?? DEFAULT_PAGE_SIZE;
  const q = filter.q?.trim();
  const where: Prisma.UserWhereInput = {
    ...(filter.role ? { role: filter.role } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  };
  if (q) {
    // Prisma's `contains` passes % and _ through to LIKE as wildcards: escape them, so a search
    // for "%" finds a literal "%" rather than every account.
    const words = q
      .split(/\s+/)
      .slice(0, 4)
      .map((word) => word.replace(/[\\%_]/g, "\\$&"));
    // Every word must match a name or the e-mail: "priya sharma" finds Priya Sharma.
    where.AND = words.map((word) => ({
      OR: [
        { firstName: { contains: word, mode: "insensitive" } },
        { lastName: { contains: word, mode: "insensitive" } },
        { email: { contains: word.toLowerCase() } },
      ],
    }));
  }
  const read = (p: number) =>
    db.user.findMany({
      where,
      select: userSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (p - 1) * pageSize,
      take: pageSize,
    });
  const [firstTry, total] = await Promise.all([read(filter.page), db.user.count({ where })]);
  const page = clampPage(filter.page, total, pageSize);
  const rows = page === filter.page ? firstTry : await read(page);
  return pageOf(rows.map(toView), page, pageSize, total);
}

export type EditableUser = {
  id: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  specialization: string | null;
  bio: string | null;
  role: Role;
};

/** One account's editable fields, read when the owner opens it for editing; null if unknown. */
export async function editableUser(
  viewer: Viewer<"owner">,
  userId: string,
): Promise<EditableUser | null> {
  assertRole(viewer, ["owner"]);
  if (!isUuid(userId)) return null;
  return db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      phone: true,
      specialization: true,
      bio: true,
      role: true,
    },
  });
}

export type StatusChangeView = {
  id: string;
  from: AccountStatus;
  to: AccountStatus;
  reason: string | null;
  /** Who made the change; null once her account is gone. */
  by: string | null;
  at: Date;
};

/** An account's status history, newest first, with the owner's reasons: for the owner only. */
export async function accountStatusHistory(
  viewer: Viewer<"owner">,
  userId: string,
  limit = 20,
): Promise<StatusChangeView[]> {
  assertRole(viewer, ["owner"]);
  if (!isUuid(userId)) return [];
  const rows = await db.accountStatusChange.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: {
      id: true,
      fromStatus: true,
      toStatus: true,
      reason: true,
      createdAt: true,
      changedBy: { select: { firstName: true, lastName: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    from: row.fromStatus,
    to: row.toStatus,
    reason: row.reason,
    by: row.changedBy ? `${row.changedBy.firstName} ${row.changedBy.lastName}` : null,
    at: row.createdAt,
  }));
}

/** Active doctors, by name, with the cities they practise in, for scheduling and reassigning. */
export async function activeDoctors(
  viewer: Viewer<"coordinator" | "owner">,
  limit = 500,
): Promise<DoctorOption[]> {
  assertRole(viewer, ["coordinator", "owner"]);
  const rows = await db.user.findMany({
    where: { role: "doctor", status: "active" },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      specialization: true,
      doctorCatalogueId: true,
    },
    orderBy: [{ firstName: "asc" }, { lastName: "asc" }, { id: "asc" }],
    take: limit,
  });
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    specialization: row.specialization,
    cities: doctorCities(row.doctorCatalogueId),
  }));
}
