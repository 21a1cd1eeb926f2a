"use server";

import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/actions/result";
import { authorizedAction } from "@/lib/actions/safe-action";
import { areas } from "@/lib/auth/permissions";
import type { Viewer } from "@/lib/auth/viewer";
import { timeToMinute } from "@/lib/appointments/availability";
import { db } from "@/lib/db";
import { indiaDateTimeToInstant } from "@/lib/india-time";
import { visitsCoveredBy, type CoveredVisit } from "@/lib/queries/availability";
import {
  availabilityMessages,
  doctorHoursSchema,
  timeOffRemoveSchema,
  timeOffSchema,
} from "@/lib/validations/availability";

/**
 * A doctor's working hours and time off: she changes her own, the owner any doctor's. What the
 * schedule form offers as free times follows at once (lib/queries/availability.ts).
 */

async function refusal(
  user: Viewer<"owner" | "doctor">,
  doctorId: string,
): Promise<ActionResult<never> | null> {
  if (user.role === "doctor") {
    return user.id === doctorId ? null : { ok: false, error: availabilityMessages.notYours };
  }
  const doctor = await db.user.findFirst({
    where: { id: doctorId, role: "doctor" },
    select: { id: true },
  });
  return doctor ? null : { ok: false, error: availabilityMessages.notFound };
}

function refresh(): void {
  revalidatePath(areas["doctor-dashboard"].path, "layout");
  revalidatePath(areas["admin-panel"].path, "layout");
}

export const saveDoctorHours = authorizedAction(
  "doctor.hours",
  doctorHoursSchema,
  async ({ user, input }): Promise<ActionResult<null>> => {
    const refused = await refusal(user, input.doctorId);
    if (refused) return refused;
    const rows = input.days.flatMap((day, index) =>
      day.works
        ? [
            {
              doctorId: input.doctorId,
              weekday: index + 1,
              startMinute: timeToMinute(day.start) ?? 0,
              endMinute: timeToMinute(day.end) ?? 0,
            },
          ]
        : [],
    );
    await db.$transaction([
      db.doctorHours.deleteMany({ where: { doctorId: input.doctorId } }),
      db.doctorHours.createMany({ data: rows }),
    ]);
    refresh();
    return { ok: true, data: null };
  },
);

/**
 * What adding a time off came to: saved, or not saved because it covers booked visits, listed so
 * she sees which (issue 33, item 3).
 */
export type TimeOffOutcome =
  { saved: true; id: string } | { saved: false; visits: CoveredVisit[]; total: number };

/**
 * Time off over booked visits is refused, with the visits it covers, and nothing is saved: a time
 * off must never leave a visit "Scheduled" that nobody will see. Moving them is the care team's
 * (the coordinator's or the owner's reschedule and reassign, which mail her the new time with its
 * calendar file); once they are moved, the same time off goes in. Refusing keeps one path for every
 * change she is told about, where moving them here would choose times and doctors for her.
 */
export const addTimeOff = authorizedAction(
  "doctor.hours",
  timeOffSchema,
  async ({ user, input }): Promise<ActionResult<TimeOffOutcome>> => {
    const refused = await refusal(user, input.doctorId);
    if (refused) return refused;
    const startsAt = indiaDateTimeToInstant(input.fromDate, input.fromTime);
    const endsAt = indiaDateTimeToInstant(input.toDate, input.toTime);
    if (!startsAt || !endsAt) return { ok: false, error: availabilityMessages.date };
    const covered = await visitsCoveredBy(user, { doctorId: input.doctorId, startsAt, endsAt });
    if (covered.total > 0) return { ok: true, data: { saved: false, ...covered } };
    const created = await db.doctorTimeOff.create({
      data: { doctorId: input.doctorId, startsAt, endsAt, note: input.note.trim() || null },
      select: { id: true },
    });
    refresh();
    return { ok: true, data: { saved: true, id: created.id } };
  },
);

export const removeTimeOff = authorizedAction(
  "doctor.hours",
  timeOffRemoveSchema,
  async ({ user, input }): Promise<ActionResult<null>> => {
    const refused = await refusal(user, input.doctorId);
    if (refused) return refused;
    const { count } = await db.doctorTimeOff.deleteMany({
      where: { id: input.timeOffId, doctorId: input.doctorId },
    });
    if (count === 0) return { ok: false, error: availabilityMessages.timeOffGone };
    refresh();
    return { ok: true, data: null };
  },
);
