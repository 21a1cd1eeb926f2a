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
import { anonymiseExpiredRequests, DEFAULT_RETENTION_DAYS } from "../lib/privacy/retention";

/**
 * `npm run retention`: anonymises consultation requests closed without an appointment for longer
 * than RETENTION_DAYS (default 180). Safe to run as often as you like; schedule it daily, e.g.
 *
 *   15 3 * * *  cd /srv/saheli-care && npm run -s retention >> /var/log/saheli-retention.log 2>&1
 *
 * `npm run retention -- --dry-run` only counts what a run would anonymise.
 */

const retentionEnv = z.object({
  DATABASE_URL: z
    .string({ error: "is not set" })
    .url()
    .refine((url) => url !== DATABASE_URL_PLACEHOLDER, "is not set"),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_RETENTION_DAYS),
});

async function main(): Promise<void> {
  const parsed = retentionEnv.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Cannot run retention:\n  ${problems.join("\n  ")}`);
  }
  const { DATABASE_URL: url, RETENTION_DAYS: days } = parsed.data;
  const dryRun = process.argv.includes("--dry-run");
  const prisma = new PrismaClient({
    adapter: new PrismaPg(adapterPoolConfig(url, { max: 1 }), adapterOptions(url)),
  });
  try {
    const { anonymised, cutoff } = await anonymiseExpiredRequests(prisma, { days, dryRun });
    const verb = dryRun ? "would anonymise" : "anonymised";
    console.log(
      `[retention] ${describeDatabase(url)}: ${verb} ${anonymised} request(s) closed without an appointment before ${cutoff.toISOString()} (${days} days).`,
    );
  } finally {
    await prisma.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
