"use server";

import * as z from "zod/mini";
import type { ActionResult } from "@/lib/actions/result";
import { authorizedAction } from "@/lib/actions/safe-action";
import { groupDoctors, type DoctorGroup } from "@/lib/appointments/doctor-choices";
import { schedulingOptions, type DoctorSlots } from "@/lib/queries/availability";
import { activeDoctors } from "@/lib/queries/users";
import { schedulingAskSchema } from "@/lib/validations/request";

/**
 * The active doctors, by specialization, for the forms that book or move a visit (Schedule on a
 * request, Reassign on an appointment). Asked for by the form when it opens rather than sent with
 * the page: with a clinic's two hundred doctors the list outweighed the rest of the page.
 */
export const doctorChoices = authorizedAction(
  "request.handle",
  z.object({}),
  async ({ user }): Promise<ActionResult<DoctorGroup[]>> => ({
    ok: true,
    data: groupDoctors(await activeDoctors(user)),
  }),
);

/**
 * Who is free on a day for a visit of a given length: doctors free at the asked time first, then
 * the others by their nearest free time, each with her free slots that day (hours, minus
 * appointments and time off). Asked by the schedule form as the coordinator picks.
 */
export const schedulingChoices = authorizedAction(
  "request.handle",
  schedulingAskSchema,
  async ({ user, input }): Promise<ActionResult<DoctorSlots[]>> => ({
    ok: true,
    data: await schedulingOptions(user, {
      day: input.date,
      time: input.time,
      durationMinutes: input.durationMinutes,
    }),
  }),
);
