import { IntentLink as Link } from "@/components/ui/intent-link";
import { CalendarCheck, MessageCircle, Phone } from "lucide-react";
import { siteConfig } from "@/content/site";

/**
 * The three actions the spec pushes everywhere, always in reach on a phone. Slim, and the page
 * reserves room for it (pb in the site layout) so it never covers a form's submit button.
 */
export function MobileActionBar() {
  const item =
    "flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium";
  return (
    <nav
      data-mobile-action-bar=""
      aria-label="Quick actions"
      className="border-border bg-card/95 fixed inset-x-0 bottom-0 z-30 flex border-t pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <a href={siteConfig.phone.href} className={`${item} text-foreground`}>
        <Phone aria-hidden="true" className="size-5" />
        Call
      </a>
      <a
        href={siteConfig.whatsapp.href}
        className={`${item} text-foreground`}
        rel="noopener noreferrer"
        target="_blank"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        WhatsApp
      </a>
      <Link href="/book-consultation" className={`${item} bg-primary text-primary-foreground`}>
        <CalendarCheck aria-hidden="true" className="size-5" />
        Book
      </Link>
    </nav>
  );
}
