/**
 * The pure part of the selected-city store: what the browser keeps and how a
 * stored value becomes a city. No React and no window here, so it is unit-tested on its own.
 * Relative imports keep it loadable by tools that do not know the "@/" alias.
 */

import { cities, type CitySlug } from "../../content/cities";

/** The localStorage key; its value is a city id (also the URL slug). */
export const SELECTED_CITY_KEY = "selectedCity";

/** The first city (Mumbai): shown until the visitor chooses one. */
export const DEFAULT_CITY_ID: CitySlug = cities[0].id;

/**
 * The city a stored value stands for. Nothing stored, or an id the catalogue doesn't know (a
 * city since removed, a hand-edited value), falls back to the default city.
 */
export function parseStoredCity(raw: string | null | undefined): CitySlug {
  return cities.find((city) => city.id === raw)?.id ?? DEFAULT_CITY_ID;
}

/** Whether the visitor has made a choice at all: the laser page asks before it prices. */
export function hasStoredCity(raw: string | null | undefined): boolean {
  return raw !== null && raw !== undefined;
}

export function isKnownCityId(value: string): value is CitySlug {
  return cities.some((city) => city.id === value);
}
