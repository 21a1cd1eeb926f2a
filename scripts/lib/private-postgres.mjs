// A PostgreSQL cluster of a test's own, in a temporary directory, for tests that restart or stop
// the database (test-faults.mjs, test-scale.mjs): the machine's server on 5432 is shared with
// everything else, and restarting it would break whatever else runs.
//
// Needs Debian's PostgreSQL server binaries (initdb, pg_ctl: apt-get install postgresql), the
// newest under /usr/lib/postgresql unless PG_BIN names a bin directory. Runs as any user; initdb
// refuses root, so as root the cluster belongs to "postgres", in a directory that user owns.
import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

/** The newest installed PostgreSQL's bin directory, or PG_BIN. */
export function postgresBin(env = process.env) {
  if (env.PG_BIN) return env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, "bin", "pg_ctl")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error("no PostgreSQL server binaries: apt-get install postgresql (or set PG_BIN)");
  }
  return path.join(root, versions[0], "bin");
}

/**
 * Creates (initdb) and starts a cluster on 127.0.0.1:`port` with one empty database, in a new
 * temporary directory whose name starts with `prefix`. The directory also suits the test's own
 * logs (`dir`). Call `remove()` when done, on failure too.
 */
export async function startPrivateCluster({ port, database, prefix = "saheli-pg-" }) {
  const bin = postgresBin();
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (asRoot) chownSync(dir, Number((await run("id", ["-u", "postgres"])).stdout.trim()), -1);
  const data = path.join(dir, "data");
  const log = path.join(dir, "postgresql.log");

  const tool = (name, args) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, name), ...args]]
      : [path.join(bin, name), args];
    return run(file, argv, { cwd: dir });
  };
  // Always -l: otherwise the server keeps the caller's output pipe open.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const pgCtl = (...args) => tool("pg_ctl", ["-D", data, "-l", log, "-w", ...args]);

  const cluster = {
    bin,
    dir,
    log,
    databaseUrl: `postgresql://postgres@127.0.0.1:${port}/${database}`,
    /** pg_ctl -w: each resolves once the server accepts connections (or has stopped). */
    start: () => pgCtl("-o", options, "start"),
    restart: (mode = "fast") => pgCtl("-o", options, "-m", mode, "restart"),
    stop: (mode = "fast") => pgCtl("-m", mode, "stop"),
    /** `prisma migrate deploy` against the database; `extra` adds to the environment. */
    async migrate(extra = {}) {
      const env = {
        ...process.env,
        DATABASE_URL: cluster.databaseUrl,
        CHECKPOINT_DISABLE: "1",
        NODE_ENV: "development",
        ...extra,
      };
      await run("npx", ["prisma", "migrate", "deploy"], { env });
      return env;
    },
    /** Stops the server at once and deletes the directory, unless `keep`. */
    async remove({ keep = false } = {}) {
      await pgCtl("-m", "immediate", "stop").catch(() => {});
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };

  try {
    await tool("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
    await cluster.start();
    const admin = new pg.Client({
      connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
  } catch (error) {
    // pg_ctl says only "Examine the log output": the reason (a port in use, say) is in the log.
    const log = existsSync(cluster.log) ? readFileSync(cluster.log, "utf8").trim() : "";
    await cluster.remove();
    if (log && error instanceof Error) error.message += `\n${log.split("\n").slice(-5).join("\n")}`;
    throw error;
  }
  return cluster;
}
