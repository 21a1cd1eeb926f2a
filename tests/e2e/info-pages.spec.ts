import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { validator } from "./support/validator";

const pages = [
  { path: "/about-us", h1: "Care that began with listening to women" },
  { path: "/doctors", h1: "Meet our female specialists" },
  { path: "/doctors/1", h1: "Dr. Kavya Menon" },
  { path: "/why-us", h1: "Care designed around how you feel" },
  { path: "/testimonials", h1: "Why you won't find patient testimonials here" },
  { path: "/symptoms-first-aid", h1: "Symptoms, first aid and when to get help" },
] as const;

test.describe("information pages", () => {
  for (const { path, h1 } of pages) {
    test(`${path} answers 200 with its one h1`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
    });
  }

  test("the doctor list links to all six profiles, each of which answers", async ({
    page,
    request,
  }) => {
    await page.goto("/doctors");
    const profileLinks = page.getByRole("link", { name: /View Detailed Profile/ });
    await expect(profileLinks).toHaveCount(6);
    const hrefs = await profileLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute("href")),
    );
    expect(hrefs).toEqual([
      "/doctors/1",
      "/doctors/2",
      "/doctors/3",
      "/doctors/4",
      "/doctors/5",
      "/doctors/6",
    ]);
    for (const href of hrefs) {
      expect((await request.get(href ?? "")).status(), href ?? "").toBe(200);
    }
    await expect(page.getByText("Most Trusted Senior Specialist")).toBeVisible();
    await expect(page.getByRole("link", { name: /Call Now/ }).first()).toHaveAttribute(
      "href",
      /^tel:/,
    );
  });

  test("a doctor id outside the catalogue is a 404", async ({ page }) => {
    const response = await page.goto("/doctors/7");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });

  test("sample patient stories are labelled as illustrative", async ({ page }) => {
    await page.goto("/doctors/1");
    await expect(
      page.getByText("Illustrative stories; we never publish real patient details."),
    ).toBeVisible();
  });

  for (const path of [
    "/about-us",
    "/doctors",
    "/doctors/1",
    "/why-us",
    "/testimonials",
    "/symptoms-first-aid",
    "/privacy-policy",
  ]) {
    test(
      `${path} has no serious or critical accessibility violations`,
      validator,
      async ({ page }) => {
        await page.goto(path);
        expect(await seriousViolations(page)).toEqual([]);
      },
    );
  }
});
