import { consultationTypes } from "@/content/doctors";
import { formatIndiaTime, INDIA_OFFSET_MS, indiaDateTimeToInstant } from "@/lib/india-time";

/**
 * Doctors' free times (pure: no clock, no database). A doctor works weekly hours in India time
 * (the catalogue's Monday to Friday, 9 AM to 5 PM unless she or the owner set others); a slot is
 * free when it lies inside those hours, after `now`, and overlaps none of her appointments and
 * none of her time off. India keeps one offset all year, so a day is always 24 hours and a slot's
 * wall-clock time never shifts. The database's overlap rule stays the last guard: two people can
 * see the same free slot, and only the first booking gets it.
 */

/** A stretch of one weekday: 1 = Monday … 7 = Sunday; minutes after midnight, India time. */
export type HoursRange = { weekday: number; startMinute: number; endMinute: number };

export const weekdayNames = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** The catalogue's office hours ("Monday-Friday 9 AM to 5 PM"), for a doctor who set none. */
export const defaultHours: readonly HoursRange[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startMinute: 9 * 60,
  endMinute: 17 * 60,
}));

const DAY_MS = 24 * 60 * 60_000;

/** Slots start on the quarter hour. */
export const SLOT_STEP_MINUTES = 15;

/** A stretch of time she is not free: an appointment or time off. */
export type Busy = { start: Date; end: Date };

/** ISO weekday (1 = Monday) of an India calendar day, YYYY-MM-DD. */
export function weekdayOf(day: string): number {
  const sunday0 = new Date(`${day}T00:00:00Z`).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

/** "09:30" from 570. */
export function minuteToTime(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/** 570 from "09:30"; null for anything else. */
export function timeToMinute(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** "10:30" from the booking form's "10:30 AM"; null if it is not such a time. */
export function timeFrom12h(value: string): string | null {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(value);
  if (!match) return null;
  const hours = (Number(match[1]) % 12) + (match[3] === "PM" ? 12 : 0);
  return `${String(hours).padStart(2, "0")}:${match[2]}`;
}

/**
 * The starts ("HH:MM", India time) of every free slot of `durationMinutes` on `day`, in order.
 */
export function freeSlots(options: {
  day: string;
  hours: readonly HoursRange[];
  busy: readonly Busy[];
  durationMinutes: number;
  now: Date;
}): string[] {
  const weekday = weekdayOf(options.day);
  const midnight = indiaDateTimeToInstant(options.day, "00:00");
  if (!midnight) return [];
  // India keeps one offset all year: a slot's instant is the day's midnight plus its minutes. Only
  // what touches the day (and a visit running past its end) can be in the way.
  const dayStart = midnight.getTime();
  const durationMs = options.durationMinutes * 60_000;
  const dayEnd = dayStart + DAY_MS + durationMs;
  const busy = options.busy
    .map((stretch) => [stretch.start.getTime(), stretch.end.getTime()] as const)
    .filter(([start, end]) => start < dayEnd && end > dayStart);
  const nowMs = options.now.getTime();
  const slots: string[] = [];
  const taken = new Set<number>();
  const ranges = options.hours
    .filter((range) => range.weekday === weekday)
    .sort((a, b) => a.startMinute - b.startMinute);
  for (const range of ranges) {
    const firstStart = Math.ceil(range.startMinute / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
    for (
      let minute = firstStart;
      minute + options.durationMinutes <= range.endMinute && minute < 24 * 60;
      minute += SLOT_STEP_MINUTES
    ) {
      const start = dayStart + minute * 60_000;
      if (start <= nowMs || taken.has(minute)) continue;
      const end = start + durationMs;
      if (busy.some(([busyStart, busyEnd]) => busyStart < end && busyEnd > start)) continue;
      taken.add(minute);
      slots.push(minuteToTime(minute));
    }
  }
  return slots;
}

/** The free start nearest to `time` (the earlier of two as near), or null with none free. */
export function nearestSlot(slots: readonly string[], time: string): string | null {
  const wanted = timeToMinute(time);
  if (wanted === null) return slots[0] ?? null;
  let best: string | null = null;
  let bestGap = Infinity;
  for (const slot of slots) {
    const gap = Math.abs((timeToMinute(slot) ?? 0) - wanted);
    if (gap < bestGap) [best, bestGap] = [slot, gap];
  }
  return best;
}

export type Ranked<T> = T & { freeAtTime: boolean; nearest: string | null };

/**
 * Doctors for a visit at `time`: those free then first (in the order given), then the others by
 * how near their nearest free time is; a doctor with nothing free that day last.
 */
export function rankByTime<T extends { slots: readonly string[] }>(
  doctors: readonly T[],
  time: string,
): Ranked<T>[] {
  const wanted = timeToMinute(time) ?? 0;
  return doctors
    .map((doctor, index) => {
      const freeAtTime = doctor.slots.includes(time);
      const nearest = freeAtTime ? time : nearestSlot(doctor.slots, time);
      const distance = freeAtTime
        ? -1
        : nearest === null
          ? Infinity
          : Math.abs((timeToMinute(nearest) ?? 0) - wanted);
      return { ranked: { ...doctor, freeAtTime, nearest }, index, distance };
    })
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .map(({ ranked }) => ranked);
}

/** The length of a visit of the type she asked for (the doctors' profiles: 60, 30, 45 minutes). */
export function visitMinutesFor(
  kind: "consultation" | "video" | "question",
  consultationType: "initial" | "second_opinion" | "follow_up" | "emergency",
): number {
  const byId = (id: (typeof consultationTypes)[number]["id"]) =>
    consultationTypes.find((type) => type.id === id)?.duration ?? 30;
  if (consultationType === "follow_up") return byId("follow-up");
  if (consultationType === "emergency") return byId("urgent");
  if (kind === "question") return byId("follow-up");
  return byId("initial");
}

/**
 * "10:30 AM" from "10:30" (India time, as the schedule form shows a slot); in Hindi the part of
 * the day comes first, as formatIndiaTime writes it: "सुबह 10:30".
 */
export function formatTime12h(time: string, locale: "en" | "hi" = "en"): string {
  const minute = timeToMinute(time);
  if (minute === null) return time;
  if (locale === "hi") {
    // Any day will do: India keeps one offset all year.
    return formatIndiaTime(new Date(minute * 60_000 - INDIA_OFFSET_MS), "hi");
  }
  const hours = Math.floor(minute / 60);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${time.slice(3)} ${hours < 12 ? "AM" : "PM"}`;
}
