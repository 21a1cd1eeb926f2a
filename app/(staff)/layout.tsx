import type { Metadata } from "next";
import { StaffHeader } from "@/components/layout/staff-header";
import { LazyToaster } from "@/components/layout/lazy-toaster";

// Signed-in areas: never in search results (middleware also sends X-Robots-Tag and no-store).
export const metadata: Metadata = {
  robots: { index: false, follow: false },
  // The site's description is for search results; these pages are in none.
  description: null,
};

/**
 * The shell of the five signed-in areas: a slim header (the wordmark and her account menu) and
 * a plain main region. Each area's own layout checks her role and account status on the server.
 */
export default function StaffLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <div className="bg-muted/40 flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <StaffHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      {/* For the areas' own toasts; account toasts use the header's. */}
      <LazyToaster />
    </div>
  );
}
