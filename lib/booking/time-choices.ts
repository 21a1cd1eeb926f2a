import "server-only";
import { cities, type CitySlug } from "@/content/cities";
import type { Locale } from "@/content/i18n";
import { formatTime12h } from "@/lib/appointments/availability";
import {
  dayPartOf,
  freeTimes,
  type DayPart,
  type FreeTime,
  type VisitPlace,
} from "@/lib/appointments/free-times";
import { doctorCities, getDoctor, isCitySlug } from "@/lib/catalogue";
import { db } from "@/lib/db";
import { doctorIn } from "@/lib/i18n/localized";
import { formatIndiaDay, indiaDateTimeToInstant } from "@/lib/india-time";

/**
 * The booking form's choice of real free times (issue 37), as the page renders it on the server
 * and /api/free-times answers it to the form once it runs: where she is seen (a city's clinic or
 * by video), which doctor (or the first available), the next 14 days with how many times each has,
 * and one day's times by morning, afternoon and evening. Everything is chosen through plain links
 * (`href`), so the list works without JavaScript; the time itself is a radio in the form
 * (`name="slot"`, value `doctorId|start`), which the booking action holds and books.
 */

/** Where she asked to be seen, read from the address. */
export type TimePlace = CitySlug | "video";

export type TimeOption = {
  /** The radio's value: the doctor's account and the start, as the booking action reads them. */
  value: string;
  /** The start, as an ISO instant. */
  start: string;
  /** "10:30 AM" (Hindi: "सुबह 10:30"), and the day as "Tue 1 Dec" for a time on another day. */
  label: string;
  dayLabel: string;
  part: DayPart;
  /** "Dr Meera Kulkarni". */
  doctorName: string;
  /** Her own live hold: she chose it a moment ago. */
  mine: boolean;
};

export type TimeChoices = {
  place: TimePlace | null;
  /** Every place, for her to choose or change: the 16 cities, then video. */
  places: { place: TimePlace; href: string }[];
  /** The catalogue id of the doctor she chose; null for the first available. */
  doctor: number | null;
  /** The doctors who see women there, and the first available's link. */
  doctors: { id: number; name: string; href: string }[];
  anyDoctorHref: string;
  days: { day: string; label: string; count: number; href: string }[];
  /** The day shown; null when no day of the 14 has a free time. */
  day: string | null;
  times: TimeOption[];
};

/** What the address asks for: ?city=jaipur or ?kind=video, ?doctor=3, ?day=2026-12-01, ?topic. */
export type TimeAsk = {
  city?: string | null;
  kind?: string | null;
  doctor?: string | null;
  day?: string | null;
  topic?: string | null;
};

/** The value a time's radio carries, and back. */
export function slotValue(doctorId: string, start: Date): string {
  return `${doctorId}|${start.toISOString()}`;
}

/**
 * Times as the form offers them, each doctor named as her profile names her in the page's language
 * ("Dr. Meera Kulkarni", "डॉ. मीरा कुलकर्णी").
 */
export async function timeOptions(
  times: readonly FreeTime[],
  locale: Locale,
): Promise<TimeOption[]> {
  if (times.length === 0) return [];
  const accounts = await db.user.findMany({
    where: { id: { in: [...new Set(times.map((time) => time.doctorId))] } },
    select: { id: true, doctorCatalogueId: true },
  });
  const names = new Map<string, string>();
  for (const account of accounts) {
    const entry = getDoctor(account.doctorCatalogueId ?? 0);
    if (entry) names.set(account.id, doctorIn(entry, locale).name);
  }
  return times.map((time) => timeOption(time, locale, names.get(time.doctorId)));
}

function timeOption(time: FreeTime, locale: Locale, name?: string): TimeOption {
  return {
    value: slotValue(time.doctorId, time.start),
    start: time.start.toISOString(),
    label: formatTime12h(time.time, locale),
    dayLabel: formatIndiaDay(time.start, locale),
    part: dayPartOf(time.time),
    doctorName: name ?? `Dr ${time.doctorName}`,
    mine: time.mine,
  };
}

type PlaceDoctor = { id: number; userId: string; name: string; accountName: string };

/**
 * The doctor accounts seeing women in a place, as the catalogue names them, in the order of their
 * accounts' names (`doctorOrder`: freeTimes takes them as read, once per request).
 */
async function doctorsAt(place: TimePlace, locale: Locale): Promise<PlaceDoctor[]> {
  // Plain SQL, in `doctorOrder`'s order (by name, then account): read on every booking page.
  const accounts = await db.$queryRaw<
    { id: string; firstName: string; lastName: string; doctorCatalogueId: number }[]
  >`
    SELECT id::text AS id, first_name AS "firstName", last_name AS "lastName",
           doctor_catalogue_id AS "doctorCatalogueId"
      FROM users
     WHERE role = 'doctor' AND status = 'active' AND doctor_catalogue_id IS NOT NULL
     ORDER BY first_name, last_name, id`;
  return accounts.flatMap((account) => {
    const entry = getDoctor(Number(account.doctorCatalogueId));
    if (!entry) return [];
    const seesThere =
      place === "video"
        ? entry.videoConsultationFee !== undefined
        : doctorCities(entry.id).includes(place);
    return seesThere
      ? [
          {
            id: entry.id,
            userId: account.id,
            name: doctorIn(entry, locale).name,
            accountName: `${account.firstName} ${account.lastName}`,
          },
        ]
      : [];
  });
}

/** The place the address asks for: video, a city, or the chosen doctor's first city. */
function placeFrom(ask: TimeAsk): TimePlace | null {
  if (ask.kind === "video") return "video";
  if (ask.city && isCitySlug(ask.city)) return ask.city;
  const doctor = getDoctor(Number(ask.doctor));
  return doctor?.location[0] ?? null;
}

/**
 * The choices for a booking page's address. `holder` is her browser's hold key's hash, so her own
 * hold shows as chosen; `bookPath` is the booking page in her language.
 */
export async function timeChoices(
  ask: TimeAsk,
  {
    locale,
    bookPath,
    holder = null,
    consultationType = "initial",
    now = new Date(),
  }: {
    locale: Locale;
    bookPath: string;
    holder?: string | null;
    consultationType?: "initial" | "second_opinion" | "follow_up" | "emergency";
    now?: Date;
  },
): Promise<TimeChoices> {
  const place = placeFrom(ask);
  const link = (
    changes: Partial<Record<"city" | "kind" | "doctor" | "day", string | null>>,
  ): string => {
    const base = {
      topic: ask.topic ?? null,
      city: place && place !== "video" ? place : (ask.city ?? null),
      kind: place === "video" ? "video" : null,
      doctor: null as string | null,
      day: null as string | null,
    };
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...base, ...changes })) {
      if (value) params.set(name, value);
    }
    const query = params.toString();
    return `${bookPath}${query ? `?${query}` : ""}#times`;
  };
  const places: TimeChoices["places"] = [
    ...cities.map((city) => ({ place: city.id, href: link({ city: city.id, kind: null }) })),
    { place: "video", href: link({ kind: "video" }) },
  ];

  if (!place) {
    return {
      place,
      places,
      doctor: null,
      doctors: [],
      anyDoctorHref: link({}),
      days: [],
      day: null,
      times: [],
    };
  }

  const doctors = await doctorsAt(place, locale);
  const names = new Map(doctors.map((doctor) => [doctor.userId, doctor.name]));
  const chosen = doctors.find((doctor) => String(doctor.id) === ask.doctor) ?? null;
  const visitPlace: VisitPlace =
    place === "video" ? { mode: "video" } : { mode: "in_person", city: place };
  const freeDays =
    doctors.length === 0
      ? []
      : await freeTimes({
          place: visitPlace,
          consultationType,
          doctorId: chosen?.userId ?? null,
          holder,
          now,
          doctors: doctors.map((doctor) => ({ id: doctor.userId, name: doctor.accountName })),
        });
  const doctorParam = chosen ? String(chosen.id) : null;
  const days = freeDays.map(({ day, parts }) => ({
    day,
    label: formatIndiaDay(indiaDateTimeToInstant(day, "12:00") as Date, locale),
    count: parts.morning.length + parts.afternoon.length + parts.evening.length,
    href: link({ doctor: doctorParam, day }),
  }));
  const held = freeDays.find(({ parts }) =>
    [...parts.morning, ...parts.afternoon, ...parts.evening].some((time) => time.mine),
  );
  const asked = days.find((day) => day.day === ask.day && day.count > 0);
  const shown =
    asked ?? (held && days.find((day) => day.day === held.day)) ?? days.find((d) => d.count > 0);
  const parts = freeDays.find((day) => day.day === shown?.day)?.parts;
  return {
    place,
    places,
    doctor: chosen?.id ?? null,
    // In the catalogue's order, as the doctors' pages list them.
    doctors: doctors
      .toSorted((a, b) => a.id - b.id)
      .map((doctor) => ({
        id: doctor.id,
        name: doctor.name,
        href: link({ doctor: String(doctor.id) }),
      })),
    anyDoctorHref: link({}),
    days,
    day: shown?.day ?? null,
    times: parts
      ? [...parts.morning, ...parts.afternoon, ...parts.evening].map((time) =>
          timeOption(time, locale, names.get(time.doctorId)),
        )
      : [],
  };
}
