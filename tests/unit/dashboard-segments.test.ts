import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { areas } from "@/lib/auth/permissions";
import { dashboardTabs, type DashboardAreaId } from "@/lib/dashboards/routes";

/**
 * The dashboards' route files, read as files: every tab and detail page has its own loading and
 * error state, asks for its own viewer, and every tab in lib/dashboards/routes.ts has a page.
 */

const staff = path.join(process.cwd(), "app", "(dashboards)");

function pagesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pagesUnder(full);
    return name === "page.tsx" ? [full] : [];
  });
}

const areaIds = Object.keys(dashboardTabs) as DashboardAreaId[];
const pages = areaIds.flatMap((area) => pagesUnder(path.join(staff, area)));
/** A slot's own page and default show nothing (no dialog open): nothing to load or to fail. */
const emptySlotPages = pages.filter((page) => path.basename(path.dirname(page)) === "@modal");
const contentPages = pages.filter((page) => !emptySlotPages.includes(page));

describe("the dashboards' route segments", () => {
  it("give every page a loading and an error state of its own", () => {
    const missing = contentPages.flatMap((page) =>
      ["loading.tsx", "error.tsx"]
        .filter((file) => !existsSync(path.join(path.dirname(page), file)))
        .map((file) => path.relative(staff, path.join(path.dirname(page), file))),
    );
    expect(missing).toEqual([]);
  });

  it("make every page ask for its own viewer before anything else", () => {
    const unchecked = contentPages
      .filter(
        (page) =>
          !/await areaViewer\("[a-z-]+"\);\s*if \(!viewer\)/.test(readFileSync(page, "utf8")),
      )
      .map((page) => path.relative(staff, page));
    expect(unchecked).toEqual([]);
  });

  it("have a page for every tab the navigation lists", () => {
    for (const area of areaIds) {
      for (const tab of dashboardTabs[area]) {
        const segment = tab.segment ?? "";
        const found = pages.some((page) => {
          const route = path
            .relative(path.join(staff, area), path.dirname(page))
            .split(path.sep)
            .filter((part) => !/^\(.*\)$/.test(part))
            .join("/");
          return route === segment;
        });
        expect(found, `${areas[area].path} ${tab.id}`).toBe(true);
      }
    }
  });
});
