import "server-only";
import { localePath, type Locale } from "@/content/i18n";
import { accountLanguage } from "@/lib/i18n/account-copy";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { issueVerificationLink } from "@/lib/auth/email-verification";
import { commonPasswordProblem, hashPassword } from "@/lib/auth/password";
import { enqueueEmail } from "@/lib/mail/outbox";
import { consumeRateLimit, ipRateLimitSubject, type RateLimitRule } from "@/lib/server/rate-limit";
import type { SignUpInput } from "@/lib/validations/auth";
import { VERIFY_LINK_HOURS } from "@/lib/validations/email-verification";
import { fill } from "@/lib/template";

/**
 * Self-registration's core, free of next/headers so tests call it directly (like lib/booking/submit.ts).
 * The action (lib/actions/auth.ts) has parsed the shared schema; this adds the server-only
 * common-password list → per-address limit → create. Patients can use their dashboard at once;
 * doctors and coordinators wait for the owner.
 *
 * The answer never says whether the e-mail was already registered: a taken address gets the same
 * "created" reply, after the same bcrypt work, and its holder is told by e-mail instead. A new
 * account gets a welcome e-mail, so both cases also write the same kind of row. The welcome holds
 * the link that confirms her address: until she opens it nothing is linked to her by e-mail alone.
 */

export const signUpRateLimit = {
  name: "sign-up-ip",
  limit: 10,
  windowMs: 60 * 60 * 1000,
} as const satisfies RateLimitRule;

/** At most one "someone tried to sign up with your address" e-mail per address per hour. */
export const signUpNoticeLimit = {
  name: "sign-up-notice",
  limit: 1,
  windowMs: 60 * 60 * 1000,
} as const satisfies RateLimitRule;

/**
 * lib/actions' ActionResult, spelled out: lib/actions builds on lib/auth, so lib/auth imports
 * nothing from it.
 */
export type SignUpResult =
  | { ok: true; data: { status: "active" | "pending" } }
  | { ok: false; error: string; fieldErrors?: Record<string, string[]> };

export type SignUpContext = {
  /** The visitor's address as the proxy reports it; only its hash is stored. */
  ip: string | null;
  /** The site's language when she signed up (its cookie): her screens and mails start in it. */
  locale?: Locale;
  now?: Date;
  db?: PrismaClient;
};

function signInLink(locale: Locale): string {
  return new URL(localePath(locale, "/sign-in"), env.SITE_URL).toString();
}

/** The welcome, with the link that confirms her address (lib/auth/email-verification.ts). */
function welcomeEmail(
  input: SignUpInput,
  status: "active" | "pending",
  confirmLink: string,
  locale: Locale,
) {
  const words = accountLanguage(locale).mails.welcome;
  const signIn = signInLink(locale);
  return {
    to: input.email,
    purpose: "sign-up-welcome",
    subject: words.subject,
    text: [
      fill(words.hello, { firstName: input.firstName }),
      "",
      fill(status === "active" ? words.ready : words.created, { signIn }),
      "",
      fill(status === "active" ? words.confirm : words.confirmStaff, { hours: VERIFY_LINK_HOURS }),
      confirmLink,
      "",
      words.notYou,
    ].join("\n"),
  };
}

function alreadyRegisteredEmail(email: string, locale: Locale) {
  const words = accountLanguage(locale).mails.existing;
  return {
    to: email,
    purpose: "sign-up-existing",
    subject: words.subject,
    text: [
      words.hello,
      "",
      words.body,
      fill(words.signIn, { signIn: signInLink(locale) }),
      words.forgot,
      words.notYou,
    ].join("\n"),
  };
}

export async function createAccount(
  input: SignUpInput,
  context: SignUpContext,
): Promise<SignUpResult> {
  const locale = context.locale ?? "en";
  const messages = accountLanguage(locale).messages.auth;
  const common = commonPasswordProblem(input.password, messages);
  if (common) return { ok: false, error: common, fieldErrors: { password: [common] } };

  const client = context.db ?? db;
  const now = context.now ?? new Date();
  // Counts every well-formed attempt, taken e-mails included, so nobody can send thousands of
  // e-mails or create thousands of accounts from one connection.
  const limit = await consumeRateLimit(
    client,
    signUpRateLimit,
    ipRateLimitSubject(context.ip),
    now,
  );
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil((limit.resetAt.getTime() - now.getTime()) / 60_000));
    return { ok: false, error: messages.tooManySignUps(minutes) };
  }

  const status = input.role === "patient" ? "active" : "pending";
  // Hashed whether or not the address is taken: the answer takes the same time either way.
  const passwordHash = await hashPassword(input.password);
  // skipDuplicates (ON CONFLICT DO NOTHING) rather than catching the unique violation, so a taken
  // address does not abort the transaction and both outcomes queue their e-mail in it.
  await client.$transaction(async (tx) => {
    const [created] = await tx.user.createManyAndReturn({
      data: {
        email: input.email,
        passwordHash,
        role: input.role,
        status,
        firstName: input.firstName,
        lastName: input.lastName,
        // Staff screens stay English: only a patient's account keeps a language.
        locale: input.role === "patient" ? locale : "en",
      },
      skipDuplicates: true,
      select: { id: true, email: true },
    });
    if (created) {
      const link = await issueVerificationLink(tx, created, now, locale);
      await enqueueEmail(tx, welcomeEmail(input, status, link, locale));
    } else await noticeToHolder(tx, input.email, now, locale);
  });
  return { ok: true, data: { status } };
}

async function noticeToHolder(
  tx: Prisma.TransactionClient,
  email: string,
  now: Date,
  locale: Locale,
): Promise<void> {
  const allowed = await consumeRateLimit(tx, signUpNoticeLimit, `email:${email}`, now);
  if (allowed.allowed) await enqueueEmail(tx, alreadyRegisteredEmail(email, locale));
}
