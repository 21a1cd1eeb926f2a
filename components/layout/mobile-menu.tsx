"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { Menu, X } from "lucide-react";
import { bookingLink, headerLinks } from "@/content/navigation";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * The small-screen menu: a bottom sheet holding the header's links. Built on the native <dialog>
 * (focus trap, Escape and the top layer for free) rather than a drawer library, because this ships
 * on every public page and the phones our patients use are slow: it costs well under a kilobyte.
 */
export function MobileMenu({ pathname }: { pathname: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Following a link closes the sheet; closing on route change also covers back/forward.
  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  const open = () => dialogRef.current?.showModal();
  const close = () => dialogRef.current?.close();

  return (
    <div className="md:hidden">
      <button
        type="button"
        onClick={open}
        aria-haspopup="dialog"
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }))}
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      <dialog
        ref={dialogRef}
        aria-label="Menu"
        onClick={(event) => {
          // A tap on the backdrop (the dialog element itself, outside the panel) closes it.
          if (event.target === event.currentTarget) close();
        }}
        className="bottom-sheet bg-card text-card-foreground m-0 mt-auto w-full max-w-none rounded-t-2xl p-0 shadow-2xl backdrop:bg-black/40"
      >
        <div className="mx-auto flex max-w-lg flex-col gap-1 px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <div className="bg-muted mx-auto mb-2 h-1.5 w-12 rounded-full" aria-hidden="true" />
          <div className="flex items-center justify-between">
            <p className="text-muted-foreground text-sm font-medium">Menu</p>
            <button
              type="button"
              onClick={close}
              className={cn(buttonVariants({ variant: "ghost", size: "icon" }))}
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close menu</span>
            </button>
          </div>
          <nav aria-label="Mobile" className="flex flex-col">
            {headerLinks.map((link) => (
              <Link
                key={link.href}
                href={link.href}
                onClick={close}
                aria-current={pathname === link.href ? "page" : undefined}
                className="hover:bg-secondary flex min-h-12 items-center rounded-lg px-3 text-base font-medium aria-[current=page]:text-primary"
              >
                {link.label}
              </Link>
            ))}
          </nav>
          <Link
            href={bookingLink.href}
            onClick={close}
            className={cn(buttonVariants({ size: "lg" }), "mt-2 w-full")}
          >
            {bookingLink.label}
          </Link>
        </div>
      </dialog>
    </div>
  );
}
