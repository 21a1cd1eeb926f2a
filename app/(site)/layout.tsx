import type { Metadata } from "next";
import { siteConfig } from "@/content/site";
import { shareImage } from "@/lib/structured-data";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { MobileActionBar } from "@/components/layout/mobile-action-bar";
import { ScrollToTop } from "@/components/layout/scroll-to-top";

/**
 * Share cards for every public page: Open Graph and Twitter tags with the image app/share.png
 * draws. Each page's own title and description become the card's (Next.js copies them into
 * og:title and og:description when a page sets none of its own).
 */
export const metadata: Metadata = {
  openGraph: {
    type: "website",
    siteName: siteConfig.name,
    locale: "en_IN",
    images: [shareImage],
  },
  twitter: { card: "summary_large_image", images: [shareImage] },
};

export default function SiteLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <MobileActionBar />
    </div>
  );
}
