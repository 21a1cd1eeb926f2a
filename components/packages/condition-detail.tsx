import type { Metadata } from "next";
import { IntentLink as Link } from "@/components/ui/intent-link";
import {
  ArrowRight,
  CalendarCheck,
  Check,
  CircleCheck,
  CircleX,
  Phone,
  ShieldCheck,
  Stethoscope,
} from "lucide-react";
import type { City } from "@/content/cities";
import { bookingHref } from "@/content/booking-topics";
import { localePath, type Locale } from "@/content/i18n";
import { claims, siteConfig } from "@/content/site";
import { conditionRoutes, type StagePackage, type StageSlug } from "@/content/stage-packages";
import { formatINR, getStagePackage, stagePackagesFor, stagePriceFor } from "@/lib/catalogue";
import {
  chromeCopy,
  cityName,
  stageCopyFor,
  stageFiguresIn,
  stagePagesCopy,
  stageShortName,
} from "@/lib/i18n/localized";
import { localHref } from "@/lib/i18n/locale-routes";
import { pageAlternates } from "@/lib/seo/page-metadata";
import { packageOfferJsonLd, webPageJsonLd } from "@/lib/seo/structured-data";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { JsonLd } from "@/components/site/json-ld";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { CoordinatorCard } from "@/components/packages/coordinator-card";
import { OtherCities } from "@/components/packages/other-cities";
import { RememberCity } from "@/components/packages/selected-city";
import { cn } from "@/lib/utils";

/*
 * The one template behind the eight condition detail pages (/grade-1-piles/{city} …
 * /complex-fistula/{city}), in either language (the Hindi twins under /hi). They show each stage
 * package's one price and its detail-page recovery and success figures.
 */

function stageFor(slug: StageSlug): StagePackage {
  const stage = getStagePackage(slug);
  // StageSlug is derived from the catalogue itself, so this only fires if the two drift apart.
  if (!stage) throw new Error(`No stage package "${slug}" in content/stage-packages.ts`);
  return stage;
}

function pageTitle(stage: StagePackage, city: City, locale: Locale): string {
  const { conditionDetailPage: copy } = stagePagesCopy(locale);
  return `${stageCopyFor(stage, locale).title} ${copy.cityJoiner} ${cityName(city, locale)}`;
}

export function conditionDetailMetadata(slug: StageSlug, city: City, locale: Locale): Metadata {
  const { conditionDetailPage: copy } = stagePagesCopy(locale);
  const stage = stageFor(slug);
  const words = stageCopyFor(stage, locale);
  const figures = stageFiguresIn(stage, "detail", locale);
  const name = cityName(city, locale);
  const facts = copy.metaFacts(
    formatINR(stagePriceFor(stage, city.tier)),
    name,
    figures.successRate,
    figures.recoveryTime,
  );
  return {
    title: pageTitle(stage, city, locale),
    description: `${words.description} ${facts}`,
    keywords: [
      ...words.keywords.map((keyword) => `${keyword} ${name}`),
      `${copy.costKeyword(stageShortName(stage, locale))} ${name}`,
      `${copy.specialistKeyword} ${name}`,
    ],
    alternates: pageAlternates(locale, `/${stage.slug}/${city.id}`),
  };
}

export function ConditionDetail({
  slug,
  city,
  locale,
}: {
  slug: StageSlug;
  city: City;
  locale: Locale;
}) {
  const { conditionDetailPage: copy } = stagePagesCopy(locale);
  const stage = stageFor(slug);
  const words = stageCopyFor(stage, locale);
  const price = stagePriceFor(stage, city.tier);
  const englishPath = `/${stage.slug}/${city.id}`;
  const path = localePath(locale, englishPath);
  const title = pageTitle(stage, city, locale);
  const listing = conditionRoutes[stage.condition];

  return (
    <>
      <Breadcrumb pathname={englishPath} locale={locale} />
      <RememberCity slug={city.id} />
      <JsonLd
        data={webPageJsonLd({
          locale,
          path,
          name: title,
          description: String(conditionDetailMetadata(slug, city, locale).description),
        })}
      />
      <JsonLd
        data={packageOfferJsonLd({
          name: words.title,
          description: words.description,
          path,
          price,
          city,
        })}
      />

      <div className="mx-auto max-w-6xl px-4 pt-6 pb-12 md:pt-10 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        <header className="lg:col-start-1 lg:row-start-1">
          <Badge variant="trust">
            <ShieldCheck aria-hidden="true" />
            {words.badge}
          </Badge>
          <h1 className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance md:text-4xl">
            {title}
          </h1>
          <p className="text-muted-foreground mt-3 max-w-2xl md:text-lg">{words.description}</p>
        </header>

        {/* After the header on phones; beside everything, and sticky, on wide screens. */}
        <aside
          aria-labelledby="price-card-title"
          className="mt-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0"
        >
          <div className="lg:sticky lg:top-24">
            <PriceCard stage={stage} city={city} price={price} locale={locale} />
          </div>
        </aside>

        <div className="mt-10 space-y-10 lg:col-start-1 lg:row-start-2">
          <div className="grid gap-4 md:grid-cols-2">
            <ListCard title={words.signs.heading} items={words.signs.items} icon="dot" />
            <ListCard title={copy.whyTitle} items={words.whyItWorks} icon="check" />
          </div>

          <section aria-labelledby="whats-included" className="scroll-mt-24">
            <h2 id="whats-included" className="text-2xl font-semibold tracking-tight">
              {copy.includedTitle}
            </h2>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {words.whatsIncluded.map((item) => (
                <li key={item} className="bg-card flex gap-3 rounded-xl border p-3">
                  <CircleCheck aria-hidden="true" className="text-trust mt-0.5 size-5 shrink-0" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
            <p className="text-muted-foreground mt-3 text-sm">
              {copy.treatmentTitle}: {[words.treatmentType, ...words.treatmentNotes].join(" · ")}
            </p>
          </section>

          <section aria-labelledby="not-needed">
            <h2 id="not-needed" className="text-2xl font-semibold tracking-tight">
              {copy.notNeededTitle}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {words.notNeeded.map((item) => (
                <li
                  key={item}
                  className="bg-muted inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm"
                >
                  <CircleX aria-hidden="true" className="text-muted-foreground size-4 shrink-0" />
                  {item}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="comparison">
            <h2 id="comparison" className="text-2xl font-semibold tracking-tight">
              {copy.comparisonTitle}
            </h2>
            {/* Rows rather than a three-column table: it stays readable at 390 px. */}
            <ul className="bg-card mt-4 divide-y rounded-xl border">
              {words.comparison.map((row) => (
                <li key={row.aspect} className="p-4">
                  <h3 className="font-semibold">{row.aspect}</h3>
                  <dl className="mt-2 grid grid-cols-2 gap-3 text-sm">
                    <div className="bg-trust-soft rounded-lg p-3">
                      <dt className="text-trust text-xs font-semibold">{copy.comparisonWith}</dt>
                      <dd className="mt-1 flex gap-1.5">
                        <Check aria-hidden="true" className="text-trust mt-0.5 size-4 shrink-0" />
                        {row.withPackage}
                      </dd>
                    </div>
                    <div className="bg-muted rounded-lg p-3">
                      <dt className="text-muted-foreground text-xs font-semibold">
                        {copy.comparisonElsewhere}
                      </dt>
                      <dd className="text-muted-foreground mt-1">{row.elsewhere}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          </section>

          <RelatedStages stage={stage} city={city} locale={locale} />

          <CoordinatorCard locale={locale} />

          <p>
            <Link
              href={localHref(locale, `/${listing.segment}/${city.id}`)}
              className={cn(buttonVariants({ variant: "link" }), "h-11 px-0 has-[>svg]:px-0")}
            >
              {copy.backToListing}
              <ArrowRight aria-hidden="true" />
            </Link>
          </p>
        </div>
      </div>
      <OtherCities basePath={`/${stage.slug}`} current={city.id} locale={locale} />
    </>
  );
}

function PriceCard({
  stage,
  city,
  price,
  locale,
}: {
  stage: StagePackage;
  city: City;
  price: number;
  locale: Locale;
}) {
  const { conditionDetailPage, stageListingPage } = stagePagesCopy(locale);
  const copy = conditionDetailPage.priceCard;
  const words = stageCopyFor(stage, locale);
  const figures = stageFiguresIn(stage, "detail", locale);
  return (
    <Card className="gap-4 shadow-md">
      <CardHeader className="gap-1">
        <CardTitle asChild className="text-muted-foreground text-sm font-medium">
          <h2 id="price-card-title">{copy.title}</h2>
        </CardTitle>
        <p className="text-primary text-4xl font-bold tracking-tight tabular-nums">
          {formatINR(price)}
        </p>
        <p className="text-muted-foreground text-sm">
          {chromeCopy(locale).inCity(stageListingPage.priceCaption, cityName(city, locale))} ·{" "}
          {copy.hiddenCosts(claims.hiddenCosts)}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="divide-y rounded-lg border text-sm">
          <PriceFact label={copy.recovery} value={figures.recoveryTime} />
          <PriceFact label={copy.success} value={figures.successRate} />
          <PriceFact label={copy.treatment} value={words.treatmentType} />
        </dl>
        <div className="text-sm">
          <p className="font-semibold">{copy.includesLead}</p>
          <ul className="mt-1.5 space-y-1">
            {words.whatsIncluded.slice(0, 3).map((item) => (
              <li key={item} className="flex gap-2">
                <Check aria-hidden="true" className="text-trust mt-0.5 size-4 shrink-0" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <a
            href="#whats-included"
            className="text-primary decoration-primary/40 inline-flex min-h-11 items-center font-medium underline underline-offset-4"
          >
            {copy.includesLink}
          </a>
        </div>
        <div className="grid gap-3">
          <Link
            href={localHref(locale, bookingHref({ topic: stage.slug, city: city.id }))}
            className={cn(buttonVariants({ size: "lg" }), "w-full")}
          >
            <CalendarCheck aria-hidden="true" />
            {copy.book}
          </Link>
          <a
            href={siteConfig.phone.href}
            className={cn(buttonVariants({ variant: "outline" }), "w-full")}
          >
            <Phone aria-hidden="true" />
            {copy.call} {siteConfig.phone.display}
          </a>
        </div>
        <p className="text-muted-foreground text-xs">
          {copy.feeNote(formatINR(claims.diagnosticFee))}
        </p>
      </CardContent>
    </Card>
  );
}

function PriceFact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 px-3 py-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-semibold">{value}</dd>
    </div>
  );
}

function ListCard({
  title,
  items,
  icon,
}: {
  title: string;
  items: readonly string[];
  icon: "dot" | "check";
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild className="text-xl">
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2">
          {items.map((item) => (
            <li key={item} className="flex gap-2">
              {icon === "check" ? (
                <Check aria-hidden="true" className="text-trust mt-1 size-4 shrink-0" />
              ) : (
                <Stethoscope aria-hidden="true" className="text-primary mt-1 size-4 shrink-0" />
              )}
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The shared related block: the other packages for the same condition, in the same city. */
function RelatedStages({
  stage,
  city,
  locale,
}: {
  stage: StagePackage;
  city: City;
  locale: Locale;
}) {
  const { conditionCopy, conditionDetailPage: copy } = stagePagesCopy(locale);
  const siblings = stagePackagesFor(stage.condition).filter((other) => other.slug !== stage.slug);
  if (siblings.length === 0) return null;
  return (
    <section aria-labelledby="related-title">
      <h2 id="related-title" className="text-2xl font-semibold tracking-tight">
        {conditionCopy[stage.condition].relatedTitle}
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">
        {copy.relatedLead} {cityName(city, locale)}
      </p>
      <ul className={cn("mt-4 grid gap-3", siblings.length > 1 && "sm:grid-cols-2 xl:grid-cols-3")}>
        {siblings.map((other) => {
          const otherWords = stageCopyFor(other, locale);
          const otherFigures = stageFiguresIn(other, "detail", locale);
          return (
            <li key={other.slug}>
              <Link
                href={localHref(locale, `/${other.slug}/${city.id}`)}
                className="bg-card hover:border-primary/50 focus-visible:ring-ring flex h-full flex-col gap-1 rounded-xl border p-4 shadow-sm transition-colors outline-none focus-visible:ring-2"
              >
                <span className="text-muted-foreground text-xs font-medium">
                  {otherWords.label}
                </span>
                <span className="font-semibold">{otherWords.title}</span>
                <span className="text-muted-foreground text-sm">
                  {otherWords.treatmentType} · {copy.relatedRecovery(otherFigures.recoveryTime)}
                </span>
                <span className="mt-auto flex items-center justify-between gap-2 pt-2">
                  <span className="text-primary text-lg font-bold tabular-nums">
                    {formatINR(stagePriceFor(other, city.tier))}
                  </span>
                  <span className="text-primary inline-flex items-center gap-1 text-sm font-medium">
                    {copy.relatedCta}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
