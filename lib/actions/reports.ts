"use server";

import type { ActionResult } from "@/lib/actions/result";
import { authorizedAction } from "@/lib/actions/safe-action";
import { db } from "@/lib/db";
import { recordAccess } from "@/lib/privacy/access-log";
import { reportFileName, reportMessages, sniffReportType } from "@/lib/appointments/reports";
import { reportUploadSchema } from "@/lib/validations/reports";

/**
 * A doctor uploads a report or prescription for a patient of hers (issue 17, item 5). Nothing is
 * revalidated: every page that lists reports is rendered per request, and the form refreshes it.
 */

/** Called with the form's FormData: appointmentId, kind, title and file. */
export const uploadReport = authorizedAction(
  "report.upload",
  reportUploadSchema,
  async ({ user, input }): Promise<ActionResult<{ id: string }>> => {
    const bytes = new Uint8Array(await input.file.arrayBuffer());
    const contentType = sniffReportType(bytes);
    if (!contentType) {
      return {
        ok: false,
        error: reportMessages.wrongType,
        fieldErrors: { file: [reportMessages.wrongType] },
      };
    }
    // "A patient of hers": the appointment is hers and has a patient account. The patient is read
    // from it, never sent by the form, and any other appointment gets the same answer as one that
    // does not exist.
    const appointment = await db.appointment.findFirst({
      where: { id: input.appointmentId, doctorId: user.id, patientId: { not: null } },
      select: { patientId: true },
    });
    const patientId = appointment?.patientId;
    if (!patientId) {
      return {
        ok: false,
        error: reportMessages.notYourPatient,
        fieldErrors: { appointmentId: [reportMessages.notYourPatient] },
      };
    }
    const report = await db.$transaction(async (tx) => {
      const created = await tx.report.create({
        data: {
          patientId,
          doctorId: user.id,
          appointmentId: input.appointmentId,
          kind: input.kind,
          title: input.title,
          contentType,
          byteSize: bytes.byteLength,
          bytes,
          fileName: reportFileName(input.title, contentType),
        },
        select: { id: true },
      });
      // Issuing it is handling her file: her access log shows it like an opening.
      await recordAccess(user, { subject: "report", patientId }, tx);
      return created;
    });
    return { ok: true, data: report };
  },
);
