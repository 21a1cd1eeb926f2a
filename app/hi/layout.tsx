import type { Metadata } from "next";
import localFont from "next/font/local";
import { siteConfig } from "@/content/site";
import { languageTags } from "@/content/i18n";
import { shareImage } from "@/lib/structured-data";
import { SiteChrome } from "@/components/layout/site-chrome";

/*
 * The Hindi pages: the same chrome in Hindi, and a Devanagari face that only these pages load.
 * Self-hosted from npm like the Latin face. Not preloaded, and `optional`: its 120 kB should not
 * compete with the page's own CSS and script on a slow phone. The first page she opens may keep
 * the phone's own Devanagari (on Android that is Noto Sans Devanagari already); the face, fetched
 * meanwhile, is used from the next page on. Text never reflows when a font turns up late.
 */
const devanagari = localFont({
  src: "../../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
  variable: "--font-devanagari",
  weight: "100 900",
  display: "optional",
  preload: false,
});

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
      <SiteChrome locale="hi">{children}</SiteChrome>
    </div>
  );
}
