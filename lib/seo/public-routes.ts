import { areaIds, areas } from "@/lib/auth/permissions";
import { cityStaticParams, treatmentSegments } from "@/lib/catalogue";
import { doctors } from "@/content/doctors";
import { localePath } from "@/content/i18n";
import { hasHindiTwin } from "@/lib/i18n/locale-routes";

/**
 * Every public URL of the site, the city variants included: the sitemap lists these, and a test
 * checks each one answers. Staff and patient areas are never listed (robots.txt disallows them).
 */

/** Pages with no parameter. */
export const staticPublicPaths = [
  "/home",
  "/about-us",
  "/doctors",
  "/why-us",
  "/testimonials",
  "/care-packages",
  "/care-packages/laser-piles",
  "/book-consultation",
  "/symptoms-first-aid",
  "/blog",
  "/delete-my-booking",
  "/privacy-policy",
  "/terms-of-service",
] as const;

/** First segments of the pages generated once per city slug. */
export function cityRouteSegments(): string[] {
  return ["packages", ...treatmentSegments(), "laser-piles-care"];
}

/**
 * Prefixes of the signed-in areas (and the gate middleware shows in their place), kept out of
 * search engines and shared caches.
 */
export const privateAreaPrefixes: readonly string[] = [
  ...areaIds.map((id) => areas[id].path),
  "/area-gate",
  // A video visit's room: for its two people only.
  "/visit",
];

export function publicPaths(): string[] {
  const cityPaths = cityRouteSegments().flatMap((segment) =>
    cityStaticParams().map(({ city }) => `/${segment}/${city}`),
  );
  const doctorPaths = doctors.map((doctor) => `/doctors/${doctor.id}`);
  return [...staticPublicPaths, ...doctorPaths, ...cityPaths];
}

/** Every Hindi page: the twins of the English pages translated so far. */
export function hindiPublicPaths(): string[] {
  return publicPaths()
    .filter(hasHindiTwin)
    .map((path) => localePath("hi", path));
}
