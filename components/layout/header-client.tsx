"use client";

import { usePathname } from "next/navigation";
import { IntentLink } from "@/components/ui/intent-link";
import { useEffect, useRef, useState } from "react";

/*
 * The only parts of the header that run in the browser, kept free of class helpers and icon
 * libraries: every class string and icon is rendered on the server and passed in. The header is
 * on every public page and our patients' phones are slow, so this costs about a kilobyte.
 */

/** The sticky header, with `data-scrolled` set once the page is scrolled at all. */
export function ScrollAwareHeader({
  className,
  children,
}: {
  className: string;
  children: React.ReactNode;
}) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return (
    <header data-scrolled={scrolled} className={className}>
      {children}
    </header>
  );
}

function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** A header link that marks itself `aria-current="page"` on its own section. */
export function NavLink({
  href,
  hrefLang,
  className,
  onClick,
  children,
}: {
  href: string;
  /** Set on a link to a page in another language than this one's. */
  hrefLang?: string;
  className: string;
  onClick?: () => void;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  return (
    <IntentLink
      href={href}
      hrefLang={hrefLang}
      onClick={onClick}
      aria-current={isCurrent(pathname, href) ? "page" : undefined}
      className={className}
    >
      {children}
    </IntentLink>
  );
}

export type MobileMenuLink = { href: string; label: string; hrefLang?: string };

/**
 * The small-screen menu: a bottom sheet holding the header's links. Built on the native <dialog>
 * (focus trap, Escape and the top layer for free) rather than a drawer library.
 */
export function MobileMenu({
  links,
  booking,
  words,
  classes,
  openIcon,
  closeIcon,
  account,
}: {
  links: readonly MobileMenuLink[];
  booking: MobileMenuLink;
  words: { openMenu: string; menu: string; closeMenu: string; mobileNav: string };
  classes: { iconButton: string; link: string; booking: string };
  openIcon: React.ReactNode;
  closeIcon: React.ReactNode;
  /** Her account's part of the sheet ('Sign in', or her area and 'Sign out'). */
  account?: React.ReactNode;
}) {
  const pathname = usePathname();
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Following a link closes the sheet; closing on route change also covers back/forward.
  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  const open = () => dialogRef.current?.showModal();
  const close = () => dialogRef.current?.close();

  return (
    <div className="md:hidden">
      {/* A link to the footer's list of every page, which it is until scripts run: then it opens
          the sheet instead. Without JavaScript the menu still leads everywhere. */}
      <a
        href="#site-links"
        role="button"
        onClick={(event) => {
          event.preventDefault();
          open();
        }}
        onKeyDown={(event) => {
          // A button opens on Space as well as Enter; a link would scroll the page instead.
          if (event.key === " ") {
            event.preventDefault();
            open();
          }
        }}
        aria-haspopup="dialog"
        className={classes.iconButton}
      >
        {openIcon}
        <span className="sr-only">{words.openMenu}</span>
      </a>
      <dialog
        ref={dialogRef}
        aria-label={words.menu}
        onClick={(event) => {
          // A tap on the backdrop (the dialog element itself, outside the panel) closes it.
          if (event.target === event.currentTarget) close();
        }}
        className="bottom-sheet bg-card text-card-foreground m-0 mt-auto w-full max-w-none rounded-t-2xl p-0 shadow-2xl backdrop:bg-black/40"
      >
        <div className="mx-auto flex max-w-lg flex-col gap-1 px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <div className="bg-muted mx-auto mb-2 h-1.5 w-12 rounded-full" aria-hidden="true" />
          <div className="flex items-center justify-between">
            <p className="text-muted-foreground text-sm font-medium">{words.menu}</p>
            <button type="button" onClick={close} className={classes.iconButton}>
              {closeIcon}
              <span className="sr-only">{words.closeMenu}</span>
            </button>
          </div>
          <nav aria-label={words.mobileNav} className="flex flex-col">
            {links.map((link) => (
              <IntentLink
                key={link.href}
                href={link.href}
                hrefLang={link.hrefLang}
                onClick={close}
                aria-current={pathname === link.href ? "page" : undefined}
                className={classes.link}
              >
                {link.label}
              </IntentLink>
            ))}
            {account}
          </nav>
          <IntentLink href={booking.href} onClick={close} className={classes.booking}>
            {booking.label}
          </IntentLink>
        </div>
      </dialog>
    </div>
  );
}
