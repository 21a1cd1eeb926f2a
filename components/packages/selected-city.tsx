"use client";

import Link from "next/link";
import { createContext, use, useEffect, useMemo, useSyncExternalStore } from "react";
import { cities, type City, type CitySlug } from "@/content/cities";
import {
  SELECTED_CITY_KEY,
  hasStoredCity,
  parseStoredCity,
} from "@/components/packages/selected-city-value";

/*
 * The selected city lives in localStorage, read through useSyncExternalStore.
 * The server snapshot is "nothing stored", so pre-rendered HTML always shows the default city and
 * hydration never mismatches; React then re-renders with the stored city, changing text only.
 */

const listeners = new Set<() => void>();

// Where the value lives when localStorage is blocked (some private modes, strict cookie settings):
// the choice then lasts for the visit instead of failing silently.
let memoryFallback: string | null = null;

function readStored(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_CITY_KEY);
  } catch {
    return memoryFallback;
  }
}

function writeStored(value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(SELECTED_CITY_KEY);
    else window.localStorage.setItem(SELECTED_CITY_KEY, value);
  } catch {
    memoryFallback = value;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab choosing a city updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SELECTED_CITY_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const getServerSnapshot = () => null;

function cityById(id: CitySlug): City {
  return cities.find((city) => city.id === id) ?? cities[0];
}

export interface SelectedCityValue {
  /** The city to show: the stored one, or Mumbai. */
  readonly city: City;
  /** False until the visitor (or a page with a city in its URL) has stored a choice. */
  readonly isChosen: boolean;
  readonly selectCity: (id: CitySlug) => void;
  /** Back to the default city, with nothing stored. */
  readonly clearCity: () => void;
}

const SelectedCityContext = createContext<SelectedCityValue | null>(null);

/**
 * Mount it on the pages that read the selected city (not in the site layout), so the rest of the
 * site ships none of this.
 */
export function SelectedCityProvider({ children }: { children: React.ReactNode }) {
  const raw = useSyncExternalStore(subscribe, readStored, getServerSnapshot);
  const value = useMemo<SelectedCityValue>(
    () => ({
      city: cityById(parseStoredCity(raw)),
      isChosen: hasStoredCity(raw),
      selectCity: (id) => writeStored(id),
      clearCity: () => writeStored(null),
    }),
    [raw],
  );
  return <SelectedCityContext value={value}>{children}</SelectedCityContext>;
}

export function useSelectedCity(): SelectedCityValue {
  const value = use(SelectedCityContext);
  // A programming error, never seen by a visitor: kept short, every city page downloads it.
  if (!value) throw new Error("useSelectedCity() needs a <SelectedCityProvider> above it");
  return value;
}

/**
 * Rendered by every page with a city in its URL: the URL's city is the one shown, and visiting it
 * makes it the visitor's choice for the pages without one. Needs no provider.
 */
export function RememberCity({ slug }: { slug: CitySlug }) {
  useEffect(() => {
    if (readStored() !== slug) writeStored(slug);
  }, [slug]);
  return null;
}

/**
 * The selected city's name, as text (the server HTML shows the default city's); `names` gives
 * the names in the page's language.
 */
export function SelectedCityName({ names }: { names?: Readonly<Record<CitySlug, string>> }) {
  const { city } = useSelectedCity();
  return <>{names?.[city.id] ?? city.name}</>;
}

/**
 * A link into the selected city's page under `segment` (/stage-wise-packages/{city}). Only the
 * href changes after hydration, so the card around it keeps its size.
 */
export function SelectedCityLink({
  segment,
  ...props
}: Omit<React.ComponentProps<typeof Link>, "href"> & { segment: string }) {
  const { city } = useSelectedCity();
  return <Link href={`/${segment}/${city.id}`} {...props} />;
}
