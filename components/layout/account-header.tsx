import { ChevronDown, LayoutDashboard, LogOut, UserRound } from "lucide-react";
import Link from "next/link";
import type { Locale } from "@/content/i18n";
import { chromeCopy } from "@/lib/i18n/localized";
import { AccountMenu, AccountToaster } from "@/components/auth/account-menu";
import { signOutTextsFor } from "@/components/auth/sign-out-texts";
import { LogoMark, logoLinkClass } from "@/components/layout/logo-mark";

const itemClass =
  "hover:bg-secondary hover:text-secondary-foreground text-foreground inline-flex h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap";

const menuClasses = {
  signIn: itemClass,
  label: "sr-only sm:not-sr-only",
  trigger: itemClass,
  item: "hover:bg-muted focus-visible:bg-muted flex min-h-11 w-full cursor-pointer items-center gap-2 rounded-lg px-3 text-left text-sm font-medium disabled:opacity-60",
};

// Drawn here, on the server, like the public header's: as browser code they would put the icon
// library into the signed-in layout's script.
const menuIcons = {
  user: <UserRound aria-hidden="true" className="size-4 shrink-0" />,
  chevron: <ChevronDown aria-hidden="true" className="size-4 shrink-0" />,
  area: <LayoutDashboard aria-hidden="true" className="size-4 shrink-0" />,
  signOut: <LogOut aria-hidden="true" className="size-4 shrink-0" />,
};

/**
 * The signed-in areas' header, the patient's and the staff's: the wordmark (back to the website)
 * and her account menu, at every width. The public site's navigation and mobile menu stay on the
 * public site: staff work in their dashboards all day, and every byte here is sent with every
 * dashboard page. A server component: the menu's classes and icons travel in the page's payload
 * (a few hundred bytes), and only the menu's logic is browser code.
 *
 * In English for staff; a patient who reads her dashboard in Hindi gets the menu in Hindi, with
 * the navigation's name and her area's title passed in her words.
 */
export function AccountHeader({
  locale = "en",
  navLabel = "Account",
  areaTitle,
}: {
  locale?: Locale;
  navLabel?: string;
  /** Her area's name in the menu, in place of the English one /api/me answers. */
  areaTitle?: string;
}) {
  return (
    <>
      <header className="bg-background sticky top-0 z-40 border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Link href="/" className={logoLinkClass}>
            <LogoMark />
          </Link>
          <nav aria-label={navLabel}>
            <AccountMenu
              classes={menuClasses}
              icons={menuIcons}
              texts={signOutTextsFor(locale)}
              words={chromeCopy(locale).account}
              areaTitle={areaTitle}
            />
          </nav>
        </div>
      </header>
      <AccountToaster />
    </>
  );
}
