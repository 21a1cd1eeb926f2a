import { localeOfPath, localePath, type Locale } from "@/content/i18n";

/*
 * Which pages exist in which language. Every English public page keeps its address; the pages
 * translated so far also live under /hi. Kept free of the catalogue so the header's language
 * switch can ask in the browser.
 *
 * `translatedRoutes` is the one list of translated pages (docs/architecture.md, Decisions): the
 * language switch, the links from a Hindi page (localHref), the hreflang alternates and the sitemap
 * all read it through hasHindiTwin. Next.js needs a file for each Hindi route, which code cannot
 * write, so tests/unit/locale-routes.test.ts holds the pages under app/hi/ to this list, both ways.
 */

/**
 * The English pages that have a Hindi twin at the same address under /hi, written as their routes
 * are named under app/(site)/. A `[name]` segment stands for the values `segmentPatterns` allows.
 */
export const translatedRoutes = [
  "/home",
  "/care-packages",
  "/care-packages/laser-piles",
  "/packages/[city]",
  "/[treatment]/[city]",
  "/laser-piles-care/[city]",
  "/doctors",
  "/doctors/[id]",
  "/why-us",
  "/about-us",
  "/testimonials",
  "/symptoms-first-aid",
  "/book-consultation",
  "/delete-my-booking",
  "/privacy-policy",
  "/terms-of-service",
  // The account pages: never listed (they are not indexed), but her way in is in Hindi too.
  "/sign-in",
  "/sign-up",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
] as const;

/**
 * Hindi pages that are a step of a translated page rather than a page of their own: the link in a
 * Hindi e-mail opens them, and no switch or link leads there (the address alone would lose the
 * e-mail's one-time token).
 */
export const hindiSteps = ["/delete-my-booking/confirm"] as const;

/**
 * The first segments of the stage listings and stage pages (app/(site)/[treatment]/[city]),
 * written out rather than read from the catalogue, which would put every stage package's words in
 * the header's script; the unit test holds them to the catalogue's treatmentSegments().
 */
export const translatedTreatments = [
  "stage-wise-packages",
  "fissure-packages",
  "fistula-packages",
  "grade-1-piles",
  "grade-2-piles",
  "grade-3-piles",
  "grade-4-piles",
  "acute-fissure",
  "chronic-fissure",
  "simple-fistula",
  "complex-fistula",
] as const;

/** What each `[name]` segment of a translated route may be. */
const segmentPatterns: Readonly<Record<string, string>> = {
  city: "[a-z-]+",
  id: "\\d+",
  treatment: translatedTreatments.join("|"),
};

/** A route as a pattern for whole addresses: "/doctors/[id]" matches "/doctors/3". */
function routePattern(route: string): RegExp {
  const segments = route.split("/").map((segment) => {
    const name = /^\[(.+)\]$/.exec(segment)?.[1];
    if (name === undefined) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const pattern = segmentPatterns[name];
    if (pattern === undefined) throw new Error(`No pattern for the segment [${name}] of ${route}`);
    return `(?:${pattern})`;
  });
  return new RegExp(`^${segments.join("/")}$`);
}

const hindiPatterns: readonly RegExp[] = translatedRoutes.map(routePattern);

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
