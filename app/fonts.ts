import localFont from "next/font/local";

/*
 * The Devanagari face, for the Hindi pages (app/hi/layout.tsx) and a Hindi patient's dashboard
 * (app/(dashboards)/layout.tsx): one call, so both load the same file. Self-hosted from npm like the
 * Latin face. Never preloaded: the Hindi pages fetch it after the first page has loaded and use it
 * from the next page on (lib/i18n/devanagari-face.ts). `optional`, so a face that is not at hand within
 * the first moment is not swapped in later: text never reflows when a font turns up late.
 */
export const devanagari = localFont({
  src: "../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
  variable: "--font-devanagari",
  weight: "100 900",
  display: "optional",
  preload: false,
});
