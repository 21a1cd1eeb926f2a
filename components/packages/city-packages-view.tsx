import type { Metadata } from "next";
import type { City } from "@/content/cities";
import { localePath, type Locale } from "@/content/i18n";
import { formatINR, packagePriceFor } from "@/lib/catalogue";
import {
  carePackagesIn,
  chromeCopy,
  cityName,
  packagePagesCopy,
  stateName,
} from "@/lib/i18n/localized";
import { pageAlternates } from "@/lib/seo/page-metadata";
import { cityClinicJsonLd, packageListJsonLd, webPageJsonLd } from "@/lib/seo/structured-data";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { JsonLd } from "@/components/site/json-ld";
import { SectionHeading } from "@/components/site/section-heading";
import { CityChooser } from "@/components/packages/city-chooser";
import { OtherCities } from "@/components/packages/other-cities";
import { ConditionCards } from "@/components/packages/condition-cards";
import { CoordinatorCard } from "@/components/packages/coordinator-card";
import { PackageCard } from "@/components/packages/package-card";
import { RememberCity } from "@/components/packages/selected-city";
import { localHref } from "@/lib/i18n/locale-routes";

export function cityPackagesMetadata(city: City, locale: Locale): Metadata {
  const { cityPackagesPage: copy } = packagePagesCopy(locale);
  const name = cityName(city, locale);
  const lowest = Math.min(
    ...carePackagesIn(locale).map((pkg) => packagePriceFor(pkg, city.tier).basePrice),
  );
  return {
    title: `${copy.headingPrefix} ${name}`,
    description: copy.metaDescription(name, stateName(city, locale), formatINR(lowest)),
    keywords: copy.keywords.map((keyword) => `${keyword} ${name}`),
    alternates: pageAlternates(locale, `/packages/${city.id}`),
  };
}

/** A city's care packages, in either language: the words from content/, the prices the city's. */
export function CityPackagesView({ city, locale }: { city: City; locale: Locale }) {
  const { cityPackagesPage: copy } = packagePagesCopy(locale);
  const packages = carePackagesIn(locale);
  const name = cityName(city, locale);
  const englishPath = `/packages/${city.id}`;
  const path = localePath(locale, englishPath);
  const meta = cityPackagesMetadata(city, locale);

  return (
    <>
      <Breadcrumb pathname={englishPath} locale={locale} />
      <RememberCity slug={city.id} />
      <JsonLd data={cityClinicJsonLd(city)} />
      <JsonLd
        data={webPageJsonLd({
          locale,
          path,
          name: `${copy.headingPrefix} ${name}`,
          description: String(meta.description),
        })}
      />
      <JsonLd
        data={packageListJsonLd(
          `${copy.headingPrefix} ${name}`,
          path,
          packages.map((pkg) => {
            const link = copy.packageLinks[pkg.id];
            return {
              name: pkg.name,
              description: pkg.description,
              // Where its card leads; packages booked directly are sold on this page.
              path: link.kind === "city" ? localHref(locale, `/${link.segment}/${city.id}`) : path,
              price: packagePriceFor(pkg, city.tier).basePrice,
              city,
            };
          }),
        )}
      />

      <section className="mx-auto max-w-6xl px-4 pt-6 pb-8 md:pt-10">
        <div className="grid gap-6 md:grid-cols-[1fr_18rem] md:items-end">
          <div>
            <p className="text-primary text-sm font-semibold">{stateName(city, locale)}</p>
            <h1 className="mt-1 text-3xl leading-tight font-bold tracking-tight text-balance md:text-4xl">
              {copy.headingPrefix} {name}
            </h1>
            <p className="text-muted-foreground mt-3 max-w-2xl md:text-lg">{copy.lead}</p>
          </div>
          <CityChooser
            id="packages-city"
            label={copy.chooserLabel}
            mode={{ kind: "navigate", basePath: localePath(locale, "/packages"), current: city.id }}
            locale={locale}
          />
        </div>
      </section>

      <section aria-labelledby="conditions-title" className="mx-auto max-w-6xl px-4 pb-12">
        <SectionHeading
          id="conditions-title"
          title={copy.conditionsTitle}
          lead={copy.conditionsLead}
        />
        <div className="mt-6">
          <ConditionCards
            city={city}
            rangeCaption={chromeCopy(locale).inCity(copy.tierRangeCaption, name)}
            headingLevel="h3"
            locale={locale}
          />
        </div>
      </section>

      <section aria-labelledby="packages-title" className="bg-card border-y">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <SectionHeading id="packages-title" title={copy.packagesTitle} lead={copy.packagesLead} />
          <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {packages.map((pkg) => (
              <li key={pkg.id} className="flex">
                <PackageCard pkg={pkg} city={city} locale={locale} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12">
        <CoordinatorCard locale={locale} />
      </section>
      <OtherCities basePath="/packages" current={city.id} locale={locale} />
    </>
  );
}
