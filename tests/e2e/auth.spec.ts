import { randomInt, randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { authMessages } from "@/lib/validations/auth-messages";
import { createAccount, signIn, useOwnAddress } from "@/tests/e2e/support/accounts";
import { seriousViolations } from "./support/axe";
import { validator } from "./support/validator";

/**
 * Signing up, in and out, and the area guard, against a running app whose DATABASE_URL is the
 * (seeded) test database. Every account here is new, so no test depends on a seeded password or can
 * lock out a shared account.
 */

const PASSWORD = "Lotus-garden-2026";

function uniqueEmail(): string {
  return `e2e.auth.${randomUUID().slice(0, 12)}@example.com`;
}

/** The card's form, whichever mode it is in. */
const card = (page: Page) => page.locator("form");

async function openSignUp(page: Page) {
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Create an account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create an account" })).toBeFocused();
}

async function fillSignUp(
  page: Page,
  { email, role = "Patient" }: { email: string; role?: "Patient" | "Doctor" | "Coordinator" },
) {
  await page.getByRole("radio", { name: role }).check();
  await page.getByLabel("First name", { exact: true }).fill("Ananya");
  await page.getByLabel("Last name", { exact: true }).fill("Rao");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
}

/** A new patient, signed in and on her dashboard. */
async function signUpPatient(page: Page): Promise<string> {
  const email = uniqueEmail();
  await openSignUp(page);
  await fillSignUp(page, { email });
  await page.getByRole("button", { name: "Create account" }).click();
  // Two bcrypt operations at the production cost (sign-up, then sign-in): on a busy 2-core
  // machine they alone can take seconds.
  await expect(page).toHaveURL(/\/patient-dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Patient Dashboard" })).toBeVisible();
  return email;
}

/** The page's header (the public site's or the signed-in areas'): where her account menu is. */
const mainNav = (page: Page) => page.getByRole("banner");

test.describe("accounts and the area guard", () => {
  test.beforeEach(async ({ page }) => {
    // Each test signs in from its own address, so the per-address sign-in and sign-up limits
    // never spill between tests or runs. The app trusts x-forwarded-for, as behind its proxy.
    await page.setExtraHTTPHeaders({
      "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    });
  });

  test("the sign-in page is private, labelled and offers sign-up", async ({ page }) => {
    const response = await page.goto("/sign-in");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Sign in/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute(
      "autocomplete",
      "email",
    );
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toHaveAttribute("autocomplete", "current-password");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");

    await page.getByRole("button", { name: "Create an account" }).click();
    await expect(page.getByRole("radio", { name: "Patient" })).toBeChecked();
    await expect(page.getByRole("radio")).toHaveCount(3);
    await expect(page.getByRole("radio", { name: /owner/i })).toHaveCount(0);
    await expect(page.getByLabel("First name", { exact: true })).toHaveAttribute(
      "autocomplete",
      "given-name",
    );
    await expect(page.getByLabel("Last name", { exact: true })).toHaveAttribute(
      "autocomplete",
      "family-name",
    );
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute(
      "autocomplete",
      "new-password",
    );
  });

  test("an empty form shows the spec's validation messages under the fields", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const alert = card(page).getByRole("alert");
    await expect(alert).toContainText(authMessages.validationTitle);
    await expect(alert).toContainText(authMessages.required);
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");

    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByLabel("Email", { exact: true }).fill("  ");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(card(page).getByText(authMessages.namesRequired).first()).toBeVisible();
  });

  test("signing up as a patient lands her in the patient dashboard", async ({ page }) => {
    const email = await signUpPatient(page);
    await expect(page.getByText(/^Good (morning|afternoon|evening), Ananya$/)).toBeVisible();
    await expect(page.getByText(authMessages.accountCreated)).toBeVisible();
    await page
      .getByRole("navigation", { name: "Dashboard sections" })
      .getByRole("link", { name: "Profile" })
      .click();
    await expect(page.getByText(email)).toBeVisible();
    // The header now knows her.
    await expect(mainNav(page).getByRole("button", { name: /Ananya/ })).toBeVisible();
  });

  test("a doctor who signs up is told her account awaits approval", async ({ page }) => {
    await openSignUp(page);
    await fillSignUp(page, { email: uniqueEmail(), role: "Doctor" });
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("status").filter({ hasText: authMessages.pending })).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
  });

  test("a wrong password is refused with one clear message, the right one opens the page", async ({
    page,
  }) => {
    const email = await signUpPatient(page);
    await page.context().clearCookies();

    // Signed out, the protected page shows the card in its place.
    await page.goto("/patient-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(`  ${email}  `);
    await page.getByLabel("Password", { exact: true }).fill(`${PASSWORD}x`);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(card(page).getByRole("alert")).toHaveText(authMessages.invalidCredentials);

    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Patient Dashboard" })).toBeVisible();
    await expect(page).toHaveURL(/\/patient-dashboard$/);
    await expect(page.getByText(authMessages.signedIn)).toBeVisible();
  });

  test("a signed-in patient opening the admin panel is denied", async ({ page }) => {
    await signUpPatient(page);
    await page.goto("/admin-panel");
    await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(page.getByText("Required role: owner")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
  });

  test("signing out says so and the header offers 'Sign in' again", async ({ page }) => {
    await signUpPatient(page);
    await mainNav(page)
      .getByRole("button", { name: /Ananya/ })
      .click();
    await mainNav(page).getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page.getByText(authMessages.signedOut)).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await expect(mainNav(page).getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/sign-in",
    );

    // And the area is closed again.
    await page.goto("/patient-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  });

  test("'Sign out of all devices' ends her session on the other device too", async ({
    page,
    browser,
  }) => {
    const patient = await createAccount("patient");
    const phone = await browser.newContext();
    const phonePage = await phone.newPage();
    await useOwnAddress(phonePage);
    await signIn(phonePage, patient, "/patient-dashboard");

    await useOwnAddress(page);
    await signIn(page, patient, "/patient-dashboard");
    await page.goto("/patient-dashboard/profile");
    await page.getByRole("button", { name: "Sign out of all devices" }).click();
    await expect(page.getByText(authMessages.signedOutEverywhere)).toBeVisible();

    // The phone still holds its cookie, but the session behind it has ended.
    await phonePage.goto("/patient-dashboard");
    await expect(phonePage.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await phone.close();
  });

  test("a signed-in visitor to /sign-in goes straight to her area", async ({ page }) => {
    await signUpPatient(page);
    await page.goto("/sign-in");
    await expect(page).toHaveURL(/\/patient-dashboard$/);
  });

  test(
    "the sign-in page has no serious or critical accessibility violations",
    validator,
    async ({ page }) => {
      const check = () => seriousViolations(page);
      await page.goto("/sign-in");
      await expect(mainNav(page).getByRole("link", { name: "Sign in" })).toBeVisible();
      expect(await check()).toEqual([]);

      // And with the sign-up form's error messages showing.
      await page.getByRole("button", { name: "Create an account" }).click();
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(card(page).getByRole("alert")).toBeVisible();
      expect(await check()).toEqual([]);
    },
  );
});
