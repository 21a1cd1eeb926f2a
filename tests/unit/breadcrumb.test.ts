import { describe, expect, it } from "vitest";
import { buildBreadcrumb, titleCase } from "@/lib/seo/breadcrumb";

const labels = (path: string, current?: string) =>
  buildBreadcrumb(path, current).map((item) => item.label);

describe("breadcrumb", () => {
  it("is hidden on / and on the home page, where only one entry would show", () => {
    expect(buildBreadcrumb("/")).toEqual([]);
    expect(buildBreadcrumb("/home")).toEqual([]);
  });

  it("starts with Home and ends with the current page", () => {
    const items = buildBreadcrumb("/about-us");
    expect(items).toEqual([
      { label: "Home", href: "/home" },
      { label: "About Us", href: "/about-us" },
    ]);
  });

  it("uses the spec's names for the listing pages", () => {
    expect(labels("/care-packages")).toEqual(["Home", "Care Packages"]);
    expect(labels("/stage-wise-packages/mumbai")).toEqual([
      "Home",
      "Care Packages",
      "Piles Treatment Packages",
    ]);
    expect(labels("/fissure-packages/pune")).toEqual([
      "Home",
      "Care Packages",
      "Fissure Treatment Packages",
    ]);
    expect(labels("/fistula-packages/kochi")).toEqual([
      "Home",
      "Care Packages",
      "Fistula Treatment Packages",
    ]);
  });

  it("routes a condition page with a city through that city's listing page", () => {
    expect(buildBreadcrumb("/grade-2-piles/delhi")).toEqual([
      { label: "Home", href: "/home" },
      { label: "Care Packages", href: "/care-packages" },
      { label: "Piles Treatment Packages", href: "/stage-wise-packages/delhi" },
      { label: "Grade 2 Piles", href: "/grade-2-piles/delhi" },
    ]);
    expect(labels("/chronic-fissure/jaipur")).toEqual([
      "Home",
      "Care Packages",
      "Fissure Treatment Packages",
      "Chronic Fissure",
    ]);
    expect(labels("/complex-fistula/indore")).toEqual([
      "Home",
      "Care Packages",
      "Fistula Treatment Packages",
      "Complex Fistula",
    ]);
  });

  it("labels the laser piles page under Piles Packages", () => {
    expect(labels("/laser-piles-care/pune")).toEqual([
      "Home",
      "Care Packages",
      "Piles Packages",
      "Laser Piles Care",
    ]);
  });

  it("title-cases any other segment and lets a page name its last entry", () => {
    expect(titleCase("symptoms-first-aid")).toBe("Symptoms First Aid");
    expect(labels("/doctors/1", "Dr. Kavya Menon")).toEqual(["Home", "Doctors", "Dr. Kavya Menon"]);
    expect(buildBreadcrumb("/doctors/1")[1]).toEqual({ label: "Doctors", href: "/doctors" });
  });
});
