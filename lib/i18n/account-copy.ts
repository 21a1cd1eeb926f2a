import type { CopyOf, Locale } from "@/content/i18n";
import * as enAuth from "@/content/auth";
import {
  accountAnswers,
  accountMails,
  accountPages,
  authWords,
  signInCardWords,
} from "@/content/hi/auth";
import { patientCopy } from "@/lib/i18n/patient-copy";
import { authSchemasFor } from "@/lib/validations/auth";
import { authMessagesIn } from "@/lib/validations/auth-messages";
import {
  emailVerificationSchemasFor,
  verifyMessagesIn,
} from "@/lib/validations/email-verification";
import { passwordResetSchemasFor, resetMessagesIn } from "@/lib/validations/password-reset";

/*
 * The account pages in a language (sign-in, sign-up, forgot and reset password, confirming an
 * e-mail): their words for the pages, the messages and schemas for the server, the words of the
 * mails. English at the addresses they always had, Hindi under /hi; a request started on a Hindi
 * page says so with `locale: "hi"` and is answered, and mailed, in Hindi.
 */

export type AccountCopy = CopyOf<typeof enAuth>;

const hindi: AccountCopy = {
  authWords,
  signInCardWords,
  accountPages,
  accountAnswers,
  accountMails,
};

export function accountCopy(locale: Locale): AccountCopy {
  return locale === "hi" ? hindi : enAuth;
}

function build(locale: Locale) {
  const words = accountCopy(locale);
  const auth = authMessagesIn(words.authWords);
  const reset = resetMessagesIn(words.accountAnswers.reset);
  const verify = verifyMessagesIn(
    words.accountAnswers.verify,
    patientCopy(locale).appointmentAnswers.resend,
  );
  return {
    messages: { auth, reset, verify },
    schemas: {
      ...authSchemasFor(auth),
      passwordReset: passwordResetSchemasFor(auth, reset),
      emailVerification: emailVerificationSchemasFor(auth, verify),
    },
    mails: words.accountMails,
  };
}

const built = { en: build("en"), hi: build("hi") } as const;

/** The server's messages, schemas and mail words of the account pages in a language. */
export function accountLanguage(locale: Locale) {
  return built[locale];
}
