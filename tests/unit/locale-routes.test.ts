import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localeOfPath } from "@/content/i18n";
import { treatmentSegments } from "@/lib/catalogue";
import {
  englishPathOf,
  hasHindiTwin,
  hindiSteps,
  localHref,
  translatedRoutes,
  translatedTreatments,
  twinOf,
} from "@/lib/i18n/locale-routes";

/** The routes of the pages under a folder of app/, as Next.js names them: "/doctors/[id]". */
function pageRoutes(folder: string): string[] {
  return readdirSync(path.join(process.cwd(), "app", folder), { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page.tsx")
    .map((file) => {
      // Route groups, "(list)", name no segment of the address.
      const segments = path.dirname(file).split(path.sep);
      return `/${segments.filter((part) => part !== "." && !/^\(.*\)$/.test(part)).join("/")}`;
    });
}

describe("which pages exist in Hindi", () => {
  it("knows the translated pages and no others", () => {
    expect(hasHindiTwin("/home")).toBe(true);
    expect(hasHindiTwin("/care-packages")).toBe(true);
    expect(hasHindiTwin("/packages/pune")).toBe(true);
    expect(hasHindiTwin("/doctors/3")).toBe(true);
    expect(hasHindiTwin("/grade-2-piles/jaipur")).toBe(true);
    expect(hasHindiTwin("/care-packages/laser-piles")).toBe(true);
    expect(hasHindiTwin("/fissure-packages/pune")).toBe(true);
    expect(hasHindiTwin("/doctors/abc")).toBe(false);
    expect(hasHindiTwin("/grade-5-piles/pune")).toBe(false);
    // Her way in is in Hindi too.
    expect(hasHindiTwin("/sign-in")).toBe(true);
    expect(hasHindiTwin("/sign-up")).toBe(true);
    expect(hasHindiTwin("/verify-email")).toBe(true);
    // Staff screens and the blog stay in English.
    expect(hasHindiTwin("/blog")).toBe(false);
    expect(hasHindiTwin("/blog/a-simple-fibre-guide")).toBe(false);
    expect(hasHindiTwin("/patient-dashboard")).toBe(false);
  });

  it("reads the language from the address, and only from a whole /hi segment", () => {
    expect(localeOfPath("/hi/home")).toBe("hi");
    expect(localeOfPath("/hi")).toBe("hi");
    expect(localeOfPath("/history")).toBe("en");
    expect(englishPathOf("/hi/packages/pune")).toBe("/packages/pune");
    expect(englishPathOf("/home")).toBe("/home");
  });

  it("links a Hindi page to Hindi twins, and to English pages that have none", () => {
    expect(localHref("hi", "/care-packages")).toBe("/hi/care-packages");
    expect(localHref("hi", "/blog")).toBe("/blog");
    expect(localHref("hi", "/privacy-policy#your-rights")).toBe("/hi/privacy-policy#your-rights");
    expect(localHref("hi", "/book-consultation?topic=package-4")).toBe(
      "/hi/book-consultation?topic=package-4",
    );
    expect(localHref("en", "/care-packages")).toBe("/care-packages");
  });

  it("offers the switch only where the other language has the page", () => {
    expect(twinOf("/packages/kochi")).toBe("/hi/packages/kochi");
    expect(twinOf("/hi/packages/kochi")).toBe("/packages/kochi");
    expect(twinOf("/blog")).toBeNull();
  });
});

describe("the Hindi pages under app/hi", () => {
  // Next.js needs a file for each route: these hold the folders to the one list, both ways.
  // [...missing] is the Hindi 404 for every other /hi address.
  const hindi = pageRoutes("hi").filter((route) => route !== "/[...missing]");

  it("are the translated pages and their steps, no more and no fewer", () => {
    expect([...hindi].sort()).toEqual([...translatedRoutes, ...hindiSteps].sort());
  });

  it("each have the English page they translate", () => {
    const english = pageRoutes("(site)");
    for (const route of hindi) expect(english, route).toContain(route);
  });

  it("keep a step out of the switch and the links: its address alone is not the page", () => {
    for (const step of hindiSteps) {
      expect(hasHindiTwin(step), step).toBe(false);
      expect(localHref("hi", step), step).toBe(step);
    }
  });

  it("name every stage listing and stage page the catalogue has, and no other", () => {
    expect([...translatedTreatments].sort()).toEqual(treatmentSegments().sort());
    for (const segment of treatmentSegments()) {
      expect(hasHindiTwin(`/${segment}/pune`), segment).toBe(true);
    }
  });
});
