// Next.js's cache handler for this app (next.config.mjs `cacheHandler`): its own file-system cache,
// plus revalidations shared through PostgreSQL.
//
// Why: Next.js 15.5 keeps "tag X was revalidated at T" in a Map inside each process. With more than
// one process (scripts/serve.mjs runs one per core, and a deployment may run several servers), a
// blog post approved in one process stayed "Article Not Found" in the others, which kept serving
// the copy they had cached. Here every revalidation is also written to next_cache_tags, and each
// process reads the revalidations it has not seen before it answers from its cache.
//
// Only the revalidation times are shared, not the cached pages: each process or server keeps its
// own copies and re-renders what a revalidation made stale. `next build` never touches the
// database (pages pre-rendered at build are written to disk as usual), and when the database
// cannot be reached the process falls back to what it knows, logging why.
//
// Plain JavaScript: Next.js loads this file itself, outside the app's bundles.
import { createRequire } from "node:module";
import pg from "pg";
import { onShutdown } from "./shutdown.mjs";

const require = createRequire(import.meta.url);
const {
  default: FileSystemCache,
} = require("next/dist/server/lib/incremental-cache/file-system-cache.js");
const {
  tagsManifest,
} = require("next/dist/server/lib/incremental-cache/tags-manifest.external.js");

const building = process.env.NEXT_PHASE === "phase-production-build";
const databaseUrl = process.env.DATABASE_URL;

/**
 * Whether the shared table answers. One log line when it stops and one when it is back, not one
 * per page served. While it is away, reads ask it at most once a second, so pages are not held up
 * waiting for it and are served from what this process knows.
 */
const RETRY_WHILE_AWAY_MS = 1_000;
/** "Back" once reads have kept succeeding this long: a restart closes connections one by one. */
const RECOVERY_CONFIRMED_MS = 1_000;
const outage = { since: 0, lastTry: 0, succeedingSince: 0 };

function reportFailure(what, error) {
  outage.succeedingSince = 0;
  if (outage.since) return;
  outage.since = Date.now();
  console.error(
    `[cache] database unavailable (${error instanceof Error ? error.message : error}): ${what}; ` +
      "serving what this process knows until it is back",
  );
}

function reportSuccess() {
  if (!outage.since) return;
  const now = Date.now();
  if (!outage.succeedingSince) outage.succeedingSince = now;
  if (now - outage.succeedingSince < RECOVERY_CONFIRMED_MS) return;
  const seconds = ((outage.succeedingSince - outage.since) / 1000).toFixed(1);
  console.warn(`[cache] database reachable again after ${seconds} s`);
  outage.since = 0;
  outage.succeedingSince = 0;
}

/** While the database is away, reads try it at most once a second. */
function mayTryRead() {
  if (!outage.since) return true;
  if (Date.now() - outage.lastTry < RETRY_WHILE_AWAY_MS) return false;
  outage.lastTry = Date.now();
  return true;
}

/** One small pool per process, created on first use. */
let pool = null;
function database() {
  if (building || !databaseUrl) return null;
  if (!pool) {
    pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 2,
      idleTimeoutMillis: 30_000,
      // A page must not wait long for the shared revalidations: it can be served without them.
      connectionTimeoutMillis: 1_000,
      application_name: "saheli-care-cache",
      keepAlive: true,
    });
    // When PostgreSQL closes an idle connection (a restart, a failover), the pool reports it as an
    // 'error' event, and with no listener that is an uncaught exception in the server process. pg
    // has already dropped the connection and opens a new one on the next query. pool.query
    // releases its connection even when the query fails, so no slot is lost.
    pool.on("error", (error) => reportFailure("lost an idle connection", error));
    const closing = pool;
    onShutdown("cache-db", () => closing.end());
  }
  return pool;
}

/** The newest revalidation time this process has applied, so each read asks only for what is new. */
let seenUpTo = 0;

/**
 * How far back each read looks before `seenUpTo`. A revalidation's time is taken before its row
 * is written, so another process's earlier revalidation can commit after a later one this process
 * has already read (two workers, each revalidating at once). Without this slack that earlier one
 * would never be seen here, and this process would serve its stale copy until the tag changed
 * again. Applying a revalidation twice changes nothing.
 */
const COMMIT_SLACK_MS = 60_000;

async function applySharedRevalidations() {
  const db = database();
  if (!db || !mayTryRead()) return;
  try {
    const { rows } = await db.query(
      "SELECT tag, revalidated_at_ms FROM next_cache_tags WHERE revalidated_at_ms > $1",
      [seenUpTo - COMMIT_SLACK_MS],
    );
    reportSuccess();
    for (const { tag, revalidated_at_ms: value } of rows) {
      const at = Number(value);
      if ((tagsManifest.get(tag) ?? 0) < at) tagsManifest.set(tag, at);
      if (at > seenUpTo) seenUpTo = at;
    }
  } catch (error) {
    reportFailure("could not read shared revalidations", error);
  }
}

async function shareRevalidations(tags, at) {
  const db = database();
  if (!db || tags.length === 0) return;
  try {
    await db.query(
      `INSERT INTO next_cache_tags (tag, revalidated_at_ms)
       SELECT unnest($1::text[]), $2
       ON CONFLICT (tag) DO UPDATE SET revalidated_at_ms = GREATEST(next_cache_tags.revalidated_at_ms, EXCLUDED.revalidated_at_ms)`,
      [tags, at],
    );
    reportSuccess();
  } catch (error) {
    // Other processes keep their copy until their next revalidation of this tag: say so.
    console.error(
      "[cache] could not share a revalidation",
      error instanceof Error ? error.message : error,
    );
    reportFailure("could not share a revalidation", error);
  }
}

export default class SharedRevalidationCache extends FileSystemCache {
  async get(...args) {
    await applySharedRevalidations();
    return super.get(...args);
  }

  async revalidateTag(tags) {
    const list = typeof tags === "string" ? [tags] : [...tags];
    // Recorded here rather than by FileSystemCache.revalidateTag, which in Next.js 15.5 keeps only
    // a tag's first revalidation: a post approved after another one was saved must still count.
    const at = Date.now();
    for (const tag of list) {
      if ((tagsManifest.get(tag) ?? 0) < at) tagsManifest.set(tag, at);
    }
    await shareRevalidations(list, at);
  }
}
