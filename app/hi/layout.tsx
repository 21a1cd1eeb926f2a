import type { Metadata } from "next";
import { siteConfig } from "@/content/site";
import { languageTags } from "@/content/i18n";
import { shareImage } from "@/lib/seo/structured-data";
import { DevanagariFace } from "@/components/layout/devanagari-face";
import { SiteChrome } from "@/components/layout/site-chrome";
import { devanagari } from "../fonts";

/*
 * The Hindi pages: the same chrome in Hindi, and the Devanagari face (app/fonts.ts) that only
 * Hindi screens load, from the second page a browser opens on (lib/i18n/devanagari-face.ts).
 */

export const metadata: Metadata = {
  openGraph: {
    type: "website",
    siteName: siteConfig.name,
    locale: languageTags.hi.openGraph,
    images: [shareImage],
  },
  twitter: { card: "summary_large_image", images: [shareImage] },
};

export default function HindiLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <div className={`${devanagari.variable} hindi`}>
      <DevanagariFace family={devanagari.style.fontFamily} />
      <SiteChrome locale="hi">{children}</SiteChrome>
    </div>
  );
}
