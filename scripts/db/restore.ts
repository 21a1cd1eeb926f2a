import { execFile } from "node:child_process";
import { access } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import "dotenv/config";
import pg from "pg";
import { adapterPoolConfig, describeDatabase } from "../../lib/db/url";
import { libpqEnv } from "./backup";
import { ensureDatabaseExists } from "./postgres";

/**
 * `npm run db:restore FILE`: restores a backup from `npm run db:backup` into the database in
 * DATABASE_URL, which must be empty (created if missing): a restore never merges into live data.
 * Then checks with `prisma migrate status` that the restored schema is the one this code expects.
 *
 *   DATABASE_URL=postgresql://…/saheli_care_restored npm run db:restore backups/saheli-care-….dump
 */

const run = promisify(execFile);

export async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client(adapterPoolConfig(url, {}));
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = 'public'",
    );
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

export async function restore(url: string, file: string): Promise<void> {
  await access(file);
  await ensureDatabaseExists(url);
  const existing = await tablesIn(url);
  if (existing > 0) {
    throw new Error(
      `Refusing to restore into ${describeDatabase(url)}: it already has ${existing} table(s). ` +
        "Restore into a new, empty database, check it, then point the app at it.",
    );
  }
  const env = libpqEnv(url);
  const args = [
    "--no-owner",
    "--exit-on-error",
    "--single-transaction",
    `--dbname=${env.PGDATABASE}`,
  ];
  await run("pg_restore", [...args, file], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: unknown) => {
    throw new Error(`pg_restore failed: ${error instanceof Error ? error.message : error}`);
  });
}

export async function migrateStatus(url: string): Promise<string> {
  const { stdout } = await run("npx", ["prisma", "migrate", "status"], {
    env: { ...process.env, DATABASE_URL: url, CHECKPOINT_DISABLE: "1" },
  });
  return stdout.trim().split("\n").at(-1) ?? "";
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const file = process.argv[2];
  if (!url)
    throw new Error("Cannot restore: DATABASE_URL is not set (the database to restore into).");
  if (!file) throw new Error("Usage: npm run db:restore -- FILE");
  await restore(url, file);
  console.log(`[restore] ${file} → ${describeDatabase(url)}`);
  console.log(`[restore] migrate status: ${await migrateStatus(url)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
