"use server";

import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/actions/result";
import { isUniqueViolation, authorizedAction } from "@/lib/actions/safe-action";
import { can, type Role } from "@/lib/auth/permissions";
import { mailVerificationLink } from "@/lib/auth/email-verification";
import { revokeAllSessions } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { deliverSoon } from "@/lib/mail/outbox";
import {
  accountLanguageSchema,
  profileSchemaFor,
  profileUpdateSchema,
} from "@/lib/validations/profile";
import { patientCopy } from "@/lib/i18n/patient-copy";
import type { Viewer } from "@/lib/auth/viewer";
import { languageCookie, type Locale } from "@/content/i18n";
import { cookies } from "next/headers";

/**
 * Profile updates. Everyone edits their own profile;
 * the owner may edit anyone's and change roles. A non-owner who sends a different role is refused
 * outright (the spec's wording), not silently ignored, so a tampered form never half-applies.
 */

export type UpdatedProfile = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  bio: string | null;
  specialization: string | null;
  role: Role;
};

/** A patient who reads her dashboard in Hindi gets the form's checks in Hindi (schemaFor). */
const hindiProfileSchema = profileSchemaFor(patientCopy("hi").profile.messages);

/** The answers in her dashboard's language; staff are always answered in English. */
function messagesFor(user: Viewer) {
  return patientCopy(user.role === "patient" ? user.locale : "en").profile.messages;
}

export const updateProfile = authorizedAction(
  "profile.update-own",
  profileUpdateSchema,
  async ({ user, input }): Promise<ActionResult<UpdatedProfile>> => {
    const m = messagesFor(user);
    const targetId = input.userId ?? user.id;
    if (targetId !== user.id && !can(user.role, "profile.update-any")) {
      return { ok: false, error: m.accessDenied };
    }

    const target = await db.user.findUnique({
      where: { id: targetId },
      select: { role: true, email: true },
    });
    if (!target) return { ok: false, error: m.unknownAccount, fieldErrors: {} };

    const data: Prisma.UserUpdateInput = {};
    if (input.role !== undefined && input.role !== target.role) {
      if (!can(user.role, "profile.change-role")) {
        return { ok: false, error: m.roleChangeDenied };
      }
      data.role = input.role;
      // Only doctors link to a catalogue entry (a CHECK constraint): a former doctor loses it.
      if (target.role === "doctor") data.doctorCatalogueId = null;
    }
    if (input.firstName !== undefined) data.firstName = input.firstName;
    if (input.lastName !== undefined) data.lastName = input.lastName;
    if (input.email !== undefined) data.email = input.email;
    if (input.phone !== undefined) data.phone = input.phone;
    if (input.bio !== undefined) data.bio = input.bio;
    if (input.specialization !== undefined) data.specialization = input.specialization;

    const roleChanged = data.role !== undefined;
    // A new address is unconfirmed (a trigger clears the mark): a link to confirm it goes there.
    const emailChanged = input.email !== undefined && input.email !== target.email;
    let updated: UpdatedProfile;
    try {
      updated = await db.$transaction(async (tx) => {
        const row = await tx.user.update({
          where: { id: targetId },
          data,
          select: {
            id: true,
            email: true,
            firstName: true,
            lastName: true,
            phone: true,
            bio: true,
            specialization: true,
            role: true,
          },
        });
        // In her account's language when she changed her own address.
        const mailLocale = targetId === user.id ? user.locale : "en";
        if (emailChanged) await mailVerificationLink(tx, row, new Date(), mailLocale);
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        return {
          ok: false,
          error: m.alreadyRegistered,
          fieldErrors: { email: [m.alreadyRegistered] },
        };
      }
      throw error;
    }

    // A new role is a new set of areas and rows: she signs in again under it, on every device.
    if (roleChanged) await revokeAllSessions(targetId);
    if (emailChanged) deliverSoon();
    // Names show in the header and the dashboards of every area: refresh them all.
    revalidatePath("/", "layout");
    return { ok: true, data: updated };
  },
  { schemaFor: (locale) => (locale === "hi" ? hindiProfileSchema : profileUpdateSchema) },
);

/**
 * The language of her own screens and of the mails about visits booked for her account. The site's
 * language cookie follows, so the public pages' address / opens in the same language.
 */
export const setMyLanguage = authorizedAction(
  "language.own",
  accountLanguageSchema,
  async ({ user, input }): Promise<ActionResult<{ locale: Locale }>> => {
    await db.user.update({ where: { id: user.id }, data: { locale: input.locale } });
    (await cookies()).set(languageCookie, input.locale, {
      path: "/",
      maxAge: 31_536_000,
      sameSite: "lax",
    });
    revalidatePath("/patient-dashboard", "layout");
    return { ok: true, data: { locale: input.locale } };
  },
);
