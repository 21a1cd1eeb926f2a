import { accountMails } from "@/content/auth";
import type { Copy } from "@/content/i18n";
import { siteConfig } from "@/content/site";
import { fill } from "@/lib/template";
import { env } from "@/lib/env";
import type { OutgoingEmail } from "@/lib/mail/outbox";

/** The owner's answer to a doctor's or coordinator's sign-up: approved, or not. */

type Account = { email: string; firstName: string };

export function accountApprovedEmail(account: Account): OutgoingEmail {
  const signIn = new URL("/sign-in", env.SITE_URL).toString();
  return {
    to: account.email,
    purpose: "account-approved",
    subject: `Your ${siteConfig.name} account is approved`,
    text: [
      `Hello ${account.firstName},`,
      "",
      `The clinic has approved your ${siteConfig.name} staff account. You can sign in now: ${signIn}`,
      "",
      `Questions: ${siteConfig.email} or ${siteConfig.phone.display}.`,
    ].join("\n"),
  };
}

export function accountRefusedEmail(account: Account): OutgoingEmail {
  return {
    to: account.email,
    purpose: "account-refused",
    subject: `Your ${siteConfig.name} account request`,
    text: [
      `Hello ${account.firstName},`,
      "",
      `The clinic has not approved your request for a ${siteConfig.name} staff account, so you cannot sign in with it.`,
      `If you think this is a mistake, write to ${siteConfig.email} or call ${siteConfig.phone.display}.`,
    ].join("\n"),
  };
}

/**
 * The link that confirms her address (lib/auth/email-verification.ts), sent again when she asks.
 * The first one is part of the welcome e-mail (lib/auth/sign-up.ts).
 */
export function emailVerificationEmail(
  account: Account,
  link: string,
  hours: number,
  words: Copy<typeof accountMails.verify> = accountMails.verify,
): OutgoingEmail {
  return {
    to: account.email,
    purpose: "email-verification",
    subject: words.subject,
    text: [
      fill(words.hello, { firstName: account.firstName }),
      "",
      fill(words.body, { hours }),
      link,
      "",
      words.notYou,
      words.questions,
    ].join("\n"),
  };
}

/** The code that adds a booking made as a guest to an account (lib/booking/claim.ts). */
export function bookingClaimCodeEmail(
  to: string,
  booking: { firstName: string; reference: string },
  code: string,
  minutes: number,
): OutgoingEmail {
  return {
    to,
    purpose: "booking-claim-code",
    subject: `Your ${siteConfig.name} code`,
    text: [
      `Hello ${booking.firstName},`,
      "",
      `Someone, we hope you, signed in to a ${siteConfig.name} account and asked to add booking ${booking.reference} to it.`,
      `To add it, enter this code on the dashboard within ${minutes} minutes: ${code}`,
      "",
      "If it was not you, do not share the code with anyone and ignore this email: the booking stays where it is.",
      `Questions: ${siteConfig.email} or ${siteConfig.phone.display}.`,
    ].join("\n"),
  };
}
