import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { config as loadDotenv } from "dotenv";
import { probeDatabase } from "./postgres";
import { embeddedDatabaseUrl, embeddedPort } from "./resolve";

/**
 * Embedded PostgreSQL for a first run with no database server: PGlite (Postgres compiled to WASM)
 * served over the Postgres wire protocol on 127.0.0.1:EMBEDDED_DB_PORT (54329), data in .data/pglite.
 * Runs until stopped (Ctrl-C, or `kill $(cat .data/pglite.pid)`): stop it that way, not with kill -9,
 * so PGlite closes its files cleanly.
 *
 * Limits: one Postgres session shared by every connection (transactions run one at a time), and at
 * most EMBEDDED_DB_MAX_CONNECTIONS connections (default 4), so the app's pool must be smaller:
 * DATABASE_POOL_MAX=1. Good for a demo or a first look, not for real patient data.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dataDir = path.join(root, ".data", "pglite");
const pidFile = path.join(root, ".data", "pglite.pid");
const HOST = "127.0.0.1";

function log(message: string): void {
  console.log(`[embedded-db] ${message}`);
}

function fail(message: string): never {
  console.error(`[embedded-db] ${message}`);
  process.exit(1);
}

function maxConnections(env: NodeJS.ProcessEnv): number {
  const raw = env.EMBEDDED_DB_MAX_CONNECTIONS?.trim();
  const value = raw ? Number(raw) : 4;
  if (!Number.isInteger(value) || value < 1 || value > 32) {
    fail(`EMBEDDED_DB_MAX_CONNECTIONS must be a whole number from 1 to 32, got "${raw}".`);
  }
  return value;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid of a live embedded server using our data directory, if any. */
function runningServerPid(): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, "utf8").trim());
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && processIsAlive(pid)
    ? pid
    : null;
}

function portIsTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port });
    socket.setTimeout(1_000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
  });
}

async function main(): Promise<void> {
  loadDotenv({ quiet: true });
  let port: number;
  try {
    port = embeddedPort(process.env);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const url = embeddedDatabaseUrl(port);
  const connections = maxConnections(process.env);

  // Two PGlite processes on one data directory would corrupt it.
  const otherPid = runningServerPid();
  if (otherPid !== null) {
    if ((await probeDatabase(url)).ok) {
      log(`Already running (pid ${otherPid}) at ${url}. Nothing to do.`);
      return;
    }
    fail(
      `Another embedded database (pid ${otherPid}) uses ${dataDir} but does not answer at ${url}. ` +
        `Stop it first (kill ${otherPid}).`,
    );
  }
  if (await portIsTaken(port)) {
    fail(
      `Port ${HOST}:${port} is taken by another program. Stop it or choose another EMBEDDED_DB_PORT.`,
    );
  }

  mkdirSync(dataDir, { recursive: true });
  writeFileSync(pidFile, `${process.pid}\n`);
  const started = Date.now();
  const db = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db, host: HOST, port, maxConnections: connections });

  let stopping = false;
  async function stop(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping.`);
    try {
      await server.stop();
      await db.close();
    } finally {
      rmSync(pidFile, { force: true });
      process.exit(0);
    }
  }
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => void stop(signal));
  }

  try {
    await server.start();
  } catch (error) {
    await db.close().catch(() => {});
    rmSync(pidFile, { force: true });
    fail(`Could not listen on ${HOST}:${port}: ${error instanceof Error ? error.message : error}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(
    `Ready in ${seconds} s at ${url} (pid ${process.pid}, data in .data/pglite, ` +
      `at most ${connections} connections). Stop with Ctrl-C or kill ${process.pid}.`,
  );
}

void main();
