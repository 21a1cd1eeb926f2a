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
  /**
   * Where the city's clinic is, for maps and search engines (structured data): the city centre,
   * a placeholder like the clinic's street address (content/site.ts) until the real ones are known.
   */
  readonly geo: { readonly latitude: number; readonly longitude: number };
}

const cityList = [
  {
    id: "mumbai",
    name: "Mumbai",
    tier: "tier1",
    state: "Maharashtra",
    geo: { latitude: 19.076, longitude: 72.8777 },
  },
  {
    id: "delhi",
    name: "Delhi",
    tier: "tier1",
    state: "Delhi NCR",
    geo: { latitude: 28.6139, longitude: 77.209 },
  },
  {
    id: "bangalore",
    name: "Bangalore",
    tier: "tier1",
    state: "Karnataka",
    geo: { latitude: 12.9716, longitude: 77.5946 },
  },
  {
    id: "chennai",
    name: "Chennai",
    tier: "tier1",
    state: "Tamil Nadu",
    geo: { latitude: 13.0827, longitude: 80.2707 },
  },
  {
    id: "hyderabad",
    name: "Hyderabad",
    tier: "tier1",
    state: "Telangana",
    geo: { latitude: 17.385, longitude: 78.4867 },
  },
  {
    id: "kolkata",
    name: "Kolkata",
    tier: "tier1",
    state: "West Bengal",
    geo: { latitude: 22.5726, longitude: 88.3639 },
  },
  {
    id: "pune",
    name: "Pune",
    tier: "tier2",
    state: "Maharashtra",
    geo: { latitude: 18.5204, longitude: 73.8567 },
  },
  {
    id: "ahmedabad",
    name: "Ahmedabad",
    tier: "tier2",
    state: "Gujarat",
    geo: { latitude: 23.0225, longitude: 72.5714 },
  },
  {
    id: "jaipur",
    name: "Jaipur",
    tier: "tier2",
    state: "Rajasthan",
    geo: { latitude: 26.9124, longitude: 75.7873 },
  },
  {
    id: "lucknow",
    name: "Lucknow",
    tier: "tier2",
    state: "Uttar Pradesh",
    geo: { latitude: 26.8467, longitude: 80.9462 },
  },
  {
    id: "kanpur",
    name: "Kanpur",
    tier: "tier2",
    state: "Uttar Pradesh",
    geo: { latitude: 26.4499, longitude: 80.3319 },
  },
  {
    id: "nagpur",
    name: "Nagpur",
    tier: "tier2",
    state: "Maharashtra",
    geo: { latitude: 21.1458, longitude: 79.0882 },
  },
  {
    id: "indore",
    name: "Indore",
    tier: "tier3",
    state: "Madhya Pradesh",
    geo: { latitude: 22.7196, longitude: 75.8577 },
  },
  {
    id: "bhopal",
    name: "Bhopal",
    tier: "tier3",
    state: "Madhya Pradesh",
    geo: { latitude: 23.2599, longitude: 77.4126 },
  },
  {
    id: "coimbatore",
    name: "Coimbatore",
    tier: "tier3",
    state: "Tamil Nadu",
    geo: { latitude: 11.0168, longitude: 76.9558 },
  },
  {
    id: "kochi",
    name: "Kochi",
    tier: "tier3",
    state: "Kerala",
    geo: { latitude: 9.9312, longitude: 76.2673 },
  },
] as const satisfies readonly CityEntry[];

export type CitySlug = (typeof cityList)[number]["id"];

export type City = CityEntry & { readonly id: CitySlug };

/** In display order; the first entry is the default city, shown until the visitor chooses one. */
export const cities: readonly [City, ...City[]] = cityList;
