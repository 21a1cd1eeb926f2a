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
import { deleteEndedSessions, eraseDueAccounts } from "../lib/privacy/erasure";

/**
 * `npm run erasure`: carries out account deletions whose 48-hour grace period has ended. Safe to
 * run as often as you like; schedule it hourly, e.g.
 *
 *   5 * * * *  cd /srv/saheli-care && npm run -s erasure >> /var/log/saheli-erasure.log 2>&1
 */

const env = z.object({
  DATABASE_URL: z
    .string({ error: "is not set" })
    .url()
    .refine((url) => url !== DATABASE_URL_PLACEHOLDER, "is not set"),
});

async function main(): Promise<void> {
  const parsed = env.safeParse(process.env);
  if (!parsed.success)
    throw new Error(`Cannot run erasure: DATABASE_URL ${parsed.error.issues[0]?.message}`);
  const url = parsed.data.DATABASE_URL;
  const prisma = new PrismaClient({
    adapter: new PrismaPg(adapterPoolConfig(url, { max: 1 }), adapterOptions(url)),
  });
  try {
    const erased = await eraseDueAccounts(prisma);
    console.log(
      `[erasure] ${describeDatabase(url)}: erased ${erased} account(s) whose grace period had ended.`,
    );
    const ended = await deleteEndedSessions(prisma);
    console.log(`[erasure] deleted ${ended} session record(s) that ended over a day ago.`);
  } finally {
    await prisma.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
