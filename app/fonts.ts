import localFont from "next/font/local";

/*
 * The Devanagari face, for the Hindi pages (app/hi/layout.tsx) and a Hindi patient's dashboard
 * (app/(staff)/layout.tsx): one call, so both load the same file. Self-hosted from npm like the
 * Latin face. Not preloaded, and `optional`: its 120 kB should not compete with the page's own CSS
 * and script on a slow phone. The first page she opens may keep the phone's own Devanagari (on
 * Android that is Noto Sans Devanagari already); the face, fetched meanwhile, is used from the next
 * page on. Text never reflows when a font turns up late.
 */
export const devanagari = localFont({
  src: "../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
  variable: "--font-devanagari",
  weight: "100 900",
  display: "optional",
  preload: false,
});
