import { redirect } from "next/navigation";
import type { City } from "@/content/cities";
import { getCity, isCitySlug } from "@/lib/catalogue";

/**
 * The city of a `[city]` route, or a server redirect (307) to /care-packages for a slug the
 * catalogue doesn't know. Every city has pricing for its tier, so a known
 * city always has package data. Used by each page and its generateMetadata.
 */
export function cityFromParam(slug: string): City {
  if (!isCitySlug(slug)) redirect("/care-packages");
  return getCity(slug);
}

export type CityRouteProps = { params: Promise<{ city: string }> };
