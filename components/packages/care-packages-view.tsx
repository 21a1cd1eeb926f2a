import type { Metadata } from "next";
import { IntentLink as Link } from "@/components/ui/intent-link";
import { ArrowRight, BadgeIndianRupee, HeartHandshake, ShieldCheck, Sparkles } from "lucide-react";
import { claims } from "@/content/site";
import { localePath, type Locale } from "@/content/i18n";
import { cityNamesFor, packagePagesCopy } from "@/lib/i18n/localized";
import { pageAlternates } from "@/lib/seo/page-metadata";
import { localHref } from "@/lib/i18n/locale-routes";
import { conditionRoutes, conditions } from "@/content/stage-packages";
import { conditionPriceRange, defaultCity, formatINR } from "@/lib/catalogue";
import { priceRangeListJsonLd, webPageJsonLd } from "@/lib/seo/structured-data";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { JsonLd } from "@/components/site/json-ld";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { CityChooser } from "@/components/packages/city-chooser";
import { ConditionCards } from "@/components/packages/condition-cards";
import { CoordinatorCard } from "@/components/packages/coordinator-card";
import {
  SelectedCityLink,
  SelectedCityName,
  SelectedCityProvider,
} from "@/components/packages/selected-city";
import { cn } from "@/lib/utils";

export function carePackagesMetadata(locale: Locale): Metadata {
  const copy = packagePagesCopy(locale).carePackagesLanding;
  return {
    title: copy.title,
    description: copy.metaDescription,
    keywords: [...copy.keywords],
    alternates: pageAlternates(locale, "/care-packages"),
  };
}

/*
 * The landing for the selected city. Pre-rendered for the default city (Mumbai); after hydration
 * a stored city replaces the name and the links' city. Prices here are the all-city ranges, so
 * nothing but text changes and the cards keep their size.
 */
export function CarePackagesView({ locale }: { locale: Locale }) {
  const { carePackagesLanding: copy, conditionCopy } = packagePagesCopy(locale);
  const names = locale === "en" ? undefined : cityNamesFor(locale);
  const path = localePath(locale, "/care-packages");
  const assurances = [
    { icon: BadgeIndianRupee, text: copy.assurances.fee(formatINR(claims.diagnosticFee)) },
    { icon: ShieldCheck, text: copy.assurances.hiddenCosts(claims.hiddenCosts) },
    { icon: HeartHandshake, text: copy.assurances.emi(formatINR(claims.emiFrom)) },
  ];

  return (
    <SelectedCityProvider>
      <Breadcrumb pathname="/care-packages" locale={locale} />
      <JsonLd
        data={webPageJsonLd({ locale, path, name: copy.title, description: copy.metaDescription })}
      />
      <JsonLd
        data={priceRangeListJsonLd(
          copy.title,
          path,
          conditions.map((condition) => ({
            name: conditionCopy[condition].title,
            description: conditionCopy[condition].promise,
            path: localHref(locale, `/${conditionRoutes[condition].segment}/${defaultCity.id}`),
            lowPrice: conditionPriceRange(condition).min,
            highPrice: conditionPriceRange(condition).max,
          })),
        )}
      />

      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="bg-trust-soft absolute -right-32 -bottom-48 size-[26rem] rounded-full opacity-80 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-6xl gap-6 px-4 pt-6 pb-10 md:grid-cols-[1fr_20rem] md:items-end md:pt-10">
          <div>
            <Badge variant="trust" className="mb-3">
              <ShieldCheck aria-hidden="true" />
              {copy.eyebrow}
            </Badge>
            <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance md:text-5xl">
              {copy.headingPrefix} <SelectedCityName names={names} />
            </h1>
            <p className="text-muted-foreground mt-3 max-w-2xl md:text-lg">{copy.lead}</p>
          </div>
          <CityChooser
            id="landing-city"
            label={copy.chooserLabel}
            help={copy.chooserHelp}
            mode={{ kind: "store" }}
            locale={locale}
          />
        </div>
      </section>

      <section aria-label={copy.byConditionLabel} className="mx-auto max-w-6xl px-4">
        <ConditionCards city={null} rangeCaption={copy.rangeCaption} locale={locale} />
        <p className="mt-4">
          <SelectedCityLink
            segment={localePath(locale, "/packages").slice(1)}
            className={cn(buttonVariants({ variant: "link" }), "h-11 px-0 has-[>svg]:px-0")}
          >
            {copy.allPackagesPrefix} <SelectedCityName names={names} />
            <ArrowRight aria-hidden="true" />
          </SelectedCityLink>
        </p>
      </section>

      <section aria-labelledby="laser-promo-title" className="mx-auto max-w-6xl px-4 pt-8">
        <div className="border-primary/30 bg-card flex flex-col gap-4 rounded-xl border p-6 shadow-sm md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="laser-promo-title" className="flex items-center gap-2 text-xl font-semibold">
              <Sparkles aria-hidden="true" className="text-primary size-5 shrink-0" />
              {copy.laserPromo.title}
            </h2>
            <p className="text-muted-foreground mt-1">{copy.laserPromo.body}</p>
          </div>
          <Link href={localHref(locale, "/care-packages/laser-piles")} className={buttonVariants()}>
            {copy.laserPromo.cta}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </section>

      <section aria-label={copy.promisesLabel} className="mx-auto max-w-6xl px-4 pt-8">
        <ul className="grid gap-3 md:grid-cols-3">
          {assurances.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="bg-secondary/60 flex items-start gap-3 rounded-xl p-4 text-sm"
            >
              <Icon aria-hidden="true" className="text-primary mt-0.5 size-5 shrink-0" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12">
        <CoordinatorCard locale={locale} />
      </section>
    </SelectedCityProvider>
  );
}
