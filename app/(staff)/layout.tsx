import type { Metadata } from "next";
import { SiteHeader } from "@/components/layout/site-header";
import { LazyToaster } from "@/components/layout/lazy-toaster";

// Signed-in areas: never in search results (middleware also sends X-Robots-Tag and no-store).
export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

/**
 * The shell of the five signed-in areas: the site's header (with her account menu) and a plain
 * main region. Each area's own layout checks her role and account status on the server.
 */
export default function StaffLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <div className="bg-muted/40 flex min-h-dvh flex-col">
      <a
        href="#main"
        className="bg-primary text-primary-foreground sr-only z-50 rounded-lg px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      {/* For the areas' own toasts; account toasts use the header's. */}
      <LazyToaster />
    </div>
  );
}
