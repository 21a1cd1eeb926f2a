"use server";

import { revalidatePath } from "next/cache";
import type { Locale } from "@/content/i18n";
import { authorizedAction } from "@/lib/actions/safe-action";
import { areas } from "@/lib/auth/permissions";
import { confirmClaimCode, requestClaimCode } from "@/lib/booking/claim";
import { db } from "@/lib/db";
import { deliverSoon } from "@/lib/mail/outbox";
import { patientCopy } from "@/lib/i18n/patient-copy";
import {
  claimConfirmSchema,
  claimConfirmSchemaFor,
  claimMessagesIn,
  claimRequestSchema,
  claimRequestSchemaFor,
  linkedNoticeSeenSchema,
  type ClaimMessages,
} from "@/lib/validations/email-verification";

/**
 * Her bookings made as a guest, on her dashboard: "Add a booking I made" (a code to the booking's
 * e-mail, then the code), and putting away the notice of bookings that joined by her e-mail. The
 * answers, and the schemas' messages, are in her account's language.
 */

const answers = {
  en: claimMessagesIn(patientCopy("en").appointmentAnswers.claim),
  hi: claimMessagesIn(patientCopy("hi").appointmentAnswers.claim),
} as const satisfies Record<Locale, ClaimMessages>;

const requestSchemas = {
  en: claimRequestSchema,
  hi: claimRequestSchemaFor(answers.hi),
} as const;

const confirmSchemas = {
  en: claimConfirmSchema,
  hi: claimConfirmSchemaFor(answers.hi),
} as const;

export const requestBookingClaimCode = authorizedAction(
  "booking.claim",
  claimRequestSchema,
  async ({ user, input }) => {
    const result = await requestClaimCode(
      user.id,
      input.reference,
      new Date(),
      answers[user.locale],
    );
    if (result.ok) deliverSoon();
    return result;
  },
  { schemaFor: (locale) => requestSchemas[locale] },
);

export const confirmBookingClaim = authorizedAction(
  "booking.claim",
  claimConfirmSchema,
  async ({ user, input }) => {
    const result = await confirmClaimCode(user.id, input, new Date(), answers[user.locale]);
    if (result.ok) revalidatePath(areas["patient-dashboard"].path, "layout");
    return result;
  },
  { schemaFor: (locale) => confirmSchemas[locale] },
);

/**
 * "Got it": the notice no longer lists the bookings it showed (later ones will show). Nothing is
 * revalidated: the notice hides itself (DismissibleNotice) and no other part of the page changes.
 */
export const dismissLinkedNotice = authorizedAction(
  "booking.claim",
  linkedNoticeSeenSchema,
  async ({ user, input }) => {
    const seenUpTo = new Date(input.seenUpTo);
    // Never later than now: a notice for a booking linked from here on still shows.
    const at = seenUpTo.getTime() > Date.now() ? new Date() : seenUpTo;
    await db.user.update({ where: { id: user.id }, data: { linkedNoticeSeenAt: at } });
    return { ok: true, data: null };
  },
);
