import { IntentLink as Link } from "@/components/ui/intent-link";
import { CalendarCheck, MessageCircle, Phone } from "lucide-react";
import { siteConfig } from "@/content/site";
import type { Locale } from "@/content/i18n";
import { chromeCopy } from "@/lib/i18n/localized";
import { localHref } from "@/lib/i18n/locale-routes";

/**
 * The three actions the spec pushes everywhere, always in reach on a phone. Slim, and the page
 * reserves room for it (pb in the site layout) so it never covers a form's submit button.
 */
export function MobileActionBar({ locale }: { locale: Locale }) {
  const words = chromeCopy(locale).actionBar;
  const item =
    "flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium";
  return (
    <nav
      data-mobile-action-bar=""
      aria-label={words.label}
      className="border-border bg-card/95 fixed inset-x-0 bottom-0 z-30 flex border-t pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <a href={siteConfig.phone.href} className={`${item} text-foreground`}>
        <Phone aria-hidden="true" className="size-5" />
        {words.call}
      </a>
      <a
        href={siteConfig.whatsapp.href}
        className={`${item} text-foreground`}
        rel="noopener noreferrer"
        target="_blank"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {words.whatsapp}
      </a>
      <Link
        href={localHref(locale, "/book-consultation")}
        className={`${item} bg-primary text-primary-foreground`}
      >
        <CalendarCheck aria-hidden="true" className="size-5" />
        {words.book}
      </Link>
    </nav>
  );
}
