import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { Locale } from "@/content/i18n";
import { treatmentPageFor } from "@/lib/catalogue";
import { cityFromParam } from "@/components/packages/city-route";
import { ConditionDetail, conditionDetailMetadata } from "@/components/packages/condition-detail";
import { StageListing, stageListingMetadata } from "@/components/packages/stage-listing";

/*
 * The one route for every stage listing and stage detail page, in each language
 * (app/(site)/[treatment]/[city], app/hi/[treatment]/[city]): the pages the catalogue names are
 * pre-rendered for every city (treatmentStaticParams); their folders used to differ only by the
 * first segment.
 *
 * dynamicParams stays true (the default), as on every `[city]` page. An unknown city keeps its
 * redirect to /care-packages (cityFromParam), which dynamicParams = false would make a 404. An
 * unknown first segment is the 404 page through notFound(), rendered on demand like an unknown
 * doctor's; dynamicParams = false would serve the prebuilt 404 page instead, but Next 15.5 then
 * logs an internal NoFallbackError with its stack for every such request (vercel/next.js#90537),
 * and this route is asked about every unknown two-segment address a bot tries.
 */

type TreatmentParams = { treatment: string; city: string };

/** The route's params, the same in both languages' routes. */
export type TreatmentRouteProps = { params: Promise<TreatmentParams> };

/** The page and city an address names; the segment is read first, so /foo/atlantis is a 404. */
function pageAndCity(params: TreatmentParams) {
  const page = treatmentPageFor(params.treatment);
  if (!page) notFound();
  return { page, city: cityFromParam(params.city) };
}

export function treatmentMetadata(params: TreatmentParams, locale: Locale): Metadata {
  const { page, city } = pageAndCity(params);
  return page.kind === "listing"
    ? stageListingMetadata(page.condition, city, locale)
    : conditionDetailMetadata(page.stage.slug, city, locale);
}

export function TreatmentPage({ params, locale }: { params: TreatmentParams; locale: Locale }) {
  const { page, city } = pageAndCity(params);
  return page.kind === "listing" ? (
    <StageListing condition={page.condition} city={city} locale={locale} />
  ) : (
    <ConditionDetail slug={page.stage.slug} city={city} locale={locale} />
  );
}
