import { IntentLink as Link } from "@/components/ui/intent-link";
import { bookingLink, headerLinks } from "@/content/navigation";
import { localePath, type Locale } from "@/content/i18n";
import { chromeCopy, navLinkIn } from "@/lib/i18n/localized";
import { buttonVariants } from "@/components/ui/button";
import { Logo } from "@/components/layout/logo";
import { ReportMissedPath } from "@/components/layout/report-missed-path";

/*
 * The 404 page's content. Next.js sends the root not-found boundary inside every page's payload.
 * A server component: its markup costs every page under a kilobyte of compressed payload, where
 * as a client component it made every page download its script and the class helpers' (~13 kB
 * gzip). Deliberately light: a logo, the message and the main links serve someone lost as well
 * as the full header and footer would.
 */
export function NotFoundView({ locale = "en" }: { locale?: Locale }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <Logo href={locale === "en" ? "/" : localePath(locale, "/home")} />
        </div>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        <NotFoundMessage locale={locale} />
      </main>
    </div>
  );
}

/** The message and the way on, inside a page that already has its header (the Hindi pages'). */
export function NotFoundMessage({ locale }: { locale: Locale }) {
  const words = chromeCopy(locale);
  return (
    <div className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <p className="text-primary text-6xl font-bold" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-semibold tracking-tight">{words.notFound.heading}</h1>
      <p className="text-muted-foreground">{words.notFound.body}</p>
      <Link href={localePath(locale, "/home")} className={buttonVariants({ size: "lg" })}>
        {words.notFound.home}
      </Link>
      <nav
        aria-label={words.header.mainNav}
        className="mt-4 flex flex-wrap justify-center gap-x-2 gap-y-1"
      >
        {[...headerLinks, bookingLink]
          .map((link) => navLinkIn(locale, link.href))
          .map((link) => (
            <Link
              key={link.href}
              href={link.href}
              hrefLang={link.hrefLang}
              className="text-primary inline-flex min-h-11 items-center px-2 font-medium underline-offset-4 hover:underline"
            >
              {link.label}
            </Link>
          ))}
      </nav>
      <ReportMissedPath />
    </div>
  );
}
