import { ChevronDown, LayoutDashboard, LogOut, Menu, UserRound, X } from "lucide-react";
import { bookingLink, headerLinks } from "@/content/navigation";
import { localePath, type Locale } from "@/content/i18n";
import { chromeCopy, navLinkIn } from "@/lib/i18n/localized";
import { buttonVariants } from "@/components/ui/button";
import { Logo } from "@/components/layout/logo";
import { MobileMenu, NavLink, ScrollAwareHeader } from "@/components/layout/header-client";
import { AccountToaster, MobileUserMenu, UserMenu } from "@/components/auth/user-menu";
import { signOutTextsFor } from "@/components/auth/sign-out-texts";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { cn } from "@/lib/utils";

const navLinkClass =
  "hover:bg-secondary hover:text-secondary-foreground text-foreground aria-[current=page]:text-primary inline-flex h-11 items-center rounded-lg px-3 text-sm font-medium";
const sheetLinkClass =
  "hover:bg-secondary aria-[current=page]:text-primary flex min-h-12 items-center gap-3 rounded-lg px-3 text-base font-medium";

const accountIcons = {
  user: <UserRound aria-hidden="true" className="size-4 shrink-0" />,
  chevron: <ChevronDown aria-hidden="true" className="size-4 shrink-0" />,
  area: <LayoutDashboard aria-hidden="true" className="size-4 shrink-0" />,
  signOut: <LogOut aria-hidden="true" className="size-4 shrink-0" />,
};

/**
 * Rendered on the server; header-client.tsx and the account menu hold the few bits that need the
 * browser. It never reads the session here: public pages stay static HTML, and the account menu
 * asks who is signed in after hydration.
 */
export function SiteHeader({ locale }: { locale: Locale }) {
  const words = chromeCopy(locale);
  const links = headerLinks.map((link) => ({ ...link, ...navLinkIn(locale, link.href) }));
  const booking = navLinkIn(locale, bookingLink.href);
  const texts = signOutTextsFor(locale);
  const signInHref = localePath(locale, "/sign-in");
  const switchClass = cn(navLinkClass, "px-2");
  return (
    <>
      <ScrollAwareHeader className="bg-background/95 supports-[backdrop-filter]:bg-background/85 data-[scrolled=true]:border-border sticky top-0 z-40 border-b border-transparent backdrop-blur transition-shadow data-[scrolled=true]:shadow-md">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Logo href={locale === "en" ? "/" : localePath(locale, "/home")} />
          <nav aria-label={words.header.mainNav} className="hidden items-center gap-1 md:flex">
            {links.map((link) => (
              <NavLink
                key={link.href}
                href={link.href}
                hrefLang={link.hrefLang}
                className={cn(navLinkClass, "wide" in link && "hidden xl:inline-flex")}
              >
                {link.label}
              </NavLink>
            ))}
            <UserMenu
              classes={{
                signIn: cn(navLinkClass, "gap-1.5 whitespace-nowrap"),
                // Between md and lg the nav is full: the icon alone, its name still read out.
                label: "sr-only lg:not-sr-only",
                trigger: cn(navLinkClass, "gap-1.5 whitespace-nowrap"),
                item: "hover:bg-muted focus-visible:bg-muted flex min-h-11 w-full cursor-pointer items-center gap-2 rounded-lg px-3 text-left text-sm font-medium disabled:opacity-60",
              }}
              icons={accountIcons}
              texts={texts}
              words={words.account}
              signInHref={signInHref}
            />
            <LanguageSwitch other={words.language.other} className={switchClass} />
            <NavLink href={booking.href} className={cn(buttonVariants(), "ml-2")}>
              {booking.label}
            </NavLink>
          </nav>
          <div className="flex items-center gap-1 md:hidden">
            <LanguageSwitch other={words.language.other} className={switchClass} />
            <MobileMenu
              links={links}
              booking={booking}
              words={words.header}
              classes={{
                iconButton: buttonVariants({ variant: "ghost", size: "icon" }),
                link: sheetLinkClass,
                booking: cn(buttonVariants({ size: "lg" }), "mt-2 w-full"),
              }}
              openIcon={<Menu aria-hidden="true" className="size-6" />}
              closeIcon={<X aria-hidden="true" className="size-5" />}
              account={
                <MobileUserMenu
                  classes={{ link: cn(sheetLinkClass, "w-full cursor-pointer text-left") }}
                  icons={accountIcons}
                  texts={texts}
                  words={words.account}
                  signInHref={signInHref}
                />
              }
            />
          </div>
        </div>
      </ScrollAwareHeader>
      {/* Outside the header: its backdrop filter would pin the toasts' fixed position to it. */}
      <AccountToaster />
    </>
  );
}
