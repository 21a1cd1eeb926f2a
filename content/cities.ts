/**
 * The 16 cities the site prices for. A city's tier decides every price it sees,
 * so the tier lives here beside the id rather than being looked up elsewhere.
 */

export type Tier = "tier1" | "tier2" | "tier3";

export const tiers = ["tier1", "tier2", "tier3"] as const satisfies readonly Tier[];

export const tierLabels = {
  tier1: "Metro",
  tier2: "Tier 2",
  tier3: "Other Cities",
} as const satisfies Record<Tier, string>;

interface CityEntry {
  /** Also the URL slug: the name lower-cased with spaces replaced by hyphens. */
  readonly id: string;
  readonly name: string;
  readonly tier: Tier;
}

const cityList = [
  {
    id: "mumbai",
    name: "Mumbai",
    tier: "tier1",
  },
  {
    id: "delhi",
    name: "Delhi",
    tier: "tier1",
  },
  {
    id: "bangalore",
    name: "Bangalore",
    tier: "tier1",
  },
  {
    id: "chennai",
    name: "Chennai",
    tier: "tier1",
  },
  {
    id: "hyderabad",
    name: "Hyderabad",
    tier: "tier1",
  },
  {
    id: "kolkata",
    name: "Kolkata",
    tier: "tier1",
  },
  {
    id: "pune",
    name: "Pune",
    tier: "tier2",
  },
  {
    id: "ahmedabad",
    name: "Ahmedabad",
    tier: "tier2",
  },
  {
    id: "jaipur",
    name: "Jaipur",
    tier: "tier2",
  },
  {
    id: "lucknow",
    name: "Lucknow",
    tier: "tier2",
  },
  {
    id: "kanpur",
    name: "Kanpur",
    tier: "tier2",
  },
  {
    id: "nagpur",
    name: "Nagpur",
    tier: "tier2",
  },
  {
    id: "indore",
    name: "Indore",
    tier: "tier3",
  },
  {
    id: "bhopal",
    name: "Bhopal",
    tier: "tier3",
  },
  {
    id: "coimbatore",
    name: "Coimbatore",
    tier: "tier3",
  },
  {
    id: "kochi",
    name: "Kochi",
    tier: "tier3",
  },
] as const satisfies readonly CityEntry[];

export type CitySlug = (typeof cityList)[number]["id"];

export type City = CityEntry & { readonly id: CitySlug };

/** In display order; the first entry is the default city, shown until the visitor chooses one. */
export const cities: readonly [City, ...City[]] = cityList;
