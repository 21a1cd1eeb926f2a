"use client";

import type { CitySlug, Tier } from "@/content/cities";
import { DEFAULT_CITY_ID } from "@/components/packages/selected-city-value";
import { useSelectedCity } from "@/components/packages/selected-city";

/*
 * The two parts of /care-packages/laser-piles that depend on the selected city.
 *
 * The server can't know the visitor's choice, so its HTML is the honest "choose your city" state:
 * no price is shown for a city she didn't pick. Both states fill the same reserved boxes (the
 * hero's city line, the top of the pricing card), so when a stored city switches the page to the
 * package state after hydration only what is inside those boxes changes and nothing below moves.
 * Everything else on the page is the same for every city and is plain server HTML.
 *
 * The price blocks for the three tiers arrive ready-rendered from the server, and the words (the
 * city names in the page's language) as props, so this file ships neither the catalogue, nor the
 * formatting code, nor a language's copy.
 */

/** The hero line: the city and 'Change City', or a prompt to choose. Same height either way. */
export function SelectedLaserCityLine({
  pin,
  noCityLine,
  changeLabel,
  buttonClassName,
  cityNames,
}: {
  pin: React.ReactNode;
  noCityLine: string;
  changeLabel: string;
  buttonClassName: string;
  /** The city names in the page's language; the catalogue's (English) names when absent. */
  cityNames?: Readonly<Record<CitySlug, string>>;
}) {
  const { city, isChosen, selectCity } = useSelectedCity();
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-2">
      {isChosen ? (
        <>
          <p className="inline-flex items-center gap-1.5 text-lg font-semibold">
            {pin}
            {cityNames?.[city.id] ?? city.name}
          </p>
          {/* 'Change City' resets to the first city. */}
          <button
            type="button"
            className={buttonClassName}
            onClick={() => selectCity(DEFAULT_CITY_ID)}
          >
            {changeLabel}
          </button>
        </>
      ) : (
        <p className="text-muted-foreground inline-flex items-center gap-1.5 text-lg">
          {pin}
          {noCityLine}
        </p>
      )}
    </div>
  );
}

/** The pricing card's top: the chooser state, or the price for the stored city's tier. */
export function SelectedLaserPrice({
  chooserTitle,
  pricedTitlePrefix,
  chooser,
  prices,
  unchosen,
  cityNames,
}: {
  chooserTitle: string;
  /** Followed by the city name once one is chosen. */
  pricedTitlePrefix: string;
  /** The city select (server-rendered), in the same place in both states. */
  chooser: React.ReactNode;
  prices: Readonly<Record<Tier, React.ReactNode>>;
  /** Shown where the price goes while no city is chosen. */
  unchosen: React.ReactNode;
  /** The city names in the page's language; the catalogue's (English) names when absent. */
  cityNames?: Readonly<Record<CitySlug, string>>;
}) {
  const { city, isChosen } = useSelectedCity();
  return (
    <div className="space-y-4">
      <h2 id="laser-price-title" className="min-h-14 text-xl leading-snug font-semibold">
        {isChosen ? `${pricedTitlePrefix} ${cityNames?.[city.id] ?? city.name}` : chooserTitle}
      </h2>
      {chooser}
      <div className="min-h-44">{isChosen ? prices[city.tier] : unchosen}</div>
    </div>
  );
}
