import type { Metadata } from "next";
import type { Locale } from "@/content/i18n";
import { getSessionUser } from "@/lib/auth/session";
import { chromeCopy } from "@/lib/i18n/localized";
import { patientCopy } from "@/lib/i18n/patient-copy";
import { AccountHeader } from "@/components/layout/account-header";
import { LazyToaster } from "@/components/layout/lazy-toaster";
import { devanagari } from "../fonts";
import "./dashboards.css";

// Signed-in areas: never in search results (middleware also sends X-Robots-Tag and no-store).
export const metadata: Metadata = {
  robots: { index: false, follow: false },
  // The site's description is for search results; these pages are in none.
  description: null,
};

/**
 * A patient's account language; English for staff, for nobody signed in, and when the session
 * cannot be read just now: the area's own layout meets the same failure and its error boundary,
 * inside this frame, says so.
 */
async function frameLocale(): Promise<Locale> {
  try {
    const user = await getSessionUser();
    return user?.role === "patient" ? user.locale : "en";
  } catch (error) {
    // Next.js's own signals (a redirect, a dynamic render) are thrown with a digest: let them by.
    if (typeof error === "object" && error !== null && "digest" in error) throw error;
    return "en";
  }
}

/**
 * The shell of the five signed-in areas: a slim header (the wordmark and her account menu) and
 * a plain main region. Each area's own layout checks her role and account status on the server.
 *
 * Staff screens are English. A patient whose account reads Hindi gets this frame in Hindi too:
 * the skip link, her account menu, and the Devanagari face with the Hindi pages' type settings.
 * Only her language is read here (every area below is rendered per request anyway).
 */
export default async function SignedInLayout({
  children,
}: Readonly<{ children: React.ReactNode }>) {
  const locale = await frameLocale();
  const hindi = locale === "hi";
  const shell = patientCopy(locale).shell;
  return (
    <div
      lang={hindi ? "hi" : undefined}
      // Her dashboard uses the face at once: she reached it through the site's pages.
      data-face={hindi ? "devanagari" : undefined}
      className={
        hindi
          ? `bg-muted/40 flex min-h-dvh flex-col ${devanagari.variable} hindi`
          : "bg-muted/40 flex min-h-dvh flex-col"
      }
    >
      <a href="#main" className="skip-link">
        {chromeCopy(locale).skipLink}
      </a>
      {hindi ? (
        <AccountHeader locale={locale} navLabel={shell.accountNav} areaTitle={shell.areaTitle} />
      ) : (
        <AccountHeader />
      )}
      <main id="main" className="flex-1">
        {children}
      </main>
      {/* For the areas' own toasts; account toasts use the header's. */}
      <LazyToaster containerAriaLabel={hindi ? shell.notifications : undefined} />
    </div>
  );
}
