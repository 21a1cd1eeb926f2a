import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layering of docs/architecture.md, read from the source files' imports: content → lib →
 * components → app, a few rules inside lib/, and no import cycle. A type-only import is erased
 * from the bundle but still couples the layers, so the direction rules count it too; the cycle
 * rule looks only at imports that run.
 */

const root = process.cwd();
const layers = ["content", "lib", "components", "app"] as const;

type Import = { from: string; to: string; typeOnly: boolean };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path.relative(root, full)] : [];
  });
}

const files = layers.flatMap((layer) => sourceFiles(path.join(root, layer)));
const known = new Set(files);

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else return null;
  for (const suffix of ["", ".ts", ".tsx", ".mjs", "/index.ts", "/index.tsx"]) {
    if (known.has(base + suffix)) return base + suffix;
  }
  return existsSync(path.join(root, base)) ? base : null;
}

const importPattern =
  /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;

const imports: Import[] = files.flatMap((from) => {
  const source = readFileSync(path.join(root, from), "utf8");
  return [...source.matchAll(importPattern)].flatMap((match) => {
    const to = resolve(from, match[2] ?? match[3] ?? "");
    return to ? [{ from, to, typeOnly: Boolean(match[1]) }] : [];
  });
});

const layerOf = (file: string) => layers.indexOf(file.split("/")[0] as (typeof layers)[number]);
const inside = (file: string, dir: string) => file.startsWith(`${dir}/`);
const show = ({ from, to }: Import) => `${from} → ${to}`;

describe("the layers", () => {
  it("reads the imports it judges", () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(imports).toContainEqual({
      from: "lib/auth/permissions.ts",
      to: "lib/roles.ts",
      typeOnly: false,
    });
  });

  it("import only downwards: content, then lib, then components, then app", () => {
    expect(imports.filter((i) => layerOf(i.to) > layerOf(i.from)).map(show)).toEqual([]);
  });

  it("keep content/ free of anything of ours but content", () => {
    expect(
      imports
        .filter((i) => inside(i.from, "content"))
        .filter((i) => !inside(i.to, "content"))
        .map(show),
    ).toEqual([]);
  });

  it("keep the form schemas below auth, queries and actions, so a client form pulls in no server code", () => {
    const below = ["lib/auth", "lib/queries", "lib/actions", "lib/privacy"];
    expect(
      imports
        .filter((i) => inside(i.from, "lib/validations"))
        .filter((i) => below.some((dir) => inside(i.to, dir)) || i.to === "lib/db/index.ts")
        .map(show),
    ).toEqual([]);
  });

  it("let nothing in lib/ outside the actions call an action (their shared result type aside)", () => {
    expect(
      imports
        .filter((i) => inside(i.from, "lib") && !inside(i.from, "lib/actions"))
        .filter((i) => inside(i.to, "lib/actions"))
        .filter((i) => !(i.typeOnly && i.to === "lib/actions/result.ts"))
        .map(show),
    ).toEqual([]);
  });

  it("keep the UI primitives free of feature code", () => {
    expect(
      imports
        .filter((i) => inside(i.from, "components/ui"))
        .filter((i) => !inside(i.to, "components/ui") && i.to !== "lib/utils.ts")
        .map(show),
    ).toEqual([]);
  });

  it("keep lib/'s root to what every layer uses, each other file in a folder docs/architecture.md names", () => {
    const rootFiles = readdirSync(path.join(root, "lib")).filter((name) =>
      statSync(path.join(root, "lib", name)).isFile(),
    );
    expect(rootFiles.length).toBeLessThanOrEqual(12);
    const tree = readFileSync(path.join(root, "docs", "architecture.md"), "utf8");
    const folders = readdirSync(path.join(root, "lib")).filter((name) =>
      statSync(path.join(root, "lib", name)).isDirectory(),
    );
    expect(folders.filter((name) => !new RegExp(`^lib/${name}/ +\\S`, "m").test(tree))).toEqual([]);
  });

  it("keep what the server process loads before Next.js free of modules it cannot load (TypeScript)", () => {
    expect(
      imports
        .filter((i) => inside(i.from, "lib/server") && i.from.endsWith(".mjs"))
        .filter((i) => !(inside(i.to, "lib/server") && i.to.endsWith(".mjs")))
        .map(show),
    ).toEqual([]);
  });

  it("have no import cycle among the modules that run", () => {
    const graph = new Map<string, string[]>();
    for (const i of imports.filter((i) => !i.typeOnly)) {
      graph.set(i.from, [...(graph.get(i.from) ?? []), i.to]);
    }
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        cycles.push([...trail.slice(trail.indexOf(file)), file].join(" → "));
        return;
      }
      state.set(file, "open");
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, "done");
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
