import * as z from "zod/mini";
import { locales, type Locale } from "@/content/i18n";
import { fill } from "@/lib/template";
import { authMessages, type AuthMessages } from "@/lib/validations/auth-messages";
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

export const signUpRoles = ["patient", "doctor", "coordinator"] as const;
export type SignUpRole = (typeof signUpRoles)[number];

/** A language the input may ask for (a form on a Hindi page); anything else is ignored. */
export const localeField = z.catch(z.optional(z.enum(locales)), undefined);

/** The language an input asks for: Hindi only when it says so (refused input is read too). */
export function inputLocale(input: unknown): Locale {
  return typeof input === "object" && input !== null && "locale" in input && input.locale === "hi"
    ? "hi"
    : "en";
}

/**
 * The sign-in and sign-up schemas with their messages in the language of `m`: the rules are the
 * same in every language.
 */
export function authSchemasFor(m: AuthMessages) {
  /** Trimmed and lower-cased (accounts are stored lower-cased), then the e-mail pattern. */
  const emailField = z.pipe(
    z
      .string({ error: m.required })
      .check(
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, { error: m.required, abort: true }),
        z.maxLength(authLimits.email, { error: m.invalidEmail, abort: true }),
      ),
    z.string().check(z.regex(EMAIL_PATTERN, m.invalidEmail)),
  );

  /** Never trimmed (a space may be part of a password), but blank is the same as missing. */
  const requiredPassword = z
    .string({ error: m.required })
    .check(z.refine((value) => value.trim() !== "", { error: m.required, abort: true }));

  const signInSchema = z.object({ email: emailField, password: requiredPassword });

  /** A password being chosen: required, long enough, and not so long that bcrypt would cut it. */
  const newPasswordField = requiredPassword.check(
    z.minLength(authLimits.passwordMinLength, m.passwordTooShort),
    z.refine((value) => utf8ByteLength(value) <= authLimits.passwordMaxBytes, m.passwordTooLong),
  );

  const nameField = () =>
    z.pipe(
      z.pipe(z.string({ error: m.namesRequired }), z.transform(stripMarkup)),
      z
        .string()
        .check(
          z.minLength(1, m.namesRequired),
          z.maxLength(authLimits.name, fill(m.nameTooLong, { max: authLimits.name })),
        ),
    );

  const signUpFields = z.object({
    firstName: nameField(),
    lastName: nameField(),
    email: emailField,
    password: newPasswordField,
    // The form never offers owner; a crafted request asking for it gets the owner refusal.
    role: z._default(
      z.enum(signUpRoles, {
        error: (issue) => (issue.input === "owner" ? m.ownerRefused : m.invalidRole),
      }),
      "patient",
    ),
    /** The page's language: her messages, her mails and her account's language. */
    locale: localeField,
  });

  const signUpSchema = signUpFields.check(
    z.superRefine((value, ctx) => {
      // Runs even when a field failed; a missing password is that field's "required" already.
      if (typeof value.password !== "string") return;
      const problem = passwordProblem(value.password, { email: value.email, role: value.role }, m);
      // The field's own checks already said "required" or "at least 8 characters".
      if (!problem || problem === m.passwordTooShort || value.password.trim() === "") return;
      ctx.issues.push({
        code: "custom",
        message: problem,
        input: value.password,
        path: ["password"],
      });
    }),
  );

  /**
   * Which message a failed sign-up shows as its toast when several fields are wrong: the order of
   * the sign-up checks (required fields, then the owner refusal, then each field's own rule).
   */
  const signUpMessagePriority = [
    m.required,
    m.namesRequired,
    m.ownerRefused,
    m.invalidRole,
    m.invalidEmail,
    m.passwordTooShort,
    m.passwordTooLong,
    m.staffPasswordTooShort,
    m.passwordRepeated,
    m.passwordSequence,
    m.passwordProductName,
    m.passwordEmail,
    m.passwordCommon,
    m.passwordCommonBase,
  ] as const;

  return { emailField, newPasswordField, signInSchema, signUpSchema, signUpMessagePriority };
}

export type AuthSchemas = ReturnType<typeof authSchemasFor>;

const english = /* @__PURE__ */ authSchemasFor(authMessages);

export const signInSchema = english.signInSchema;
export const signUpSchema = english.signUpSchema;
export const signUpMessagePriority = english.signUpMessagePriority;

export type SignInFormValues = z.input<typeof signInSchema>;
export type SignInInput = z.output<typeof signInSchema>;
export type SignUpFormValues = z.input<typeof signUpSchema>;
export type SignUpInput = z.output<typeof signUpSchema>;
