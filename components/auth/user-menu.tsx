"use client";

import * as React from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname } from "next/navigation";
import {
  ACCOUNT_TOASTER_ID,
  useAccount,
  useAccountToasterWanted,
  usePatientFirstName,
  type Account,
} from "@/components/auth/account-store";
import { useSignOut, type SignOutTexts } from "@/components/auth/use-sign-out";
import { PatientNote } from "@/components/booking/patient-note";

/*
 * The header's account corner. Like header-client.tsx it takes its class strings and icons from the
 * server-rendered header, so the public pages' JavaScript grows by the menu's logic only: no class
 * helpers, no icon library, and next-auth's client loads only when she signs out.
 */

type MenuClasses = {
  /** The 'Sign in' link. */
  signIn: string;
  /** The words of the link and the button, which may hide on narrow screens (kept for readers). */
  label: string;
  /** The button that opens the desktop menu. */
  trigger: string;
  /** A row in the menu: her area link and 'Sign out'. */
  item: string;
};

type MenuIcons = {
  user: React.ReactNode;
  chevron: React.ReactNode;
  area: React.ReactNode;
  signOut: React.ReactNode;
};

/** The corner's words in the page's language, passed from the server (content/chrome.ts). */
export type AccountWords = {
  signIn: string;
  signedInAs: string;
  accountMenu: string;
  signOut: string;
  signingOut: string;
  signOutEverywhere: string;
  unreadOne: string;
  unreadMany: string;
  roles: Readonly<Record<string, string>>;
  /** Her area's link, by role, in the page's language. */
  areaTitles: Readonly<Record<string, string>>;
};

function roleLabel(role: string, words: AccountWords): string {
  return words.roles[role] ?? role.charAt(0).toUpperCase() + role.slice(1);
}

/** Her area's name in the page's language; the server's English name for a role not listed. */
function areaLabel(account: Account, words: AccountWords): string {
  return words.areaTitles[account.role] ?? account.areaTitle;
}

/** How many messages wait for her: a number beside her name, read out in words. */
function UnreadBadge({ count, words }: { count: number; words: AccountWords }) {
  if (!count) return null;
  return (
    <span className="bg-primary text-primary-foreground inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs leading-5 font-semibold">
      {count > 99 ? "99+" : count}
      <span className="sr-only"> {count === 1 ? words.unreadOne : words.unreadMany}</span>
    </span>
  );
}

/** Keeps the header from shifting while the browser asks who is signed in. */
function Placeholder() {
  return <span aria-hidden="true" className="inline-block h-11 w-24" />;
}

function SignedInAs({ account, words }: { account: Account; words: AccountWords }) {
  return (
    <p className="text-muted-foreground px-3 py-2 text-sm">
      {words.signedInAs} <span className="text-foreground font-semibold">{account.firstName}</span>
      <span className="block">{roleLabel(account.role, words)}</span>
    </p>
  );
}

/** Desktop: her first name opens a small menu with her area and 'Sign out'. */
export function UserMenu({
  classes,
  icons,
  texts,
  words,
  areaTitle,
  signInHref = "/sign-in",
}: {
  classes: MenuClasses;
  icons: MenuIcons;
  texts: SignOutTexts;
  words: AccountWords;
  /** The sign-in page in the page's language. */
  signInHref?: string;
  /** Her area's name in the page's language, where the page knows it (her Hindi dashboard). */
  areaTitle?: string;
}) {
  const state = useAccount();
  const pathname = usePathname();
  const { signOut, busy } = useSignOut(texts);
  const [open, setOpen] = React.useState(false);
  const containerRef = React.useRef<HTMLDivElement>(null);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const panelId = React.useId();

  // Following a link (or back/forward) closes the menu.
  React.useEffect(() => {
    setOpen(false);
  }, [pathname]);

  React.useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  if (state.status === "loading") return <Placeholder />;
  if (state.status === "signed-out") {
    return (
      <Link href={signInHref} className={classes.signIn}>
        {icons.user}
        <span className={classes.label}>{words.signIn}</span>
      </Link>
    );
  }

  const { account } = state;
  return (
    <div
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        // Tabbing out of the menu closes it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={classes.trigger}
      >
        {icons.user}
        <span className={`max-w-32 truncate ${classes.label}`}>{account.firstName}</span>
        <UnreadBadge count={account.unread} words={words} />
        <span className="sr-only">{words.accountMenu}</span>
        {icons.chevron}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="bg-popover text-popover-foreground absolute top-full right-0 z-50 mt-2 w-64 rounded-xl border p-1 shadow-md"
      >
        <SignedInAs account={account} words={words} />
        <div className="bg-border mx-2 my-1 h-px" aria-hidden="true" />
        <Link href={account.areaPath} className={classes.item}>
          {icons.area}
          {areaTitle ?? areaLabel(account, words)}
        </Link>
        <button
          type="button"
          disabled={busy}
          aria-disabled={busy || undefined}
          onClick={() => signOut(() => setOpen(false))}
          className={classes.item}
        >
          {icons.signOut}
          {busy ? words.signingOut : words.signOut}
        </button>
        <button
          type="button"
          disabled={busy}
          aria-disabled={busy || undefined}
          onClick={() => signOut(() => setOpen(false), { everywhere: true })}
          className={classes.item}
        >
          {icons.signOut}
          {words.signOutEverywhere}
        </button>
      </div>
    </div>
  );
}

/** The mobile sheet's part: 'Sign in', or who she is, her area and 'Sign out'. */
export function MobileUserMenu({
  classes,
  icons,
  texts,
  words,
  signInHref = "/sign-in",
}: {
  classes: { link: string };
  icons: Pick<MenuIcons, "area" | "signOut" | "user">;
  texts: SignOutTexts;
  words: AccountWords;
  /** The sign-in page in the page's language. */
  signInHref?: string;
}) {
  const state = useAccount();
  const { signOut, busy } = useSignOut(texts);
  const sectionRef = React.useRef<HTMLDivElement>(null);

  if (state.status === "loading") return null;
  if (state.status === "signed-out") {
    return (
      <Link href={signInHref} className={classes.link}>
        {icons.user}
        {words.signIn}
      </Link>
    );
  }

  const { account } = state;
  return (
    <div ref={sectionRef} className="border-border mt-1 flex flex-col border-t pt-1">
      <SignedInAs account={account} words={words} />
      <Link href={account.areaPath} className={classes.link}>
        {icons.area}
        {areaLabel(account, words)}
        <UnreadBadge count={account.unread} words={words} />
      </Link>
      <button
        type="button"
        disabled={busy}
        aria-disabled={busy || undefined}
        // The sheet stays open when she is already on the home page: close it by hand.
        onClick={() => signOut(() => sectionRef.current?.closest("dialog")?.close())}
        className={classes.link}
      >
        {icons.signOut}
        {busy ? words.signingOut : words.signOut}
      </button>
      <button
        type="button"
        disabled={busy}
        aria-disabled={busy || undefined}
        onClick={() =>
          signOut(() => sectionRef.current?.closest("dialog")?.close(), { everywhere: true })
        }
        className={classes.link}
      >
        {icons.signOut}
        {words.signOutEverywhere}
      </button>
    </div>
  );
}

const Toaster = dynamic(() => import("@/components/ui/sonner").then((mod) => mod.Toaster), {
  ssr: false,
});

/**
 * The Toaster for account toasts, mounted (and its code loaded) only once one is raised. It sits in
 * the header, which both the public site and the staff areas render, so 'Signed in successfully!'
 * and 'Signed out successfully!' survive the navigation that follows them.
 */
export function AccountToaster() {
  const wanted = useAccountToasterWanted();
  return wanted ? <Toaster id={ACCOUNT_TOASTER_ID} /> : null;
}

/**
 * On the booking form, for a signed-in patient: her request joins her dashboard. It lives in this
 * module, which every public page already loads for the header, so the booking page's first
 * script does not carry the account store a second time.
 */
export function BookingAsPatientNote({ note }: { note: string }) {
  return <PatientNote patientName={usePatientFirstName()} note={note} />;
}
