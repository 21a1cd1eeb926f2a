import type { PoolConfig } from "pg";

/**
 * Pure helpers around DATABASE_URL, shared by lib/db/index.ts, prisma.config.ts, the seed and scripts/db.
 * No "server-only" here: the Prisma CLI and plain Node scripts import this file too.
 */

export type DatabaseTarget = {
  host: string;
  port: number;
  user: string;
  password: string | undefined;
  database: string;
  /** Postgres schema from `?schema=`; the pg adapter needs it as an option, it ignores the URL. */
  schema: string | undefined;
  /** From `?sslmode=`; undefined means no TLS (local servers). */
  ssl: PoolConfig["ssl"];
};

export class InvalidDatabaseUrlError extends Error {
  constructor(reason: string) {
    super(`DATABASE_URL is not a usable PostgreSQL URL: ${reason}`);
    this.name = "InvalidDatabaseUrlError";
  }
}

const DEFAULT_PORT = 5432;

/**
 * What prisma.config.ts puts in DATABASE_URL when it is unset, so `prisma generate` works without a
 * database. Child processes of the CLI (the seed) inherit it and must treat it as unset.
 */
export const DATABASE_URL_PLACEHOLDER = "postgresql://unset@127.0.0.1:5432/database_url_is_not_set";

function sslFromMode(mode: string | null): PoolConfig["ssl"] {
  switch (mode) {
    case null:
    case "disable":
    case "allow":
    case "prefer":
      return undefined;
    // libpq's "require" encrypts without checking the certificate; node-postgres needs that spelled out.
    case "require":
    case "no-verify":
      return { rejectUnauthorized: false };
    case "verify-ca":
    case "verify-full":
      return { rejectUnauthorized: true };
    default:
      throw new InvalidDatabaseUrlError(`unknown sslmode "${mode}"`);
  }
}

export function parseDatabaseUrl(url: string): DatabaseTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new InvalidDatabaseUrlError("it cannot be parsed as a URL");
  }
  if (parsed.protocol !== "postgresql:" && parsed.protocol !== "postgres:") {
    throw new InvalidDatabaseUrlError(`expected postgresql://, got ${parsed.protocol}//`);
  }
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ""));
  if (!database) throw new InvalidDatabaseUrlError("it names no database (…/database_name)");
  if (!parsed.hostname) throw new InvalidDatabaseUrlError("it names no host");

  const port = parsed.port ? Number(parsed.port) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new InvalidDatabaseUrlError(`invalid port "${parsed.port}"`);
  }

  return {
    // URL keeps the brackets of an IPv6 literal; pg wants the bare address.
    host: parsed.hostname.replace(/^\[(.*)\]$/, "$1"),
    port,
    user: parsed.username ? decodeURIComponent(parsed.username) : "postgres",
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    database,
    schema: parsed.searchParams.get("schema") ?? undefined,
    ssl: sslFromMode(parsed.searchParams.get("sslmode")),
  };
}

/**
 * Pool settings for @prisma/adapter-pg. Discrete fields rather than a connection string: the adapter's
 * shadow-database helper (used by `prisma migrate dev`) overrides only `database`, and a
 * connectionString would win over that override.
 */
export function adapterPoolConfig(
  url: string,
  overrides: Pick<PoolConfig, "max" | "idleTimeoutMillis" | "connectionTimeoutMillis"> = {},
): PoolConfig {
  const { host, port, user, password, database, ssl } = parseDatabaseUrl(url);
  return {
    host,
    port,
    user,
    database,
    ...(password === undefined ? {} : { password }),
    ...(ssl === undefined ? {} : { ssl }),
    ...overrides,
  };
}

/** The adapter option for a non-default schema, or nothing. */
export function adapterOptions(url: string): { schema: string } | undefined {
  const { schema } = parseDatabaseUrl(url);
  return schema ? { schema } : undefined;
}

/** "host:port/database", for messages. Never includes the password. */
export function describeDatabase(url: string): string {
  const { host, port, database } = parseDatabaseUrl(url);
  return `${host.includes(":") ? `[${host}]` : host}:${port}/${database}`;
}

/** The same server with another database name (for the test database and `CREATE DATABASE`). */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1"]);

export function isLocalDatabase(url: string): boolean {
  return LOCAL_HOSTS.has(parseDatabaseUrl(url).host);
}
