import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { afterEach, describe, expect, it } from "vitest";

// next.config.mjs is plain JavaScript that Next.js loads itself: imported by its address here.
const { default: config } = (await import(pathToFileURL(path.resolve("next.config.mjs")).href)) as {
  default: (phase: string) => NextConfig;
};

/**
 * The public address is explicit (issue 18, item 3): a production build or the production server
 * without SITE_URL stops with a message naming it, rather than shipping http://localhost:3000 in
 * every canonical link, sitemap entry and structured-data URL.
 */

const saved = process.env.SITE_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = saved;
});

describe("SITE_URL", () => {
  it("a production build without it stops with a message naming it", () => {
    delete process.env.SITE_URL;
    expect(() => config(PHASE_PRODUCTION_BUILD)).toThrow(/SITE_URL is not set/);
  });

  it("a production build with it, and the development server without it, go ahead", () => {
    process.env.SITE_URL = "https://www.sahelicare.in";
    expect(config(PHASE_PRODUCTION_BUILD)).toHaveProperty("poweredByHeader", false);
    delete process.env.SITE_URL;
    expect(config(PHASE_DEVELOPMENT_SERVER)).toHaveProperty("poweredByHeader", false);
  });

  it("the production server without it exits at once with a message naming it", () => {
    // Run from an empty directory: no .env there can supply it.
    const empty = mkdtempSync(path.join(tmpdir(), "no-env-"));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0" };
      delete env.SITE_URL;
      const run = spawnSync(process.execPath, [path.resolve("scripts/serve.mjs")], {
        cwd: empty,
        env,
        encoding: "utf8",
        timeout: 20_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/SITE_URL is not set/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
