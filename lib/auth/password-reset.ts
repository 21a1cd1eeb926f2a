import "server-only";
import { siteConfig } from "@/content/site";
import type { ActionResult } from "@/lib/actions/result";
import { newOneTimeToken, oneTimeTokenHash as tokenHash } from "@/lib/auth/one-time-token";
import { hashPassword, newPasswordProblem } from "@/lib/auth/password";
import { revokeAllSessions } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { enqueueEmail } from "@/lib/mail/outbox";
import { consumeRateLimit, ipRateLimitSubject, type RateLimitRule } from "@/lib/rate-limit";
import {
  RESET_LINK_MINUTES,
  resetMessages,
  type PasswordResetInput,
} from "@/lib/validations/password-reset";

/**
 * 'Forgot password?' (free of next/headers, so tests call it directly; the actions are in
 * lib/actions/password-reset.ts). She gives her e-mail; if an account that may sign in uses it, a
 * one-time link goes there, and the page says the same whether or not one does. Following the link,
 * she chooses a new password under the sign-up rules; every session of the account ends, and a
 * notice tells the address that the password changed.
 */

export const resetIpLimit = {
  name: "password-reset-ip",
  limit: 5,
  windowMs: 60 * 60 * 1000,
} as const satisfies RateLimitRule;

/** Per address, quietly: nobody can fill a stranger's inbox with our e-mails. */
export const resetEmailLimit = {
  name: "password-reset-email",
  limit: 3,
  windowMs: 24 * 60 * 60 * 1000,
} as const satisfies RateLimitRule;

function resetEmail(to: string, firstName: string, link: string) {
  return {
    to,
    purpose: "password-reset",
    subject: `Choose a new ${siteConfig.name} password`,
    text: [
      `Hello ${firstName},`,
      "",
      `Someone, we hope you, asked to choose a new password for your ${siteConfig.name} account.`,
      `Open this link within ${RESET_LINK_MINUTES} minutes to choose it. The link works once:`,
      link,
      "",
      "If you did not ask, ignore this email: your password stays as it is.",
      `Questions: ${siteConfig.email} or ${siteConfig.phone.display}.`,
    ].join("\n"),
  };
}

function changedEmail(to: string, firstName: string) {
  return {
    to,
    purpose: "password-changed",
    subject: `Your ${siteConfig.name} password was changed`,
    text: [
      `Hello ${firstName},`,
      "",
      `The password of your ${siteConfig.name} account was just changed, and every device that was signed in has been signed out.`,
      "",
      `If this was not you, call us at once on ${siteConfig.phone.display} or write to ${siteConfig.email}.`,
    ].join("\n"),
  };
}

/** Her request for a link, parsed by the action with passwordResetRequestSchema. */
export async function requestPasswordReset(
  { email }: { email: string },
  context: { ip: string | null; now?: Date },
): Promise<ActionResult<{ message: string }>> {
  const now = context.now ?? new Date();
  return db.$transaction(async (tx) => {
    const byIp = await consumeRateLimit(tx, resetIpLimit, ipRateLimitSubject(context.ip), now);
    if (!byIp.allowed) return { ok: false, error: resetMessages.tooMany };
    const byEmail = await consumeRateLimit(tx, resetEmailLimit, `email:${email}`, now);
    // A suspended account cannot sign in, and an account being erased is on its way out: neither
    // gets a link. Nothing on the page says so.
    const user = byEmail.allowed
      ? await tx.user.findFirst({
          where: { email, status: { not: "suspended" }, deletionRequestedAt: null },
          select: { id: true, firstName: true },
        })
      : null;
    if (user) {
      const token = newOneTimeToken();
      // The newest link is the only one that works.
      await tx.passwordReset.deleteMany({ where: { userId: user.id, usedAt: null } });
      await tx.passwordReset.create({
        data: {
          userId: user.id,
          tokenHash: tokenHash(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
        },
      });
      // Other sites never see the token: the Referrer-Policy sends them only the origin.
      const link = new URL(`/reset-password?token=${token}`, env.SITE_URL).toString();
      await enqueueEmail(tx, resetEmail(email, user.firstName, link));
    }
    return { ok: true, data: { message: resetMessages.requested } };
  });
}

/** Whether a link may still be used, for the page it opens (nothing is changed). */
export async function checkResetLink(
  token: string,
  now: Date = new Date(),
): Promise<string | null> {
  const reset = await db.passwordReset.findUnique({ where: { tokenHash: tokenHash(token) } });
  if (!reset) return resetMessages.linkInvalid;
  if (reset.usedAt) return resetMessages.linkUsed;
  if (reset.expiresAt < now) return resetMessages.linkExpired;
  return null;
}

/** The new password, parsed by the action with passwordResetSchema. */
export async function resetPassword(
  { token, password }: Pick<PasswordResetInput, "token" | "password">,
  now: Date = new Date(),
): Promise<ActionResult<{ message: string }>> {
  const reset = await db.passwordReset.findUnique({
    where: { tokenHash: tokenHash(token) },
    select: {
      id: true,
      usedAt: true,
      expiresAt: true,
      user: { select: { id: true, email: true, role: true, firstName: true } },
    },
  });
  if (!reset) return { ok: false, error: resetMessages.linkInvalid };
  if (reset.usedAt) return { ok: false, error: resetMessages.linkUsed };
  if (reset.expiresAt < now) return { ok: false, error: resetMessages.linkExpired };

  const { user } = reset;
  const problem = newPasswordProblem(password, { email: user.email, role: user.role });
  if (problem) return { ok: false, error: problem, fieldErrors: { password: [problem] } };
  // bcrypt's work happens before the transaction, which then holds its locks only briefly.
  const passwordHash = await hashPassword(password);

  return db.$transaction(async (tx) => {
    // Compare-and-set: a double click, or the link opened twice, changes the password once.
    const claimed = await tx.passwordReset.updateMany({
      where: { id: reset.id, usedAt: null },
      data: { usedAt: now },
    });
    if (claimed.count === 0) return { ok: false, error: resetMessages.linkUsed };
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await revokeAllSessions(user.id, { client: tx, now });
    await enqueueEmail(tx, changedEmail(user.email, user.firstName));
    return { ok: true, data: { message: resetMessages.changed } };
  });
}
