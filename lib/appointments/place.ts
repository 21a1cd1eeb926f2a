import { clinicAddressLines, clinics, type Clinic } from "@/content/clinics";
import { hindiClinic } from "@/content/hi/clinics";
import type { Locale } from "@/content/i18n";
import type { AppointmentPlace } from "@/lib/appointments/status";
import { isCitySlug } from "@/lib/catalogue";

/**
 * Where an appointment takes place, as every screen, mail and calendar file says it: the clinic of
 * the city it was booked in, or a video call. Apart from lib/catalogue.ts and lib/appointments/status.ts,
 * which scripts in the browser carry: only the server needs the clinics' addresses.
 */

/** The clinic in a city, or undefined for a slug no city has. */
export function clinicIn(slug: string): Clinic | undefined {
  return isCitySlug(slug) ? clinics.find((entry) => entry.id === slug) : undefined;
}

/** The place in one line, "Saheli Care Jaipur, Jaipur, Rajasthan", or null for a video call. */
export function placeLine(place: AppointmentPlace, locale: Locale = "en"): string | null {
  if (place.mode === "video" || !place.clinic) return null;
  const clinic = clinicIn(place.clinic);
  if (!clinic) return place.clinic;
  const named =
    locale === "hi"
      ? hindiClinic(clinic)
      : { name: clinic.name, addressLines: clinicAddressLines(clinic) };
  return [named.name, ...named.addressLines].join(", ");
}

/** The place in a word or two, for a list's row: "Jaipur clinic" or "Video". */
export function placeShort(place: AppointmentPlace): string {
  if (place.mode === "video" || !place.clinic) return "Video";
  return `${clinicIn(place.clinic)?.city ?? place.clinic} clinic`;
}

/** A maps search for the clinic, for her "Directions" link. */
export function directionsUrl(clinic: Clinic): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(clinic.mapLinkText)}`;
}
