import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { adapterOptions, adapterPoolConfig } from "@/lib/db-url";
import { env } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * The app's one database client: Prisma over node-postgres (no Rust query engine, see
 * prisma.config.ts). Only lib/queries, lib/actions and lib/auth import it.
 */

export function createPrismaClient(url: string, poolMax: number): PrismaClient {
  const adapter = new PrismaPg(
    adapterPoolConfig(url, {
      // Must not exceed what the server accepts: the embedded database serves one connection.
      max: poolMax,
      // Fail a request within seconds rather than hang when the database is down.
      connectionTimeoutMillis: 5_000,
    }),
    adapterOptions(url),
  );
  return new PrismaClient({
    adapter,
    log: env.NODE_ENV === "development" ? ["warn", "error"] : ["error"],
  });
}

// One client per process: dev hot reload re-evaluates modules, and each new client would open a pool.
const globalForDb = globalThis as unknown as { sahelicareDb?: PrismaClient };

function getClient(): PrismaClient {
  if (globalForDb.sahelicareDb) return globalForDb.sahelicareDb;
  if (!env.DATABASE_URL) {
    throw new Error(
      "DATABASE_URL is not set: the app has no database. Use the quick start or set it (see .env.example).",
    );
  }
  const client = createPrismaClient(env.DATABASE_URL, env.DATABASE_POOL_MAX);
  globalForDb.sahelicareDb = client;
  return client;
}

/**
 * Created on first use, not on import, so `next build` can import modules that use it without a
 * database, and a missing DATABASE_URL fails the first query with a clear message.
 */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getClient();
    const value: unknown = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});
