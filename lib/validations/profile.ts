import * as z from "zod/mini";
import { roles } from "@/lib/roles";
import { locales } from "@/content/i18n";
import { profile as profileCopy } from "@/content/patient/profile";
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

/**
 * The messages the profile schema answers with, and updateProfile too: English (the default, the
 * same words as authMessages) or Hindi, for a patient whose dashboard is in Hindi
 * (content/patient/profile.ts and its Hindi twin). "{max}" is filled in here.
 */
export type ProfileMessages = Readonly<Record<keyof typeof profileCopy.messages, string>>;

function nameField(m: ProfileMessages) {
  return z.optional(
    z.pipe(
      z.pipe(z.string(), z.transform(stripMarkup)),
      z
        .string()
        .check(
          z.minLength(1, m.namesRequired),
          z.maxLength(
            profileLimits.name,
            m.namesTooLong.replace("{max}", String(profileLimits.name)),
          ),
        ),
    ),
  );
}

/**
 * The profile form's schema with its messages in a language: her form's resolver and the server
 * (updateProfile's schemaFor) build it from the same messages, so what she reads under a field is
 * what the server would say. The fields only staff send (bio, specialization, role) answer in
 * English.
 */
export function profileSchemaFor(m: ProfileMessages) {
  return z.object({
    /** Whose profile: omitted (or one's own id) for oneself; another id only for the owner. */
    userId: z.optional(z.uuid(m.unknownAccount)),
    firstName: nameField(m),
    lastName: nameField(m),
    email: z.optional(
      z.pipe(
        z
          .string()
          .check(
            z.trim(),
            z.toLowerCase(),
            z.maxLength(authLimits.email, { error: m.invalidEmail, abort: true }),
          ),
        z.string().check(z.regex(EMAIL_PATTERN, m.invalidEmail)),
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
            .check(z.refine((value) => value === "" || PHONE_PATTERN.test(value), m.invalidPhone)),
          z.transform((value: string) => (value === "" ? null : value)),
        ),
      ),
    ),
    /** An empty bio clears it (null). */
    bio: z.optional(
      z.pipe(
        z.nullable(
          z.string().check(z.maxLength(profileLimits.bio, "Please keep the bio shorter.")),
        ),
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
}

/** The profile form in English: staff screens, and a patient who reads English. */
export const profileUpdateSchema = profileSchemaFor(profileCopy.messages);

/** The language switch on her dashboard. */
export const accountLanguageSchema = z.object({
  locale: z.enum(locales, "Unknown language."),
});
