"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { bookingLink, headerLinks } from "@/content/navigation";
import { buttonVariants } from "@/components/ui/button";
import { Logo } from "@/components/layout/logo";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { cn } from "@/lib/utils";

export function SiteHeader() {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    // The spec: the header gains a shadow whenever the page is scrolled down at all.
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "bg-background/95 supports-[backdrop-filter]:bg-background/85 sticky top-0 z-40 border-b border-transparent backdrop-blur transition-shadow",
        scrolled && "border-border shadow-md",
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {headerLinks.map((link) => {
            const active = pathname === link.href || pathname.startsWith(`${link.href}/`);
            return (
              <Link
                key={link.href}
                href={link.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "hover:bg-secondary hover:text-secondary-foreground inline-flex h-11 items-center rounded-lg px-3 text-sm font-medium",
                  active ? "text-primary" : "text-foreground",
                )}
              >
                {link.label}
              </Link>
            );
          })}
          <Link href={bookingLink.href} className={cn(buttonVariants(), "ml-2")}>
            {bookingLink.label}
          </Link>
        </nav>
        <MobileMenu pathname={pathname} />
      </div>
    </header>
  );
}
