import type { Locale } from "@/content/i18n";
import Link from "next/link";
import { LogoMark, logoLinkClass } from "@/components/layout/logo-mark";
import { StaffAccountMenu } from "@/components/layout/staff-account-menu";
import { AccountToaster } from "@/components/auth/staff-user-menu";

/**
 * The signed-in areas' header: the wordmark (back to the website) and her account menu, at every
 * width. The public site's navigation and mobile menu stay on the public site: staff work in their
 * dashboards all day, and every byte here is sent with every dashboard page.
 *
 * In English for staff; a patient who reads her dashboard in Hindi gets the menu in Hindi, with
 * the navigation's name and her area's title passed in her words.
 */
export function StaffHeader({
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
            <StaffAccountMenu locale={locale} areaTitle={areaTitle} />
          </nav>
        </div>
      </header>
      <AccountToaster />
    </>
  );
}
