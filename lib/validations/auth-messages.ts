import { authWords } from "@/content/auth";
import type { Copy } from "@/content/i18n";
import { fill } from "@/lib/template";

/**
 * Every user-visible string of sign-in, sign-up and profile updates, word for word. Client-safe:
 * the forms, the schemas and the server share it, so a message never drifts between the browser's
 * check and the server's. The words are content/auth.ts (Hindi: content/hi/auth.ts); a form on a
 * Hindi page gets the Hindi words from its page and builds the same table from them.
 */

export type AuthWords = Copy<typeof authWords>;

/** The messages in the language of `words`, with the two that name a number of minutes. */
export function authMessagesIn(words: AuthWords) {
  const time = (minutes: number) =>
    minutes === 1 ? words.oneMinute : fill(words.minutes, { n: minutes });
  return {
    ...words,
    tooManyAttempts: (minutes: number) => fill(words.tooManyAttempts, { time: time(minutes) }),
    tooManySignUps: (minutes: number) => fill(words.tooManySignUps, { time: time(minutes) }),
  };
}

export type AuthMessages = ReturnType<typeof authMessagesIn>;

export const authMessages: AuthMessages = /* @__PURE__ */ authMessagesIn(authWords);

/** The codes authorize() refuses a sign-in with; next-auth hands them to the client as `error`. */
export type SignInErrorCode = "invalid" | "suspended" | `rate-limited:${number}`;

/** The message for a sign-in error code from next-auth (unknown codes read as bad credentials). */
export function signInErrorMessage(
  code: string | undefined | null,
  m: AuthMessages = authMessages,
): string {
  if (code === "suspended") return m.suspended;
  const minutes = /^rate-limited:(\d+)$/.exec(code ?? "")?.[1];
  if (minutes !== undefined) return m.tooManyAttempts(Math.max(1, Number(minutes)));
  return m.invalidCredentials;
}

/**
 * The toast title for a sign-up error: owner refusal is "Access Denied", the form's rules
 * are "Validation Error", anything else (a taken e-mail, a server failure) is "Error".
 */
export function signUpErrorTitle(error: string, m: AuthMessages = authMessages): string {
  if (error === m.ownerRefused) return m.ownerRefusedTitle;
  const validation: readonly string[] = [
    m.required,
    m.namesRequired,
    m.invalidEmail,
    m.passwordTooShort,
    m.passwordTooLong,
    m.passwordCommon,
    m.passwordCommonBase,
    m.staffPasswordTooShort,
    m.passwordRepeated,
    m.passwordSequence,
    m.passwordProductName,
    m.passwordEmail,
    m.invalidRole,
  ];
  return validation.includes(error) ? m.validationTitle : m.errorTitle;
}
