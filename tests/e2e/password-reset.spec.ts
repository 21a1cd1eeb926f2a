import { expect, test } from "@playwright/test";
import { authMessages } from "@/lib/validations/auth-messages";
import { resetMessages } from "@/lib/validations/password-reset";
import { createAccount, signIn, sql, TEST_PASSWORD, useOwnAddress } from "./support/accounts";

/** 'Forgot password?' end to end: the link by e-mail, a new password, every old session ended. */

const NEW_PASSWORD = "Monsoon-lotus-2026";

test("a patient who forgot her password chooses a new one and her other devices are signed out", async ({
  browser,
}) => {
  // Three bcrypt operations at the production cost and two devices: give it a busy machine's time.
  test.setTimeout(60_000);
  const patient = await createAccount("patient");

  // Signed in on her phone.
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await useOwnAddress(phonePage);
  await signIn(phonePage, patient, "/patient-dashboard");

  // On her laptop she has forgotten it.
  const laptop = await browser.newContext();
  const page = await laptop.newPage();
  await useOwnAddress(page);
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Forgot your password?" }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByLabel("Your account's email").fill(patient.email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status")).toContainText(resetMessages.requested);

  const [mail] = await sql<{ subject: string; text: string }>(
    `select subject, text from outbox_emails where "to" = $1 and purpose = 'password-reset'
     order by created_at desc limit 1`,
    [patient.email],
  );
  expect(mail?.subject).not.toMatch(/piles|fissure|fistula|proctolog/i);
  const link = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]{43}/)?.[0];
  expect(link, "the e-mail holds a reset link").toBeDefined();
  const { pathname, search } = new URL(link ?? "");

  await page.goto(`${pathname}${search}`);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("New password again").fill("Monsoon-lotus-2025");
  await page.getByRole("button", { name: "Save my new password" }).click();
  await expect(page.getByText(resetMessages.mismatch)).toBeVisible();
  await expect(page.getByLabel("New password again")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("New password again").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save my new password" }).click();
  await expect(page.getByRole("status")).toContainText(resetMessages.changed);

  // The phone's session has ended: her dashboard asks her to sign in again.
  await phonePage.reload();
  await expect(phonePage.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();

  // The old password no longer works; the new one does.
  await page.getByRole("status").getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email", { exact: true }).fill(patient.email);
  await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // A wrong password costs a full bcrypt compare: seconds on a busy machine.
  await expect(page.locator("form").getByRole("alert")).toContainText(
    authMessages.invalidCredentials,
    { timeout: 15_000 },
  );
  await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/patient-dashboard$/, { timeout: 15_000 });

  // The link worked once.
  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole("status")).toContainText(resetMessages.linkUsed);

  await phone.close();
  await laptop.close();
});
