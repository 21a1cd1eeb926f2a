import "dotenv/config";
import { PrismaPg } from "@prisma/adapter-pg";
import { z } from "zod";
import {
  adapterOptions,
  adapterPoolConfig,
  DATABASE_URL_PLACEHOLDER,
  describeDatabase,
} from "../lib/db/url";
import { PrismaClient } from "../lib/generated/prisma/client";
import { authMessages } from "../lib/validations/auth-messages";
import { hashPassword, newPasswordProblem } from "../lib/auth/password";
import { authLimits, EMAIL_PATTERN, utf8ByteLength } from "../lib/validations/auth";

/**
 * `npm run owner:create`: creates the clinic owner's account, or resets an existing account with
 * that e-mail to an active owner with the new password. Owner accounts cannot be self-registered,
 * so this is how the first one (and a locked-out one) comes to be.
 *
 *   OWNER_EMAIL=owner@example.in OWNER_PASSWORD='a-long-unique-password' npm run owner:create
 *
 * A command-line tool, not app code: it reads its own variables (like prisma/seed.ts). It runs
 * with the react-server condition (see package.json) because lib/auth/password.ts is server-only.
 * The seed (prisma/seed-data.ts) also creates an owner from OWNER_EMAIL, but only when missing and
 * never changes a password, so this script does its own upsert.
 */

const ownerEnv = z
  .object({
    DATABASE_URL: z
      .string({ error: "is not set" })
      .url()
      .refine((url) => url !== DATABASE_URL_PLACEHOLDER, "is not set"),
    OWNER_EMAIL: z
      .string({ error: "is not set" })
      .trim()
      .toLowerCase()
      .regex(EMAIL_PATTERN, authMessages.invalidEmail),
    OWNER_PASSWORD: z
      .string({ error: "is not set" })
      .refine(
        (p) => utf8ByteLength(p) <= authLimits.passwordMaxBytes,
        authMessages.passwordTooLong,
      ),
    OWNER_FIRST_NAME: z.string().trim().min(1).default("Clinic"),
    OWNER_LAST_NAME: z.string().trim().min(1).default("Owner"),
  })
  // The same rules as sign-up, at the owner's length, judged against her e-mail.
  .superRefine((vars, ctx) => {
    const problem = newPasswordProblem(vars.OWNER_PASSWORD, {
      email: vars.OWNER_EMAIL,
      role: "owner",
    });
    if (problem) ctx.addIssue({ code: "custom", path: ["OWNER_PASSWORD"], message: problem });
  });

async function main(): Promise<void> {
  const parsed = ownerEnv.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Cannot create the owner account:\n  ${problems.join("\n  ")}`);
  }
  const vars = parsed.data;
  const url = vars.DATABASE_URL;
  const prisma = new PrismaClient({
    adapter: new PrismaPg(adapterPoolConfig(url, { max: 1 }), adapterOptions(url)),
  });
  try {
    const passwordHash = await hashPassword(vars.OWNER_PASSWORD);
    const existing = await prisma.user.findUnique({
      where: { email: vars.OWNER_EMAIL },
      select: { id: true, role: true, status: true },
    });
    if (existing) {
      await prisma.$transaction([
        prisma.user.update({
          where: { id: existing.id },
          // Only doctors link to a catalogue entry (a CHECK constraint).
          data: { passwordHash, role: "owner", status: "active", doctorCatalogueId: null },
        }),
        // A new password and role: whoever held the old ones is signed out everywhere.
        prisma.userSession.updateMany({
          where: { userId: existing.id, revokedAt: null },
          data: { revokedAt: new Date() },
        }),
      ]);
      const was = existing.role === "owner" ? "" : ` (was ${existing.role}, ${existing.status})`;
      console.log(
        `Updated ${vars.OWNER_EMAIL} in ${describeDatabase(url)}: active owner, new password${was}.`,
      );
    } else {
      await prisma.user.create({
        data: {
          email: vars.OWNER_EMAIL,
          passwordHash,
          role: "owner",
          status: "active",
          firstName: vars.OWNER_FIRST_NAME,
          lastName: vars.OWNER_LAST_NAME,
        },
      });
      console.log(`Created the owner account ${vars.OWNER_EMAIL} in ${describeDatabase(url)}.`);
    }
  } finally {
    await prisma.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
