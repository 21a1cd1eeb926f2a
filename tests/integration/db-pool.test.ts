import { afterAll, describe, expect, it, vi } from "vitest";
import { createDatabasePool } from "@/lib/db/pool";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { testDatabaseUrl } from "@/tests/fixtures/db";

/**
 * The pool survives a transaction whose connection dies under it. One connection only, so a
 * connection the pool lost would fail the next query with a pool timeout.
 */
describe("lib/db/pool", () => {
  const { pool, adapter, monitor } = createDatabasePool(testDatabaseUrl(), {
    max: 1,
    applicationName: "saheli-care-pool-test",
  });
  const prisma = new PrismaClient({ adapter });

  afterAll(async () => {
    await prisma.$disconnect();
    await pool.end();
  });

  it("gives a transaction's connection back when the server ends it mid-transaction", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = await prisma
      .$transaction(async (tx) => {
        // What a database restart does to every connection: the server closes it, so the
        // ROLLBACK that ends the transaction fails too.
        await tx.$queryRaw`SELECT pg_terminate_backend(pg_backend_pid())::text`;
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();

    const [row] = await prisma.$queryRaw<{ ok: number }[]>`SELECT 1 AS ok`;
    expect(row?.ok).toBe(1);
    expect(pool.totalCount).toBe(1);
    expect(pool.waitingCount).toBe(0);
  });

  it("fails a transaction quickly and clearly when the pool has no connection to give", async () => {
    const client = await pool.connect();
    try {
      const started = Date.now();
      const failure = await prisma
        .$transaction(async () => {})
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      client.release();
    }
  });

  it("turns queries away at once while the database is away, but for one trial", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    monitor.failed(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
    logged.mockRestore();
    // The trial goes to the database; the query right behind it does not wait for a connection.
    const [trial, turnedAway] = await Promise.allSettled([
      prisma.$queryRaw`SELECT pg_sleep(0.2)::text`,
      prisma.$queryRaw`SELECT 1`,
    ]);
    expect(trial?.status).toBe("fulfilled");
    expect(turnedAway?.status).toBe("rejected");
    if (turnedAway?.status === "rejected") {
      expect(isDatabaseUnavailable(turnedAway.reason)).toBe(true);
    }
    // The trial succeeded: everything goes through again.
    await expect(prisma.$queryRaw`SELECT 1`).resolves.toBeDefined();
  });

  it("is ready when the database answers", async () => {
    await expect(monitor.readiness()).resolves.toEqual({ ready: true });
  });
});
