import { IntentLink as Link } from "@/components/ui/intent-link";
import {
  CalendarCheck,
  Check,
  MapPin,
  MessageCircle,
  Phone,
  ShieldCheck,
  Sparkles,
} from "lucide-react";
import type { City, CitySlug } from "@/content/cities";
import { localePath, type Locale } from "@/content/i18n";
import type { CarePackage } from "@/content/packages";
import { bookingHref } from "@/content/booking-topics";
import { claims, siteConfig } from "@/content/site";
import { defaultCity, formatINR, packagePriceFor } from "@/lib/catalogue";
import {
  chromeCopy,
  cityName,
  cityNamesFor,
  laserPilesCopy,
  stagePagesCopy,
} from "@/lib/i18n/localized";
import { localHref } from "@/lib/i18n/locale-routes";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CityChooser } from "@/components/packages/city-chooser";
import { LaserPrice, type LaserPriceWords } from "@/components/packages/laser-price";
import {
  SelectedLaserCityLine,
  SelectedLaserPrice,
} from "@/components/packages/laser-selected-city";
import { formatPricing } from "@/components/packages/pricing";
import { StatGrid } from "@/components/site/stat-grid";
import { cn } from "@/lib/utils";

/**
 * The top of the Laser Piles Care Package page (laser-package.tsx): the title and city line, the
 * pricing card with the city chooser, then the description, figures and contact buttons. With
 * `city` null the city line and the top of the pricing card follow the selected city on the
 * client (laser-selected-city.tsx).
 */
export function LaserHero({
  pkg,
  city,
  span,
  locale,
}: {
  pkg: CarePackage;
  city: City | null;
  span: { low: number; high: number };
  locale: Locale;
}) {
  const { laserPage } = stagePagesCopy(locale);
  const facts = laserPilesCopy(locale);
  // The selected-city parts are client code: they get the city names rather than the catalogue.
  const names: Readonly<Record<CitySlug, string>> | undefined =
    locale === "en" ? undefined : cityNamesFor(locale);
  const pin = <MapPin aria-hidden="true" className="text-primary size-5" />;

  const stats = [
    { value: facts.stats.successRate, label: laserPage.stats.successRate },
    { value: facts.stats.patients, label: laserPage.stats.patients },
    { value: facts.stats.recovery, label: laserPage.stats.recovery },
  ];

  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="bg-secondary absolute -top-32 -right-32 size-[28rem] rounded-full opacity-70 blur-3xl"
      />
      {/* On phones the pricing card (with the chooser) comes right after the title and city line,
          so the first thing to do is on the first screen; on wide screens it sits beside it all. */}
      <div className="relative mx-auto grid max-w-6xl gap-6 px-4 pt-6 pb-12 md:pt-10 lg:grid-cols-[minmax(0,1fr)_26rem] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-10 lg:gap-y-0">
        <div className="lg:col-start-1 lg:row-start-1">
          <Badge className="mb-4">
            <Sparkles aria-hidden="true" />
            {laserPage.popularBadge}
          </Badge>
          <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance md:text-5xl">
            {pkg.name}
          </h1>
          <div className="mt-3">
            {city ? (
              <div className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-2">
                <p className="inline-flex items-center gap-1.5 text-lg font-semibold">
                  {pin}
                  {cityName(city, locale)}
                </p>
                {/* 'Change City' resets to the first city. */}
                <Link
                  href={localHref(locale, `/laser-piles-care/${defaultCity.id}`)}
                  className={buttonVariants({ variant: "outline" })}
                >
                  {laserPage.changeCity}
                </Link>
              </div>
            ) : (
              <SelectedLaserCityLine
                pin={pin}
                noCityLine={laserPage.noCityLine}
                changeLabel={laserPage.changeCity}
                buttonClassName={buttonVariants({ variant: "outline" })}
                cityNames={names}
              />
            )}
          </div>
        </div>

        <LaserPriceCard
          pkg={pkg}
          city={city}
          span={span}
          locale={locale}
          cityNames={names}
          className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
        />

        <div className="lg:col-start-1 lg:row-start-2 lg:mt-4">
          <p className="text-muted-foreground max-w-2xl md:text-lg">{pkg.description}</p>
          <StatGrid stats={stats} size="compact" className="mt-6" />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <a
              href={siteConfig.phone.href}
              className={buttonVariants({ size: "lg", variant: "trust" })}
            >
              <Phone aria-hidden="true" />
              {laserPage.callLabel} {siteConfig.phone.display}
            </a>
            <a
              href={siteConfig.whatsapp.href}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ size: "lg", variant: "outline" })}
            >
              <MessageCircle aria-hidden="true" />
              WhatsApp
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * The price of the package in her city, with the city chooser, what the price includes and the
 * button to book: a region of its own, named by its title.
 */
function LaserPriceCard({
  pkg,
  city,
  span,
  locale,
  cityNames: names,
  className,
}: {
  pkg: CarePackage;
  city: City | null;
  span: { low: number; high: number };
  locale: Locale;
  /** The city names in the page's language, for the client parts; English needs none. */
  cityNames: Readonly<Record<CitySlug, string>> | undefined;
  className: string;
}) {
  const { laserPage } = stagePagesCopy(locale);
  const facts = laserPilesCopy(locale);
  const rangeLine = laserPage.pricing.range(formatINR(span.low), formatINR(span.high));
  const emiLine = laserPage.pricing.emiPlan(facts.emi.months, facts.emi.interestRate);
  const priceWords: LaserPriceWords = {
    save: chromeCopy(locale).price.save,
    regular: laserPage.pricing.regular,
    emiPrefix: laserPage.pricing.emiPrefix,
    perMonth: laserPage.pricing.perMonth,
  };
  return (
    <Card
      aria-labelledby="laser-price-title"
      className={cn("gap-5 shadow-md", className)}
      role="region"
    >
      <CardContent className="space-y-5">
        {city ? (
          <div className="space-y-4">
            <h2 id="laser-price-title" className="min-h-14 text-xl leading-snug font-semibold">
              {laserPage.pricing.cityPrefix} {cityName(city, locale)}
            </h2>
            <CityChooser
              id="laser-city"
              label={laserPage.chooser.label}
              mode={{
                kind: "navigate",
                basePath: localePath(locale, "/laser-piles-care"),
                current: city.id,
              }}
              locale={locale}
            />
            <div className="min-h-44">
              <LaserPrice
                pricing={formatPricing(packagePriceFor(pkg, city.tier))}
                emiLine={emiLine}
                words={priceWords}
              />
            </div>
          </div>
        ) : (
          <SelectedLaserPrice
            chooserTitle={laserPage.chooser.title}
            pricedTitlePrefix={laserPage.pricing.cityPrefix}
            cityNames={names}
            chooser={
              <CityChooser
                id="laser-city"
                label={laserPage.chooser.label}
                placeholder={laserPage.chooser.placeholder}
                mode={{ kind: "store" }}
                locale={locale}
              />
            }
            prices={{
              tier1: (
                <LaserPrice
                  pricing={formatPricing(packagePriceFor(pkg, "tier1"))}
                  emiLine={emiLine}
                  words={priceWords}
                />
              ),
              tier2: (
                <LaserPrice
                  pricing={formatPricing(packagePriceFor(pkg, "tier2"))}
                  emiLine={emiLine}
                  words={priceWords}
                />
              ),
              tier3: (
                <LaserPrice
                  pricing={formatPricing(packagePriceFor(pkg, "tier3"))}
                  emiLine={emiLine}
                  words={priceWords}
                />
              ),
            }}
            unchosen={
              <div className="text-muted-foreground space-y-2 text-sm">
                <p>{laserPage.chooser.help}</p>
                <p className="text-foreground font-medium">{rangeLine}</p>
              </div>
            }
          />
        )}
        <p className="bg-trust-soft text-trust flex gap-2 rounded-lg p-3 text-sm font-medium">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {laserPage.pricing.zeroHiddenCosts}
        </p>
        <div>
          <h3 className="text-sm font-semibold">{laserPage.pricing.includesTitle}</h3>
          <ul className="mt-2 space-y-1.5 text-sm">
            {pkg.whatsCovered.map((item) => (
              <li key={item} className="flex gap-2">
                <Check aria-hidden="true" className="text-trust mt-0.5 size-4 shrink-0" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <Link
          href={localHref(locale, bookingHref({ topic: `package-${pkg.id}`, city: city?.id }))}
          className={cn(buttonVariants({ size: "lg" }), "w-full")}
        >
          <CalendarCheck aria-hidden="true" />
          {laserPage.closing.cta}
        </Link>
        <p className="text-muted-foreground text-xs">
          {laserPage.pricing.feeNote(formatINR(claims.diagnosticFee))}
        </p>
      </CardContent>
    </Card>
  );
}
