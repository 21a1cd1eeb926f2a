"use server";

import { cookies, headers } from "next/headers";
import { languageCookie } from "@/content/i18n";
import { accountLanguage } from "@/lib/i18n/account-copy";
import { publicAction } from "@/lib/actions/safe-action";
import { createAccount } from "@/lib/auth/sign-up";
import { clientIp } from "@/lib/server/client-ip";
import { deliverSoon } from "@/lib/mail/outbox";
import { inputLocale, signUpMessagePriority, signUpSchema } from "@/lib/validations/auth";

/**
 * Self-registration. Public: the per-address limit inside
 * createAccount is its guard. The answer is the same for a new and a taken e-mail. Signing in is
 * next-auth's credentials route, not an action.
 * Nothing to revalidate: no page lists accounts without reading them per request.
 */
export const signUp = publicAction(
  signUpSchema,
  async ({ input }) => {
    const ip = clientIp(await headers());
    // The page she signed up on says her language; else the language she last chose on the site.
    const locale =
      input.locale ?? ((await cookies()).get(languageCookie)?.value === "hi" ? "hi" : "en");
    const result = await createAccount(input, { ip, locale });
    // A welcome, or a note to the holder of a taken address: either way something to send.
    if (result.ok) deliverSoon();
    return result;
  },
  {
    scope: "sign-up",
    messagePriority: (input) =>
      inputLocale(input) === "hi"
        ? accountLanguage("hi").schemas.signUpMessagePriority
        : signUpMessagePriority,
    schemaFor: (input) => accountLanguage(inputLocale(input)).schemas.signUpSchema,
  },
);
