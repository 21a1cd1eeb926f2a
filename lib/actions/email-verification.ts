"use server";

import { headers } from "next/headers";
import { accountLanguage } from "@/lib/i18n/account-copy";
import { authorizedAction, publicAction } from "@/lib/actions/safe-action";
import {
  confirmEmail,
  requestVerificationLink,
  resendVerificationLink,
} from "@/lib/auth/email-verification";
import { clientIp } from "@/lib/server/client-ip";
import { deliverSoon } from "@/lib/mail/outbox";
import { patientCopy } from "@/lib/i18n/patient-copy";
import { inputLocale } from "@/lib/validations/auth";
import {
  emailVerificationSchema,
  resendMessagesIn,
  verificationLinkRequestSchema,
} from "@/lib/validations/email-verification";
import { emptySchema } from "@/lib/validations/my-data";

/**
 * Confirming her e-mail. Public: holding the one-time link is the proof, and the limits per
 * connection and per address inside lib/auth/email-verification.ts guard the requests for a new
 * link. Signed in, "Send the link again" mails her own address.
 */

/** "Confirm my email", on the page the link opens: confirms, and links her bookings. */
export const confirmEmailWithLink = publicAction(
  emailVerificationSchema,
  // Nothing is revalidated: a revalidation re-renders the page the action ran on, which would
  // then find its link used and replace her answer. Her dashboard is rendered per request anyway.
  async ({ input }) => confirmEmail(input.token, new Date(), input.locale),
  {
    scope: "email-verification",
    schemaFor: (input) => accountLanguage(inputLocale(input)).schemas.emailVerification.confirm,
  },
);

/** A new link, asked for with an address: the same answer for every address. */
export const requestEmailVerificationLink = publicAction(
  verificationLinkRequestSchema,
  async ({ input }) => {
    const ip = clientIp(await headers());
    const result = await requestVerificationLink(input, { ip });
    if (result.ok) deliverSoon();
    return result;
  },
  {
    scope: "email-verification-request",
    schemaFor: (input) => accountLanguage(inputLocale(input)).schemas.emailVerification.request,
  },
);

/** "Send the link again", from her dashboard's notice. */
export const resendMyVerificationLink = authorizedAction(
  "email.verify-own",
  emptySchema,
  async ({ user }) => {
    // Her answer in her account's language.
    const words = patientCopy(user.locale).appointmentAnswers.resend;
    const result = await resendVerificationLink(user.id, new Date(), resendMessagesIn(words));
    if (result.ok) deliverSoon();
    return result;
  },
);
