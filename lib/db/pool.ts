import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapterFactory } from "@prisma/client/runtime/client";
import pg from "pg";
import { adapterOptions, adapterPoolConfig } from "@/lib/db/url";
import { DatabaseUnavailableError, isDatabaseUnavailable, isPoolTimeout } from "@/lib/db/errors";

/**
 * The app's connection pool, owned here and handed to Prisma's pg adapter, so that it survives
 * PostgreSQL going away (a restart, a failover, every connection killed) without a process restart.
 *
 * Why not let the adapter build its own pool: @prisma/client 6.19 ends an interactive transaction
 * by sending ROLLBACK (or COMMIT) and only then asking the adapter to release its connection. When
 * the server has gone away that statement fails, the release is never asked for, and pg-pool keeps
 * counting the dead connection as checked out. A restart during bookings lost one pool slot per
 * transaction in flight; once all were lost, every request waited for the pool's connection
 * timeout and failed, until the process was restarted. `ReleasingTransaction` below releases the
 * connection however the transaction ends. It can go once @prisma/client (7.x) releases it itself
 * after a failed ROLLBACK/COMMIT and we can run that version here.
 */

/** How long a request waits for a connection before it fails with "database unavailable". */
export const CONNECT_TIMEOUT_MS = 2_000;
/** A pool with no free connection for this long, and requests waiting, is "not ready". */
export const SATURATED_AFTER_MS = 5_000;

// The driver adapter interfaces as @prisma/client 6.19 declares them (the adapter is 7.10).
type SqlDriverAdapter = Awaited<ReturnType<SqlDriverAdapterFactory["connect"]>>;
type Transaction = Awaited<ReturnType<SqlDriverAdapter["startTransaction"]>>;
type SqlQuery = Parameters<SqlDriverAdapter["queryRaw"]>[0];

export type Readiness = { ready: true } | { ready: false; reason: string };

/** A recovery counts once queries have kept succeeding this long (no flapping log lines). */
const RECOVERY_CONFIRMED_MS = 1_000;
/** While the database is away, one query per interval tries it; the others fail at once. */
const TRIAL_INTERVAL_MS = 250;

type Outage = { since: number; recovering: { since: number; timer: NodeJS.Timeout } | null };

/**
 * Whether the database answers, from what the app's own queries see. Logs one line when it stops
 * answering and one when it is back, however many requests fail in between: during a restart,
 * queries on connections the server has not closed yet still succeed between failures, so "back"
 * waits until no failure has followed a success for RECOVERY_CONFIRMED_MS.
 *
 * While it is away, queries fail at once (DatabaseUnavailableError) except one trial per
 * TRIAL_INTERVAL_MS: a patient learns in well under a second that nothing was saved, the process
 * does not pile up requests waiting for connections, and the first trial that succeeds lets every
 * query through again.
 */
export class DatabaseMonitor {
  #outage: Outage | null = null;
  #lastTrial = 0;
  /** Last time a connection went back to the pool (or the pool was created). */
  #lastRelease = Date.now();

  constructor(
    private readonly pool: pg.Pool,
    private readonly label: string,
    private readonly max: number,
  ) {
    pool.on("release", () => {
      this.#lastRelease = Date.now();
    });
    pool.on("connect", (client) => {
      this.succeeded();
      // pg-pool listens for a connection's errors only while it is idle, and the adapter only
      // from the moment it has received it from pool.connect(): an error arriving in between (the
      // server's "terminating connection" right behind the connection's last message) had no
      // listener and was an uncaught exception. The connection is unusable after it either way,
      // and whoever uses it next learns so.
      client.on("error", (error) => this.failed(error));
    });
    // PostgreSQL closed an idle connection (a restart, pg_terminate_backend): pg-pool has already
    // dropped it and opens a new one when needed. Without a listener this would crash the process.
    pool.on("error", (error) => this.failed(error));
  }

  succeeded(): void {
    const outage = this.#outage;
    if (!outage || outage.recovering) return;
    const since = Date.now();
    const timer = setTimeout(() => {
      this.#outage = null;
      const seconds = ((since - outage.since) / 1000).toFixed(1);
      console.warn(`[${this.label}] database reachable again after ${seconds} s`);
    }, RECOVERY_CONFIRMED_MS);
    timer.unref();
    outage.recovering = { since, timer };
  }

  /** Reports an error if it means the database is away; other errors are the caller's business. */
  failed(error: unknown): void {
    // A pool timeout with connections still coming back is load, not an outage.
    if (isPoolTimeout(error) && !this.#saturated()) return;
    if (!isDatabaseUnavailable(error)) return;
    if (this.#outage) {
      if (this.#outage.recovering) clearTimeout(this.#outage.recovering.timer);
      this.#outage.recovering = null;
      return;
    }
    this.#outage = { since: Date.now(), recovering: null };
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      `[${this.label}] database unavailable (${reason}); requests that need it fail until it is back`,
    );
  }

  /** True when no connection has been free for SATURATED_AFTER_MS and requests are waiting. */
  #saturated(): boolean {
    const { idleCount, totalCount, waitingCount } = this.pool;
    return (
      idleCount === 0 &&
      totalCount >= this.max &&
      waitingCount > 0 &&
      Date.now() - this.#lastRelease > SATURATED_AFTER_MS
    );
  }

  /** Throws DatabaseUnavailableError while the database is away, but for one trial per interval. */
  admit(): void {
    if (!this.#outage || this.#outage.recovering) return;
    const now = Date.now();
    if (now - this.#lastTrial < TRIAL_INTERVAL_MS) throw new DatabaseUnavailableError();
    this.#lastTrial = now;
  }

  async track<T>(operation: () => Promise<T>): Promise<T> {
    try {
      const result = await operation();
      this.succeeded();
      return result;
    } catch (error) {
      this.failed(error);
      throw error;
    }
  }

  /** For /api/ready: a stuck pool or a database that does not answer a trivial query. */
  async readiness(): Promise<Readiness> {
    if (this.#saturated()) return { ready: false, reason: "no free database connection" };
    try {
      await this.track(() => this.pool.query("SELECT 1"));
      return { ready: true };
    } catch (error) {
      // Busy, with connections still coming back: slow, but serving.
      if (isPoolTimeout(error) && !this.#saturated()) return { ready: true };
      return { ready: false, reason: "database unavailable" };
    }
  }
}

const TRANSACTION_END = new Set(["COMMIT", "ROLLBACK"]);

/**
 * An adapter transaction whose connection goes back to the pool however the transaction ends,
 * exactly once. When its COMMIT or ROLLBACK fails (the server went away), the connection is
 * released at once: pg-pool then discards it, since a connection that failed is no longer
 * queryable, and opens a fresh one for the next request.
 */
class ReleasingTransaction implements Transaction {
  readonly provider;
  readonly adapterName;
  readonly options;
  #released = false;

  constructor(
    private readonly inner: Transaction,
    private readonly monitor: DatabaseMonitor,
  ) {
    this.provider = inner.provider;
    this.adapterName = inner.adapterName;
    this.options = inner.options;
  }

  queryRaw(query: SqlQuery) {
    return this.monitor.track(() => this.inner.queryRaw(query));
  }

  async executeRaw(query: SqlQuery): Promise<number> {
    try {
      return await this.monitor.track(() => this.inner.executeRaw(query));
    } catch (error) {
      if (TRANSACTION_END.has(query.sql.trim().toUpperCase())) await this.rollback();
      throw error;
    }
  }

  async commit(): Promise<void> {
    if (this.#released) return;
    this.#released = true;
    await this.inner.commit();
  }

  /** Also the release after a failed COMMIT: the adapter's commit and rollback only release. */
  async rollback(): Promise<void> {
    if (this.#released) return;
    this.#released = true;
    await this.inner.rollback();
  }
}

/** The pg adapter with releasing transactions, and every outcome reported to the monitor. */
class MonitoredAdapter implements SqlDriverAdapter {
  readonly provider;
  readonly adapterName;
  readonly getConnectionInfo;

  constructor(
    private readonly inner: SqlDriverAdapter,
    private readonly monitor: DatabaseMonitor,
  ) {
    this.provider = inner.provider;
    this.adapterName = inner.adapterName;
    this.getConnectionInfo = inner.getConnectionInfo?.bind(inner);
  }

  // Only what starts work is turned away while the database is away; a transaction already
  // running keeps its connection and ends with its own ROLLBACK or COMMIT.
  async queryRaw(query: SqlQuery) {
    this.monitor.admit();
    return this.monitor.track(() => this.inner.queryRaw(query));
  }

  async executeRaw(query: SqlQuery) {
    this.monitor.admit();
    return this.monitor.track(() => this.inner.executeRaw(query));
  }

  async executeScript(script: string) {
    this.monitor.admit();
    return this.monitor.track(() => this.inner.executeScript(script));
  }

  async startTransaction(
    ...args: Parameters<SqlDriverAdapter["startTransaction"]>
  ): Promise<Transaction> {
    this.monitor.admit();
    const transaction = await this.monitor.track(() => this.inner.startTransaction(...args));
    return new ReleasingTransaction(transaction, this.monitor);
  }

  dispose() {
    return this.inner.dispose();
  }
}

/** What PrismaClient takes as `adapter`: PrismaPg's factory, handing out MonitoredAdapter. */
class MonitoredPrismaPg implements SqlDriverAdapterFactory {
  readonly provider: SqlDriverAdapterFactory["provider"];
  readonly adapterName: string;

  constructor(
    private readonly inner: PrismaPg,
    private readonly monitor: DatabaseMonitor,
  ) {
    this.provider = inner.provider;
    this.adapterName = inner.adapterName;
  }

  async connect(): Promise<SqlDriverAdapter> {
    return new MonitoredAdapter(await this.inner.connect(), this.monitor);
  }
}

export type DatabasePool = {
  pool: pg.Pool;
  monitor: DatabaseMonitor;
  adapter: MonitoredPrismaPg;
};

/**
 * The pool and the Prisma adapter over it. `applicationName` shows in pg_stat_activity, so an
 * operator (and the fault test) can count the app's connections.
 */
export function createDatabasePool(
  url: string,
  { max, applicationName }: { max: number; applicationName: string },
): DatabasePool {
  const pool = new pg.Pool({
    ...adapterPoolConfig(url, {
      // Must not exceed what the server accepts: the embedded database serves one connection.
      max,
      // Fail a request within about two seconds rather than hang when the database is away.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    }),
    application_name: applicationName,
    // Notices a server that vanished without closing its connections (a host gone, a cable).
    keepAlive: true,
    // Idle connections do not keep the process alive: a command-line run (reminders, erasure)
    // exits when its work is done rather than ten seconds later, when the idle ones time out.
    // The server is kept alive by its listener, not by its pool.
    allowExitOnIdle: true,
  });
  const monitor = new DatabaseMonitor(pool, "db", max);
  const adapter = new MonitoredPrismaPg(new PrismaPg(pool, adapterOptions(url)), monitor);
  return { pool, monitor, adapter };
}
