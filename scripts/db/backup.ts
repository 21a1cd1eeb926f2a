import { execFile } from "node:child_process";
import { chmod, mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import "dotenv/config";
import { describeDatabase, parseDatabaseUrl } from "../../lib/db/url";

/**
 * `npm run db:backup`: a compressed pg_dump of the app's database (custom format, which
 * pg_restore reads table by table), named with the database and the UTC time, readable by its
 * owner only: it holds every patient record. Restore with `npm run db:restore FILE`.
 *
 *   npm run db:backup                       # into ./backups (git-ignored)
 *   npm run db:backup -- --dir /var/backups/saheli-care
 *
 * Needs pg_dump of the server's major version or newer (Debian: postgresql-client).
 */

const run = promisify(execFile);

/** libpq's environment for a URL: the password stays out of the process list. */
export function libpqEnv(url: string): NodeJS.ProcessEnv {
  const target = parseDatabaseUrl(url);
  return {
    ...process.env,
    PGHOST: target.host,
    PGPORT: String(target.port),
    PGUSER: target.user,
    PGDATABASE: target.database,
    ...(target.password ? { PGPASSWORD: target.password } : {}),
  };
}

export function backupFileName(database: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `saheli-care-${database}-${stamp}.dump`;
}

export async function backup(url: string, dir: string, now = new Date()): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, backupFileName(parseDatabaseUrl(url).database, now));
  // Created 600 by the umask below, then made sure of: a backup is as private as the database.
  await run("pg_dump", ["--format=custom", "--compress=6", "--no-owner", `--file=${file}`], {
    env: libpqEnv(url),
    maxBuffer: 16 * 1024 * 1024,
  });
  await chmod(file, 0o600);
  return file;
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("Cannot back up: DATABASE_URL is not set (see .env.example).");
  process.umask(0o077);
  const file = await backup(url, option("dir") ?? "backups");
  const { size } = await stat(file);
  console.log(
    `[backup] ${describeDatabase(url)} → ${file} (${(size / 1024).toFixed(0)} kB, mode 600)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
