import * as z from "zod/mini";
import { siteConfig } from "@/content/site";
import { emailField } from "@/lib/validations/auth";
import { tokenField } from "@/lib/validations/password-reset";

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

export const verifyMessages = {
  /** The same answer whether or not an unconfirmed account uses the address. */
  requested: `If an account with this email still needs confirming, we have sent it a new link. It works once, within ${VERIFY_LINK_HOURS} hours. Nothing arrived? Check your spam folder, or call us on ${siteConfig.phone.display}.`,
  resent: `We have sent a new link to your email. It works once, within ${VERIFY_LINK_HOURS} hours.`,
  alreadyConfirmed: "Your email is already confirmed.",
  tooMany: `Too many requests for a link. Please try again later, or call us on ${siteConfig.phone.display}.`,
  linkInvalid:
    "This link is not valid. It may be incomplete, or a newer link has replaced it: please ask for a new one.",
  linkExpired: "This link has expired. Please ask for a new one.",
  linkUsed: "This link has already been used: your email is confirmed.",
  linkStale:
    "This link was sent to an email address the account no longer uses. Please ask for a new link.",
  confirmed: "Thank you: your email is confirmed.",
  confirmedStaff: "Thank you: your email is confirmed. The clinic can now approve your account.",
} as const;

/** What her dashboard says about bookings that joined her account by e-mail. */
export function linkedBookingsMessage(references: readonly string[]): string {
  const n = references.length;
  return `We added ${n === 1 ? "1 booking" : `${n} bookings`} you made with this email: ${references.join(", ")}.`;
}

export const claimMessages = {
  /** The same answer whether or not the reference exists, is unlinked, or is someone else's. */
  codeSent: `If that reference is yours, we sent a code to the email it was made with. The code works for ${CLAIM_CODE_MINUTES} minutes.`,
  alreadyYours: "This booking is already in your account.",
  codeWrong: (left: number) =>
    `That code is not right. You have ${left === 1 ? "1 more try" : `${left} more tries`}.`,
  codeLocked: "That code has been tried too many times. Please ask for a new code.",
  codeExpired: "That code has expired or was never sent. Please ask for a new code.",
  linked: (reference: string) => `Booking ${reference} is now in your account.`,
  tooMany: `Too many codes asked for. Please try again in an hour, or call us on ${siteConfig.phone.display}.`,
  referenceFormat: "Please enter the reference as it appears in your email, like SC-7KQ2M-X9D4T.",
  codeFormat: "Please enter the 6-digit code from the email.",
} as const;

export const emailVerificationSchema = z.object({ token: tokenField });
export const verificationLinkRequestSchema = z.object({ email: emailField });

/** Her booking's reference, as she might type it: spaces and lower case are forgiven. */
const referenceField = z.pipe(
  z.string({ error: claimMessages.referenceFormat }).check(z.trim(), z.toUpperCase()),
  z.string().check(z.regex(/^SC-[0-9A-Z]{5}-[0-9A-Z]{5}$/, claimMessages.referenceFormat)),
);

export const claimRequestSchema = z.object({ reference: referenceField });
export const claimConfirmSchema = z.object({
  reference: referenceField,
  code: z.pipe(
    z.string({ error: claimMessages.codeFormat }).check(z.trim()),
    z.string().check(z.regex(/^[0-9]{6}$/, claimMessages.codeFormat)),
  ),
});

/** The newest link time her dashboard's notice showed: bookings linked later stay listed. */
export const linkedNoticeSeenSchema = z.object({ seenUpTo: z.iso.datetime() });
