import path from "node:path";
import { pathToFileURL } from "node:url";
import { config as loadDotenv } from "dotenv";
import { describeDatabase, isLocalDatabase, parseDatabaseUrl } from "../../lib/db/url";
import {
  ensureDatabaseExists,
  probeDatabase,
  UNDEFINED_DATABASE,
  type Probe,
  type ProbeResult,
} from "./postgres";

/**
 * Which database the app uses, decided once by the quick start:
 *   1. DATABASE_URL set: use it. If it does not answer, stop with an error and never fall back:
 *      an app that quietly switched databases would split patient records between two places.
 *   2. EMBEDDED_DB=1: the embedded PGlite server (scripts/db/embedded.ts).
 *   3. A PostgreSQL server answering on 127.0.0.1:5432 as user postgres without a password: its
 *      database saheli_care, created if missing.
 *   4. Otherwise the embedded server.
 *
 * CLI: `tsx scripts/db/resolve.ts` prints the chosen URL as the only line on stdout (everything else
 * goes to stderr), so a shell script can capture it: url="$(tsx scripts/db/resolve.ts)".
 * `--env` prints two lines instead, DATABASE_KIND=<kind> then DATABASE_URL=<url>.
 */

export type DatabaseKind = "external" | "local" | "embedded";
export type ResolvedDatabase = { kind: DatabaseKind; url: string };

export const LOCAL_SERVER = { host: "127.0.0.1", port: 5432, user: "postgres" } as const;
export const LOCAL_DATABASE_NAME = "saheli_care";
export const LOCAL_DATABASE_URL = `postgresql://${LOCAL_SERVER.user}@${LOCAL_SERVER.host}:${LOCAL_SERVER.port}/${LOCAL_DATABASE_NAME}`;
/** Probed instead of saheli_care itself, which may not exist yet. */
const LOCAL_MAINTENANCE_URL = `postgresql://${LOCAL_SERVER.user}@${LOCAL_SERVER.host}:${LOCAL_SERVER.port}/postgres`;

export const DEFAULT_EMBEDDED_PORT = 54329;

/** PGlite has one database, "postgres", and does not check passwords. */
export function embeddedDatabaseUrl(port: number = DEFAULT_EMBEDDED_PORT): string {
  return `postgresql://postgres@127.0.0.1:${port}/postgres`;
}

export function embeddedPort(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.EMBEDDED_DB_PORT?.trim();
  if (!raw) return DEFAULT_EMBEDDED_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`EMBEDDED_DB_PORT must be a port number (1-65535), got "${raw}".`);
  }
  return port;
}

export class DatabaseUnreachableError extends Error {
  readonly probe: Exclude<ProbeResult, { ok: true }>;

  constructor(url: string, probe: Exclude<ProbeResult, { ok: true }>) {
    const { host, port, database } = parseDatabaseUrl(url);
    const where = `${host}:${port}`;
    const problem =
      probe.reason === "unreachable"
        ? `the database at ${where} does not answer (${probe.message})`
        : `the server at ${where} refused the connection to database "${database}" (${probe.message})`;
    super(
      `DATABASE_URL is set but ${problem}. Not falling back to the embedded database, which would ` +
        `split patient data between two databases. Start it, fix DATABASE_URL, or unset it.`,
    );
    this.name = "DatabaseUnreachableError";
    this.probe = probe;
  }
}

export type ResolveDeps = {
  env: Readonly<Record<string, string | undefined>>;
  /** Connects to a URL and reports whether it answers. Injected in tests. */
  probe?: Probe;
  /** Creates a missing database. Injected in tests. */
  ensureDatabase?: (url: string) => Promise<"created" | "exists">;
  /** Progress notes for a person (the CLI sends them to stderr). */
  log?: (message: string) => void;
};

function isEnabled(value: string | undefined): boolean {
  return value !== undefined && ["1", "true", "yes"].includes(value.trim().toLowerCase());
}

export async function resolveDatabase({
  env,
  probe = probeDatabase,
  ensureDatabase = ensureDatabaseExists,
  log = () => {},
}: ResolveDeps): Promise<ResolvedDatabase> {
  const configured = env.DATABASE_URL?.trim();
  if (configured) {
    parseDatabaseUrl(configured); // a malformed URL fails here, with its own message
    if (isEnabled(env.EMBEDDED_DB)) log("EMBEDDED_DB is ignored because DATABASE_URL is set.");
    const result = await probe(configured);
    if (result.ok) return { kind: "external", url: configured };
    // A local server without the database yet: create it, as it would be for the default URL.
    if (
      result.reason === "rejected" &&
      result.code === UNDEFINED_DATABASE &&
      isLocalDatabase(configured)
    ) {
      await ensureDatabase(configured);
      log(`Created the database ${describeDatabase(configured)}.`);
      return { kind: "external", url: configured };
    }
    throw new DatabaseUnreachableError(configured, result);
  }

  const embeddedUrl = embeddedDatabaseUrl(embeddedPort(env));
  if (isEnabled(env.EMBEDDED_DB)) return { kind: "embedded", url: embeddedUrl };

  const local = await probe(LOCAL_MAINTENANCE_URL);
  if (local.ok) {
    let outcome: "created" | "exists";
    try {
      outcome = await ensureDatabase(LOCAL_DATABASE_URL);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `PostgreSQL answers on ${LOCAL_SERVER.host}:${LOCAL_SERVER.port} but creating the database ` +
          `${LOCAL_DATABASE_NAME} failed (${reason}). Create it yourself or set DATABASE_URL.`,
      );
    }
    if (outcome === "created") log(`Created the database ${LOCAL_DATABASE_NAME}.`);
    return { kind: "local", url: LOCAL_DATABASE_URL };
  }
  if (local.reason === "rejected") {
    log(
      `A server on ${LOCAL_SERVER.host}:${LOCAL_SERVER.port} refused user ${LOCAL_SERVER.user} ` +
        `without a password (${local.message}). Using the embedded database. To use that server, ` +
        `set DATABASE_URL.`,
    );
  }
  return { kind: "embedded", url: embeddedUrl };
}

const DESCRIPTIONS: Record<DatabaseKind, string> = {
  external: "the database DATABASE_URL names",
  local: "the local PostgreSQL server",
  embedded: "the embedded database (PGlite, start it with scripts/db/embedded.ts)",
};

async function main(): Promise<void> {
  loadDotenv({ quiet: true });
  const printEnv = process.argv.includes("--env");
  try {
    const resolved = await resolveDatabase({
      env: process.env,
      log: (message) => console.error(message),
    });
    console.error(`Using ${DESCRIPTIONS[resolved.kind]}: ${describeDatabase(resolved.url)}`);
    if (printEnv) console.log(`DATABASE_KIND=${resolved.kind}`);
    console.log(printEnv ? `DATABASE_URL=${resolved.url}` : resolved.url);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}

const invokedDirectly =
  process.argv[1] !== undefined &&
  import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) void main();
