import { expect, test } from "@playwright/test";

/**
 * The public site without JavaScript (issue 18, item 6), as on a phone whose scripts have not
 * loaded or are off: the menu still leads to every page, and every city's page is a plain link
 * away from another's. (The booking form's own no-script path is still to come.)
 */

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

test("the menu leads to every page without scripts", async ({ page }) => {
  await page.goto("/home");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page).toHaveURL(/#site-links$/);
  const links = page.getByRole("navigation", { name: "Footer" });
  await expect(links).toBeInViewport();
  await links.getByRole("link", { name: "Symptoms & First Aid" }).click();
  await expect(page).toHaveURL(/\/symptoms-first-aid$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("another city's packages are a plain link away", async ({ page }) => {
  await page.goto("/packages/mumbai");
  const others = page.getByRole("navigation", { name: "Other cities" });
  await expect(others.getByRole("link", { name: "Mumbai" })).toHaveCount(0);
  await others.getByRole("link", { name: "Pune" }).click();
  await expect(page).toHaveURL(/\/packages\/pune$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Pune");

  await page.goto("/grade-3-piles/jaipur");
  await page
    .getByRole("navigation", { name: "Other cities" })
    .getByRole("link", { name: "Kochi" })
    .click();
  await expect(page).toHaveURL(/\/grade-3-piles\/kochi$/);
});
