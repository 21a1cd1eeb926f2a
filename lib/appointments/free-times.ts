import "server-only";
import type { CitySlug } from "@/content/cities";
import {
  freeSlots,
  timeToMinute,
  visitMinutesFor,
  type Busy,
  type HoursRange,
} from "@/lib/appointments/availability";
import { doctorCities, getDoctor } from "@/lib/catalogue";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { indiaDateKey, indiaDateTimeToInstant } from "@/lib/india-time";
import {
  busyByDoctor,
  busyRows,
  hoursByDoctor,
  hoursRows,
  type BusyRow,
  type HoursRow,
} from "@/lib/queries/availability";
import { isUuid } from "@/lib/uuid";

/**
 * The free times a woman can choose from while booking (issue 37): the next 14 days, India time,
 * of the doctors who can see her: in person those practising in her city (the catalogue's
 * `location`), by video those who offer video (a `videoConsultationFee` in the catalogue). A doctor
 * account without a catalogue entry has no city and no video fee on file, so it is not offered.
 *
 * The slots themselves are freeSlots' (lib/appointments/availability.ts): her hours, minus
 * appointments that are not cancelled and her time off, and here also minus the live holds of
 * other women (lib/appointments/holds.ts). Her own hold is not in her way: its time shows, marked
 * as hers. Seeing a time is no promise: the hold, then the appointment's overlap trigger, decide.
 */

export const FREE_TIME_DAYS = 14;

const DAY_MS = 24 * 60 * 60_000;

export type DayPart = "morning" | "afternoon" | "evening";

/** Morning before 12:00, afternoon until 16:00, evening after, India time. */
export function dayPartOf(time: string): DayPart {
  const minute = timeToMinute(time) ?? 0;
  if (minute < 12 * 60) return "morning";
  return minute < 16 * 60 ? "afternoon" : "evening";
}

export type FreeTime = {
  start: Date;
  /** India day, YYYY-MM-DD. */
  day: string;
  /** India time, "HH:MM". */
  time: string;
  doctorId: string;
  doctorName: string;
  /** Her own live hold: she chose it a moment ago. */
  mine: boolean;
};

export type FreeDay = { day: string; parts: Record<DayPart, FreeTime[]> };

/** Who can see her: in person in a city, or by video. */
export type VisitPlace = { mode: "in_person"; city: CitySlug } | { mode: "video" };

export type FreeTimesAsk = {
  place: VisitPlace;
  consultationType: "initial" | "second_opinion" | "follow_up" | "emergency";
  /** One doctor she chose; none for the first available. */
  doctorId?: string | null;
  /** Her browser's hold key (holderHash in holds.ts), to show her own hold as hers. */
  holder?: string | null;
  now?: Date;
  /**
   * The doctors who see women there, when the caller has read them already (the booking page
   * does, for their names): in the order of `doctorOrder`, which the first available's tie-break
   * follows. Read here when absent.
   */
  doctors?: readonly Doctor[];
};

export type Doctor = { id: string; name: string };

/** The doctors' order for the first available: by name, then account. */
export const doctorOrder = [
  { firstName: "asc" },
  { lastName: "asc" },
  { id: "asc" },
] as const satisfies Prisma.UserOrderByWithRelationInput[];

/** The India days from `now`'s on, `count` of them. */
function daysFrom(now: Date, count: number): string[] {
  const first = new Date(`${indiaDateKey(now)}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, i) =>
    new Date(first + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The active doctors who can see her there, by name (the first available's tie-break). */
async function doctorsFor(place: VisitPlace, doctorId?: string | null): Promise<Doctor[]> {
  if (doctorId !== undefined && doctorId !== null && !isUuid(doctorId)) return [];
  const rows = await db.user.findMany({
    where: {
      role: "doctor",
      status: "active",
      doctorCatalogueId: { not: null },
      ...(doctorId ? { id: doctorId } : {}),
    },
    select: { id: true, firstName: true, lastName: true, doctorCatalogueId: true },
    orderBy: [...doctorOrder],
  });
  return rows
    .filter((row) =>
      place.mode === "video"
        ? getDoctor(row.doctorCatalogueId ?? 0)?.videoConsultationFee !== undefined
        : doctorCities(row.doctorCatalogueId).includes(place.city),
    )
    .map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}` }));
}

type DiaryRow =
  | ({ kind: "hours" } & HoursRow)
  | ({ kind: "busy" } & BusyRow)
  | ({ kind: "hold" } & BusyRow & { holder: string });

/**
 * What keeps the doctors from a time between `first` and `end`, in one statement: the booking page
 * reads it on every visit. Their weekly hours and busy stretches as the coordinators' scheduling
 * reads them (hoursRows and busyRows, lib/queries/availability.ts), and the live holds: the ones
 * of `holder` (her own) apart, the others as busy.
 */
async function diaryOf(
  ids: readonly string[],
  first: Date,
  end: Date,
  { holder, now, client }: { holder: string | null; now: Date; client: Prisma.TransactionClient },
): Promise<{ hours: Map<string, HoursRange[]>; busy: Map<string, Busy[]>; mine: Set<string> }> {
  const rows = await client.$queryRaw<DiaryRow[]>`
    SELECT 'hours' AS kind, doctor, weekday, start_minute, end_minute,
           NULL::timestamptz AS starts, NULL::timestamptz AS ends, NULL::text AS holder
      FROM (${hoursRows(ids)}) AS hours
    UNION ALL
    SELECT 'busy', doctor, NULL, NULL, NULL, starts, ends, NULL
      FROM (${busyRows(ids, first, end)}) AS busy
    UNION ALL
    SELECT 'hold', doctor_id::text, NULL, NULL, NULL, starts_at, ends_at, holder
      FROM slot_holds
     WHERE doctor_id = ANY(${[...ids]}::uuid[]) AND expires_at > ${now}::timestamptz
       AND starts_at < ${end}::timestamptz AND ends_at > ${first}::timestamptz`;
  const hours: HoursRow[] = [];
  const busy: BusyRow[] = [];
  const mine = new Set<string>();
  for (const row of rows) {
    if (row.kind === "hours") hours.push(row);
    else if (row.kind === "busy") busy.push(row);
    else if (holder !== null && row.holder === holder) {
      mine.add(`${row.doctor} ${new Date(row.starts).getTime()}`);
    } else busy.push(row);
  }
  return { hours: hoursByDoctor(ids, hours), busy: busyByDoctor(ids, busy), mine };
}

/**
 * Every free start of each doctor for a visit of `minutes` on `days`, soonest first (doctors in
 * the order given at the same time). `client` reads inside a transaction (a hold being taken).
 */
export async function freeTimesOf(
  doctors: readonly Doctor[],
  days: readonly string[],
  minutes: number,
  {
    holder = null,
    now = new Date(),
    client = db,
  }: { holder?: string | null; now?: Date; client?: Prisma.TransactionClient } = {},
): Promise<FreeTime[]> {
  const first = days[0] && indiaDateTimeToInstant(days[0], "00:00");
  const last = days.at(-1) && indiaDateTimeToInstant(days.at(-1) as string, "00:00");
  if (doctors.length === 0 || !first || !last) return [];
  const end = new Date(last.getTime() + DAY_MS);
  const { hours, busy, mine } = await diaryOf(
    doctors.map((doctor) => doctor.id),
    first,
    end,
    { holder, now, client },
  );

  const times: FreeTime[] = [];
  for (const day of days) {
    // India keeps one offset all year: a time's instant is the day's midnight plus its minutes.
    const midnight = (indiaDateTimeToInstant(day, "00:00") as Date).getTime();
    for (const doctor of doctors) {
      for (const time of freeSlots({
        day,
        hours: hours.get(doctor.id) ?? [],
        busy: busy.get(doctor.id) ?? [],
        durationMinutes: minutes,
        now,
      })) {
        const start = new Date(midnight + (timeToMinute(time) ?? 0) * 60_000);
        times.push({
          start,
          day,
          time,
          doctorId: doctor.id,
          doctorName: doctor.name,
          mine: mine.has(`${doctor.id} ${start.getTime()}`),
        });
      }
    }
  }
  // Stable: at one time, the doctors keep their order.
  return times.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Each time once: with her own hold's doctor if it is hers, else the first doctor who has it. */
function firstAvailable(times: readonly FreeTime[]): FreeTime[] {
  const byStart = new Map<number, FreeTime>();
  for (const time of times) {
    const seen = byStart.get(time.start.getTime());
    if (!seen || (time.mine && !seen.mine)) byStart.set(time.start.getTime(), time);
  }
  return [...byStart.values()];
}

/** By India day (every one of them, empty or not), then morning, afternoon and evening. */
function byDay(days: readonly string[], times: readonly FreeTime[]): FreeDay[] {
  const grouped = new Map<string, FreeDay>(
    days.map((day) => [day, { day, parts: { morning: [], afternoon: [], evening: [] } }]),
  );
  for (const time of times) grouped.get(time.day)?.parts[dayPartOf(time.time)].push(time);
  return [...grouped.values()];
}

/**
 * Her choice of times for the next 14 days: of one doctor, or of the first available (each time
 * once, with a doctor who has it). The visit lasts as long as its consultation type.
 */
export async function freeTimes(ask: FreeTimesAsk): Promise<FreeDay[]> {
  const now = ask.now ?? new Date();
  const days = daysFrom(now, FREE_TIME_DAYS);
  const minutes = visitMinutesFor(
    ask.place.mode === "video" ? "video" : "consultation",
    ask.consultationType,
  );
  const doctors = ask.doctors
    ? ask.doctors.filter((doctor) => !ask.doctorId || doctor.id === ask.doctorId)
    : await doctorsFor(ask.place, ask.doctorId);
  const times = await freeTimesOf(doctors, days, minutes, { holder: ask.holder ?? null, now });
  return byDay(days, ask.doctorId ? times : firstAvailable(times));
}

/**
 * The doctor's free times nearest to `wanted` in the next 14 days (the earlier of two as near):
 * what she is offered when the time she chose was taken a moment before.
 */
export async function nearestFreeTimes(
  doctorId: string,
  minutes: number,
  wanted: Date,
  {
    holder = null,
    now = new Date(),
    count = 3,
  }: { holder?: string | null; now?: Date; count?: number } = {},
): Promise<FreeTime[]> {
  const doctor = await db.user.findFirst({
    where: { id: doctorId, role: "doctor", status: "active" },
    select: { id: true, firstName: true, lastName: true },
  });
  if (!doctor) return [];
  const times = await freeTimesOf(
    [{ id: doctor.id, name: `${doctor.firstName} ${doctor.lastName}` }],
    daysFrom(now, FREE_TIME_DAYS),
    minutes,
    { holder, now },
  );
  const gap = (time: FreeTime) => Math.abs(time.start.getTime() - wanted.getTime());
  return times
    .filter((time) => time.start.getTime() !== wanted.getTime())
    .sort((a, b) => gap(a) - gap(b) || a.start.getTime() - b.start.getTime())
    .slice(0, count);
}
