import { footerLinks } from "@/content/navigation";
import { IntentLink } from "@/components/ui/intent-link";
import { claims, siteConfig } from "@/content/site";
import { Logo } from "@/components/layout/logo";

export function SiteFooter() {
  return (
    <footer className="border-border bg-card mt-16 border-t">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="space-y-3">
          <Logo />
          <p className="text-muted-foreground max-w-xs text-sm">
            {siteConfig.tagline}. {claims.femaleTeam} female team, {claims.privacy} privacy, fixed
            prices with {claims.hiddenCosts} hidden costs.
          </p>
        </div>
        {/* The phone's menu button leads here when scripts have not run (header-client.tsx). */}
        <nav
          id="site-links"
          aria-label="Footer"
          className="grid scroll-mt-20 grid-cols-2 gap-x-4 text-sm"
        >
          {footerLinks.map((link) => (
            <IntentLink
              key={link.href}
              href={link.href}
              className="text-foreground hover:text-primary flex min-h-11 items-center underline-offset-4 hover:underline"
            >
              {link.label}
            </IntentLink>
          ))}
        </nav>
        <address className="text-muted-foreground space-y-2 text-sm not-italic">
          <p className="text-foreground font-medium">Talk to us, privately</p>
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
          <p>
            {siteConfig.hours.weekdays} · {siteConfig.hours.saturday} · {siteConfig.hours.emergency}
          </p>
        </address>
      </div>
      <div className="border-border text-muted-foreground border-t px-4 py-4 text-center text-xs">
        © {new Date().getFullYear()} {siteConfig.name}. Your information stays between you and your
        care team.
      </div>
    </footer>
  );
}
