import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { TestProject } from "vitest/node";
import {
  adapterPoolConfig,
  describeDatabase,
  isLocalDatabase,
  parseDatabaseUrl,
  withDatabase,
} from "../../lib/db/url";
import { ensureDatabaseExists, probeDatabase } from "../../scripts/db/postgres";

/**
 * Global set-up of the integration project: picks the test database, refuses anything that is not a
 * local throwaway database, creates it if missing and applies the migrations once per run. That
 * database is then the template of one copy per test worker (`<name>_1`, `<name>_2`…, made afresh
 * on every run), so test files run side by side without meeting; each worker's own set-up
 * (tests/integration/worker-database.ts) points DATABASE_URL at its copy.
 */

declare module "vitest" {
  export interface ProvidedContext {
    /** Worker n's database is entry n - 1 (VITEST_POOL_ID counts from 1). */
    workerDatabaseUrls: string[];
  }
}

const DEFAULT_TEST_DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/saheli_care_test";
const root = fileURLToPath(new URL("../..", import.meta.url));

function refuse(message: string): never {
  throw new Error(`Integration tests refused to start: ${message}`);
}

function checkedTestDatabaseUrl(env: NodeJS.ProcessEnv): string {
  const configured = env.DATABASE_URL?.trim();
  if (configured && !isLocalDatabase(configured)) {
    refuse(
      `DATABASE_URL points at ${describeDatabase(configured)}, which is not on this machine. ` +
        `Tests truncate tables: unset DATABASE_URL or point it at localhost.`,
    );
  }
  const url = env.TEST_DATABASE_URL?.trim() || DEFAULT_TEST_DATABASE_URL;
  if (!isLocalDatabase(url)) {
    refuse(`TEST_DATABASE_URL must be on localhost or 127.0.0.1, got ${describeDatabase(url)}.`);
  }
  if (!/test/i.test(parseDatabaseUrl(url).database)) {
    refuse(
      `the test database's name must contain "test" (got "${parseDatabaseUrl(url).database}"): ` +
        `tests empty its tables.`,
    );
  }
  return url;
}

type Migration = { name: string; checksum: string };

function localMigrations(): Migration[] {
  const dir = path.join(root, "prisma", "migrations");
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      name: entry.name,
      checksum: createHash("sha256")
        .update(readFileSync(path.join(dir, entry.name, "migration.sql")))
        .digest("hex"),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** True when exactly the local migrations are applied, unchanged: then `migrate deploy` can be skipped. */
async function isUpToDate(url: string): Promise<boolean> {
  const client = new pg.Client(adapterPoolConfig(url));
  await client.connect();
  try {
    const table = await client.query("select to_regclass('public._prisma_migrations') as name");
    if (!table.rows[0]?.name) return false;
    const applied = await client.query<Migration>(
      `select migration_name as name, checksum from _prisma_migrations
       where finished_at is not null and rolled_back_at is null order by migration_name`,
    );
    const expected = localMigrations();
    return (
      applied.rows.length === expected.length &&
      expected.every(
        (m, i) => applied.rows[i]?.name === m.name && applied.rows[i]?.checksum === m.checksum,
      )
    );
  } finally {
    await client.end();
  }
}

function migrateDeploy(url: string): void {
  execFileSync(path.join(root, "node_modules", ".bin", "prisma"), ["migrate", "deploy"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, CHECKPOINT_DISABLE: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

function quoted(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}

/** Runs `work` on a connection to the server's maintenance database, for CREATE and DROP DATABASE. */
async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(adapterPoolConfig(withDatabase(url, "postgres")));
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function recreateDatabase(url: string): Promise<void> {
  const { database } = parseDatabaseUrl(url);
  await onServer(url, (client) =>
    client.query(`drop database if exists ${quoted(database)} with (force)`),
  );
  await ensureDatabaseExists(url);
}

/** PostgreSQL's "object in use": CREATE DATABASE … TEMPLATE needs the template to itself. */
const OBJECT_IN_USE = "55006";

/** A fresh copy of the migrated test database for each of `workers` workers. */
async function cloneForWorkers(url: string, workers: number): Promise<string[]> {
  const template = parseDatabaseUrl(url).database;
  return onServer(url, async (client) => {
    const urls: string[] = [];
    for (let worker = 1; worker <= workers; worker += 1) {
      const clone = `${template}_${worker}`;
      await client.query(`drop database if exists ${quoted(clone)} with (force)`);
      try {
        await client.query(`create database ${quoted(clone)} template ${quoted(template)}`);
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
        refuse(
          `${describeDatabase(url)} is the template of the workers' databases, and another ` +
            `session is connected to it (a dev server or psql?). Close it and run the tests again.`,
        );
      }
      // A test's commits need not wait for the disk: a throwaway copy is never recovered after a
      // crash (durability under faults is the fault test's, on a cluster of its own).
      await client.query(`alter database ${quoted(clone)} set synchronous_commit = off`);
      urls.push(withDatabase(url, clone));
    }
    return urls;
  });
}

function outputOf(error: unknown): string {
  const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
  return [stdout?.toString(), stderr?.toString()].filter(Boolean).join("\n");
}

export default async function setup(project: TestProject): Promise<void> {
  const url = checkedTestDatabaseUrl(process.env);
  const server = await probeDatabase(withDatabase(url, "postgres"));
  if (!server.ok) {
    refuse(
      `no PostgreSQL answers for ${describeDatabase(url)} (${server.message}). Start it or set TEST_DATABASE_URL.`,
    );
  }
  await ensureDatabaseExists(url);

  if (!(await isUpToDate(url))) {
    try {
      migrateDeploy(url);
    } catch (error) {
      // A throwaway database with an edited or failed migration: start it again from empty.
      console.warn(
        `migrate deploy failed on ${describeDatabase(url)}, recreating it.\n${outputOf(error)}`,
      );
      await recreateDatabase(url);
      try {
        migrateDeploy(url);
      } catch (retryError) {
        throw new Error(
          `prisma migrate deploy failed on the test database:\n${outputOf(retryError)}`,
        );
      }
    }
  }

  // The app's modules (lib/env.ts, lib/db/index.ts) read DATABASE_URL: nothing the workers start may see
  // another database, even before worker-database.ts points it at the worker's own copy.
  process.env.DATABASE_URL = url;
  const workers = project.config.maxWorkers || availableParallelism();
  project.provide("workerDatabaseUrls", await cloneForWorkers(url, workers));
}
