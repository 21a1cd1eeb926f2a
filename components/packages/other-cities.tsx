import Link from "next/link";
import { cities, tiers, type CitySlug } from "@/content/cities";
import type { Locale } from "@/content/i18n";
import { chromeCopy, cityName, tierLabel } from "@/lib/i18n/localized";
import { localHref } from "@/lib/i18n/locale-routes";

/**
 * The same page for every other city, as plain links grouped by tier: the city chooser needs
 * JavaScript, these do not, and they are how a crawler (or a visitor without scripts) reaches
 * every city's page. Not prefetched: fifteen routes fetched for a list she may never open would
 * compete with the page itself on a slow phone.
 */
export function OtherCities({
  basePath,
  current,
  locale = "en",
}: {
  /** The template's address without the city: `/packages`, `/grade-3-piles`. */
  basePath: string;
  current: CitySlug;
  locale?: Locale;
}) {
  return (
    <nav aria-labelledby="other-cities-title" className="mx-auto max-w-6xl px-4 pb-12">
      <h2 id="other-cities-title" className="text-lg font-semibold tracking-tight">
        {chromeCopy(locale).otherCities}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {tiers.map((tier) => (
          <div key={tier}>
            <h3 className="text-muted-foreground text-sm font-medium">{tierLabel(tier, locale)}</h3>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {cities
                .filter((city) => city.tier === tier && city.id !== current)
                .map((city) => (
                  <li key={city.id}>
                    <Link
                      href={localHref(locale, `${basePath}/${city.id}`)}
                      prefetch={false}
                      className="text-primary inline-flex min-h-11 items-center text-sm underline-offset-4 hover:underline"
                    >
                      {cityName(city, locale)}
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
