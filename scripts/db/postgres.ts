import pg from "pg";
import { adapterPoolConfig, withDatabase } from "../../lib/db/url";

/** Small node-postgres helpers for the database scripts and the test set-up. */

export type ProbeResult =
  | { ok: true }
  /** Nothing answered: connection refused, timed out, host unknown. */
  | { ok: false; reason: "unreachable"; message: string }
  /** A server answered but refused us: wrong password, unknown database, too many connections. */
  | { ok: false; reason: "rejected"; message: string; code: string | undefined };

export type Probe = (url: string) => Promise<ProbeResult>;

export const PROBE_TIMEOUT_MS = 3_000;

const NETWORK_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EADDRNOTAVAIL",
]);

function errorCode(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "code" in error) {
    const { code } = error as { code: unknown };
    return typeof code === "string" ? code : undefined;
  }
  return undefined;
}

function errorMessage(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return error.errors.map(errorMessage).join("; ");
  }
  return error instanceof Error ? error.message || error.name : String(error);
}

function isNetworkError(error: unknown): boolean {
  const code = errorCode(error);
  if (code && NETWORK_ERROR_CODES.has(code)) return true;
  if (error instanceof AggregateError) return error.errors.every(isNetworkError);
  // node-postgres reports its own connect timeout and a server that hung up mid-handshake this way.
  return /timeout|Connection terminated unexpectedly/i.test(errorMessage(error));
}

/** Connects, runs `select 1`, disconnects. Never throws. */
export async function probeDatabase(
  url: string,
  timeoutMs: number = PROBE_TIMEOUT_MS,
): Promise<ProbeResult> {
  const client = new pg.Client({ ...adapterPoolConfig(url), connectionTimeoutMillis: timeoutMs });
  // A server that drops the connection later must not crash the process.
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
    return { ok: true };
  } catch (error) {
    const message = errorMessage(error);
    if (isNetworkError(error)) return { ok: false, reason: "unreachable", message };
    return { ok: false, reason: "rejected", message, code: errorCode(error) };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Postgres's "database does not exist" error. */
export const UNDEFINED_DATABASE = "3D000";
const DUPLICATE_DATABASE = "42P04";
/** "the database system is starting up" */
const STARTING_UP = "57P03";

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Creates the database `url` names if it is missing, connecting to the server's `postgres`
 * maintenance database. Returns whether it created it.
 */
export async function ensureDatabaseExists(url: string): Promise<"created" | "exists"> {
  const database = decodeURIComponent(new URL(url).pathname.slice(1));
  const client = new pg.Client({
    ...adapterPoolConfig(withDatabase(url, "postgres")),
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
  });
  client.on("error", () => {});
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (found.rowCount) return "exists";
    try {
      await client.query(`create database ${quoteIdentifier(database)}`);
    } catch (error) {
      // Another process created it between our check and our create.
      if (errorCode(error) === DUPLICATE_DATABASE) return "exists";
      throw error;
    }
    return "created";
  } finally {
    await client.end().catch(() => {});
  }
}

/** Polls until the database answers, for a server that is still starting. */
export async function waitForDatabase(url: string, timeoutMs: number): Promise<ProbeResult> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await probeDatabase(url, Math.min(PROBE_TIMEOUT_MS, timeoutMs));
    const starting = !result.ok && result.reason === "rejected" && result.code === STARTING_UP;
    if (result.ok || (result.reason === "rejected" && !starting) || Date.now() >= deadline) {
      return result;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
