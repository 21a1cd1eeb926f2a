import type { Locale } from "@/content/i18n";
import { chromeCopy } from "@/lib/i18n/localized";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { MobileActionBar } from "@/components/layout/mobile-action-bar";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { LanguageOffer } from "@/components/layout/language-switch";

/** Header, footer and the phone's action bar around every public page, in the page's language. */
export function SiteChrome({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const words = chromeCopy(locale);
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <a href="#main" className="skip-link">
        {words.skipLink}
      </a>
      <ScrollToTop />
      <SiteHeader locale={locale} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter locale={locale} />
      <MobileActionBar locale={locale} />
      {locale === "en" ? (
        <LanguageOffer
          words={{
            offer: words.language.offer,
            link: words.language.offerLink,
            dismiss: words.language.dismiss,
          }}
        />
      ) : null}
    </div>
  );
}
