/**
 * Lookups over the static catalogue in content/. Pure and free of server-only imports because client
 * components (the city chooser, the package cards) use them too. Relative imports keep it loadable
 * by tools that do not know the "@/" alias.
 */

import { cities, tiers, type City, type CitySlug, type Tier } from "../content/cities";
import { doctors, type Doctor } from "../content/doctors";
import {
  carePackages,
  type CarePackage,
  type PackagePricing,
  type PriceRange,
} from "../content/packages";
import {
  conditionRoutes,
  conditions,
  stagePackages,
  type Condition,
  type StageFigures,
  type StagePackage,
} from "../content/stage-packages";

/** A city's slug: lower-case, spaces become hyphens. */
export function citySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

export function isCitySlug(value: string): value is CitySlug {
  return cities.some((city) => city.id === value);
}

/** A known slug always resolves, so callers holding a `CitySlug` need no undefined check. */
export function getCity(slug: CitySlug): City;
export function getCity(slug: string): City | undefined;
export function getCity(slug: string): City | undefined {
  return cities.find((city) => city.id === slug);
}

/** The first city, used until the visitor chooses one. */
export const defaultCity: City = cities[0];

export function cityStaticParams(): { city: CitySlug }[] {
  return cities.map((city) => ({ city: city.id }));
}

/**
 * A page drawn for each city by the one route app/(site)/[treatment]/[city] (and its Hindi twin):
 * a condition's stage listing (/fissure-packages/pune) or one stage's detail page
 * (/grade-2-piles/pune). Each had a folder of its own that differed only by this segment.
 */
export type TreatmentPage =
  | { readonly kind: "listing"; readonly condition: Condition }
  | { readonly kind: "stage"; readonly stage: StagePackage };

/** Each treatment page by its first segment: the listings, then the stages, in catalogue order. */
const treatmentPages = new Map<string, TreatmentPage>([
  ...conditions.map((condition): [string, TreatmentPage] => [
    conditionRoutes[condition].segment,
    { kind: "listing", condition },
  ]),
  ...stagePackages.map((stage): [string, TreatmentPage] => [stage.slug, { kind: "stage", stage }]),
]);

export function treatmentPageFor(segment: string): TreatmentPage | undefined {
  return treatmentPages.get(segment);
}

/** The first URL segments of the treatment pages: "stage-wise-packages", …, "grade-1-piles", …. */
export function treatmentSegments(): string[] {
  return [...treatmentPages.keys()];
}

/** Every treatment page in every city: what the [treatment]/[city] routes pre-render. */
export function treatmentStaticParams(): { treatment: string; city: CitySlug }[] {
  return treatmentSegments().flatMap((treatment) =>
    cityStaticParams().map(({ city }) => ({ treatment, city })),
  );
}

export function citiesByTier(): Record<Tier, City[]> {
  const grouped: Record<Tier, City[]> = { tier1: [], tier2: [], tier3: [] };
  for (const city of cities) grouped[city.tier].push(city);
  return grouped;
}

export function getCarePackage(id: number): CarePackage | undefined {
  return carePackages.find((pkg) => pkg.id === id);
}

export function packagePriceFor(pkg: CarePackage, tier: Tier): PackagePricing {
  return pkg.pricing[tier];
}

export function getStagePackage(slug: string): StagePackage | undefined {
  return stagePackages.find((stage) => stage.slug === slug);
}

export function stagePackagesFor(condition: Condition): StagePackage[] {
  return stagePackages.filter((stage) => stage.condition === condition);
}

/**
 * A stage package's one price in a city tier: every page that shows the package reads it here
 * (docs/prices.md).
 */
export function stagePriceFor(stage: StagePackage, tier: Tier): number {
  return stage.prices[tier];
}

/**
 * The recovery time and success rate the spec gives for one page of a stage package: the stage
 * (overview) page and the detail page disagree for some packages, and each page shows its own.
 */
export function stageFiguresFor(stage: StagePackage, page: "overview" | "detail"): StageFigures {
  return stage[page];
}

/** The span of a condition's stage prices: in one tier, or across every tier when `tier` is omitted. */
export function conditionPriceRange(condition: Condition, tier?: Tier): PriceRange {
  const prices = stagePackagesFor(condition).flatMap((stage) =>
    (tier ? [tier] : tiers).map((t) => stagePriceFor(stage, t)),
  );
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

export function getDoctor(id: number): Doctor | undefined {
  return doctors.find((doctor) => doctor.id === id);
}

/** The cities a doctor account practises in, from its catalogue entry; none for one without. */
export function doctorCities(catalogueId: number | null): CitySlug[] {
  return catalogueId === null ? [] : [...(getDoctor(catalogueId)?.location ?? [])];
}

/** Featured doctors first, then the rest in catalogue order, so any `n` up to 6 fills the slots. */
export function featuredDoctors(n: number): Doctor[] {
  const featured = doctors.filter((doctor) => doctor.featured);
  const others = doctors.filter((doctor) => !doctor.featured);
  return [...featured, ...others].slice(0, Math.max(0, n));
}

/** Prices are written one way everywhere; the formatter lives with the catalogue's copy. */
export { formatINR } from "@/content/money";
