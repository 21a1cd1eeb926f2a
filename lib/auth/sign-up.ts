import "server-only";
import { isUniqueViolation, publicAction } from "@/lib/actions/safe-action";
import type { ActionResult } from "@/lib/actions/result";
import { db } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { authMessages } from "@/lib/auth/messages";
import { hashPassword, isCommonPassword } from "@/lib/auth/password";
import { consumeRateLimit, ipRateLimitSubject, type RateLimitRule } from "@/lib/rate-limit";
import { signUpMessagePriority, signUpSchema, type SignUpInput } from "@/lib/validations/auth";

/**
 * Self-registration's core, free of next/headers so tests call it directly (like lib/booking.ts):
 * validate (the shared schema, then the server-only common-password list) → per-address limit →
 * create. Patients can use their dashboard at once; doctors and coordinators wait for the owner.
 */

export const signUpRateLimit = {
  name: "sign-up-ip",
  limit: 10,
  windowMs: 60 * 60 * 1000,
} as const satisfies RateLimitRule;

export type SignUpResult = ActionResult<{ status: "active" | "pending" }>;

export type SignUpContext = {
  /** The visitor's address as the proxy reports it; only its hash is stored. */
  ip: string | null;
  now?: Date;
  db?: PrismaClient;
};

async function register(input: SignUpInput, context: SignUpContext): Promise<SignUpResult> {
  if (isCommonPassword(input.password)) {
    return {
      ok: false,
      error: authMessages.passwordCommon,
      fieldErrors: { password: [authMessages.passwordCommon] },
    };
  }

  const client = context.db ?? db;
  const now = context.now ?? new Date();
  // Counts every well-formed attempt, taken e-mails included, so the "already exists" answer
  // cannot be used to test thousands of addresses from one connection.
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
  try {
    await client.user.create({
      data: {
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: input.role,
        status,
        firstName: input.firstName,
        lastName: input.lastName,
      },
      select: { id: true },
    });
  } catch (error) {
    // The unique index decides, so two sign-ups racing for one address cannot both succeed.
    if (isUniqueViolation(error)) {
      return {
        ok: false,
        error: authMessages.alreadyRegistered,
        fieldErrors: { email: [authMessages.alreadyRegistered] },
      };
    }
    throw error;
  }
  return { ok: true, data: { status } };
}

export function createAccount(input: unknown, context: SignUpContext): Promise<SignUpResult> {
  return publicAction(signUpSchema, ({ input: valid }) => register(valid, context), {
    scope: "sign-up",
    messagePriority: signUpMessagePriority,
  })(input);
}
