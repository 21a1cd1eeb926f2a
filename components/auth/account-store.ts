"use client";

import * as React from "react";
import type { MeResponse } from "@/lib/auth/me";

/*
 * Who is signed in, as the browser sees it. Public pages are static HTML, so the header cannot know
 * on the server: after hydration it asks next-auth's session endpoint (a cookie check, no database)
 * and, only when that names someone, /api/me for her first name and area. One store for the desktop
 * menu, the mobile sheet and the sign-in card, so a page asks once and all of them agree.
 *
 * Also the place account toasts go through: they are shown by the header's own Toaster (see
 * AccountToaster), which is the one part of the page that survives the move between the public site
 * and the staff areas after signing in or out.
 */

export type Account = NonNullable<MeResponse>;

export type AccountState =
  { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; account: Account };

type Snapshot = { account: AccountState; toaster: boolean };

/** The id of the header's Toaster: account toasts never show twice on pages with their own. */
export const ACCOUNT_TOASTER_ID = "account";

/**
 * The words of the account toasts, passed in rather than imported from
 * lib/validations/auth-messages: the header ships this module on every public page, and the whole
 * message table would come with it.
 */
export type AccountToastText = { title: string; description: string };

const initial: Snapshot = { account: { status: "loading" }, toaster: false };
let snapshot: Snapshot = initial;
let inFlight: Promise<AccountState> | null = null;
const listeners = new Set<() => void>();

function update(next: Partial<Snapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function isSignedInSession(body: unknown): boolean {
  return typeof body === "object" && body !== null && "user" in body && Boolean(body.user);
}

function isAccount(body: unknown): body is Account {
  return (
    typeof body === "object" &&
    body !== null &&
    "firstName" in body &&
    typeof body.firstName === "string" &&
    "areaPath" in body &&
    typeof body.areaPath === "string" &&
    "unread" in body &&
    typeof body.unread === "number"
  );
}

async function load(): Promise<AccountState> {
  try {
    const session = await fetch("/api/auth/session", { cache: "no-store" });
    if (!session.ok || !isSignedInSession(await session.json())) return { status: "signed-out" };
    const me = await fetch("/api/me", { cache: "no-store" });
    const body: unknown = me.ok ? await me.json() : null;
    return isAccount(body) ? { status: "signed-in", account: body } : { status: "signed-out" };
  } catch {
    // Offline or a deploy in between: a 'Sign in' link is the harmless guess.
    return { status: "signed-out" };
  }
}

/** Asks the server again (after signing in, up or out) and tells every subscriber. */
export function refreshAccount(): Promise<AccountState> {
  const request = load().then((account) => {
    // A newer refresh wins over an older one that answers late.
    if (inFlight === request) {
      inFlight = null;
      update({ account });
    }
    return account;
  });
  inFlight = request;
  return request;
}

/** The account state; the first component to ask after a page load triggers the fetch. */
export function useAccount(): AccountState {
  const state = React.useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => initial,
  );
  React.useEffect(() => {
    if (snapshot.account.status === "loading" && !inFlight) void refreshAccount();
  }, []);
  return state.account;
}

/** Her first name when a patient is signed in (the booking form's note and prefill), else null. */
export function usePatientFirstName(): string | null {
  const account = useAccount();
  return account.status === "signed-in" && account.account.role === "patient"
    ? account.account.firstName
    : null;
}

/** Whether the header's Toaster should be mounted: only once an account toast has been raised. */
export function useAccountToasterWanted(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => snapshot.toaster,
    () => false,
  );
}

/**
 * A toast on the header's Toaster, which mounts (and the toast library loads) only now: public
 * pages that never raise one never download it. Sonner replays toasts that are still showing to a
 * Toaster that mounts later, so the toast also survives a navigation that follows.
 */
export async function announce(
  kind: "success" | "error",
  { title, description }: AccountToastText,
  duration?: number,
): Promise<void> {
  update({ toaster: true });
  const { toast } = await import("@/components/ui/sonner");
  toast[kind](title, {
    description,
    toasterId: ACCOUNT_TOASTER_ID,
    ...(duration ? { duration } : {}),
  });
}

/**
 * A success toast about her account ('Signed in successfully!' and the like), titled 'Success' as
 * the spec's toasts are.
 */
export async function announceAccount(text: AccountToastText): Promise<void> {
  await announce("success", text);
}

/** Signs her out without a page load, then tells the header and raises 'Signed out successfully!'. */
export async function signOutOfAccount(signedOut: AccountToastText): Promise<void> {
  // Loaded on demand: public pages never ship next-auth's client.
  const { signOut } = await import("next-auth/react");
  await signOut({ redirect: false });
  inFlight = null;
  update({ account: { status: "signed-out" } });
  await announceAccount(signedOut);
}

/**
 * Signs her in with the credentials provider, without a page load. Returns next-auth's error code
 * (for signInErrorMessage) when it refuses; on success the header learns about it at once.
 */
export async function signInWithPassword(
  email: string,
  password: string,
): Promise<{ ok: true; account: AccountState } | { ok: false; code: string | null }> {
  const { signIn } = await import("next-auth/react");
  const result = await signIn<"credentials">("credentials", { email, password, redirect: false });
  if (!result || result.error || !result.ok) return { ok: false, code: result?.error ?? null };
  return { ok: true, account: await refreshAccount() };
}

/** An error toast about her account, on the same Toaster. */
export async function announceAccountError(text: AccountToastText): Promise<void> {
  await announce("error", text, 10_000);
}
