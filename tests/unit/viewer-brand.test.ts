import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A Viewer is the key to every query (lib/auth/viewer.ts). Its brand is a type only, so the one
 * way around the check is a cast: this keeps casts to Viewer out of the app's code.
 */

const root = path.resolve(__dirname, "../..");
const sourceDirs = ["app", "components", "lib"];
const allowed = new Set([path.join("lib", "auth", "viewer.ts")]);

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name === "generated" || name === "node_modules") continue;
    if (statSync(full).isDirectory()) out.push(...sources(full));
    else if (/\.(ts|tsx)$/.test(name)) out.push(full);
  }
  return out;
}

describe("the Viewer brand", () => {
  it("is cast to nowhere in app, components or lib but its own module", () => {
    const offenders = sourceDirs
      .flatMap((dir) => sources(path.join(root, dir)))
      .filter((file) => !allowed.has(path.relative(root, file)))
      .filter((file) => /\bas\s+(unknown\s+as\s+)?Viewer\b/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
