import * as z from "zod/mini";
import { authMessages } from "@/lib/validations/auth-messages";
import { roles } from "@/lib/roles";
import { locales } from "@/content/i18n";
import { authLimits, EMAIL_PATTERN } from "@/lib/validations/auth";
import { stripMarkup, stripMarkupMultiline } from "@/lib/validations/text";

/**
 * The profile form. Every field is optional: only what
 * is sent changes. `userId` is for the owner editing someone else; the action refuses it for
 * anyone else, and refuses a role change by a non-owner.
 */

export const profileLimits = {
  bio: 2000,
  name: authLimits.name,
  specialization: 120,
} as const;

/** Optional '+', a non-zero digit, up to 15 more digits, once spaces are removed. */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

function nameField() {
  return z.optional(
    z.pipe(
      z.pipe(z.string(), z.transform(stripMarkup)),
      z
        .string()
        .check(
          z.minLength(1, authMessages.profileNamesRequired),
          z.maxLength(
            profileLimits.name,
            `Please keep names under ${profileLimits.name} characters.`,
          ),
        ),
    ),
  );
}

export const profileUpdateSchema = z.object({
  /** Whose profile: omitted (or one's own id) for oneself; another id only for the owner. */
  userId: z.optional(z.uuid("Unknown account.")),
  firstName: nameField(),
  lastName: nameField(),
  email: z.optional(
    z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.toLowerCase(),
          z.maxLength(authLimits.email, { error: authMessages.invalidEmail, abort: true }),
        ),
      z.string().check(z.regex(EMAIL_PATTERN, authMessages.invalidEmail)),
    ),
  ),
  /** Spaces are removed before the phone pattern applies (no other separators); empty clears it. */
  phone: z.optional(
    z.pipe(
      z.pipe(
        z.nullable(z.string()),
        z.transform((value: string | null) => (value ?? "").replace(/\s+/g, "")),
      ),
      z.pipe(
        z
          .string()
          .check(
            z.refine(
              (value) => value === "" || PHONE_PATTERN.test(value),
              authMessages.invalidPhone,
            ),
          ),
        z.transform((value: string) => (value === "" ? null : value)),
      ),
    ),
  ),
  /** An empty bio clears it (null). */
  bio: z.optional(
    z.pipe(
      z.nullable(z.string().check(z.maxLength(profileLimits.bio, "Please keep the bio shorter."))),
      z.transform((value: string | null) => {
        const cleaned = stripMarkupMultiline(value ?? "");
        return cleaned === "" ? null : cleaned;
      }),
    ),
  ),
  /** A doctor's field of practice, shown on her profile. Markup is stripped, empty clears it. */
  specialization: z.optional(
    z.pipe(
      z.nullable(
        z
          .string()
          .check(
            z.maxLength(
              profileLimits.specialization,
              `Please keep the specialization under ${profileLimits.specialization} characters.`,
            ),
          ),
      ),
      z.transform((value: string | null) => {
        const cleaned = stripMarkup(value ?? "");
        return cleaned === "" ? null : cleaned;
      }),
    ),
  ),
  role: z.optional(z.enum(roles, "Unknown role.")),
});

/** The language switch on her dashboard. */
export const accountLanguageSchema = z.object({
  locale: z.enum(locales, "Unknown language."),
});
