import { IntentLink as Link } from "@/components/ui/intent-link";
import { bookingLink, headerLinks } from "@/content/navigation";
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
export function NotFoundView() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <Logo />
        </div>
      </header>
      <main
        id="main"
        className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center"
      >
        <p className="text-primary text-6xl font-bold" aria-hidden="true">
          404
        </p>
        <h1 className="text-3xl font-semibold tracking-tight">Oops! Page not found</h1>
        <p className="text-muted-foreground">
          The page you were looking for has moved or never existed. Nothing you shared with us is
          affected.
        </p>
        <Link href="/home" className={buttonVariants({ size: "lg" })}>
          Return to Home
        </Link>
        <nav aria-label="Main" className="mt-4 flex flex-wrap justify-center gap-x-2 gap-y-1">
          {[...headerLinks, bookingLink].map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className="text-primary inline-flex min-h-11 items-center px-2 font-medium underline-offset-4 hover:underline"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <ReportMissedPath />
      </main>
    </div>
  );
}
