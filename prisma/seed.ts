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
import { passwordProblem, type PasswordContext } from "../lib/validations/password";
import { DEFAULT_SEED_PASSWORDS, DEMO_EMAILS, seed } from "./seed-data";

/**
 * `prisma db seed` (and `npm run db:seed`): one account per role plus demo data. Safe to re-run.
 * A command-line tool, not app code, so it reads its own variables here rather than through lib/env.ts.
 */

/** The app's password rules (all but the common-password list, which is server-only code). */
function password(context: PasswordContext) {
  return z.string().superRefine((value, ctx) => {
    const problem = passwordProblem(value, context);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}

const seedEnv = z.object({
  NODE_ENV: z.string().optional(),
  DATABASE_URL: z
    .string()
    .url()
    .refine((url) => url !== DATABASE_URL_PLACEHOLDER, "is not set"),
  OWNER_EMAIL: z.string().email().optional(),
  OWNER_PASSWORD: password({ role: "owner" }).optional(),
  SEED_OWNER_PASSWORD: password({ role: "owner", email: DEMO_EMAILS.owner }).default(
    DEFAULT_SEED_PASSWORDS.owner,
  ),
  SEED_STAFF_PASSWORD: password({ role: "coordinator", email: DEMO_EMAILS.coordinator }).default(
    DEFAULT_SEED_PASSWORDS.staff,
  ),
  SEED_PATIENT_PASSWORD: password({ role: "patient", email: DEMO_EMAILS.patient }).default(
    DEFAULT_SEED_PASSWORDS.patient,
  ),
});

async function main(): Promise<void> {
  const parsed = seedEnv.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ");
    throw new Error(`Cannot seed: ${problems}`);
  }
  const vars = parsed.data;
  const options = {
    ownerEmail: vars.OWNER_EMAIL ?? DEMO_EMAILS.owner,
    ownerPassword: vars.OWNER_PASSWORD ?? vars.SEED_OWNER_PASSWORD,
    staffPassword: vars.SEED_STAFF_PASSWORD,
    patientPassword: vars.SEED_PATIENT_PASSWORD,
  };

  const publishedDefaults = new Set<string>(Object.values(DEFAULT_SEED_PASSWORDS));
  if (
    vars.NODE_ENV === "production" &&
    [options.ownerPassword, options.staffPassword, options.patientPassword].some((p) =>
      publishedDefaults.has(p),
    )
  ) {
    throw new Error(
      "Cannot seed with NODE_ENV=production while a password is one of the defaults published in .env.example. Set OWNER_PASSWORD, SEED_STAFF_PASSWORD and SEED_PATIENT_PASSWORD.",
    );
  }

  const url = vars.DATABASE_URL;
  const prisma = new PrismaClient({
    // One connection: the seed runs one statement at a time, and the embedded server serves one.
    adapter: new PrismaPg(adapterPoolConfig(url, { max: 1 }), adapterOptions(url)),
  });
  const started = Date.now();
  try {
    const { accounts } = await seed(prisma, options);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`\nSeeded ${describeDatabase(url)} in ${seconds} s. Demo accounts:`);
    for (const account of accounts) {
      const secret = account.password ?? "(existing account: password left unchanged)";
      console.log(`  ${account.role.padEnd(11)} ${account.email.padEnd(30)} ${secret}`);
    }
  } finally {
    await prisma.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
