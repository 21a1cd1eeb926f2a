import type { Metadata } from "next";
import { IntentLink as Link } from "@/components/ui/intent-link";
import { ArrowRight, Check, Sparkles } from "lucide-react";
import type { City } from "@/content/cities";
import { laserPiles } from "@/content/laser-piles";
import { conditionCopy, stageListingPage } from "@/content/package-pages";
import { conditionRoutes, type Condition, type StagePackage } from "@/content/stage-packages";
import {
  formatINR,
  getCarePackage,
  packagePriceFor,
  stageFiguresFor,
  stagePackagesFor,
} from "@/lib/catalogue";
import { packageListJsonLd } from "@/lib/structured-data";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { JsonLd } from "@/components/site/json-ld";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { CityChooser } from "@/components/packages/city-chooser";
import { OtherCities } from "@/components/packages/other-cities";
import { CoordinatorCard } from "@/components/packages/coordinator-card";
import { PackagePrice } from "@/components/packages/package-price";
import { chromeCopy } from "@/lib/localized";
import { formatPricing } from "@/components/packages/pricing";
import { RememberCity } from "@/components/packages/selected-city";
import { cn } from "@/lib/utils";

/*
 * The stage listings: /stage-wise-packages, /fissure-packages and /fistula-packages for a city.
 * They show the stage packages' overview figures (content/stage-packages.ts explains why the
 * detail pages may differ).
 */

function listingTitle(condition: Condition, city: City): string {
  return `${conditionRoutes[condition].label} in ${city.name}`;
}

export function stageListingMetadata(condition: Condition, city: City): Metadata {
  const stages = stagePackagesFor(condition);
  const prices = stages.map((stage) => stageFiguresFor(stage, "overview").prices[city.tier]);
  const path = `/${conditionRoutes[condition].segment}/${city.id}`;
  return {
    title: listingTitle(condition, city),
    description: `${conditionCopy[condition].listingLead} Fixed prices in ${city.name} from ${formatINR(Math.min(...prices))}.`,
    keywords: [
      ...new Set(
        stages.flatMap((stage) => stage.keywords.map((keyword) => `${keyword} ${city.name}`)),
      ),
      `${condition} treatment cost ${city.name}`,
    ],
    alternates: { canonical: path },
  };
}

export function StageListing({ condition, city }: { condition: Condition; city: City }) {
  const stages = stagePackagesFor(condition);
  const copy = conditionCopy[condition];
  const segment = conditionRoutes[condition].segment;
  const path = `/${segment}/${city.id}`;
  const laser = condition === "piles" ? getCarePackage(laserPiles.packageId) : undefined;

  return (
    <>
      <Breadcrumb pathname={path} />
      <RememberCity slug={city.id} />
      <JsonLd
        data={packageListJsonLd(
          listingTitle(condition, city),
          path,
          stages.map((stage) => ({
            name: stage.title,
            description: stage.description,
            path: `/${stage.slug}/${city.id}`,
            price: stageFiguresFor(stage, "overview").prices[city.tier],
            city,
          })),
        )}
      />

      <section className="mx-auto max-w-6xl px-4 pt-6 pb-8 md:pt-10">
        <div className="grid gap-6 md:grid-cols-[1fr_18rem] md:items-end">
          <div>
            <p className="text-primary text-sm font-semibold">{copy.medicalName}</p>
            <h1 className="mt-1 text-3xl leading-tight font-bold tracking-tight text-balance md:text-4xl">
              {listingTitle(condition, city)}
            </h1>
            <p className="text-muted-foreground mt-3 max-w-2xl md:text-lg">{copy.listingLead}</p>
          </div>
          <CityChooser
            id="listing-city"
            label={stageListingPage.chooserLabel}
            mode={{ kind: "navigate", basePath: `/${segment}`, current: city.id }}
          />
        </div>
      </section>

      <section aria-label={`${copy.title} packages`} className="mx-auto max-w-6xl px-4">
        <ul className={cn("grid gap-4 md:grid-cols-2", stages.length > 2 && "xl:grid-cols-4")}>
          {stages.map((stage) => (
            <li key={stage.slug} className="flex">
              <StageCard stage={stage} city={city} />
            </li>
          ))}
        </ul>
        <p className="bg-secondary/60 text-secondary-foreground mt-6 rounded-xl p-4 text-sm">
          {copy.listingHelp}
        </p>
      </section>

      {laser ? (
        <section aria-labelledby="laser-promo-title" className="mx-auto max-w-6xl px-4 pt-10">
          <Card className="border-primary/30 md:grid md:grid-cols-[1.3fr_1fr] md:items-center">
            <CardHeader>
              <Badge className="mb-1">
                <Sparkles aria-hidden="true" />
                Popular
              </Badge>
              <CardTitle asChild className="text-2xl">
                <h2 id="laser-promo-title">{stageListingPage.laserPromo.title}</h2>
              </CardTitle>
              <CardDescription className="text-base">
                {stageListingPage.laserPromo.body}
              </CardDescription>
              <ul className="mt-2 space-y-1.5 text-sm">
                {laser.features.slice(0, 3).map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden="true" className="text-trust mt-0.5 size-4 shrink-0" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            </CardHeader>
            <CardContent className="mt-6 space-y-4 md:mt-0">
              <PackagePrice
                pricing={formatPricing(packagePriceFor(laser, city.tier))}
                words={chromeCopy("en").price}
              />
              <Link
                href={`/laser-piles-care/${city.id}`}
                className={cn(buttonVariants(), "w-full")}
              >
                {stageListingPage.laserPromo.cta}
                <ArrowRight aria-hidden="true" />
              </Link>
            </CardContent>
          </Card>
        </section>
      ) : null}

      <section className="mx-auto max-w-6xl px-4 py-10">
        <CoordinatorCard />
      </section>
      <OtherCities basePath={`/${segment}`} current={city.id} />
    </>
  );
}

function StageCard({ stage, city }: { stage: StagePackage; city: City }) {
  const figures = stageFiguresFor(stage, "overview");
  const titleId = `${stage.slug}-title`;
  return (
    <article aria-labelledby={titleId} className="flex w-full">
      <Card className="w-full">
        <CardHeader>
          <Badge variant="secondary" className="mb-1">
            {stage.label}
          </Badge>
          <CardTitle asChild className="text-xl">
            <h2 id={titleId}>{stage.title}</h2>
          </CardTitle>
          <CardDescription>{stage.description}</CardDescription>
        </CardHeader>
        <CardContent className="flex-1 space-y-4">
          <div>
            <p className="text-primary text-3xl font-bold tracking-tight tabular-nums">
              {formatINR(figures.prices[city.tier])}
            </p>
            <p className="text-muted-foreground text-xs">
              {stageListingPage.priceCaption} in {city.name}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-2 text-center">
            <Figure label="Recovery" value={figures.recoveryTime} />
            <Figure label="Success rate" value={figures.successRate} />
            <Figure label="Treatment" value={stage.treatmentType} className="col-span-2" />
          </dl>
          <ul className="space-y-1.5 text-sm">
            {stage.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden="true" className="text-trust mt-0.5 size-4 shrink-0" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </CardContent>
        <CardFooter>
          <Link
            href={`/${stage.slug}/${city.id}`}
            className={cn(buttonVariants({ variant: "outline" }), "w-full")}
          >
            {stageListingPage.detailsCtaPrefix} {stage.label} package
            <ArrowRight aria-hidden="true" />
          </Link>
        </CardFooter>
      </Card>
    </article>
  );
}

function Figure({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div
      className={cn("bg-muted flex flex-col-reverse justify-end rounded-lg px-2 py-2", className)}
    >
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="text-sm leading-tight font-semibold text-balance">{value}</dd>
    </div>
  );
}
