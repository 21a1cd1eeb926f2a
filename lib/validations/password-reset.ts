import * as z from "zod/mini";
import { siteConfig } from "@/content/site";
import { authMessages } from "@/lib/validations/auth-messages";
import { emailField, newPasswordField } from "@/lib/validations/auth";
import { passwordProblem } from "@/lib/validations/password";

/**
 * 'Forgot password?': she asks for a link with her e-mail, then chooses a new password on the
 * linked page. One schema for each form, parsed again by its action (lib/actions/password-reset.ts).
 */

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60;

export const resetMessages = {
  /** The same answer whether or not an account uses the address. */
  requested: `If an account uses this email, we have sent it a link to choose a new password. The link works once, within ${RESET_LINK_MINUTES} minutes. Nothing arrived? Check your spam folder, or call us on ${siteConfig.phone.display}.`,
  tooMany: `Too many requests from this connection. Please try again in an hour, or call us on ${siteConfig.phone.display}.`,
  linkInvalid:
    "This link is not valid. It may be incomplete, or a newer link has replaced it: please ask for a new one.",
  linkExpired: "This link has expired. Please ask for a new one.",
  linkUsed:
    "This link has already been used. Sign in with your new password, or ask for a new link.",
  mismatch: "The two passwords do not match.",
  changed:
    "Your password has been changed and every device signed in to your account has been signed out. Sign in with your new password.",
} as const;

export const passwordResetRequestSchema = z.object({ email: emailField });

/**
 * A one-time link's token: 32 random bytes, base64url (lib/auth/one-time-token.ts). Anything else
 * is a link that is not valid. The e-mail confirmation link uses it too.
 */
export const tokenField = z
  .string({ error: resetMessages.linkInvalid })
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, resetMessages.linkInvalid));

export const passwordResetSchema = z
  .object({
    token: tokenField,
    password: newPasswordField,
    confirmPassword: z.string({ error: authMessages.required }),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (typeof value.password !== "string") return;
      // The rules that need no account; the server adds her e-mail, her role and the common list.
      const problem = passwordProblem(value.password);
      if (problem && problem !== authMessages.passwordTooShort && value.password.trim() !== "") {
        ctx.issues.push({ code: "custom", message: problem, input: value, path: ["password"] });
      }
      if (value.confirmPassword !== value.password) {
        ctx.issues.push({
          code: "custom",
          message: resetMessages.mismatch,
          input: value,
          path: ["confirmPassword"],
        });
      }
    }),
  );

export type PasswordResetValues = z.input<typeof passwordResetSchema>;
export type PasswordResetInput = z.output<typeof passwordResetSchema>;
