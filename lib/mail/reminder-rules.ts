import { indiaHour } from "@/lib/india-time";

/**
 * When a reminder is due (pure, so the rules are tested without a clock or a database). Two
 * reminders: one the day before, one two hours before. The day-before one is sent only inside the
 * contact window she chose (mornings, afternoons, evenings, in India time) and not later than six
 * hours before, so it never arrives as a late-night surprise or after the two-hour one. The two-hour
 * one goes at any hour: it is about a visit that is about to happen. Nothing within ten minutes of
 * the start: too late to help.
 */

export type ReminderKind = "24h" | "2h";
export type ContactWindow = "anytime" | "morning" | "afternoon" | "evening";

const HOUR = 60 * 60_000;

/** India-time hours [from, to) of each contact window. */
export const contactWindowHours = {
  anytime: [0, 24],
  morning: [9, 12],
  afternoon: [12, 16],
  evening: [16, 20],
} as const satisfies Record<ContactWindow, readonly [number, number]>;

export function inContactWindow(now: Date, window: ContactWindow): boolean {
  const [from, to] = contactWindowHours[window];
  const hour = indiaHour(now);
  return hour >= from && hour < to;
}

/** How far ahead `npm run reminders` needs to look. */
export const REMINDER_HORIZON_MS = 24 * HOUR;

export function dueReminder(startsAt: Date, now: Date, window: ContactWindow): ReminderKind | null {
  const ahead = startsAt.getTime() - now.getTime();
  if (ahead <= 10 * 60_000) return null;
  if (ahead <= 2 * HOUR) return "2h";
  if (ahead > 6 * HOUR && ahead <= 24 * HOUR && inContactWindow(now, window)) return "24h";
  return null;
}
