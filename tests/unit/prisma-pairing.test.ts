import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Prisma's packages run as a pairing chosen because nothing else works offline here
 * (docs/architecture.md, "Prisma"): the CLI and the client on 6.19.3, whose bundled WASM schema
 * engine needs no download, with the driver adapter from 7.10.1, because 6.19's adapter cannot read
 * PostgreSQL's `name` type that migrate needs; Prisma 7's CLI has no WASM engine and downloads a
 * native one from a CDN these machines cannot reach. Both were tried again on 2026-11-25. This test
 * fails when one of them moves on its own: move the pairing deliberately, run the whole suite, and
 * update the versions here and the note.
 */

const PAIRING = {
  prisma: "6.19.3",
  "@prisma/client": "6.19.3",
  "@prisma/adapter-pg": "7.10.1",
} as const;

function json(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(process.cwd(), file), "utf8")) as Record<
    string,
    unknown
  >;
}

const manifest = json("package.json") as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = { ...manifest.dependencies, ...manifest.devDependencies };

describe("Prisma's packages", () => {
  it("are pinned to the pairing, with exact versions", () => {
    for (const [name, version] of Object.entries(PAIRING)) {
      expect(declared[name], name).toBe(version);
    }
  });

  it("are installed at the pairing's versions", () => {
    for (const [name, version] of Object.entries(PAIRING)) {
      expect(json(`node_modules/${name}/package.json`).version, name).toBe(version);
    }
  });

  it("keep the CLI and the client on one version", () => {
    expect(declared.prisma).toBe(declared["@prisma/client"]);
  });
});
