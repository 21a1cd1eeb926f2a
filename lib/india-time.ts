/**
 * Times are stored as UTC instants and shown in India time (Asia/Kolkata). India keeps UTC+05:30
 * all year (no daylight saving), so a fixed offset is exact and these helpers need no time-zone
 * database. Formatting is done by hand rather than with Intl: ICU versions differ between Node and
 * browsers (one writes "10:30 AM" with a narrow no-break space, another "10:30 am"), and a server-
 * rendered time must read the same in every test and on every device. Client-safe.
 */

export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;
const LONG_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** The wall clock in India for an instant, read through the UTC getters of a shifted Date. */
function indiaClock(instant: Date): Date {
  return new Date(instant.getTime() + INDIA_OFFSET_MS);
}

/** The India calendar day of an instant, as YYYY-MM-DD. */
export function indiaDateKey(instant: Date): string {
  return indiaClock(instant).toISOString().slice(0, 10);
}

/** The India wall-clock time of an instant, as HH:MM (24-hour), for time inputs. */
export function indiaTimeKey(instant: Date): string {
  return indiaClock(instant).toISOString().slice(11, 16);
}

/** The hour (0-23) on India's clock. */
export function indiaHour(instant: Date): number {
  return indiaClock(instant).getUTCHours();
}

/** [start, end) of the India calendar day `dayOffset` days from the one holding `now`. */
export function indiaDayRange(now: Date, dayOffset = 0): { start: Date; end: Date } {
  const start = indiaDateTimeToInstant(indiaDateKey(now), "00:00");
  if (!start) throw new Error("unreachable: a date key is always a valid date");
  const startMs = start.getTime() + dayOffset * DAY_MS;
  return { start: new Date(startMs), end: new Date(startMs + DAY_MS) };
}

/** The UTC instant of a date (YYYY-MM-DD) and time (HH:MM) on India's clock, or null if invalid. */
export function indiaDateTimeToInstant(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hours, minutes] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hours > 23 || minutes > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hours, minutes);
  // Date.UTC rolls 2026-02-30 over into March: such a date does not exist.
  if (new Date(utc).toISOString().slice(0, 10) !== date) return null;
  return new Date(utc - INDIA_OFFSET_MS);
}

/**
 * The instant of a date-time written without a zone (an `<input type="datetime-local">` value,
 * "2026-11-23T10:30" with optional seconds), read on India's clock. A value that names its own
 * offset or Z keeps it. Invalid input gives an Invalid Date, as `new Date` does.
 */
export function indiaLocalToInstant(value: string): Date {
  return new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}+05:30`);
}

/** "Mon, 23 Nov 2026" in India. */
export function formatIndiaDate(instant: Date, locale: "en" | "hi" = "en"): string {
  const c = indiaClock(instant);
  if (locale === "hi") {
    return `${HINDI_WEEKDAYS[c.getUTCDay()]}, ${c.getUTCDate()} ${HINDI_MONTHS[c.getUTCMonth()]} ${c.getUTCFullYear()}`;
  }
  return `${WEEKDAYS[c.getUTCDay()]}, ${c.getUTCDate()} ${MONTHS[c.getUTCMonth()]} ${c.getUTCFullYear()}`;
}

/** The same in Hindi, with Latin digits: "गुरुवार, 26 नवंबर 2026". */
const HINDI_WEEKDAYS = [
  "रविवार",
  "सोमवार",
  "मंगलवार",
  "बुधवार",
  "गुरुवार",
  "शुक्रवार",
  "शनिवार",
] as const;
const HINDI_MONTHS = [
  "जनवरी",
  "फ़रवरी",
  "मार्च",
  "अप्रैल",
  "मई",
  "जून",
  "जुलाई",
  "अगस्त",
  "सितंबर",
  "अक्टूबर",
  "नवंबर",
  "दिसंबर",
] as const;

/** "Tue 1 Dec" in India, for a row of days to choose from; in Hindi "मंगलवार, 1 दिसंबर". */
export function formatIndiaDay(instant: Date, locale: "en" | "hi" = "en"): string {
  const c = indiaClock(instant);
  if (locale === "hi") {
    return `${HINDI_WEEKDAYS[c.getUTCDay()]}, ${c.getUTCDate()} ${HINDI_MONTHS[c.getUTCMonth()]}`;
  }
  return `${WEEKDAYS[c.getUTCDay()]} ${c.getUTCDate()} ${MONTHS[c.getUTCMonth()]}`;
}

/** "23 Nov 2026" in India, for dates in lists of articles. */
export function formatIndiaMediumDate(instant: Date): string {
  const c = indiaClock(instant);
  return `${c.getUTCDate()} ${MONTHS[c.getUTCMonth()]} ${c.getUTCFullYear()}`;
}

/** "November 23, 2026" in India: an article's publication date, written out in full. */
export function formatIndiaLongDate(instant: Date): string {
  const c = indiaClock(instant);
  return `${LONG_MONTHS[c.getUTCMonth()]} ${c.getUTCDate()}, ${c.getUTCFullYear()}`;
}

/** "23 Nov" in India, for compact lists and chart labels. */
export function formatIndiaShortDate(instant: Date): string {
  const c = indiaClock(instant);
  return `${c.getUTCDate()} ${MONTHS[c.getUTCMonth()]}`;
}

/** "10:30 AM" in India; in Hindi the part of the day comes first: "सुबह 10:30", "शाम 4:00". */
export function formatIndiaTime(instant: Date, locale: "en" | "hi" = "en"): string {
  const c = indiaClock(instant);
  const hours = c.getUTCHours();
  const minutes = String(c.getUTCMinutes()).padStart(2, "0");
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes}`;
  if (locale === "hi") {
    const part = hours < 12 ? "सुबह" : hours < 16 ? "दोपहर" : hours < 19 ? "शाम" : "रात";
    return `${part} ${clock}`;
  }
  return `${clock} ${hours < 12 ? "AM" : "PM"}`;
}

/** "Mon, 23 Nov 2026, 10:30 AM" in India ("सोमवार, 23 नवंबर 2026, सुबह 10:30" in Hindi). */
export function formatIndiaDateTime(instant: Date, locale: "en" | "hi" = "en"): string {
  return `${formatIndiaDate(instant, locale)}, ${formatIndiaTime(instant, locale)}`;
}

/** A greeting for the time of day in India. */
export function greetingFor(now: Date, locale: "en" | "hi" = "en"): string {
  if (locale === "hi") return "नमस्ते";
  const hour = indiaHour(now);
  if (hour < 12) return "Good morning";
  if (hour < 17) return "Good afternoon";
  return "Good evening";
}
