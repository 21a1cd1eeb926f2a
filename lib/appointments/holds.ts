import "server-only";
import { freeSlots } from "@/lib/appointments/availability";
import { nearestFreeTimes, type FreeTime } from "@/lib/appointments/free-times";
import { oneTimeTokenHash } from "@/lib/auth/one-time-token";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { indiaDateKey, indiaTimeKey } from "@/lib/india-time";
import { busyBetween, hoursOf } from "@/lib/queries/availability";
import { isUuid } from "@/lib/uuid";

/**
 * Holding a free time while she books (issue 37): the time she chose is hers for 10 minutes, no
 * one else is offered it, and choosing another time lets the first go. The holder is the SHA-256
 * of a random key in her browser (holderHash), never an account: she may not have one, and a
 * leaked table names no one. Only that key's hash can see, use or release its hold.
 *
 * The race is settled in the database: holdSlot locks the doctor's row (as the appointments'
 * overlap trigger does), so two holds, or a hold and an appointment, for one doctor are decided
 * one after the other, and the slot_holds trigger (migration 20261129170000_slot_holds) refuses
 * an overlapping live hold whatever path wrote it. The one who comes second is offered the
 * nearest free times, never an error.
 */

export const HOLD_MINUTES = 10;

/** The stored holder for her browser's key. */
export function holderHash(browserKey: string): string {
  return oneTimeTokenHash(browserKey);
}

/** Only a hash is ever stored or looked up: a raw browser key passed by mistake is refused. */
const HOLDER = /^[0-9a-f]{64}$/;

/** A holder's hash as holderHash makes it (never a raw browser key). */
export function isHolderHash(value: string): boolean {
  return HOLDER.test(value);
}

export type HoldResult =
  | { ok: true; holdId: string; expiresAt: Date }
  | { ok: false; reason: "taken"; nearest: FreeTime[] };

/** Thrown inside the transaction to undo it: her earlier hold stays when the new time is taken. */
class Taken extends Error {}

const HOLD_OVERLAP_CONSTRAINT = "slot_holds_doctor_no_overlap";

function isHoldOverlap(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof Error && current.message.includes(HOLD_OVERLAP_CONSTRAINT)) return true;
    const next = current as { cause?: unknown; meta?: { driverAdapterError?: unknown } };
    current = next.cause ?? next.meta?.driverAdapterError;
  }
  return false;
}

/**
 * Locks the active doctor's row, as the appointments' overlap trigger does: holds and
 * appointments for her are then decided one after the other. Null when she is not an active doctor.
 */
export async function lockDoctor(
  tx: Prisma.TransactionClient,
  doctorId: string,
): Promise<{
  id: string;
  firstName: string;
  lastName: string;
  doctorCatalogueId: number | null;
} | null> {
  const locked = await tx.$queryRaw<
    { id: string; first_name: string; last_name: string; doctor_catalogue_id: number | null }[]
  >`
    SELECT id, first_name, last_name, doctor_catalogue_id FROM users
    WHERE id = ${doctorId}::uuid AND role = 'doctor' AND status = 'active'
    FOR NO KEY UPDATE`;
  const row = locked[0];
  return row
    ? {
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        doctorCatalogueId: row.doctor_catalogue_id,
      }
    : null;
}

/**
 * True when the doctor's time from `start` for `minutes` is free: a whole-minute start within her
 * hours, not past, clear of her appointments and time off and of live holds other than `holder`'s.
 * Read under lockDoctor's lock, so the answer holds until the transaction ends.
 */
export async function isFreeUnderLock(
  tx: Prisma.TransactionClient,
  {
    doctorId,
    start,
    minutes,
    holder,
    now,
  }: { doctorId: string; start: Date; minutes: number; holder: string; now: Date },
): Promise<boolean> {
  const end = new Date(start.getTime() + minutes * 60_000);
  const [hours, busy, held] = await Promise.all([
    hoursOf([doctorId], tx),
    busyBetween([doctorId], start, end, { client: tx }),
    tx.slotHold.findMany({
      where: {
        doctorId,
        holder: { not: holder },
        expiresAt: { gt: now },
        startsAt: { lt: end },
        endsAt: { gt: start },
      },
      select: { startsAt: true, endsAt: true },
    }),
  ]);
  const free = freeSlots({
    day: indiaDateKey(start),
    hours: hours.get(doctorId) ?? [],
    busy: [
      ...(busy.get(doctorId) ?? []),
      ...held.map((hold) => ({ start: hold.startsAt, end: hold.endsAt })),
    ],
    durationMinutes: minutes,
    now,
  });
  return start.getTime() % 60_000 === 0 && free.includes(indiaTimeKey(start));
}

/**
 * Holds the doctor's time from `start` for a visit of `minutes`, for 10 minutes, and in the same
 * transaction lets go of the holder's other holds. `taken` (with the doctor's nearest free times)
 * when the time is not free: outside her hours, in the past, booked, in time off, or held by
 * someone else; her earlier hold then stays.
 */
export async function holdSlot(
  holder: string,
  doctorId: string,
  start: Date,
  minutes: number,
  now: Date = new Date(),
): Promise<HoldResult> {
  const taken = async (): Promise<HoldResult> => ({
    ok: false,
    reason: "taken",
    nearest: isUuid(doctorId)
      ? await nearestFreeTimes(doctorId, minutes, start, { holder, now })
      : [],
  });
  if (
    !HOLDER.test(holder) ||
    !isUuid(doctorId) ||
    Number.isNaN(start.getTime()) ||
    !Number.isInteger(minutes) ||
    minutes <= 0 ||
    minutes > 480
  ) {
    return taken();
  }
  const end = new Date(start.getTime() + minutes * 60_000);
  const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  try {
    const hold = await db.$transaction(async (tx) => {
      if (!(await lockDoctor(tx, doctorId))) throw new Taken();
      // Expired holds are nobody's: cleared here for this doctor, so the table stays small.
      await tx.slotHold.deleteMany({
        where: { OR: [{ holder }, { doctorId, expiresAt: { lte: now } }] },
      });
      if (!(await isFreeUnderLock(tx, { doctorId, start, minutes, holder, now })))
        throw new Taken();
      return tx.slotHold.create({
        data: { doctorId, startsAt: start, endsAt: end, holder, expiresAt },
        select: { id: true, expiresAt: true },
      });
    });
    return { ok: true, holdId: hold.id, expiresAt: hold.expiresAt };
  } catch (error) {
    if (error instanceof Taken || isHoldOverlap(error)) return taken();
    throw error;
  }
}

/** Lets go of the holder's holds (on submit, or when she leaves); another holder's stay. */
export async function releaseHold(holder: string): Promise<number> {
  if (!HOLDER.test(holder)) return 0;
  const { count } = await db.slotHold.deleteMany({ where: { holder } });
  return count;
}

/** The holder's live hold, if she has one: what her submit may turn into an appointment. */
export async function liveHoldOf(
  holder: string,
  now: Date = new Date(),
): Promise<{ id: string; doctorId: string; startsAt: Date; endsAt: Date; expiresAt: Date } | null> {
  if (!HOLDER.test(holder)) return null;
  return db.slotHold.findFirst({
    where: { holder, expiresAt: { gt: now } },
    select: { id: true, doctorId: true, startsAt: true, endsAt: true, expiresAt: true },
  });
}
