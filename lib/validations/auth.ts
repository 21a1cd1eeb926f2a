import * as z from "zod/mini";
import { authMessages } from "@/lib/validations/auth-messages";
import { passwordLengths, passwordProblem } from "@/lib/validations/password";
import { stripMarkup } from "@/lib/validations/text";

/**
 * The sign-in and sign-up forms: one schema each, used by the form's
 * zodResolver and parsed again on the server. Client-safe, so written with zod/mini like the
 * booking form. The password rules are lib/validations/password.ts, checked here once the fields
 * are valid, because they depend on the e-mail and the role. The common-password check is NOT here:
 * its 10,000-word list stays on the server (lib/auth/password.ts), applied after this schema.
 */

export const authLimits = {
  passwordMinLength: passwordLengths.minimum,
  /** bcrypt ignores everything past 72 bytes, so a longer password would be silently cut. */
  passwordMaxBytes: 72,
  email: 254,
  name: 50,
} as const;

/** The spec's "text, '@', text, '.', text". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function utf8ByteLength(value: string): number {
  return new TextEncoder().encode(value).length;
}

/** Trimmed and lower-cased (accounts are stored lower-cased), then the e-mail pattern. */
export const emailField = z.pipe(
  z
    .string({ error: authMessages.required })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: authMessages.required, abort: true }),
      z.maxLength(authLimits.email, { error: authMessages.invalidEmail, abort: true }),
    ),
  z.string().check(z.regex(EMAIL_PATTERN, authMessages.invalidEmail)),
);

/** Never trimmed (a space may be part of a password), but blank is the same as missing. */
const requiredPassword = z
  .string({ error: authMessages.required })
  .check(z.refine((value) => value.trim() !== "", { error: authMessages.required, abort: true }));

export const signInSchema = z.object({
  email: emailField,
  password: requiredPassword,
});

/** A password being chosen: required, long enough, and not so long that bcrypt would cut it. */
export const newPasswordField = requiredPassword.check(
  z.minLength(authLimits.passwordMinLength, authMessages.passwordTooShort),
  z.refine(
    (value) => utf8ByteLength(value) <= authLimits.passwordMaxBytes,
    authMessages.passwordTooLong,
  ),
);

export const signUpRoles = ["patient", "doctor", "coordinator"] as const;
export type SignUpRole = (typeof signUpRoles)[number];

function nameField() {
  return z.pipe(
    z.pipe(z.string({ error: authMessages.namesRequired }), z.transform(stripMarkup)),
    z
      .string()
      .check(
        z.minLength(1, authMessages.namesRequired),
        z.maxLength(authLimits.name, `Please keep names under ${authLimits.name} characters.`),
      ),
  );
}

const signUpFields = z.object({
  firstName: nameField(),
  lastName: nameField(),
  email: emailField,
  password: newPasswordField,
  // The form never offers owner; a crafted request asking for it gets the owner refusal.
  role: z._default(
    z.enum(signUpRoles, {
      error: (issue) =>
        issue.input === "owner" ? authMessages.ownerRefused : authMessages.invalidRole,
    }),
    "patient",
  ),
});

export const signUpSchema = signUpFields.check(
  z.superRefine((value, ctx) => {
    // Runs even when a field failed; a missing password is that field's "required" already.
    if (typeof value.password !== "string") return;
    const problem = passwordProblem(value.password, { email: value.email, role: value.role });
    // The field's own checks already said "required" or "at least 8 characters".
    if (!problem || problem === authMessages.passwordTooShort || value.password.trim() === "") {
      return;
    }
    ctx.issues.push({
      code: "custom",
      message: problem,
      input: value.password,
      path: ["password"],
    });
  }),
);

export type SignInFormValues = z.input<typeof signInSchema>;
export type SignInInput = z.output<typeof signInSchema>;
export type SignUpFormValues = z.input<typeof signUpSchema>;
export type SignUpInput = z.output<typeof signUpSchema>;

/**
 * Which message a failed sign-up shows as its toast when several fields are wrong: the order of
 * the sign-up checks (required fields, then the owner refusal, then each field's own rule).
 */
export const signUpMessagePriority = [
  authMessages.required,
  authMessages.namesRequired,
  authMessages.ownerRefused,
  authMessages.invalidRole,
  authMessages.invalidEmail,
  authMessages.passwordTooShort,
  authMessages.passwordTooLong,
  authMessages.staffPasswordTooShort,
  authMessages.passwordRepeated,
  authMessages.passwordSequence,
  authMessages.passwordProductName,
  authMessages.passwordEmail,
  authMessages.passwordCommon,
  authMessages.passwordCommonBase,
] as const;
