import "server-only";
import { localePath, type Locale } from "@/content/i18n";
import { accountLanguage } from "@/lib/i18n/account-copy";
import type { ActionResult } from "@/lib/actions/result";
import { newOneTimeToken, oneTimeTokenHash } from "@/lib/auth/one-time-token";
import { linkVerifiedEmailBookings } from "@/lib/booking/link";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { emailVerificationEmail } from "@/lib/mail/account-mails";
import { enqueueEmail } from "@/lib/mail/outbox";
import { consumeRateLimit, ipRateLimitSubject, type RateLimitRule } from "@/lib/server/rate-limit";
import {
  VERIFY_LINK_HOURS,
  verifyMessages,
  type ResendMessages,
  type VerifyMessages,
} from "@/lib/validations/email-verification";

/**
 * Confirming her e-mail (issue 16, item 1), free of next/headers so tests call it directly (the
 * actions are in lib/actions/email-verification.ts). Sign-up mails a one-time link, stored as a
 * hash with the address it went to and working for 48 hours, like a password reset's
 * (lib/auth/password-reset.ts). Confirming sets users.email_verified_at; then every booking made
 * with that address joins her account (lib/booking/link.ts), and a doctor's or coordinator's
 * account may be approved (lib/actions/users.ts). A new address is unconfirmed again (a trigger).
 */

/** Asking for a link again, signed out, from one connection. */
export const verifyIpLimit = {
  name: "email-verification-ip",
  limit: 5,
  windowMs: 60 * 60 * 1000,
} as const satisfies RateLimitRule;

/** Per address, signed in or not: nobody can fill an inbox with our links. */
export const verifyEmailLimit = {
  name: "email-verification-email",
  limit: 3,
  windowMs: 24 * 60 * 60 * 1000,
} as const satisfies RateLimitRule;

type Account = { id: string; email: string; firstName: string };

/**
 * A fresh link for her current address, inside the caller's transaction (sign-up's, or a request
 * for a new one). The newest link is the only one that works. Returns the link to mail.
 */
export async function issueVerificationLink(
  tx: Prisma.TransactionClient,
  account: Pick<Account, "id" | "email">,
  now: Date,
  locale: Locale = "en",
): Promise<string> {
  const token = newOneTimeToken();
  await tx.emailVerification.deleteMany({ where: { userId: account.id, usedAt: null } });
  await tx.emailVerification.create({
    data: {
      userId: account.id,
      email: account.email,
      tokenHash: oneTimeTokenHash(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFY_LINK_HOURS * 60 * 60 * 1000),
    },
  });
  // Other sites never see the token: the Referrer-Policy sends them only the origin.
  return new URL(localePath(locale, `/verify-email?token=${token}`), env.SITE_URL).toString();
}

/** A fresh link, mailed: when she asks again, or when her address changes (lib/actions/profile.ts). */
export async function mailVerificationLink(
  tx: Prisma.TransactionClient,
  account: Account,
  now: Date = new Date(),
  locale: Locale = "en",
): Promise<void> {
  const link = await issueVerificationLink(tx, account, now, locale);
  await enqueueEmail(
    tx,
    emailVerificationEmail(account, link, VERIFY_LINK_HOURS, accountLanguage(locale).mails.verify),
  );
}

/** A new link, asked for signed out ("Send me a new link"): the same answer for any address. */
export async function requestVerificationLink(
  { email, locale = "en" }: { email: string; locale?: Locale },
  context: { ip: string | null; now?: Date },
): Promise<ActionResult<{ message: string }>> {
  const now = context.now ?? new Date();
  const answers = accountLanguage(locale).messages.verify;
  return db.$transaction(async (tx) => {
    const byIp = await consumeRateLimit(tx, verifyIpLimit, ipRateLimitSubject(context.ip), now);
    if (!byIp.allowed) return { ok: false, error: answers.tooMany };
    const byEmail = await consumeRateLimit(tx, verifyEmailLimit, `email:${email}`, now);
    const account = byEmail.allowed
      ? await tx.user.findFirst({
          where: {
            email,
            emailVerifiedAt: null,
            status: { not: "suspended" },
            deletionRequestedAt: null,
          },
          select: { id: true, email: true, firstName: true },
        })
      : null;
    if (account) await mailVerificationLink(tx, account, now, locale);
    return { ok: true, data: { message: answers.requested } };
  });
}

/** "Send the link again" from her dashboard: to her own address, within the same limit. */
export async function resendVerificationLink(
  userId: string,
  now: Date = new Date(),
  messages: ResendMessages = verifyMessages,
): Promise<ActionResult<{ message: string }>> {
  return db.$transaction(async (tx) => {
    const account = await tx.user.findUnique({
      where: { id: userId },
      select: { id: true, email: true, firstName: true, emailVerifiedAt: true, locale: true },
    });
    if (!account) return { ok: false, error: messages.linkInvalid };
    if (account.emailVerifiedAt) {
      return { ok: true, data: { message: messages.alreadyConfirmed } };
    }
    const limit = await consumeRateLimit(tx, verifyEmailLimit, `email:${account.email}`, now);
    if (!limit.allowed) return { ok: false, error: messages.tooMany };
    await mailVerificationLink(tx, account, now, account.locale);
    return { ok: true, data: { message: messages.resent } };
  });
}

type LinkState = { problem: string | null };

function linkProblem(
  row: { usedAt: Date | null; expiresAt: Date; email: string; user: { email: string } } | null,
  now: Date,
  answers: VerifyMessages,
): string | null {
  if (!row) return answers.linkInvalid;
  if (row.usedAt) return answers.linkUsed;
  if (row.expiresAt < now) return answers.linkExpired;
  if (row.email !== row.user.email) return answers.linkStale;
  return null;
}

/** Whether a link may still be used, for the page it opens (nothing is changed). */
export async function checkVerificationLink(
  token: string,
  now: Date = new Date(),
  locale: Locale = "en",
): Promise<LinkState> {
  const row = await db.emailVerification.findUnique({
    where: { tokenHash: oneTimeTokenHash(token) },
    select: { usedAt: true, expiresAt: true, email: true, user: { select: { email: true } } },
  });
  return { problem: linkProblem(row, now, accountLanguage(locale).messages.verify) };
}

export type Confirmed = { message: string; linked: string[] };

/**
 * "Confirm my email": marks the address confirmed, then gives a patient every booking made with it.
 * Linking runs after the confirmation commits, so a booking stored meanwhile is either seen here or
 * finds her confirmed address itself (lib/booking/submit.ts).
 */
export async function confirmEmail(
  token: string,
  now: Date = new Date(),
  locale: Locale = "en",
): Promise<ActionResult<Confirmed>> {
  const answers = accountLanguage(locale).messages.verify;
  const row = await db.emailVerification.findUnique({
    where: { tokenHash: oneTimeTokenHash(token) },
    select: {
      id: true,
      usedAt: true,
      expiresAt: true,
      email: true,
      user: { select: { id: true, email: true, role: true } },
    },
  });
  const problem = linkProblem(row, now, answers);
  if (problem || !row) return { ok: false, error: problem ?? answers.linkInvalid };

  const confirmed = await db
    .$transaction(async (tx) => {
      // Compare-and-set: a double click, or a second tab, confirms once.
      const claimed = await tx.emailVerification.updateMany({
        where: { id: row.id, usedAt: null },
        data: { usedAt: now },
      });
      if (claimed.count === 0) return false;
      // Only while the account still uses the address the link went to.
      const marked = await tx.user.updateMany({
        where: { id: row.user.id, email: row.email },
        data: { emailVerifiedAt: now },
      });
      if (marked.count === 0) throw new StaleLinkError();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof StaleLinkError) return "stale" as const;
      throw error;
    });
  if (confirmed === "stale") return { ok: false, error: answers.linkStale };
  if (!confirmed) return { ok: false, error: answers.linkUsed };

  if (row.user.role !== "patient") {
    return { ok: true, data: { message: answers.confirmedStaff, linked: [] } };
  }
  const linked = await linkVerifiedEmailBookings(row.user.id, db, now);
  return { ok: true, data: { message: answers.confirmed, linked } };
}

/** Thrown to roll the link's use back when the account has changed its address meanwhile. */
class StaleLinkError extends Error {}
