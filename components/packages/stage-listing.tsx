import type { Metadata } from "next";
import { IntentLink as Link } from "@/components/ui/intent-link";
import { ArrowRight, Check, Sparkles } from "lucide-react";
import type { City } from "@/content/cities";
import { localePath, type Locale } from "@/content/i18n";
import { laserPiles, laserProcedureStage } from "@/content/laser-piles";
import { conditionRoutes, type Condition, type StagePackage } from "@/content/stage-packages";
import {
  formatINR,
  getStagePackage,
  packagePriceFor,
  stagePackagesFor,
  stagePriceFor,
} from "@/lib/catalogue";
import {
  carePackagesIn,
  chromeCopy,
  cityName,
  conditionListingLabel,
  stageCopyFor,
  stageFiguresIn,
  stagePagesCopy,
} from "@/lib/i18n/localized";
import { localHref } from "@/lib/i18n/locale-routes";
import { pageAlternates } from "@/lib/seo/page-metadata";
import { packageListJsonLd, webPageJsonLd } from "@/lib/seo/structured-data";
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
import { formatPricing } from "@/components/packages/pricing";
import { RememberCity } from "@/components/packages/selected-city";
import { cn } from "@/lib/utils";

/*
 * The stage listings: /stage-wise-packages, /fissure-packages and /fistula-packages for a city,
 * in either language (the Hindi twins under /hi). They show each stage package's one price and its
 * overview recovery and success figures (content/stage-packages.ts explains why the detail pages'
 * may differ).
 */

function listingTitle(condition: Condition, city: City, locale: Locale): string {
  return chromeCopy(locale).inCity(
    conditionListingLabel(condition, locale),
    cityName(city, locale),
  );
}

export function stageListingMetadata(condition: Condition, city: City, locale: Locale): Metadata {
  const { conditionCopy, stageListingPage: copy } = stagePagesCopy(locale);
  const stages = stagePackagesFor(condition);
  const prices = stages.map((stage) => stagePriceFor(stage, city.tier));
  const name = cityName(city, locale);
  return {
    title: listingTitle(condition, city, locale),
    description: `${conditionCopy[condition].listingLead} ${copy.metaPrices(name, formatINR(Math.min(...prices)))}`,
    keywords: [
      ...new Set(
        stages.flatMap((stage) =>
          stageCopyFor(stage, locale).keywords.map((keyword) => `${keyword} ${name}`),
        ),
      ),
      `${copy.costKeywords[condition]} ${name}`,
    ],
    alternates: pageAlternates(locale, `/${conditionRoutes[condition].segment}/${city.id}`),
  };
}

export function StageListing({
  condition,
  city,
  locale,
}: {
  condition: Condition;
  city: City;
  locale: Locale;
}) {
  const { conditionCopy, stageListingPage } = stagePagesCopy(locale);
  const stages = stagePackagesFor(condition);
  const copy = conditionCopy[condition];
  const segment = conditionRoutes[condition].segment;
  const englishPath = `/${segment}/${city.id}`;
  const path = localePath(locale, englishPath);
  const title = listingTitle(condition, city, locale);
  const laser =
    condition === "piles"
      ? carePackagesIn(locale).find((pkg) => pkg.id === laserPiles.packageId)
      : undefined;
  const laserStage = getStagePackage(laserProcedureStage);

  return (
    <>
      <Breadcrumb pathname={englishPath} locale={locale} />
      <RememberCity slug={city.id} />
      <JsonLd
        data={webPageJsonLd({
          locale,
          path,
          name: title,
          description: String(stageListingMetadata(condition, city, locale).description),
        })}
      />
      <JsonLd
        data={packageListJsonLd(
          title,
          path,
          stages.map((stage) => ({
            name: stageCopyFor(stage, locale).title,
            description: stageCopyFor(stage, locale).description,
            path: localHref(locale, `/${stage.slug}/${city.id}`),
            price: stagePriceFor(stage, city.tier),
            city,
          })),
        )}
      />

      <section className="mx-auto max-w-6xl px-4 pt-6 pb-8 md:pt-10">
        <div className="grid gap-6 md:grid-cols-[1fr_18rem] md:items-end">
          <div>
            <p className="text-primary text-sm font-semibold">{copy.medicalName}</p>
            <h1 className="mt-1 text-3xl leading-tight font-bold tracking-tight text-balance md:text-4xl">
              {title}
            </h1>
            <p className="text-muted-foreground mt-3 max-w-2xl md:text-lg">{copy.listingLead}</p>
          </div>
          <CityChooser
            id="listing-city"
            label={stageListingPage.chooserLabel}
            mode={{
              kind: "navigate",
              basePath: localePath(locale, `/${segment}`),
              current: city.id,
            }}
            locale={locale}
          />
        </div>
      </section>

      <section
        aria-label={stageListingPage.cardsLabel(copy.title)}
        className="mx-auto max-w-6xl px-4"
      >
        <ul className={cn("grid gap-4 md:grid-cols-2", stages.length > 2 && "xl:grid-cols-4")}>
          {stages.map((stage) => (
            <li key={stage.slug} className="flex">
              <StageCard stage={stage} city={city} locale={locale} />
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
                {chromeCopy(locale).packageCard.popular}
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
              <div>
                <PackagePrice
                  pricing={formatPricing(packagePriceFor(laser, city.tier))}
                  words={chromeCopy(locale).price}
                />
                <p className="text-muted-foreground mt-1 text-xs">
                  {chromeCopy(locale).inCity(
                    stageListingPage.laserPromo.priceCaption,
                    cityName(city, locale),
                  )}
                </p>
              </div>
              {laserStage ? (
                <p className="bg-muted rounded-lg p-3 text-sm">
                  {stageListingPage.laserPromo.difference(
                    stageCopyFor(laserStage, locale).title,
                    formatINR(stagePriceFor(laserStage, city.tier)),
                  )}
                </p>
              ) : null}
              <Link
                href={localHref(locale, `/laser-piles-care/${city.id}`)}
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
        <CoordinatorCard locale={locale} />
      </section>
      <OtherCities basePath={`/${segment}`} current={city.id} locale={locale} />
    </>
  );
}

function StageCard({ stage, city, locale }: { stage: StagePackage; city: City; locale: Locale }) {
  const { stageListingPage: copy } = stagePagesCopy(locale);
  const words = stageCopyFor(stage, locale);
  const figures = stageFiguresIn(stage, "overview", locale);
  const titleId = `${stage.slug}-title`;
  return (
    <article aria-labelledby={titleId} className="flex w-full">
      <Card className="w-full">
        <CardHeader>
          <Badge variant="secondary" className="mb-1">
            {words.label}
          </Badge>
          <CardTitle asChild className="text-xl">
            <h2 id={titleId}>{words.title}</h2>
          </CardTitle>
          <CardDescription>{words.description}</CardDescription>
        </CardHeader>
        <CardContent className="flex-1 space-y-4">
          <div>
            <p className="text-primary text-3xl font-bold tracking-tight tabular-nums">
              {formatINR(stagePriceFor(stage, city.tier))}
            </p>
            <p className="text-muted-foreground text-xs">
              {chromeCopy(locale).inCity(copy.priceCaption, cityName(city, locale))}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-2 text-center">
            <Figure label={copy.figures.recovery} value={figures.recoveryTime} />
            <Figure label={copy.figures.success} value={figures.successRate} />
            <Figure
              label={copy.figures.treatment}
              value={words.treatmentType}
              className="col-span-2"
            />
          </dl>
          <ul className="space-y-1.5 text-sm">
            {words.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden="true" className="text-trust mt-0.5 size-4 shrink-0" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </CardContent>
        <CardFooter>
          <Link
            href={localHref(locale, `/${stage.slug}/${city.id}`)}
            className={cn(buttonVariants({ variant: "outline" }), "w-full")}
          >
            {copy.detailsCta(words.label)}
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
