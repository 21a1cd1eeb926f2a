import type { CitySlug } from "./cities";

/**
 * Where each city's clinic is, for maps and search engines (structured data): the city centre, a
 * placeholder like the clinic's street address (content/site.ts) until the real ones are known.
 * Apart from content/cities.ts, which the city chooser ships to the browser: only the server
 * needs these.
 */
export const cityGeo: Record<CitySlug, { readonly latitude: number; readonly longitude: number }> =
  {
    mumbai: { latitude: 19.076, longitude: 72.8777 },
    delhi: { latitude: 28.6139, longitude: 77.209 },
    bangalore: { latitude: 12.9716, longitude: 77.5946 },
    chennai: { latitude: 13.0827, longitude: 80.2707 },
    hyderabad: { latitude: 17.385, longitude: 78.4867 },
    kolkata: { latitude: 22.5726, longitude: 88.3639 },
    pune: { latitude: 18.5204, longitude: 73.8567 },
    ahmedabad: { latitude: 23.0225, longitude: 72.5714 },
    jaipur: { latitude: 26.9124, longitude: 75.7873 },
    lucknow: { latitude: 26.8467, longitude: 80.9462 },
    kanpur: { latitude: 26.4499, longitude: 80.3319 },
    nagpur: { latitude: 21.1458, longitude: 79.0882 },
    indore: { latitude: 22.7196, longitude: 75.8577 },
    bhopal: { latitude: 23.2599, longitude: 77.4126 },
    coimbatore: { latitude: 11.0168, longitude: 76.9558 },
    kochi: { latitude: 9.9312, longitude: 76.2673 },
  };
