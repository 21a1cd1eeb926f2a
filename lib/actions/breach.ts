"use server";

import { revalidatePath, revalidateTag } from "next/cache";
import { siteConfig } from "@/content/site";
import type { ActionResult } from "@/lib/actions/result";
import { authorizedAction } from "@/lib/actions/safe-action";
import { db } from "@/lib/db";
import { indiaLocalToInstant } from "@/lib/india-time";
import { deliverSoon, enqueueEmail, type OutgoingEmail } from "@/lib/mail/outbox";
import { BREACH_RECORD_TAG } from "@/lib/queries/site-claims";
import { patientCopy } from "@/lib/i18n/patient-copy";
import {
  breachMessages,
  breachSchema,
  noticeIdSchema,
  noticeIdSchemaFor,
} from "@/lib/validations/breach";

/**
 * Breach records (issue: privacy, item 4). The owner records what happened, when and whom it
 * affected; each affected patient gets a notice in her dashboard and an e-mail in the outbox, in
 * one transaction. A list with an address that matches no patient saves nothing.
 */

/**
 * The notice by e-mail. Discreet: the subject names the clinic only, never a condition or a visit,
 * as a shared inbox or a lock screen may show it. A guest has no account to read more in.
 */
function breachEmail(
  to: string,
  input: { summary: string; measures: string },
  reader: "account" | "guest",
): OutgoingEmail {
  return {
    to,
    purpose: "breach-notice",
    subject: `An important notice about your data at ${siteConfig.name}`,
    text: [
      "Hello,",
      "",
      `We are writing to tell you about a problem that affected personal data ${siteConfig.name} holds about you.`,
      "",
      `What happened: ${input.summary}`,
      "",
      `What we are doing, and what you can do: ${input.measures}`,
      "",
      reader === "account"
        ? `The full notice is in your account. Questions or complaints: ${siteConfig.grievanceOfficer.email}.`
        : `You gave us this address when you booked with us. Questions or complaints: ${siteConfig.grievanceOfficer.email}.`,
    ].join("\n"),
  };
}

/** Records a breach and notifies every patient it affected, with an account or as a guest. */
export const recordBreach = authorizedAction(
  "breach.record",
  breachSchema,
  async ({
    user,
    input,
  }): Promise<ActionResult<{ breachId: string; notified: number; message: string }>> => {
    const occurredAt = indiaLocalToInstant(input.occurredAt);
    const discoveredAt = indiaLocalToInstant(input.discoveredAt);
    const now = new Date();
    if (discoveredAt < occurredAt || discoveredAt > now) {
      return {
        ok: false,
        error: breachMessages.dates,
        fieldErrors: { discoveredAt: [breachMessages.dates] },
      };
    }
    const patients = await db.user.findMany({
      where: { email: { in: input.affected }, role: "patient" },
      select: { id: true, email: true },
    });
    const withAccount = new Set(patients.map((patient) => patient.email));
    // A woman who booked as a guest has no account to show a notice in: she is told by e-mail,
    // once per address however many bookings she made with it.
    const guestRows = await db.consultationRequest.findMany({
      where: {
        email: { in: input.affected.filter((email) => !withAccount.has(email)) },
        patientId: null,
        anonymisedAt: null,
      },
      select: { email: true },
      distinct: ["email"],
    });
    const guests = [...new Set(guestRows.map((row) => row.email.toLowerCase()))];
    const found = new Set([...withAccount, ...guests]);
    const unknown = input.affected.filter((email) => !found.has(email));
    if (unknown.length > 0) {
      const message = breachMessages.unknown(unknown);
      return { ok: false, error: message, fieldErrors: { affected: [message] } };
    }

    const breach = await db.$transaction(async (tx) => {
      const created = await tx.dataBreach.create({
        data: {
          summary: input.summary,
          measures: input.measures,
          occurredAt,
          discoveredAt,
          recordedById: user.id,
        },
        select: { id: true },
      });
      await tx.breachNotice.createMany({
        data: patients.map((patient) => ({
          breachId: created.id,
          patientId: patient.id,
          notifiedAt: now,
        })),
      });
      for (const patient of patients) {
        await enqueueEmail(tx, breachEmail(patient.email, input, "account"));
      }
      for (const email of guests) {
        await enqueueEmail(tx, breachEmail(email, input, "guest"));
      }
      return created;
    });
    deliverSoon();
    revalidatePath("/admin-panel", "layout");
    // The public pages' "0 privacy breaches" is no longer true (lib/queries/site-claims.ts).
    revalidateTag(BREACH_RECORD_TAG);
    const notified = patients.length + guests.length;
    return {
      ok: true,
      data: { breachId: breach.id, notified, message: breachMessages.recorded(notified) },
    };
  },
);

/** Her notice's id, refused in her account's language. */
const noticeIdSchemas = {
  en: noticeIdSchema,
  hi: noticeIdSchemaFor(patientCopy("hi").appointmentAnswers.breach.notYours),
} as const;

/** She has read a breach notice. Nothing is revalidated: the notice hides itself (DismissibleNotice). */
export const acknowledgeBreachNotice = authorizedAction(
  "privacy.own",
  noticeIdSchema,
  async ({ user, input }): Promise<ActionResult<{ readAt: string }>> => {
    const now = new Date();
    const { count } = await db.breachNotice.updateMany({
      where: { id: input.noticeId, patientId: user.id, readAt: null },
      data: { readAt: now },
    });
    if (count === 0) {
      return { ok: false, error: patientCopy(user.locale).appointmentAnswers.breach.notYours };
    }
    return { ok: true, data: { readAt: now.toISOString() } };
  },
  { schemaFor: (locale) => noticeIdSchemas[locale] },
);
