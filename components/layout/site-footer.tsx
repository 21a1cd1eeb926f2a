import { footerLinks } from "@/content/navigation";
import { localePath, type Locale } from "@/content/i18n";
import { IntentLink } from "@/components/ui/intent-link";
import { siteConfig } from "@/content/site";
import { chromeCopy, navLinkIn } from "@/lib/i18n/localized";
import { Logo } from "@/components/layout/logo";

export function SiteFooter({ locale }: { locale: Locale }) {
  const words = chromeCopy(locale);
  return (
    <footer className="border-border bg-card mt-16 border-t">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="space-y-3">
          <Logo href={locale === "en" ? "/" : localePath(locale, "/home")} />
          <p className="text-muted-foreground max-w-xs text-sm">{words.footer.blurb}</p>
        </div>
        {/* The phone's menu button leads here when scripts have not run (header-client.tsx). */}
        <nav
          id="site-links"
          aria-label={words.footer.nav}
          className="grid scroll-mt-20 grid-cols-2 gap-x-4 text-sm"
        >
          {footerLinks
            .map((link) => navLinkIn(locale, link.href))
            .map((link) => (
              <IntentLink
                key={link.href}
                href={link.href}
                hrefLang={link.hrefLang}
                className="text-foreground hover:text-primary flex min-h-11 items-center underline-offset-4 hover:underline"
              >
                {link.label}
              </IntentLink>
            ))}
        </nav>
        <address className="text-muted-foreground space-y-2 text-sm not-italic">
          <p className="text-foreground font-medium">{words.footer.talk}</p>
          <p>
            <a
              className="text-primary inline-flex min-h-11 items-center font-medium"
              href={siteConfig.phone.href}
            >
              {siteConfig.phone.display}
            </a>
          </p>
          <p>
            <a
              className="text-primary inline-flex min-h-11 items-center font-medium"
              href={`mailto:${siteConfig.email}`}
            >
              {siteConfig.email}
            </a>
          </p>
          <p>{words.footer.hours}</p>
        </address>
      </div>
      <div className="border-border text-muted-foreground border-t px-4 py-4 text-center text-xs">
        © {new Date().getFullYear()} {siteConfig.name}. {words.footer.closing}
      </div>
    </footer>
  );
}
