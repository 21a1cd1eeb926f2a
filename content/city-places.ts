import type { CitySlug } from "./cities";

export interface CityPlace {
  /** State or region as shown to visitors; Delhi is shown as the wider NCR it serves. */
  readonly state: string;
  /**
   * Where the city's clinic is, for maps and search engines (structured data): the city centre,
   * a placeholder like the clinic's street address (content/site.ts) until the real ones are known.
   */
  readonly geo: { readonly latitude: number; readonly longitude: number };
}

/**
 * Where each city is: its state and its clinic's coordinates. Apart from content/cities.ts, which
 * the city chooser ships to the browser: only the server's pages and structured data need these.
 */
export const cityPlaces: Record<CitySlug, CityPlace> = {
  mumbai: {
    state: "Maharashtra",
    geo: { latitude: 19.076, longitude: 72.8777 },
  },
  delhi: {
    state: "Delhi NCR",
    geo: { latitude: 28.6139, longitude: 77.209 },
  },
  bangalore: {
    state: "Karnataka",
    geo: { latitude: 12.9716, longitude: 77.5946 },
  },
  chennai: {
    state: "Tamil Nadu",
    geo: { latitude: 13.0827, longitude: 80.2707 },
  },
  hyderabad: {
    state: "Telangana",
    geo: { latitude: 17.385, longitude: 78.4867 },
  },
  kolkata: {
    state: "West Bengal",
    geo: { latitude: 22.5726, longitude: 88.3639 },
  },
  pune: {
    state: "Maharashtra",
    geo: { latitude: 18.5204, longitude: 73.8567 },
  },
  ahmedabad: {
    state: "Gujarat",
    geo: { latitude: 23.0225, longitude: 72.5714 },
  },
  jaipur: {
    state: "Rajasthan",
    geo: { latitude: 26.9124, longitude: 75.7873 },
  },
  lucknow: {
    state: "Uttar Pradesh",
    geo: { latitude: 26.8467, longitude: 80.9462 },
  },
  kanpur: {
    state: "Uttar Pradesh",
    geo: { latitude: 26.4499, longitude: 80.3319 },
  },
  nagpur: {
    state: "Maharashtra",
    geo: { latitude: 21.1458, longitude: 79.0882 },
  },
  indore: {
    state: "Madhya Pradesh",
    geo: { latitude: 22.7196, longitude: 75.8577 },
  },
  bhopal: {
    state: "Madhya Pradesh",
    geo: { latitude: 23.2599, longitude: 77.4126 },
  },
  coimbatore: {
    state: "Tamil Nadu",
    geo: { latitude: 11.0168, longitude: 76.9558 },
  },
  kochi: {
    state: "Kerala",
    geo: { latitude: 9.9312, longitude: 76.2673 },
  },
};
