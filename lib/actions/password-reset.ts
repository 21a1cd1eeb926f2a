"use server";

import { headers } from "next/headers";
import { accountLanguage } from "@/lib/i18n/account-copy";
import { publicAction } from "@/lib/actions/safe-action";
import { requestPasswordReset, resetPassword } from "@/lib/auth/password-reset";
import { clientIp } from "@/lib/server/client-ip";
import { deliverSoon } from "@/lib/mail/outbox";
import { inputLocale } from "@/lib/validations/auth";
import { passwordResetRequestSchema, passwordResetSchema } from "@/lib/validations/password-reset";

/**
 * 'Forgot password?'. Public: the limits per address and per e-mail inside requestPasswordReset
 * are the guard, and holding the one-time link is the proof for the new password. A request from
 * a Hindi page says `locale: "hi"` and is answered and mailed in Hindi.
 */

/** Sends the link if an account uses the e-mail; the answer is the same either way. */
export const requestPasswordResetLink = publicAction(
  passwordResetRequestSchema,
  async ({ input }) => {
    const ip = clientIp(await headers());
    const result = await requestPasswordReset(input, { ip });
    if (result.ok) deliverSoon();
    return result;
  },
  {
    scope: "password-reset-request",
    schemaFor: (input) => accountLanguage(inputLocale(input)).schemas.passwordReset.request,
  },
);

/** The new password, from the linked page: sets it and ends every session of the account. */
export const resetPasswordWithLink = publicAction(
  passwordResetSchema,
  async ({ input }) => {
    const result = await resetPassword(input);
    if (result.ok) deliverSoon();
    return result;
  },
  {
    scope: "password-reset",
    schemaFor: (input) => accountLanguage(inputLocale(input)).schemas.passwordReset.reset,
  },
);
