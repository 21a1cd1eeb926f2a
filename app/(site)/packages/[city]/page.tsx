import type { Metadata } from "next";
import { carePackages } from "@/content/packages";
import { cityPackagesPage as copy } from "@/content/package-pages";
import { cityStaticParams, formatINR, packagePriceFor } from "@/lib/catalogue";
import { cityClinicJsonLd, packageListJsonLd } from "@/lib/structured-data";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { JsonLd } from "@/components/site/json-ld";
import { CityChooser } from "@/components/packages/city-chooser";
import { OtherCities } from "@/components/packages/other-cities";
import { cityFromParam, type CityRouteProps } from "@/components/packages/city-route";
import { ConditionCards } from "@/components/packages/condition-cards";
import { CoordinatorCard } from "@/components/packages/coordinator-card";
import { PackageCard } from "@/components/packages/package-card";
import { RememberCity } from "@/components/packages/selected-city";
import { cityPlaces } from "@/content/city-places";

export function generateStaticParams() {
  return cityStaticParams();
}

export async function generateMetadata({ params }: CityRouteProps): Promise<Metadata> {
  const city = cityFromParam((await params).city);
  const lowest = Math.min(...carePackages.map((pkg) => packagePriceFor(pkg, city.tier).basePrice));
  return {
    title: `${copy.headingPrefix} ${city.name}`,
    description: `Fixed-price care for piles, fissures and fistulas in ${city.name}, ${cityPlaces[city.id].state}, from an all-female team. Packages from ${formatINR(lowest)}, with EMI options and zero hidden costs.`,
    keywords: [
      `piles treatment ${city.name}`,
      `fissure treatment ${city.name}`,
      `fistula treatment ${city.name}`,
      `female proctologist ${city.name}`,
      `laser piles treatment cost ${city.name}`,
    ],
    alternates: { canonical: `/packages/${city.id}` },
  };
}

export default async function CityPackagesPage({ params }: CityRouteProps) {
  const city = cityFromParam((await params).city);
  const path = `/packages/${city.id}`;

  return (
    <>
      <Breadcrumb pathname={path} />
      <RememberCity slug={city.id} />
      <JsonLd data={cityClinicJsonLd(city)} />
      <JsonLd
        data={packageListJsonLd(
          `${copy.headingPrefix} ${city.name}`,
          path,
          carePackages.map((pkg) => {
            const link = copy.packageLinks[pkg.id];
            return {
              name: pkg.name,
              description: pkg.description,
              // Where its card leads; packages booked directly are sold on this page.
              path: link.kind === "city" ? `/${link.segment}/${city.id}` : path,
              price: packagePriceFor(pkg, city.tier).basePrice,
              city,
            };
          }),
        )}
      />

      <section className="mx-auto max-w-6xl px-4 pt-6 pb-8 md:pt-10">
        <div className="grid gap-6 md:grid-cols-[1fr_18rem] md:items-end">
          <div>
            <p className="text-primary text-sm font-semibold">{cityPlaces[city.id].state}</p>
            <h1 className="mt-1 text-3xl leading-tight font-bold tracking-tight text-balance md:text-4xl">
              {copy.headingPrefix} {city.name}
            </h1>
            <p className="text-muted-foreground mt-3 max-w-2xl md:text-lg">{copy.lead}</p>
          </div>
          <CityChooser
            id="packages-city"
            label={copy.chooserLabel}
            mode={{ kind: "navigate", basePath: "/packages", current: city.id }}
          />
        </div>
      </section>

      <section aria-labelledby="conditions-title" className="mx-auto max-w-6xl px-4 pb-12">
        <h2 id="conditions-title" className="text-2xl font-semibold tracking-tight md:text-3xl">
          {copy.conditionsTitle}
        </h2>
        <p className="text-muted-foreground mt-2">{copy.conditionsLead}</p>
        <div className="mt-6">
          <ConditionCards
            city={city}
            rangeCaption={`${copy.tierRangeCaption} in ${city.name}`}
            headingLevel="h3"
          />
        </div>
      </section>

      <section aria-labelledby="packages-title" className="bg-card border-y">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="packages-title" className="text-2xl font-semibold tracking-tight md:text-3xl">
            {copy.packagesTitle}
          </h2>
          <p className="text-muted-foreground mt-2">{copy.packagesLead}</p>
          <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {carePackages.map((pkg) => (
              <li key={pkg.id} className="flex">
                <PackageCard pkg={pkg} city={city} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12">
        <CoordinatorCard />
      </section>
      <OtherCities basePath="/packages" current={city.id} />
    </>
  );
}
