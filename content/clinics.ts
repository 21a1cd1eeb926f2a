import { cities, type CitySlug } from "./cities";
import { cityPlaces } from "./city-places";
import { clinicName } from "./contact";
import { siteConfig } from "./site";

/**
 * One clinic per city the site sells packages in: where an in-person appointment takes her, as her
 * mails, her calendar file, her dashboard and the staff screens name it. The id is the city's slug,
 * so an appointment stores the city (appointments.clinic) and every screen looks the clinic up here.
 *
 * The spec names no clinic's street address (docs/clinics.md): until the owner gives them, an
 * address is the city and its state (content/city-places.ts), true but not yet a street; Mumbai's
 * has the locality the site has always given (content/site.ts). Fill `street` in before launch.
 */

export interface Clinic {
  readonly id: CitySlug;
  /** "Saheli Care Jaipur": the product's name and the city, never what the clinic treats. */
  readonly name: string;
  /** The street line, or null while the owner has not given it (docs/clinics.md). */
  readonly street: string | null;
  /** The locality, when known ("Andheri East"). */
  readonly locality: string | null;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string | null;
  /** What a map app is asked for by the "Directions" link: the name and the address. */
  readonly mapLinkText: string;
  /** Opening hours, as the booking page gives them. */
  readonly hours: string;
}

type ClinicFacts = Partial<Pick<Clinic, "street" | "locality" | "postalCode">>;

function clinic(id: CitySlug, facts: ClinicFacts = {}): Clinic {
  const city = cities.find((entry) => entry.id === id)?.name ?? id;
  const { state } = cityPlaces[id];
  const name = `${clinicName} ${city}`;
  const entry = {
    id,
    name,
    street: facts.street ?? null,
    locality: facts.locality ?? null,
    city,
    state,
    postalCode: facts.postalCode ?? null,
  };
  return {
    ...entry,
    mapLinkText: [name, ...clinicAddressLines(entry)].join(", "),
    hours: `${siteConfig.hours.weekdays}, ${siteConfig.hours.saturday}`,
  };
}

/** The address as lines: street, "locality, city", "state postal code". */
export function clinicAddressLines(
  clinic: Pick<Clinic, "street" | "locality" | "city" | "state" | "postalCode">,
): string[] {
  return [
    ...(clinic.street ? [clinic.street] : []),
    [clinic.locality, clinic.city].filter(Boolean).join(", "),
    [clinic.state, clinic.postalCode].filter(Boolean).join(" "),
  ];
}

/** In the cities' order. The owner edits an entry's facts; the tests keep one per city. */
export const clinics: readonly Clinic[] = [
  clinic("mumbai", {
    locality: siteConfig.address.locality,
    postalCode: siteConfig.address.postalCode,
  }),
  clinic("delhi"),
  clinic("bangalore"),
  clinic("chennai"),
  clinic("hyderabad"),
  clinic("kolkata"),
  clinic("pune"),
  clinic("ahmedabad"),
  clinic("jaipur"),
  clinic("lucknow"),
  clinic("kanpur"),
  clinic("nagpur"),
  clinic("indore"),
  clinic("bhopal"),
  clinic("coimbatore"),
  clinic("kochi"),
];
