import * as z from "zod/mini";
import { appointmentAnswers, type AppointmentAnswers } from "@/content/patient/appointment-answers";
import { accountAnswers } from "@/content/auth";
import type { Copy } from "@/content/i18n";
import { authMessages, type AuthMessages } from "@/lib/validations/auth-messages";
import { authSchemasFor, localeField } from "@/lib/validations/auth";
import { fill } from "@/lib/template";
import { tokenFieldFor } from "@/lib/validations/password-reset";

/**
 * Confirming her e-mail, and claiming a booking she made as a guest (issue 16, item 1). The
 * schemas are shared by the forms and their actions (lib/actions/email-verification.ts,
 * lib/actions/booking-claim.ts); the wording is here so the pages, the actions and the tests say
 * the same thing.
 */

/** How long a confirmation link works. */
export const VERIFY_LINK_HOURS = 48;
/** How long a claim code works, and how many tries it allows. */
export const CLAIM_CODE_MINUTES = 30;
export const CLAIM_MAX_ATTEMPTS = 5;

/** The answers to "Send the link again" on her dashboard, in the language of `words`. */
export function resendMessagesIn(words: AppointmentAnswers["resend"]) {
  return {
    resent: fill(words.resent, { hours: VERIFY_LINK_HOURS }),
    alreadyConfirmed: words.alreadyConfirmed,
    tooMany: words.tooMany,
    linkInvalid: words.linkInvalid,
  };
}

export type ResendMessages = ReturnType<typeof resendMessagesIn>;

/** The answers of the confirmation pages in one language (content/auth.ts and its resend words). */
export function verifyMessagesIn(
  words: Copy<typeof accountAnswers.verify>,
  resend: AppointmentAnswers["resend"],
) {
  return {
    ...words,
    /** The same answer whether or not an unconfirmed account uses the address. */
    requested: fill(words.requested, { hours: VERIFY_LINK_HOURS }),
    ...resendMessagesIn(resend),
  };
}

export type VerifyMessages = ReturnType<typeof verifyMessagesIn>;

export const verifyMessages: VerifyMessages = /* @__PURE__ */ verifyMessagesIn(
  accountAnswers.verify,
  appointmentAnswers.resend,
);

/** What her dashboard says about bookings that joined her account by e-mail. */
export function linkedBookingsMessage(
  references: readonly string[],
  words: AppointmentAnswers["linkedBookings"] = appointmentAnswers.linkedBookings,
): string {
  const n = references.length;
  return fill(n === 1 ? words.one : words.many, { n, references: references.join(", ") });
}

/** The claim's answers in the language of `words`. */
export function claimMessagesIn(words: AppointmentAnswers["claim"]) {
  return {
    /** The same answer whether or not the reference exists, is unlinked, or is someone else's. */
    codeSent: fill(words.codeSent, { minutes: CLAIM_CODE_MINUTES }),
    alreadyYours: words.alreadyYours,
    codeWrong: (left: number) =>
      fill(words.codeWrong, {
        tries: left === 1 ? words.oneTry : fill(words.moreTries, { n: left }),
      }),
    codeLocked: words.codeLocked,
    codeExpired: words.codeExpired,
    linked: (reference: string) => fill(words.linked, { reference }),
    tooMany: words.tooMany,
    referenceFormat: words.referenceFormat,
    codeFormat: words.codeFormat,
  };
}

export type ClaimMessages = ReturnType<typeof claimMessagesIn>;

export const claimMessages = /* @__PURE__ */ claimMessagesIn(appointmentAnswers.claim);

/** The confirmation page's two forms, their messages in one language (the rules are the same). */
export function emailVerificationSchemasFor(m: AuthMessages, v: VerifyMessages) {
  return {
    confirm: z.object({ token: tokenFieldFor(v.linkInvalid), locale: localeField }),
    request: z.object({ email: authSchemasFor(m).emailField, locale: localeField }),
  };
}

const english = /* @__PURE__ */ emailVerificationSchemasFor(authMessages, verifyMessages);

export const emailVerificationSchema = english.confirm;
export const verificationLinkRequestSchema = english.request;

/** Her booking's reference, as she might type it: spaces and lower case are forgiven. */
function referenceField(m: ClaimMessages) {
  return z.pipe(
    z.string({ error: m.referenceFormat }).check(z.trim(), z.toUpperCase()),
    z.string().check(z.regex(/^SC-[0-9A-Z]{5}-[0-9A-Z]{5}$/, m.referenceFormat)),
  );
}

/** The claim's two steps, their messages in her language (the same rules in every language). */
export function claimRequestSchemaFor(m: ClaimMessages) {
  return z.object({ reference: referenceField(m) });
}

export function claimConfirmSchemaFor(m: ClaimMessages) {
  return z.object({
    reference: referenceField(m),
    code: z.pipe(
      z.string({ error: m.codeFormat }).check(z.trim()),
      z.string().check(z.regex(/^[0-9]{6}$/, m.codeFormat)),
    ),
  });
}

export const claimRequestSchema = /* @__PURE__ */ claimRequestSchemaFor(claimMessages);
export const claimConfirmSchema = /* @__PURE__ */ claimConfirmSchemaFor(claimMessages);

/** The newest link time her dashboard's notice showed: bookings linked later stay listed. */
export const linkedNoticeSeenSchema = z.object({ seenUpTo: z.iso.datetime() });
