import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { indiaDateKey } from "@/lib/india-time";
import { sql } from "@/tests/e2e/support/accounts";
import { randomAddress } from "@/tests/fixtures/e2e";

/**
 * The public site without JavaScript (issue 18, item 6), as on a phone whose scripts have not
 * loaded or are off: the menu still leads to every page, and every city's page is a plain link
 * away from another's, and the booking form books, or comes back with her answers and a message
 * under the field to mend.
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

/** The booking form filled in as she would, on a phone, without scripts. */
async function fillBooking(page: Page, email: string) {
  await page.getByLabel("First name", { exact: true }).fill("Ananya");
  await page.getByLabel("Last name", { exact: true }).fill("Rao");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Phone", { exact: true }).fill("+91 98765 43210");
  await page.getByLabel("Age", { exact: true }).fill("36");
  await page
    .getByLabel("Preferred date", { exact: true })
    .fill(indiaDateKey(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000)));
  await page.getByLabel("Preferred time", { exact: true }).selectOption("11:30 AM");
  await page
    .getByLabel("How soon would you like to be seen?", { exact: true })
    .selectOption("medium");
  await page.getByRole("radio", { name: "By WhatsApp" }).check();
  await page.getByRole("checkbox", { name: /I agree/ }).check();
}

test("the booking form books and confirms without scripts", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomAddress() });
  const email = `e2e.noscript.${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/book-consultation");
  const submit = page.getByRole("button", { name: "Book my private consultation" });
  await expect(submit).toBeEnabled();
  await fillBooking(page, email);
  await submit.click();
  await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
  const [row] = await sql<{ reference: string; contact_method: string }>(
    "select reference, contact_method::text from consultation_requests where email = $1",
    [email],
  );
  expect(row?.contact_method).toBe("whatsapp");
  await expect(page.getByText(`Your reference is ${row?.reference ?? "-"}`)).toBeVisible();
});

test("without scripts, a bad answer comes back with everything she typed and a message", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomAddress() });
  const email = `e2e.noscript.${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/book-consultation");
  await fillBooking(page, email);
  // Past what the browser checks itself: an age the server refuses.
  await page.getByLabel("Age", { exact: true }).evaluate((input: HTMLInputElement) => {
    input.removeAttribute("max");
    input.value = "150";
  });
  await page.getByRole("button", { name: "Book my private consultation" }).click();
  const age = page.getByLabel("Age", { exact: true });
  await expect(age).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/Age must be between/)).toBeVisible();
  await expect(page.getByLabel("First name", { exact: true })).toHaveValue("Ananya");
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
  await expect(page.getByRole("radio", { name: "By WhatsApp" })).toBeChecked();
  await expect(page.getByLabel("Preferred time", { exact: true })).toHaveValue("11:30 AM");
  expect(await sql("select 1 from consultation_requests where email = $1", [email])).toHaveLength(
    0,
  );
});
