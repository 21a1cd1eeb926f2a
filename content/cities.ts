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
  /** State or region as shown to visitors; Delhi is shown as the wider NCR it serves. */
  readonly state: string;
}

const cityList = [
  {
    id: "mumbai",
    name: "Mumbai",
    tier: "tier1",
    state: "Maharashtra",
  },
  {
    id: "delhi",
    name: "Delhi",
    tier: "tier1",
    state: "Delhi NCR",
  },
  {
    id: "bangalore",
    name: "Bangalore",
    tier: "tier1",
    state: "Karnataka",
  },
  {
    id: "chennai",
    name: "Chennai",
    tier: "tier1",
    state: "Tamil Nadu",
  },
  {
    id: "hyderabad",
    name: "Hyderabad",
    tier: "tier1",
    state: "Telangana",
  },
  {
    id: "kolkata",
    name: "Kolkata",
    tier: "tier1",
    state: "West Bengal",
  },
  {
    id: "pune",
    name: "Pune",
    tier: "tier2",
    state: "Maharashtra",
  },
  {
    id: "ahmedabad",
    name: "Ahmedabad",
    tier: "tier2",
    state: "Gujarat",
  },
  {
    id: "jaipur",
    name: "Jaipur",
    tier: "tier2",
    state: "Rajasthan",
  },
  {
    id: "lucknow",
    name: "Lucknow",
    tier: "tier2",
    state: "Uttar Pradesh",
  },
  {
    id: "kanpur",
    name: "Kanpur",
    tier: "tier2",
    state: "Uttar Pradesh",
  },
  {
    id: "nagpur",
    name: "Nagpur",
    tier: "tier2",
    state: "Maharashtra",
  },
  {
    id: "indore",
    name: "Indore",
    tier: "tier3",
    state: "Madhya Pradesh",
  },
  {
    id: "bhopal",
    name: "Bhopal",
    tier: "tier3",
    state: "Madhya Pradesh",
  },
  {
    id: "coimbatore",
    name: "Coimbatore",
    tier: "tier3",
    state: "Tamil Nadu",
  },
  {
    id: "kochi",
    name: "Kochi",
    tier: "tier3",
    state: "Kerala",
  },
] as const satisfies readonly CityEntry[];

export type CitySlug = (typeof cityList)[number]["id"];

export type City = CityEntry & { readonly id: CitySlug };

/** In display order; the first entry is the default city, shown until the visitor chooses one. */
export const cities: readonly [City, ...City[]] = cityList;
