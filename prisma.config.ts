import "dotenv/config";
import path from "node:path";
import { defineConfig } from "prisma/config";
import { DATABASE_URL_PLACEHOLDER } from "./lib/db/url";
import { createCliAdapter } from "./scripts/db/cli-adapter";

/**
 * Prisma CLI configuration. `engine: "js"` with a driver adapter makes the CLI use its bundled WASM
 * schema engine, so generate / migrate / seed never download a native engine (its CDN is unreachable
 * from our machines). The datasource block keeps `url = env("DATABASE_URL")`: without it the CLI goes
 * looking for the native engine again.
 */

// The CLI otherwise calls Prisma's update-check service on every run. It reads this after loading the
// config, so setting it here covers `npx prisma …` too.
process.env.CHECKPOINT_DISABLE ??= "1";

/** Read before the placeholder below is set, so migrate and seed never run against the placeholder. */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  // `prisma generate` and `validate` never connect, but they must resolve env("DATABASE_URL"): when it
  // is unset the CLI's config step fails and it falls back to downloading a native engine, which
  // fails with an unrelated network error. A placeholder lets a fresh clone generate with no .env.
  process.env.DATABASE_URL = DATABASE_URL_PLACEHOLDER;
}

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: {
    path: path.join("prisma", "migrations"),
    seed: "tsx prisma/seed.ts",
  },
  async adapter() {
    const url = databaseUrl;
    if (!url) {
      throw new Error(
        "DATABASE_URL is not set. Set it in .env (see .env.example). `npx tsx scripts/db/resolve.ts` " +
          "prints the database the quick start would choose.",
      );
    }
    return createCliAdapter(url);
  },
});
