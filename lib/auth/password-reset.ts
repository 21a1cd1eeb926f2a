import "server-only";
import { localePath, type Locale } from "@/content/i18n";
import { accountLanguage } from "@/lib/i18n/account-copy";
import { fill } from "@/lib/template";
import type { ActionResult } from "@/lib/actions/result";
import { newOneTimeToken, oneTimeTokenHash as tokenHash } from "@/lib/auth/one-time-token";
import { hashPassword, newPasswordProblem } from "@/lib/auth/password";
import { revokeAllSessions } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { enqueueEmail } from "@/lib/mail/outbox";
import { consumeRateLimit, ipRateLimitSubject, type RateLimitRule } from "@/lib/server/rate-limit";
import { RESET_LINK_MINUTES, type PasswordResetInput } from "@/lib/validations/password-reset";

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

function resetEmail(to: string, firstName: string, link: string, locale: Locale) {
  const words = accountLanguage(locale).mails.reset;
  return {
    to,
    purpose: "password-reset",
    subject: words.subject,
    text: [
      fill(words.hello, { firstName }),
      "",
      words.asked,
      fill(words.open, { minutes: RESET_LINK_MINUTES }),
      link,
      "",
      words.notYou,
      words.questions,
    ].join("\n"),
  };
}

function changedEmail(to: string, firstName: string, locale: Locale) {
  const words = accountLanguage(locale).mails.changed;
  return {
    to,
    purpose: "password-changed",
    subject: words.subject,
    text: [fill(words.hello, { firstName }), "", words.body, "", words.notYou].join("\n"),
  };
}

/** Her request for a link, parsed by the action with passwordResetRequestSchema. */
export async function requestPasswordReset(
  { email, locale = "en" }: { email: string; locale?: Locale },
  context: { ip: string | null; now?: Date },
): Promise<ActionResult<{ message: string }>> {
  const now = context.now ?? new Date();
  const answers = accountLanguage(locale).messages.reset;
  return db.$transaction(async (tx) => {
    const byIp = await consumeRateLimit(tx, resetIpLimit, ipRateLimitSubject(context.ip), now);
    if (!byIp.allowed) return { ok: false, error: answers.tooMany };
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
      const page = localePath(locale, `/reset-password?token=${token}`);
      const link = new URL(page, env.SITE_URL).toString();
      await enqueueEmail(tx, resetEmail(email, user.firstName, link, locale));
    }
    return { ok: true, data: { message: answers.requested } };
  });
}

/** Whether a link may still be used, for the page it opens (nothing is changed). */
export async function checkResetLink(
  token: string,
  now: Date = new Date(),
  locale: Locale = "en",
): Promise<string | null> {
  const answers = accountLanguage(locale).messages.reset;
  const reset = await db.passwordReset.findUnique({ where: { tokenHash: tokenHash(token) } });
  if (!reset) return answers.linkInvalid;
  if (reset.usedAt) return answers.linkUsed;
  if (reset.expiresAt < now) return answers.linkExpired;
  return null;
}

/** The new password, parsed by the action with passwordResetSchema. */
export async function resetPassword(
  { token, password, locale = "en" }: Pick<PasswordResetInput, "token" | "password" | "locale">,
  now: Date = new Date(),
): Promise<ActionResult<{ message: string }>> {
  const { reset: answers, auth } = accountLanguage(locale).messages;
  const reset = await db.passwordReset.findUnique({
    where: { tokenHash: tokenHash(token) },
    select: {
      id: true,
      usedAt: true,
      expiresAt: true,
      user: { select: { id: true, email: true, role: true, firstName: true } },
    },
  });
  if (!reset) return { ok: false, error: answers.linkInvalid };
  if (reset.usedAt) return { ok: false, error: answers.linkUsed };
  if (reset.expiresAt < now) return { ok: false, error: answers.linkExpired };

  const { user } = reset;
  const problem = newPasswordProblem(password, { email: user.email, role: user.role }, auth);
  if (problem) return { ok: false, error: problem, fieldErrors: { password: [problem] } };
  // bcrypt's work happens before the transaction, which then holds its locks only briefly.
  const passwordHash = await hashPassword(password);

  return db.$transaction(async (tx) => {
    // Compare-and-set: a double click, or the link opened twice, changes the password once.
    const claimed = await tx.passwordReset.updateMany({
      where: { id: reset.id, usedAt: null },
      data: { usedAt: now },
    });
    if (claimed.count === 0) return { ok: false, error: answers.linkUsed };
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await revokeAllSessions(user.id, { client: tx, now });
    await enqueueEmail(tx, changedEmail(user.email, user.firstName, locale));
    return { ok: true, data: { message: answers.changed } };
  });
}
