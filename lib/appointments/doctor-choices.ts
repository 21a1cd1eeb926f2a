import { cities, type CitySlug } from "@/content/cities";
import type { AppointmentMode } from "@/lib/appointments/status";

/** An active doctor as a form offers her (lib/queries/users.ts reads them). */
export type DoctorOption = {
  id: string;
  name: string;
  specialization: string | null;
  /** The cities she practises in (her catalogue entry's `location`); none when unknown. */
  cities: readonly CitySlug[];
};

/** A doctor as an option of a <select> needs her: the id (the value), her name and her cities. */
export type DoctorChoice = readonly [id: string, name: string, cities: readonly CitySlug[]];

/**
 * The active doctors by specialization ("" for those without one), each group in the list's order
 * (by name). The specialization is written once, as the group's label, not on every option: with
 * a few hundred doctors the list is most of the page.
 */
export type DoctorGroup = readonly [specialization: string, doctors: readonly DoctorChoice[]];

export function groupDoctors(doctors: readonly DoctorOption[]): DoctorGroup[] {
  const groups = new Map<string, DoctorChoice[]>();
  for (const doctor of doctors) {
    const key = doctor.specialization ?? "";
    const group = groups.get(key);
    const choice = [doctor.id, doctor.name, doctor.cities] as const;
    if (group) group.push(choice);
    else groups.set(key, [choice]);
  }
  // Those without a specialization ("") come first, outside any group.
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/** The doctor listed first: what a form offers until she picks another. */
export function firstDoctorId(groups: readonly DoctorGroup[]): string {
  return groups[0]?.[1][0]?.[0] ?? "";
}

export function cityName(slug: CitySlug): string {
  return cities.find((city) => city.id === slug)?.name ?? slug;
}

/** "Dr. Meera Kulkarni · Delhi, Jaipur, Lucknow": the option's text in the schedule form. */
export function doctorLabel([, name, practises]: DoctorChoice): string {
  const where = practises.length > 0 ? practises.map(cityName).join(", ") : "city not set";
  return `Dr. ${name} · ${where}`;
}

/**
 * The doctors for a visit in `city`: those practising there first, in a group of their own, then,
 * unless `onlyCity`, the others in their specialization groups. Without a city, the list as it is.
 */
export function doctorsForCity(
  groups: readonly DoctorGroup[],
  city: CitySlug | null,
  onlyCity: boolean,
): DoctorGroup[] {
  if (!city) return [...groups];
  const inCity = groups.flatMap(([, doctors]) => doctors.filter(([, , at]) => at.includes(city)));
  const others = groups
    .map(([label, doctors]) => [label, doctors.filter(([, , at]) => !at.includes(city))] as const)
    .filter(([, doctors]) => doctors.length > 0);
  const first: DoctorGroup[] =
    inCity.length > 0 ? [[`Practising in ${cityName(city)}`, inCity]] : [];
  return onlyCity ? first : [...first, ...others];
}

/**
 * What the schedule form says about the place before she books: a doctor who does not practise in
 * the clinic's city, a clinic in another city than the one she booked for. Nothing by video.
 */
export function placeWarnings({
  mode,
  clinic,
  bookedCity,
  doctor,
}: {
  mode: AppointmentMode;
  clinic: CitySlug | null;
  bookedCity: CitySlug | null;
  doctor: DoctorChoice | undefined;
}): string[] {
  if (mode === "video" || !clinic) return [];
  const warnings: string[] = [];
  if (bookedCity && clinic !== bookedCity) {
    warnings.push(
      `She booked for ${cityName(bookedCity)}: this sends her to the ${cityName(clinic)} clinic. Check she agreed.`,
    );
  }
  if (doctor && !doctor[2].includes(clinic)) {
    const practises = doctor[2].length > 0 ? doctor[2].map(cityName).join(", ") : "no city on file";
    warnings.push(
      `Dr. ${doctor[1]} does not practise in ${cityName(clinic)} (${practises}). Choose a doctor there, or a video consultation.`,
    );
  }
  return warnings;
}
