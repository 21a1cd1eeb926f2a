import "server-only";
import type { Locale } from "@/content/i18n";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { authMessages } from "@/lib/validations/auth-messages";
import { issueVerificationLink } from "@/lib/auth/email-verification";
import { commonPasswordProblem, hashPassword } from "@/lib/auth/password";
import { enqueueEmail } from "@/lib/mail/outbox";
import { consumeRateLimit, ipRateLimitSubject, type RateLimitRule } from "@/lib/rate-limit";
import type { SignUpInput } from "@/lib/validations/auth";
import { VERIFY_LINK_HOURS } from "@/lib/validations/email-verification";
import { siteConfig } from "@/content/site";

/**
 * Self-registration's core, free of next/headers so tests call it directly (like lib/booking.ts).
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

function signInLink(): string {
  return new URL("/sign-in", env.SITE_URL).toString();
}

/** The welcome, with the link that confirms her address (lib/auth/email-verification.ts). */
function welcomeEmail(input: SignUpInput, status: "active" | "pending", confirmLink: string) {
  return {
    to: input.email,
    purpose: "sign-up-welcome",
    subject: `Your ${siteConfig.name} account`,
    text: [
      `Hello ${input.firstName},`,
      "",
      status === "active"
        ? `Your ${siteConfig.name} account is ready. Sign in at ${signInLink()}`
        : `Your ${siteConfig.name} account has been created. The clinic will review it; you can sign in once it is approved: ${signInLink()}`,
      "",
      status === "active"
        ? `Please confirm that this is your email address: open this link within ${VERIFY_LINK_HOURS} hours and press "Confirm my email". Once you have, bookings you make with this address, on any device, appear in your account.`
        : `Please confirm that this is your email address: open this link within ${VERIFY_LINK_HOURS} hours and press "Confirm my email". The clinic approves an account only once its email is confirmed.`,
      confirmLink,
      "",
      `If you did not create this account, tell us: ${siteConfig.email} or ${siteConfig.phone.display}.`,
    ].join("\n"),
  };
}

function alreadyRegisteredEmail(email: string) {
  return {
    to: email,
    purpose: "sign-up-existing",
    subject: `Someone tried to create a ${siteConfig.name} account with your email`,
    text: [
      "Hello,",
      "",
      `Someone, perhaps you, tried to create a ${siteConfig.name} account with this email address. You already have one, so nothing was created and your account has not changed.`,
      `To use it, sign in at ${signInLink()}`,
      `If you cannot remember your password, contact the clinic: ${siteConfig.email} or ${siteConfig.phone.display}.`,
      "If it was not you, you can ignore this email.",
    ].join("\n"),
  };
}

export async function createAccount(
  input: SignUpInput,
  context: SignUpContext,
): Promise<SignUpResult> {
  const common = commonPasswordProblem(input.password);
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
    return { ok: false, error: authMessages.tooManySignUps(minutes) };
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
        locale: input.role === "patient" ? (context.locale ?? "en") : "en",
      },
      skipDuplicates: true,
      select: { id: true, email: true },
    });
    if (created) {
      const link = await issueVerificationLink(tx, created, now);
      await enqueueEmail(tx, welcomeEmail(input, status, link));
    } else await noticeToHolder(tx, input.email, now);
  });
  return { ok: true, data: { status } };
}

async function noticeToHolder(
  tx: Prisma.TransactionClient,
  email: string,
  now: Date,
): Promise<void> {
  const allowed = await consumeRateLimit(tx, signUpNoticeLimit, `email:${email}`, now);
  if (allowed.allowed) await enqueueEmail(tx, alreadyRegisteredEmail(email));
}
