import "server-only";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";
import {
  areaDecision,
  can,
  type AreaId,
  type areas,
  type Permission,
  type permissions,
  type Role,
} from "@/lib/auth/permissions";

/**
 * The only way to a Viewer, and so the only way to read data. A layout's guard decides what the
 * page looks like; it does not stop the page segment from rendering and streaming (App Router
 * renders layout and page side by side). So every page, route handler and action asks here itself,
 * and every query in lib/queries takes the Viewer it gets back: a page that skipped the check has
 * nothing to pass and does not compile.
 *
 * The brand is a type only (a `unique symbol` that never exists at run time): a Viewer cannot be
 * written as an object literal, only returned by the functions below, which admit an account whose
 * session is live (lib/auth/session.ts), whose status is active and whose role the area or the
 * permission allows, all read from the database on this request.
 */
declare const checked: unique symbol;

export type Viewer<R extends Role = Role> = Readonly<Omit<SessionUser, "role"> & { role: R }> & {
  readonly [checked]: true;
};

/** The roles an area admits, as a union: areaViewer("coordinator-dashboard") is a coordinator. */
export type AreaRole<A extends AreaId> = (typeof areas)[A]["roles"][number];

/** The roles a permission admits. */
export type PermissionRole<P extends Permission> = (typeof permissions)[P][number];

/** Why a viewer was not given, for actions that answer in words. */
export type Refusal = "signed-out" | "suspended" | "pending" | "denied";

function admit<R extends Role>(user: SessionUser): Viewer<R> {
  return user as unknown as Viewer<R>;
}

/**
 * The viewer of an area (areaDecision says "allowed"), or null: signed out, pending, suspended,
 * the wrong role, or a session that has ended. A page renders nothing for null; the layout shows
 * the notice.
 */
export async function areaViewer<A extends AreaId>(area: A): Promise<Viewer<AreaRole<A>> | null> {
  const user = await getSessionUser();
  if (!user || areaDecision(user, area) !== "allowed") return null;
  return admit<AreaRole<A>>(user);
}

/** The same decision for a server action: an active account whose role holds the permission. */
export async function actionViewer<P extends Permission>(
  permission: P,
): Promise<{ viewer: Viewer<PermissionRole<P>> } | { refusal: Refusal }> {
  const user = await getSessionUser();
  if (!user) return { refusal: "signed-out" };
  if (user.status === "suspended") return { refusal: "suspended" };
  if (user.status !== "active") return { refusal: "pending" };
  if (!can(user.role, permission)) return { refusal: "denied" };
  return { viewer: admit<PermissionRole<P>>(user) };
}

/**
 * Whether a viewer holds one of `allowed` roles: for queries shared by several areas that still
 * answer only some of them (the request queue: coordinators and the owner). The types already say
 * so; this is the run-time check behind them, for a caller that cast its way past the types.
 */
export function hasRole<R extends Role>(
  viewer: Viewer,
  allowed: readonly R[],
): viewer is Viewer<R> {
  return (allowed as readonly Role[]).includes(viewer.role);
}

/** Throws for a viewer outside `allowed`: a programming error, never a user's mistake. */
export function assertRole<R extends Role>(
  viewer: Viewer,
  allowed: readonly R[],
): asserts viewer is Viewer<R> {
  if (!hasRole(viewer, allowed)) {
    throw new Error(`This read is for ${allowed.join(", ")} only`);
  }
}
