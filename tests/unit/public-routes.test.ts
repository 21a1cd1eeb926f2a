import { beforeAll, describe, expect, it, vi } from "vitest";

import { config as middlewareConfig } from "../../middleware";
import robots from "../../app/robots";
import sitemap from "../../app/sitemap";
import { cities } from "../../content/cities";
import { isPublicNoncePage } from "../../lib/server/csp";
import { hindiPublicPaths, privateAreaPrefixes, publicPaths } from "../../lib/seo/public-routes";

// The published articles come from the database; here, one.
vi.mock("../../lib/queries/blog", () => ({
  publishedSlugs: async () => [
    { slug: "a-simple-fibre-guide", updatedAt: "2026-10-02T04:30:00.000Z" },
  ],
}));

describe("sitemap.xml", () => {
  let urls: string[] = [];
  beforeAll(async () => {
    urls = (await sitemap()).map((entry) => new URL(entry.url).pathname);
  });

  it("lists every city variant of every per-city page", () => {
    for (const segment of [
      "packages",
      "stage-wise-packages",
      "grade-3-piles",
      "complex-fistula",
      "laser-piles-care",
    ]) {
      for (const city of cities) {
        expect(urls).toContain(`/${segment}/${city.id}`);
      }
    }
  });

  it("lists the fixed pages and every doctor, once each", () => {
    expect(urls).toEqual(
      expect.arrayContaining(["/home", "/book-consultation", "/doctors/1", "/doctors/6"]),
    );
    expect(new Set(urls).size).toBe(urls.length);
    // 13 fixed pages, 6 doctors, 13 first segments with a page per city × 16 cities, 1 published
    // article, and the Hindi twin of each page translated so far.
    expect(urls).toHaveLength(13 + 6 + 13 * 16 + 1 + hindiPublicPaths().length);
  });

  it("lists each Hindi page beside its English twin, each naming both", async () => {
    const entries = await sitemap();
    const english = entries.find((entry) => new URL(entry.url).pathname === "/packages/pune");
    const hindi = entries.find((entry) => new URL(entry.url).pathname === "/hi/packages/pune");
    for (const entry of [english, hindi]) {
      const languages = entry?.alternates?.languages ?? {};
      expect(new URL(languages["en-IN"] ?? "").pathname).toBe("/packages/pune");
      expect(new URL(languages["hi-IN"] ?? "").pathname).toBe("/hi/packages/pune");
    }
    // The blog stays in the language its articles were written in.
    const blog = entries.find((entry) => new URL(entry.url).pathname === "/blog");
    expect(blog?.alternates).toBeUndefined();
    expect(urls).toEqual(expect.arrayContaining(hindiPublicPaths()));
  });

  it("lists the blog and each published article", () => {
    expect(urls).toEqual(expect.arrayContaining(["/blog", "/blog/a-simple-fibre-guide"]));
  });

  it("never lists a signed-in area", () => {
    for (const path of publicPaths()) {
      expect(privateAreaPrefixes.some((prefix) => path.startsWith(prefix))).toBe(false);
    }
  });
});

describe("robots.txt", () => {
  it("allows the public site, disallows the signed-in areas and names the sitemap", () => {
    const rules = robots().rules;
    const rule = Array.isArray(rules) ? rules[0] : rules;
    expect(rule?.allow).toBe("/");
    for (const prefix of privateAreaPrefixes) {
      expect(rule?.disallow).toContain(`${prefix}/`);
    }
    expect(robots().sitemap).toMatch(/\/sitemap\.xml$/);
  });

  it("names the same private areas that middleware marks no-store and noindex", () => {
    // Beside them, the public pages middleware sees only to give them a nonce policy, and the
    // front door, which it only redirects to the home page in her language.
    const seen = middlewareConfig.matcher
      .map((entry) => (typeof entry === "string" ? entry : entry.source))
      .filter((path) => path !== "/");
    expect(seen.filter((path) => !isPublicNoncePage(path))).toEqual(
      privateAreaPrefixes.map((prefix) => `${prefix}/:path*`),
    );
  });
});
