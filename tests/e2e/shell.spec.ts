import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { hindiTemplates, publicTemplates } from "./support/public-templates";
import { validator } from "./support/validator";

test.describe("site shell", () => {
  test("/ lands on /home with the hero and the booking call to action", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.url()).toMatch(/\/home$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Expert Proctology Care Exclusively for Women" }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Book Your Consultation - ₹1,000" }).first(),
    ).toHaveAttribute("href", "/book-consultation");
  });

  test("/ answers with a server redirect, not a client-side jump", async ({ request }) => {
    const response = await request.get("/", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()["location"]).toBe("/home");
  });

  test("the header gains a shadow once the page is scrolled", async ({ page }) => {
    await page.goto("/home");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    // Over the page, as her finger is. A wheel turned before the page could scroll (CI under load
    // once lost one) is turned again, as she would.
    await page.mouse.move(200, 300);
    await expect(async () => {
      await page.mouse.wheel(0, 400);
      await expect(header).toHaveAttribute("data-scrolled", "true", { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  });

  test("an unknown path shows the 404 page and reports the path to the server", async ({
    page,
  }) => {
    const reported = page.waitForRequest(
      (request) => request.url().endsWith("/api/not-found") && request.method() === "POST",
    );
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await reported;
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("an unknown page in a city's place is the 404 page too", async ({ page }) => {
    // Two segments reach the stage pages' shared route (app/(site)/[treatment]/[city]) first.
    const response = await page.goto("/no-such-page-here/mumbai");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  });

  test("the not-found log endpoint accepts a path and refuses junk", async ({ request }) => {
    const ok = await request.post("/api/not-found", { data: { path: "/missing" } });
    expect(ok.status()).toBe(204);
    const bad = await request.post("/api/not-found", { data: { nope: 1 } });
    expect(bad.status()).toBe(400);
  });

  test("a public page names none of the signed-in areas' scripts", async ({ request }) => {
    // Every public page downloaded the signed-in layout's script once, through the account menu
    // both layouts share (components/auth/account-menu.tsx says why): kilobytes a visitor never uses.
    for (const path of [...publicTemplates, ...hindiTemplates]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain("/_next/static/chunks/app/");
      expect(html, path).not.toContain("/_next/static/chunks/app/(dashboards)");
    }
  });

  test("the footer's undefined links lead to real pages", async ({ request }) => {
    for (const [alias, target] of [
      ["/privacy", "/privacy-policy"],
      ["/hipaa", "/privacy-policy"],
      ["/terms", "/terms-of-service"],
      ["/about", "/about-us"],
    ] as const) {
      const response = await request.get(alias, { maxRedirects: 0 });
      expect(response.status(), alias).toBe(308);
      expect(response.headers()["location"], alias).toBe(target);
    }
    for (const path of ["/privacy-policy", "/terms-of-service"]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test("the privacy policy is written for Indian law and names the grievance officer", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      page.getByText(/Digital Personal Data Protection Act, 2023/).first(),
    ).toBeVisible();
    await expect(page.getByText(/Grievance Officer/).first()).toBeVisible();
  });

  test("/home has no serious or critical accessibility violations", validator, async ({ page }) => {
    await page.goto("/home");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("mobile menu @mobile", () => {
  test("opens as a bottom sheet at 390 px and closes when a link is followed", async ({ page }) => {
    await page.goto("/home");
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    // A bottom sheet: anchored to the bottom edge of the screen once its slide-up has finished.
    await sheet.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const box = await sheet.boundingBox();
    const viewport = page.viewportSize();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport?.height);

    await sheet.getByRole("link", { name: "Doctors" }).click();
    await expect(page).toHaveURL(/\/doctors$/);
    await expect(sheet).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
