import * as z from "zod/mini";
import {
  MAX_REPORT_BYTES,
  REPORT_TITLE_MAX,
  reportKinds,
  reportMessages,
} from "@/lib/appointments/reports";
import { stripMarkup, withoutNul } from "@/lib/validations/text";

/**
 * The doctor's "Upload a report" form. It sends FormData (the file cannot travel otherwise), so
 * the schema reads the form's fields first: anything that is not a FormData is read as an empty
 * form, which the checks below name field by field. Client-safe (zod/mini): the form runs the same
 * checks before sending. The file's type is decided by its bytes, in the action.
 */
export const reportUploadSchema = z.pipe(
  z.transform((form: FormData) => {
    const data = form instanceof FormData ? form : new FormData();
    return {
      appointmentId: data.get("appointmentId") ?? undefined,
      kind: data.get("kind") ?? undefined,
      title: data.get("title") ?? undefined,
      file: data.get("file") ?? undefined,
    };
  }),
  z.object({
    appointmentId: z.uuid(reportMessages.appointmentRequired),
    kind: z.enum(reportKinds, reportMessages.kindRequired),
    // One line of plain text: it is shown in lists, exports and printouts.
    title: z.pipe(
      z.pipe(z.string(reportMessages.titleRequired).check(withoutNul()), z.transform(stripMarkup)),
      z
        .string()
        .check(
          z.minLength(1, reportMessages.titleRequired),
          z.maxLength(REPORT_TITLE_MAX, reportMessages.titleTooLong),
        ),
    ),
    file: z
      .file(reportMessages.missing)
      .check(
        z.minSize(1, reportMessages.missing),
        z.maxSize(MAX_REPORT_BYTES, reportMessages.tooLarge),
      ),
  }),
);
