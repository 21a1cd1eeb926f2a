import { config as loadDotenv } from "dotenv";
import { describeDatabase } from "../../lib/db/url";
import { waitForDatabase } from "./postgres";

/**
 * Waits until a database answers, for a server started in the background (the embedded one takes
 * ~1 s to reopen its data, ~5 s to create it).
 *   tsx scripts/db/wait.ts [url] [--timeout=<seconds>]     (url defaults to DATABASE_URL, timeout 60)
 * Exits 0 once it answers, 1 otherwise.
 */

async function main(): Promise<void> {
  loadDotenv({ quiet: true });
  const args = process.argv.slice(2);
  const timeoutArg = args.find((arg) => arg.startsWith("--timeout="));
  const seconds = timeoutArg ? Number(timeoutArg.slice("--timeout=".length)) : 60;
  const url = args.find((arg) => !arg.startsWith("--")) ?? process.env.DATABASE_URL;
  if (!url) {
    console.error("No database to wait for: pass a URL or set DATABASE_URL.");
    process.exitCode = 1;
    return;
  }
  if (!Number.isFinite(seconds) || seconds <= 0) {
    console.error(`--timeout must be a number of seconds, got "${timeoutArg}".`);
    process.exitCode = 1;
    return;
  }
  const result = await waitForDatabase(url, seconds * 1000);
  if (result.ok) {
    console.error(`${describeDatabase(url)} answers.`);
    return;
  }
  console.error(`${describeDatabase(url)} did not answer within ${seconds} s: ${result.message}`);
  process.exitCode = 1;
}

void main();
