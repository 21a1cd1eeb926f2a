"use server";

import { revalidatePath } from "next/cache";
import { consentWording } from "@/content/consents";
import type { Locale } from "@/content/i18n";
import { myDataMessages as hindiMessages } from "@/content/hi/patient/privacy";
import type { ActionResult } from "@/lib/actions/result";
import { authorizedAction } from "@/lib/actions/safe-action";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { DELETION_GRACE_MS } from "@/lib/privacy/erasure";
import {
  consentIdSchema,
  deleteAccountSchema,
  emptySchema,
  givePurposeSchema,
  myDataMessages,
  myDataSchemasFor,
  type MyDataMessages,
} from "@/lib/validations/my-data";

/**
 * Her data rights, from her privacy page (issue: privacy). Patients only, and only her own rows:
 * every action takes her id from the session, never from the form. Each answers in her account's
 * language, its schema's messages included.
 */

const hindiSchemas = myDataSchemasFor(hindiMessages);

function messagesIn(locale: Locale): MyDataMessages {
  return locale === "hi" ? hindiMessages : myDataMessages;
}

const PRIVACY_PATH = "/patient-dashboard";

/** Withdraws one optional consent (reminders, or articles and offers). */
export const withdrawConsent = authorizedAction(
  "privacy.own",
  consentIdSchema,
  async ({ user, input }): Promise<ActionResult<{ withdrawnAt: string }>> => {
    const consent = await db.consent.findFirst({
      where: { id: input.consentId, userId: user.id },
      select: { purpose: true, withdrawnAt: true },
    });
    const m = messagesIn(user.locale);
    if (!consent) return { ok: false, error: m.notYours };
    if (consent.purpose === "care") return { ok: false, error: m.careIsRequired };
    if (consent.withdrawnAt) return { ok: false, error: m.alreadyWithdrawn };
    const now = new Date();
    // One click, at once: staff views read the consent on their next render.
    await db.consent.updateMany({
      where: { id: input.consentId, userId: user.id, withdrawnAt: null },
      data: { withdrawnAt: now, withdrawMethod: "patient_dashboard" },
    });
    revalidatePath(PRIVACY_PATH, "layout");
    return { ok: true, data: { withdrawnAt: now.toISOString() } };
  },
  { schemaFor: (locale) => (locale === "hi" ? hindiSchemas.consentId : consentIdSchema) },
);

/** Gives an optional consent again (a new record: the history stays as it was). */
export const giveConsent = authorizedAction(
  "privacy.own",
  givePurposeSchema,
  async ({ user, input }): Promise<ActionResult<{ givenAt: string }>> => {
    const active = await db.consent.findFirst({
      where: { userId: user.id, purpose: input.purpose, withdrawnAt: null },
      select: { id: true },
    });
    if (active) return { ok: false, error: messagesIn(user.locale).alreadyGiven };
    const now = new Date();
    await db.consent.create({
      data: {
        userId: user.id,
        purpose: input.purpose,
        version: consentWording[input.purpose].version,
        method: "patient_dashboard",
        givenAt: now,
      },
    });
    revalidatePath(PRIVACY_PATH, "layout");
    return { ok: true, data: { givenAt: now.toISOString() } };
  },
  { schemaFor: (locale) => (locale === "hi" ? hindiSchemas.givePurpose : givePurposeSchema) },
);

/** 'Delete my account': confirmed with her password, carried out 48 hours later. */
export const requestAccountDeletion = authorizedAction(
  "privacy.own",
  deleteAccountSchema,
  async ({ user, input }): Promise<ActionResult<{ dueAt: string }>> => {
    const account = await db.user.findUnique({
      where: { id: user.id },
      select: { passwordHash: true, deletionDueAt: true },
    });
    const m = messagesIn(user.locale);
    if (!account) return { ok: false, error: m.wrongPassword };
    if (account.deletionDueAt) return { ok: false, error: m.alreadyScheduled };
    if (!(await verifyPassword(input.password, account.passwordHash))) {
      return {
        ok: false,
        error: m.wrongPassword,
        fieldErrors: { password: [m.wrongPassword] },
      };
    }
    const now = new Date();
    const dueAt = new Date(now.getTime() + DELETION_GRACE_MS);
    await db.user.update({
      where: { id: user.id },
      data: { deletionRequestedAt: now, deletionDueAt: dueAt },
    });
    revalidatePath(PRIVACY_PATH, "layout");
    return { ok: true, data: { dueAt: dueAt.toISOString() } };
  },
  { schemaFor: (locale) => (locale === "hi" ? hindiSchemas.deleteAccount : deleteAccountSchema) },
);

/** Changes her mind within the 48 hours. */
export const cancelAccountDeletion = authorizedAction(
  "privacy.own",
  emptySchema,
  async ({ user }): Promise<ActionResult<{ cancelled: true }>> => {
    const { count } = await db.user.updateMany({
      where: { id: user.id, deletionDueAt: { gt: new Date() } },
      data: { deletionRequestedAt: null, deletionDueAt: null },
    });
    if (count === 0) return { ok: false, error: messagesIn(user.locale).notScheduled };
    revalidatePath(PRIVACY_PATH, "layout");
    return { ok: true, data: { cancelled: true } };
  },
);
