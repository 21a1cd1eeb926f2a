import type { Copy, CopyOf, Locale } from "@/content/i18n";
import * as enHome from "@/content/home";
import { home as hiHome } from "@/content/hi/home";
import * as enPackagePages from "@/content/package-pages";
import { packagePages as hiPackagePages } from "@/content/hi/package-pages";
import { carePackages, type CarePackage } from "@/content/packages";
import { carePackageCopy as hiPackages } from "@/content/hi/packages";
import type { StagePackage } from "@/content/stage-packages";
import { stageCopy as hiStages } from "@/content/hi/stage-packages";
import type { Doctor } from "@/content/doctors";
import { doctorCopy as hiDoctors } from "@/content/hi/doctors";
import { chrome as enChrome } from "@/content/chrome";
import { chrome as hiChrome } from "@/content/hi/chrome";
import {
  cities,
  tierLabels as enTierLabels,
  type City,
  type CitySlug,
  type Tier,
} from "@/content/cities";
import {
  cityNames as hiCityNames,
  stateNames as hiStateNames,
  tierLabels as hiTierLabels,
} from "@/content/hi/cities";
import { cityPlaces } from "@/content/city-places";

/*
 * The catalogue in a language: English from content/, Hindi from content/hi/, which the types
 * keep key for key in step with the English. Figures (prices, ratings, tiers) are never
 * translated; they are read from the English catalogue in both languages.
 */

export function chromeCopy(locale: Locale) {
  return locale === "hi" ? hiChrome : enChrome;
}

export function cityName(city: Pick<City, "id" | "name">, locale: Locale): string {
  return locale === "hi" ? hiCityNames[city.id as CitySlug] : city.name;
}

export function cityNamesFor(locale: Locale): Readonly<Record<CitySlug, string>> {
  return locale === "hi"
    ? hiCityNames
    : (Object.fromEntries(cities.map((city) => [city.id, city.name])) as Record<CitySlug, string>);
}

/** The state a city's clinic is in. */
export function stateName(city: Pick<City, "id">, locale: Locale): string {
  const state = cityPlaces[city.id as CitySlug].state;
  return locale === "hi" ? (hiStateNames[state] ?? state) : state;
}

export function tierLabel(tier: Tier, locale: Locale): string {
  return locale === "hi" ? hiTierLabels[tier] : enTierLabels[tier];
}

export type HomeCopy = CopyOf<typeof enHome>;

export function homeCopy(locale: Locale): HomeCopy {
  return locale === "hi" ? hiHome : enHome;
}

/** A doctor's name and roles in a language; everything else about her is the same in both. */
export function doctorCopyFor(doctor: Doctor, locale: Locale) {
  if (locale === "en") {
    return { name: doctor.name, title: doctor.title, specialization: doctor.specialization };
  }
  return hiDoctors[doctor.id];
}

export type PackagePagesCopy = {
  readonly conditionCopy: Copy<typeof enPackagePages.conditionCopy>;
  readonly carePackagesLanding: Copy<typeof enPackagePages.carePackagesLanding>;
  readonly cityPackagesPage: Copy<typeof enPackagePages.cityPackagesPage>;
};

export function packagePagesCopy(locale: Locale): PackagePagesCopy {
  return locale === "hi" ? hiPackagePages : enPackagePages;
}

/** The care packages with their words in a language and their figures as they are. */
export function carePackagesIn(locale: Locale): readonly CarePackage[] {
  if (locale === "en") return carePackages;
  return carePackages.map((pkg) => ({ ...pkg, ...hiPackages[pkg.id] }));
}

/** A stage package's short label and kind of treatment ("Grade 2", "Laser") in a language. */
export function stageLabelsFor(stage: StagePackage, locale: Locale) {
  const copy = locale === "hi" ? hiStages[stage.slug] : stage;
  return { label: copy.label, treatmentType: copy.treatmentType };
}

// ---------------------------------------------------------------------------------------------
// The stage listings, the condition detail pages and the laser pages (components/packages/
// stage-listing.tsx, condition-detail.tsx, laser-package.tsx), and their breadcrumb trail.
// Imported here, with the block, so the helpers appended by other pages merge cleanly.

import { laserPiles as enLaserPiles } from "@/content/laser-piles";
import { laserPiles as hiLaserPiles } from "@/content/hi/laser-piles";
import {
  conditionRouteLabels as hiConditionRouteLabels,
  stageShortNames as hiStageShortNames,
} from "@/content/hi/stage-packages";
import {
  conditionRoutes,
  type Condition,
  type StageCopy,
  type StageFigures,
} from "@/content/stage-packages";
import { stageFiguresFor } from "@/lib/catalogue";

export type StagePagesCopy = Pick<
  CopyOf<typeof enPackagePages>,
  "conditionCopy" | "stageListingPage" | "conditionDetailPage" | "laserPage"
>;

export function stagePagesCopy(locale: Locale): StagePagesCopy {
  return locale === "hi" ? hiPackagePages : enPackagePages;
}

/** Every word of a stage package in a language; its slug, condition and prices stay the English. */
export function stageCopyFor(stage: StagePackage, locale: Locale): StageCopy {
  return locale === "hi" ? hiStages[stage.slug] : stage;
}

/** A stage's overview or detail figures: the prices as they are, the words in a language. */
export function stageFiguresIn(
  stage: StagePackage,
  page: "overview" | "detail",
  locale: Locale,
): StageFigures {
  const figures = stageFiguresFor(stage, page);
  return locale === "hi" ? { ...figures, ...hiStages[stage.slug][page] } : figures;
}

/** A stage's short name: "grade 2 piles" (its slug, for keywords) or its Hindi name. */
export function stageShortName(stage: StagePackage, locale: Locale): string {
  return locale === "hi" ? hiStageShortNames[stage.slug] : stage.slug.replace(/-/g, " ");
}

/** A condition's stage listing by name ("Piles Treatment Packages"): its title and trail entry. */
export function conditionListingLabel(condition: Condition, locale: Locale): string {
  return locale === "hi" ? hiConditionRouteLabels[condition] : conditionRoutes[condition].label;
}

/** The laser page's facts and words in a language; its price is care package 1's. */
export function laserPilesCopy(locale: Locale): Copy<typeof enLaserPiles> {
  return locale === "hi" ? hiLaserPiles : enLaserPiles;
}
