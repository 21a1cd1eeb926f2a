import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Check, CircleAlert, CircleCheck, CircleX, Quote } from "lucide-react";
import { tiers, type City } from "@/content/cities";
import { localePath, type Locale } from "@/content/i18n";
import type { CarePackage } from "@/content/packages";
import { bookingHref } from "@/content/booking-topics";
import { claims } from "@/content/site";
import { laserPiles } from "@/content/laser-piles";
import { formatINR, getCity, packagePriceFor } from "@/lib/catalogue";
import {
  carePackagesIn,
  chromeCopy,
  cityName,
  laserPilesCopy,
  stagePagesCopy,
} from "@/lib/i18n/localized";
import { localHref } from "@/lib/i18n/locale-routes";
import { pageAlternates } from "@/lib/seo/page-metadata";
import {
  faqJsonLd,
  packageOfferJsonLd,
  packagePriceRangeJsonLd,
  webPageJsonLd,
} from "@/lib/seo/structured-data";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { CtaBanner } from "@/components/site/cta-banner";
import { JsonLd } from "@/components/site/json-ld";
import { SectionHeading } from "@/components/site/section-heading";
import { cityFromParam } from "@/components/packages/city-route";
import { LaserHero } from "@/components/packages/laser-hero";
import { OtherCities } from "@/components/packages/other-cities";
import { RememberCity, SelectedCityProvider } from "@/components/packages/selected-city";

/*
 * The Laser Piles Care Package page, in either language (the Hindi twins under /hi). One
 * component for both routes:
 * - /laser-piles-care/{city}: `city` given, everything rendered on the server for that city.
 * - /care-packages/laser-piles: `city` null, the selected city decides; only the hero's city line
 *   and the top of the pricing card (laser-hero.tsx) are client code (see laser-selected-city.tsx),
 *   and they get their words (the city names in the page's language) as props.
 */

/**
 * Package 1 with its words in `locale`, or undefined when the catalogue has none (the city route
 * then redirects to /care-packages).
 */
function laserPackage(locale: Locale): CarePackage | undefined {
  return carePackagesIn(locale).find((pkg) => pkg.id === laserPiles.packageId);
}

/**
 * The city of a /laser-piles-care/{city} route: an unknown city, or a catalogue without the laser
 * package, goes to /care-packages.
 */
export function laserPageCity(slug: string, locale: Locale): City {
  const city = cityFromParam(slug);
  if (!laserPackage(locale)) redirect(localHref(locale, "/care-packages"));
  return city;
}

function requireLaserPackage(locale: Locale): CarePackage {
  const pkg = laserPackage(locale);
  if (!pkg) throw new Error("The laser page needs care package 1 in content/packages.ts");
  return pkg;
}

function priceSpan(pkg: CarePackage) {
  const prices = tiers.map((tier) => packagePriceFor(pkg, tier).basePrice);
  return { low: Math.min(...prices), high: Math.max(...prices) };
}

function laserPathFor(city: City | null): string {
  return city ? `/laser-piles-care/${city.id}` : "/care-packages/laser-piles";
}

export function laserMetadata(city: City | null, locale: Locale): Metadata {
  const { laserPage } = stagePagesCopy(locale);
  const pkg = requireLaserPackage(locale);
  const name = city ? cityName(city, locale) : "";
  const priceNote = city
    ? laserPage.metaCityPrice(
        formatINR(packagePriceFor(pkg, city.tier).basePrice),
        name,
        formatINR(packagePriceFor(pkg, city.tier).emiPrice),
      )
    : laserPage.metaPriceFrom(formatINR(priceSpan(pkg).low));
  return {
    title: city ? chromeCopy(locale).inCity(pkg.name, name) : pkg.name,
    description: `${laserPage.metaDescriptionLead} ${priceNote}`,
    keywords: city
      ? [
          ...laserPage.keywords.map((keyword) => `${keyword} ${name}`),
          `${laserPage.cityKeyword} ${name}`,
        ]
      : [...laserPage.keywords],
    alternates: pageAlternates(locale, laserPathFor(city)),
  };
}

export function LaserPackage({ city, locale }: { city: City | null; locale: Locale }) {
  const pkg = requireLaserPackage(locale);
  const facts = laserPilesCopy(locale);
  const path = localePath(locale, laserPathFor(city));
  const span = priceSpan(pkg);
  const meta = laserMetadata(city, locale);

  const content = (
    <>
      <Breadcrumb pathname={laserPathFor(city)} locale={locale} />
      {city ? <RememberCity slug={city.id} /> : null}
      <JsonLd
        data={webPageJsonLd({
          locale,
          path,
          name: String(meta.title),
          description: String(meta.description),
        })}
      />
      <JsonLd
        data={
          city
            ? packageOfferJsonLd({
                name: pkg.name,
                description: pkg.description,
                path,
                price: packagePriceFor(pkg, city.tier).basePrice,
                city,
              })
            : packagePriceRangeJsonLd({
                name: pkg.name,
                description: pkg.description,
                path,
                lowPrice: span.low,
                highPrice: span.high,
              })
        }
      />
      <JsonLd data={faqJsonLd(facts.faq)} />

      <LaserHero pkg={pkg} city={city} span={span} locale={locale} />
      <Inclusions locale={locale} />
      <Exclusions locale={locale} />
      <Comparison locale={locale} />
      <Journey locale={locale} />
      <Testimonials locale={locale} />
      <Faq locale={locale} />
      <ClosingCta pkg={pkg} city={city} locale={locale} />
      {city ? <OtherCities basePath="/laser-piles-care" current={city.id} locale={locale} /> : null}
    </>
  );

  // The provider is mounted only where the selected city is read.
  return city ? content : <SelectedCityProvider>{content}</SelectedCityProvider>;
}

function Inclusions({ locale }: { locale: Locale }) {
  const { laserPage } = stagePagesCopy(locale);
  return (
    <section aria-labelledby="inclusions-title" className="bg-card border-y">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading
          id="inclusions-title"
          title={laserPage.inclusionsTitle}
          lead={laserPage.inclusionsLead}
          className="max-w-2xl"
        />
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {laserPilesCopy(locale).inclusions.map((group) => (
            <li key={group.title} className="bg-background rounded-xl border p-5">
              <h3 className="flex items-center gap-2 font-semibold">
                <CircleCheck aria-hidden="true" className="text-trust size-5 shrink-0" />
                {group.title}
              </h3>
              <ul className="mt-3 space-y-1.5 text-sm">
                {group.items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check aria-hidden="true" className="text-trust mt-0.5 size-4 shrink-0" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Exclusions({ locale }: { locale: Locale }) {
  const { laserPage } = stagePagesCopy(locale);
  const facts = laserPilesCopy(locale);
  return (
    <section aria-labelledby="exclusions-title" className="mx-auto max-w-6xl px-4 py-12">
      <SectionHeading
        id="exclusions-title"
        title={laserPage.exclusionsTitle}
        lead={laserPage.exclusionsLead}
        className="max-w-2xl"
      />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {facts.exclusions.map((group) => (
          <li key={group.title} className="bg-card rounded-xl border p-5">
            <h3 className="flex items-center gap-2 font-semibold">
              <CircleX aria-hidden="true" className="text-muted-foreground size-5 shrink-0" />
              {group.title}
            </h3>
            <ul className="text-muted-foreground mt-3 space-y-1.5 text-sm">
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="border-warning/25 bg-warning-soft mt-6 rounded-xl border p-5">
        <h3 className="text-warning flex items-center gap-2 font-semibold">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          {laserPage.notesTitle}
        </h3>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm">
          {facts.importantNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Comparison({ locale }: { locale: Locale }) {
  const { laserPage } = stagePagesCopy(locale);
  return (
    <section aria-labelledby="comparison-title" className="mx-auto max-w-6xl px-4 pb-12">
      <SectionHeading
        id="comparison-title"
        title={laserPage.comparisonTitle}
        className="max-w-2xl"
      />
      {/* Rows rather than a three-column table: each answer stays readable at 390 px. */}
      <ul className="bg-card mt-6 divide-y rounded-xl border">
        {laserPilesCopy(locale).comparison.map((row) => (
          <li key={row.aspect} className="p-4 md:grid md:grid-cols-[12rem_1fr_1fr] md:gap-4">
            <h3 className="font-semibold md:self-center">{row.aspect}</h3>
            <dl className="mt-2 grid grid-cols-2 gap-3 text-sm md:col-span-2 md:mt-0">
              <div className="bg-muted rounded-lg p-3">
                <dt className="text-muted-foreground text-xs font-semibold">
                  {laserPage.comparisonTraditional}
                </dt>
                <dd className="text-muted-foreground mt-1">{row.traditional}</dd>
              </div>
              <div className="bg-trust-soft rounded-lg p-3">
                <dt className="text-trust text-xs font-semibold">{laserPage.comparisonLaser}</dt>
                <dd className="mt-1 flex gap-1.5">
                  <Check aria-hidden="true" className="text-trust mt-0.5 size-4 shrink-0" />
                  {row.laser}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Journey({ locale }: { locale: Locale }) {
  const { laserPage } = stagePagesCopy(locale);
  return (
    <section aria-labelledby="journey-title" className="bg-card border-y">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="journey-title" title={laserPage.journeyTitle} className="max-w-2xl" />
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {laserPilesCopy(locale).journey.map((step) => (
            <li key={step.step} className="bg-background rounded-xl border p-5">
              <span
                aria-hidden="true"
                className="bg-primary text-primary-foreground grid size-10 place-items-center rounded-full font-bold"
              >
                {step.step}
              </span>
              <h3 className="mt-3 font-semibold">
                <span className="sr-only">{laserPage.stepLabel(step.step)}</span>
                {step.title}
              </h3>
              <p className="text-muted-foreground mt-1 text-sm">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Testimonials({ locale }: { locale: Locale }) {
  const { laserPage } = stagePagesCopy(locale);
  const facts = laserPilesCopy(locale);
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-12">
      <SectionHeading
        id="testimonials-title"
        title={laserPage.testimonialsTitle}
        className="max-w-2xl"
      />
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {facts.testimonials.map((story) => (
          <li key={story.name}>
            <figure className="bg-card flex h-full flex-col rounded-xl border p-5 shadow-sm">
              <Quote aria-hidden="true" className="text-primary/40 size-6" />
              <blockquote className="mt-2 flex-1">{story.text}</blockquote>
              <figcaption className="text-muted-foreground mt-4 text-sm">
                <span className="text-foreground font-semibold">{story.name}</span>, {story.age},{" "}
                {storyCity(story.city, locale)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground mt-4 text-sm">{facts.testimonialsNote}</p>
    </section>
  );
}

/** A story's city, named in the page's language (the Hindi stories keep the cities' slugs). */
function storyCity(slug: string, locale: Locale): string {
  const city = getCity(slug);
  // The English stories' cities are typed slugs, the Hindi copy's plain strings: this only fires
  // if the Hindi drifts from the English.
  if (!city) throw new Error(`A laser page story names an unknown city "${slug}"`);
  return cityName(city, locale);
}

function Faq({ locale }: { locale: Locale }) {
  const { laserPage } = stagePagesCopy(locale);
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 pb-12">
      <SectionHeading id="faq-title" title={laserPage.faqTitle} className="max-w-2xl" />
      <div className="bg-card mt-6 divide-y rounded-xl border">
        {laserPilesCopy(locale).faq.map((entry) => (
          // Native disclosure: no client code, works before (and without) JavaScript.
          <details key={entry.question} className="group px-4">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 py-3 font-medium [&::-webkit-details-marker]:hidden">
              {entry.question}
              <span
                aria-hidden="true"
                className="text-primary text-xl leading-none transition-transform group-open:rotate-45 motion-reduce:transition-none"
              >
                +
              </span>
            </summary>
            <p className="text-muted-foreground pb-4">{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

function ClosingCta({
  pkg,
  city,
  locale,
}: {
  pkg: CarePackage;
  city: City | null;
  locale: Locale;
}) {
  const { laserPage } = stagePagesCopy(locale);
  return (
    <CtaBanner
      title={laserPage.closing.title}
      body={laserPage.closing.body}
      locale={locale}
      bookHref={localHref(locale, bookingHref({ topic: `package-${pkg.id}`, city: city?.id }))}
      bookLabel={`${laserPage.closing.cta} - ${formatINR(claims.diagnosticFee)}`}
      callLabel={laserPage.callLabel}
      // The FAQ above already ends in its bottom padding.
      className="pt-0"
    />
  );
}
