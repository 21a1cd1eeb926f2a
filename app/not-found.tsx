import type { Metadata } from "next";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { ReportMissedPath } from "@/components/layout/report-missed-path";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
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
        <ReportMissedPath />
      </main>
      <SiteFooter />
    </div>
  );
}
