import "server-only";
import { visitMinutesFor } from "@/lib/appointments/availability";
import { nearestFreeTimes, type FreeTime } from "@/lib/appointments/free-times";
import { isFreeUnderLock, isHolderHash, lockDoctor } from "@/lib/appointments/holds";
import { doctorCities, getDoctor, isCitySlug } from "@/lib/catalogue";
import { scheduleFromRequest } from "@/lib/booking/schedule";
import type { ConsultationType, Prisma } from "@/lib/generated/prisma/client";
import type { BookingInput } from "@/lib/validations/booking";

/**
 * A booking with the time she chose (issue 37): inside createBooking's transaction, her request
 * becomes a `scheduled` appointment at once, as a coordinator's scheduling would make it
 * (lib/booking/schedule.ts). She gets the time if it is free under the doctor's lock with the same
 * rule as a new hold (isFreeUnderLock): not booked, not in time off, and not held by anyone else.
 * Her own hold (its holder is the hash of her browser's key, which no other person's submit
 * carries) does not stand in her way; another woman's live hold does, so a hold is never taken
 * over. A form posted without JavaScript never held its time, and a lapsed hold is nobody's: both
 * book a time still free, in this one transaction, with no separate hold to take first (under a
 * rush, one locked transaction per woman instead of two). The overlap trigger stays the last guard;
 * a woman who came second is refused with the nearest free times.
 */

/**
 * Urgent (the "urgent" consultation) and emergency bookings go to the top of the coordinators'
 * queue as a request, whatever time came with them: someone calls her first.
 */
export function isUrgentBooking(booking: BookingInput): boolean {
  return booking.consultationType === "emergency" || booking.urgency === "emergency";
}

/** No browser's key hashes to this: every live hold is someone else's. */
const NOBODY = "0".repeat(64);

/** Thrown inside the booking's transaction to undo it all: the time is not hers to take. */
export class SlotTakenError extends Error {
  constructor(
    readonly doctorId: string,
    readonly start: Date,
    readonly minutes: number,
  ) {
    super("the chosen time is no longer free");
  }
}

/** Thrown when the chosen doctor does not see women where she asked (a stale or hand-made post). */
export class SlotInvalidError extends Error {}

export type HeldTimeBooking = {
  requestId: string;
  booking: BookingInput & { slot: NonNullable<BookingInput["slot"]> };
  /** Her browser's hold key's hash; null when the request carried none. */
  holder: string | null;
  patientId: string | null;
  /** Her consultation type as the database writes it (submit.ts maps the form's). */
  consultationType: ConsultationType;
  now: Date;
};

/**
 * Her request, just inserted in `tx`, becomes the appointment at the time she chose. Throws
 * SlotTakenError when the time is not free for her (booked, or held by someone else).
 */
export async function bookHeldTime(
  tx: Prisma.TransactionClient,
  { requestId, booking, holder, patientId, consultationType, now }: HeldTimeBooking,
): Promise<{ appointmentId: string; doctorName: string }> {
  const start = new Date(booking.slot.start);
  const minutes = visitMinutesFor(booking.kind, consultationType);
  const taken = new SlotTakenError(booking.slot.doctorId, start, minutes);
  const own = holder && isHolderHash(holder) ? holder : null;

  const doctor = await lockDoctor(tx, booking.slot.doctorId);
  if (!doctor) throw new SlotInvalidError();
  const catalogued = getDoctor(doctor.doctorCatalogueId ?? 0);
  const seesHer =
    booking.kind === "video"
      ? catalogued?.videoConsultationFee !== undefined
      : isCitySlug(booking.city) && doctorCities(doctor.doctorCatalogueId).includes(booking.city);
  if (!seesHer) throw new SlotInvalidError();

  // Free under the doctor's lock: not booked, not in her time off, and held by nobody but her
  // (another woman's live hold keeps it hers). Nobody changes that until this transaction ends.
  const free = await isFreeUnderLock(tx, {
    doctorId: doctor.id,
    start,
    minutes,
    holder: own ?? NOBODY,
    now,
  });
  if (!free) throw taken;
  // Her holds have done their work, as a new choice would let them go.
  if (own) await tx.slotHold.deleteMany({ where: { holder: own } });

  const { appointmentId } = await scheduleFromRequest(tx, {
    requestId,
    patientId,
    doctor,
    coordinatorId: await coordinatorFor(tx, now),
    assignRequest: true,
    actorId: patientId,
    messageFrom: null,
    at: start,
    durationMinutes: minutes,
    place:
      booking.kind === "video"
        ? { mode: "video", clinic: null }
        : { mode: "in_person", clinic: booking.city },
    request: { kind: booking.kind, consultationType },
  });
  return { appointmentId, doctorName: `Dr ${doctor.firstName} ${doctor.lastName}` };
}

/**
 * The coordinator who looks after a time she booked herself: the active one with the fewest
 * upcoming appointments (then by id). She sees it in her queue and her appointments at once and
 * can move it or give it to another doctor, as if she had scheduled it; null with no coordinator.
 */
async function coordinatorFor(tx: Prisma.TransactionClient, now: Date): Promise<string | null> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT u.id FROM users u
    WHERE u.role = 'coordinator' AND u.status = 'active'
    ORDER BY (
      SELECT count(*) FROM appointments a
      WHERE a.coordinator_id = u.id AND a.status = 'scheduled' AND a.appointment_date > ${now}
    ) ASC, u.id ASC
    LIMIT 1`;
  return rows[0]?.id ?? null;
}

/** The doctor's free times nearest to the one she lost, for the form to offer. */
export function alternativesTo(
  error: SlotTakenError,
  holder: string | null,
  now: Date,
): Promise<FreeTime[]> {
  return nearestFreeTimes(error.doctorId, error.minutes, error.start, {
    holder: holder && isHolderHash(holder) ? holder : null,
    now,
  });
}
