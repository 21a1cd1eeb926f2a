import { localeOfPath, localePath, type Locale } from "@/content/i18n";

/*
 * Which pages exist in which language. Every English public page keeps its address; the pages
 * translated so far also live under /hi. Kept free of the catalogue so the header's language
 * switch can ask in the browser.
 */

const hindiPatterns: readonly RegExp[] = [
  /^\/home$/,
  /^\/care-packages$/,
  /^\/care-packages\/laser-piles$/,
  /^\/packages\/[a-z-]+$/,
  /^\/stage-wise-packages\/[a-z-]+$/,
  /^\/fissure-packages\/[a-z-]+$/,
  /^\/fistula-packages\/[a-z-]+$/,
  /^\/grade-[1-4]-piles\/[a-z-]+$/,
  /^\/(acute|chronic)-fissure\/[a-z-]+$/,
  /^\/(simple|complex)-fistula\/[a-z-]+$/,
  /^\/laser-piles-care\/[a-z-]+$/,
  /^\/doctors$/,
  /^\/doctors\/\d+$/,
  /^\/why-us$/,
  /^\/about-us$/,
  /^\/testimonials$/,
  /^\/symptoms-first-aid$/,
  /^\/book-consultation$/,
  /^\/delete-my-booking$/,
  /^\/privacy-policy$/,
  /^\/terms-of-service$/,
  // The account pages: never listed (they are not indexed), but her way in is in Hindi too.
  /^\/(sign-in|sign-up|forgot-password|reset-password|verify-email)$/,
];

/** True when the English page at `path` has a Hindi twin. */
export function hasHindiTwin(path: string): boolean {
  return hindiPatterns.some((pattern) => pattern.test(path));
}

/** The address's page without its language prefix: "/hi/packages/pune" → "/packages/pune". */
export function englishPathOf(path: string): string {
  return localeOfPath(path) === "hi" ? path.slice(3) || "/" : path;
}

/**
 * Where a link to the English page `href` goes from a page in `locale`: the twin when there is
 * one, else the English page itself. A fragment or query stays on the link.
 */
export function localHref(locale: Locale, href: string): string {
  if (locale === "en") return href;
  const [path = "", rest = ""] = href.split(/(?=[?#])/, 2);
  return hasHindiTwin(path) ? `${localePath(locale, path)}${rest}` : href;
}

/** The same page in the other language, or null when it has no twin. */
export function twinOf(path: string): string | null {
  if (localeOfPath(path) === "hi") return englishPathOf(path);
  return hasHindiTwin(path) ? localePath("hi", path) : null;
}
