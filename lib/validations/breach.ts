import * as z from "zod/mini";
import { appointmentAnswers } from "@/content/patient/appointment-answers";

/** The owner's breach-record form (issue: privacy, item 4). */

export const breachMessages = {
  summary: "Please say what happened, in words a patient will understand.",
  measures: "Please say what the clinic is doing about it and what she can do.",
  dates: "Please give valid dates: it cannot be discovered before it happened, or in the future.",
  affected: "Please list the email address of each patient affected, one per line.",
  unknown: (emails: string[]) =>
    `No patient account or booking has these addresses: ${emails.join(", ")}. Check them and try again.`,
  recorded: (n: number) =>
    `Breach recorded. ${n} patient${n === 1 ? " has" : "s have"} been notified.`,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const breachSchema = z
  .object({
    summary: z
      .string({ error: breachMessages.summary })
      .check(
        z.trim(),
        z.minLength(10, breachMessages.summary),
        z.maxLength(2000, breachMessages.summary),
      ),
    measures: z
      .string({ error: breachMessages.measures })
      .check(
        z.trim(),
        z.minLength(10, breachMessages.measures),
        z.maxLength(2000, breachMessages.measures),
      ),
    occurredAt: z.iso.datetime({ error: breachMessages.dates, local: true, offset: true }),
    discoveredAt: z.iso.datetime({ error: breachMessages.dates, local: true, offset: true }),
    /** One e-mail per line (or separated by commas). */
    affected: z.pipe(
      z.string({ error: breachMessages.affected }),
      z.transform((value: string) => [
        ...new Set(
          value
            .split(/[\s,;]+/)
            .map((email) => email.trim().toLowerCase())
            .filter(Boolean),
        ),
      ]),
    ),
  })
  .check(
    z.refine(
      (input) => input.affected.length > 0 && input.affected.every((email) => EMAIL.test(email)),
      {
        error: breachMessages.affected,
        path: ["affected"],
      },
    ),
  );

/** "I have read this" on her notice: `notYours`, in her language, for an id that is not one. */
export function noticeIdSchemaFor(notYours: string) {
  return z.object({ noticeId: z.uuid(notYours) });
}

export const noticeIdSchema = /* @__PURE__ */ noticeIdSchemaFor(appointmentAnswers.breach.notYours);
