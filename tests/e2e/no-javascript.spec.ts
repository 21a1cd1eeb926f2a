import { randomUUID } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { sql } from "@/tests/e2e/support/accounts";
import { fillBookingForm } from "@/tests/e2e/support/booking";
import { randomAddress } from "@/tests/fixtures/e2e";
import { openDayAhead } from "@/tests/fixtures/india-days";
import { uniquePhone } from "@/tests/fixtures/phones";

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

test("the booking form books and confirms without scripts", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomAddress() });
  const email = `e2e.noscript.${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/book-consultation");
  const submit = page.getByRole("button", { name: "Book my private consultation" });
  await expect(submit).toBeEnabled();
  await fillBookingForm(page, email);
  await submit.click();
  // The news is the first thing she sees: the page opens at it, with the focus on it.
  const heading = page.getByRole("heading", { name: "Request received" });
  await expect(heading).toBeFocused();
  await expectInFirstScreen(page, heading);
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
  await fillBookingForm(page, email);
  // Past what the browser checks itself: an age the server refuses.
  await page.getByLabel("Age", { exact: true }).evaluate((input: HTMLInputElement) => {
    input.removeAttribute("max");
    input.value = "150";
  });
  await page.getByRole("button", { name: "Book my private consultation" }).click();
  // What to mend is the first thing she sees, each message a link to its field.
  const answer = page.locator("#booking-result");
  await expect(answer).toBeFocused();
  await expectInFirstScreen(page, answer);
  await expect(answer).toContainText("Please check the highlighted fields.");
  await expect(answer.getByRole("link", { name: /Age must be between/ })).toHaveAttribute(
    "href",
    "#booking-age",
  );
  const age = page.getByLabel("Age", { exact: true });
  await expect(age).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("First name", { exact: true })).toHaveValue("Ananya");
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
  await expect(page.getByRole("radio", { name: "By WhatsApp" })).toBeChecked();
  await expect(page.getByLabel("Preferred time", { exact: true })).toHaveValue("11:30 AM");
  expect(await sql("select 1 from consultation_requests where email = $1", [email])).toHaveLength(
    0,
  );
});

/** Within the first screen of a 390 x 844 phone, as the page arrives: no scrolling needed. */
async function expectInFirstScreen(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const height = await page.evaluate(() => window.innerHeight);
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect(box?.y ?? height).toBeLessThan(height);
}

test("a booking refused by a limit names the clinic's phone, keeps her answers, and opens there", async ({
  page,
}) => {
  // Three requests with one number are fine (her mother's, her sister's): the fourth is refused.
  const phone = uniquePhone();
  for (let i = 0; i < 3; i += 1) {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": randomAddress() });
    await page.goto("/book-consultation");
    await fillBookingForm(page, `e2e.noscript.${randomUUID().slice(0, 8)}@example.com`, phone);
    await page.getByRole("button", { name: "Book my private consultation" }).click();
    await expect(page.getByRole("heading", { name: "Request received" })).toBeFocused();
  }
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomAddress() });
  const email = `e2e.noscript.${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/book-consultation");
  await fillBookingForm(page, email, phone);
  await page.getByRole("button", { name: "Book my private consultation" }).click();

  const answer = page.locator("#booking-result");
  await expect(answer).toBeFocused();
  await expectInFirstScreen(page, answer);
  await expect(answer).toContainText("call us on +91 98765 43210");
  await expect(answer.getByRole("link", { name: "Call us on +91 98765 43210" })).toHaveAttribute(
    "href",
    "tel:+919876543210",
  );
  await expect(page.getByLabel("First name", { exact: true })).toHaveValue("Ananya");
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue(phone);
  await expect(page.getByRole("radio", { name: "By WhatsApp" })).toBeChecked();
  expect(await sql("select 1 from consultation_requests where email = $1", [email])).toHaveLength(
    0,
  );
});

test("in Hindi, the confirmation is the first thing she sees without scripts", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomAddress() });
  const email = `e2e.noscript.hi.${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/hi/book-consultation");
  await page.getByLabel("पहला नाम", { exact: true }).fill("सुनीता");
  await page.getByLabel("उपनाम", { exact: true }).fill("वर्मा");
  await page.getByRole("textbox", { name: "ईमेल", exact: true }).fill(email);
  await page.getByLabel("फ़ोन नंबर", { exact: true }).fill(uniquePhone());
  await page.getByLabel("उम्र", { exact: true }).fill("41");
  await page.getByLabel("पसंद की तारीख़", { exact: true }).fill(openDayAhead(7));
  await page.getByLabel("पसंद का समय", { exact: true }).selectOption({ label: "सुबह 11:30" });
  await page
    .getByLabel("आप कितनी जल्दी डॉक्टर से मिलना चाहती हैं?", { exact: true })
    .selectOption({ label: "थोड़ी जल्दी (1 हफ़्ते के अंदर)" });
  await page.getByRole("checkbox", { name: /मैं सहमति देती हूँ/ }).check();
  await page.getByRole("button", { name: "मेरा निजी परामर्श बुक करें" }).click();

  const heading = page.getByRole("heading", { name: "आपका अनुरोध मिल गया" });
  await expect(heading).toBeFocused();
  await expectInFirstScreen(page, heading);
  expect(await sql("select 1 from consultation_requests where email = $1", [email])).toHaveLength(
    1,
  );
});
