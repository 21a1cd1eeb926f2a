import { siteConfig } from "@/content/site";
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
