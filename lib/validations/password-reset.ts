import * as z from "zod/mini";
import { accountAnswers } from "@/content/auth";
import type { Copy } from "@/content/i18n";
import { fill } from "@/lib/template";
import { authMessages, type AuthMessages } from "@/lib/validations/auth-messages";
import { authSchemasFor, localeField } from "@/lib/validations/auth";
import { passwordProblem } from "@/lib/validations/password";

/**
 * 'Forgot password?': she asks for a link with her e-mail, then chooses a new password on the
 * linked page. One schema for each form, parsed again by its action (lib/actions/password-reset.ts),
 * with its messages in the page's language (English, or Hindi under /hi).
 */

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60;

/** The answers in the language of `words` (content/auth.ts, content/hi/auth.ts). */
export function resetMessagesIn(words: Copy<typeof accountAnswers.reset>) {
  return { ...words, requested: fill(words.requested, { minutes: RESET_LINK_MINUTES }) };
}

export type ResetMessages = ReturnType<typeof resetMessagesIn>;

export const resetMessages: ResetMessages = /* @__PURE__ */ resetMessagesIn(accountAnswers.reset);

/**
 * A one-time link's token: 32 random bytes, base64url (lib/auth/one-time-token.ts). Anything else
 * is a link that is not valid. The e-mail confirmation link uses it too.
 */
export function tokenFieldFor(linkInvalid: string) {
  return z.string({ error: linkInvalid }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, linkInvalid));
}

/** Both forms' schemas with their messages in one language; the rules are the same in all. */
export function passwordResetSchemasFor(m: AuthMessages, r: ResetMessages) {
  const { emailField, newPasswordField } = authSchemasFor(m);
  const request = z.object({ email: emailField, locale: localeField });
  const reset = z
    .object({
      token: tokenFieldFor(r.linkInvalid),
      password: newPasswordField,
      confirmPassword: z.string({ error: m.required }),
      locale: localeField,
    })
    .check(
      z.superRefine((value, ctx) => {
        if (typeof value.password !== "string") return;
        // The rules that need no account; the server adds her e-mail, her role and the common list.
        const problem = passwordProblem(value.password, {}, m);
        if (problem && problem !== m.passwordTooShort && value.password.trim() !== "") {
          ctx.issues.push({ code: "custom", message: problem, input: value, path: ["password"] });
        }
        if (value.confirmPassword !== value.password) {
          ctx.issues.push({
            code: "custom",
            message: r.mismatch,
            input: value,
            path: ["confirmPassword"],
          });
        }
      }),
    );
  return { request, reset };
}

const english = /* @__PURE__ */ passwordResetSchemasFor(authMessages, resetMessages);

export const passwordResetRequestSchema = english.request;
export const passwordResetSchema = english.reset;

export type PasswordResetValues = z.input<typeof passwordResetSchema>;
export type PasswordResetInput = z.output<typeof passwordResetSchema>;
