"use server";

import * as z from "zod/mini";
import type { ActionResult } from "@/lib/actions/result";
import { authorizedAction } from "@/lib/actions/safe-action";
import { groupDoctors, type DoctorGroup } from "@/lib/doctor-choices";
import { activeDoctors } from "@/lib/queries/users";

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
