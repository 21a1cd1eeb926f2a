import { describe, expect, it } from "vitest";

import { config as middlewareConfig } from "../../middleware";
import robots from "../../app/robots";
import sitemap from "../../app/sitemap";
import { cities } from "../../content/cities";
import { privateAreaPrefixes, publicPaths } from "../../lib/public-routes";

describe("sitemap.xml", () => {
  const urls = sitemap().map((entry) => new URL(entry.url).pathname);

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
    // 11 fixed pages, 6 doctors, 13 per-city routes × 16 cities.
    expect(urls).toHaveLength(11 + 6 + 13 * 16);
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
    expect(middlewareConfig.matcher).toEqual(
      privateAreaPrefixes.map((prefix) => `${prefix}/:path*`),
    );
  });
});
