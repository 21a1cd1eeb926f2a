import type { Metadata } from "next";
import { siteConfig } from "@/content/site";
import { languageTags } from "@/content/i18n";
import { shareImage } from "@/lib/seo/structured-data";
import { SiteChrome } from "@/components/layout/site-chrome";

/**
 * Share cards for every public page: Open Graph and Twitter tags with the image app/share.png
 * draws. Each page's own title and description become the card's (Next.js copies them into
 * og:title and og:description when a page sets none of its own).
 */
export const metadata: Metadata = {
  openGraph: {
    type: "website",
    siteName: siteConfig.name,
    locale: languageTags.en.openGraph,
    images: [shareImage],
  },
  twitter: { card: "summary_large_image", images: [shareImage] },
};

export default function SiteLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <SiteChrome locale="en">{children}</SiteChrome>;
}
