import "server-only";
import { createDatabasePool, type DatabaseMonitor } from "@/lib/db/pool";
import { env } from "@/lib/env";
import { onShutdown } from "@/lib/server/shutdown.mjs";
import { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * The app's one database client: Prisma over node-postgres (no Rust query engine, see
 * prisma.config.ts), on a pool the app owns (lib/db/pool.ts: why, and how it survives a database
 * restart). Only lib/queries, lib/actions and lib/auth import it.
 */

export function createPrismaClient(
  url: string,
  poolMax: number,
): { client: PrismaClient; monitor: DatabaseMonitor } {
  const { adapter, monitor } = createDatabasePool(url, {
    max: poolMax,
    applicationName: "saheli-care",
  });
  const client = new PrismaClient({
    adapter,
    // Failed queries reach their caller, and lib/db/pool logs an outage once: Prisma's own error
    // log would add a line per failed request while the database is away.
    log: env.NODE_ENV === "development" ? ["warn", "error"] : [],
  });
  return { client, monitor };
}

// One client per process: dev hot reload re-evaluates modules, and each new client would open a pool.
const globalForDb = globalThis as unknown as {
  sahelicareDb?: PrismaClient;
  sahelicareDbMonitor?: DatabaseMonitor;
};

function getDatabase(): { client: PrismaClient; monitor: DatabaseMonitor } {
  const { sahelicareDb: client, sahelicareDbMonitor: monitor } = globalForDb;
  if (client && monitor) return { client, monitor };
  if (!env.DATABASE_URL) {
    throw new Error(
      "DATABASE_URL is not set: the app has no database. Use the quick start or set it (see .env.example).",
    );
  }
  const database = createPrismaClient(env.DATABASE_URL, env.DATABASE_POOL_MAX);
  globalForDb.sahelicareDb = database.client;
  globalForDb.sahelicareDbMonitor = database.monitor;
  // A stopping instance closes its connections once its last request is answered (serve.mjs).
  onShutdown("db", () => database.client.$disconnect());
  return database;
}

/**
 * Created on first use, not on import, so `next build` can import modules that use it without a
 * database, and a missing DATABASE_URL fails the first query with a clear message.
 */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getDatabase().client;
    const value: unknown = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

/** Whether the app can serve requests that need the database (for /api/ready). */
export function databaseReadiness() {
  return getDatabase().monitor.readiness();
}
