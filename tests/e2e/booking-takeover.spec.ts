import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { verifyMessages } from "@/lib/validations/email-verification";
import {
  confirmationLinkPath,
  createAccount,
  signIn,
  signUpAsPatient,
  sql,
  useOwnAddress,
  type TestAccount,
} from "./support/accounts";
import { randomAddress } from "@/tests/fixtures/e2e";
import { fillBookingForm, startBooking } from "./support/booking";

/**
 * A guest booking's reference and e-mail do not hand it over (issue 31), against the built app:
 * someone who saw her confirmation signs up with her address, or changes a confirmed account's
 * address to hers, puts her reference in the old pending-bookings cookie and signs in. Neither
 * the download of their data nor any page of their account shows anything of hers. She, in the
 * browser she booked in, gets the booking as soon as she confirms her address.
 */

/** She books through the form, signed out, in her own browser; returns the reference. */
async function bookAsGuest(page: Page, email: string, symptoms: string): Promise<string> {
  await page.goto("/book-consultation");
  await startBooking(page);
  await fillBookingForm(page, email);
  await page.getByLabel("What are you experiencing?").fill(symptoms);
  await page.getByRole("button", { name: "Book my private consultation" }).click();
  await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible({
    timeout: 15_000,
  });
  const [row] = await sql<{ reference: string }>(
    "select reference from consultation_requests where email = $1",
    [email],
  );
  if (!row) throw new Error("the booking was not stored");
  return row.reference;
}

/** Signs in afresh with the old cookie set to her reference, as the attack did. */
async function signInWithHerReference(
  context: BrowserContext,
  page: Page,
  account: TestAccount,
  reference: string,
): Promise<void> {
  await context.clearCookies();
  await context.addCookies([
    { name: "sc_pending_bookings", value: reference, url: page.url() || "http://127.0.0.1" },
  ]);
  await signIn(page, account, "/patient-dashboard");
}

/** Everything their account shows them: every tab's HTML and RSC payload, and the download. */
async function whatTheirAccountShows(page: Page): Promise<string> {
  const parts: string[] = [];
  for (const path of [
    "/patient-dashboard",
    "/patient-dashboard/messages",
    "/patient-dashboard/reports",
    "/patient-dashboard/profile",
    "/patient-dashboard/privacy",
    "/patient-dashboard/my-data",
  ]) {
    const html = await page.request.get(path);
    expect(html.status(), path).toBe(200);
    parts.push(await html.text());
    const rsc = await page.request.get(path, { headers: { RSC: "1" } });
    parts.push(await rsc.text());
  }
  const download = await page.request.get("/api/me/export");
  expect(download.status()).toBe(200);
  parts.push(await download.text());
  return parts.join("\n");
}

/** Her booking, made in a browser of her own from an address of her own. */
async function herGuestBooking(browser: Browser) {
  const email = `e2e.hers.${randomUUID().slice(0, 10)}@example.com`;
  const symptoms = `Canary ${randomUUID()}`;
  const hers = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  const reference = await bookAsGuest(await hers.newPage(), email, symptoms);
  await hers.close();
  return { email, symptoms, reference };
}

async function ownerOf(reference: string): Promise<string | null> {
  const [row] = await sql<{ patient_id: string | null }>(
    "select patient_id from consultation_requests where reference = $1",
    [reference],
  );
  return row?.patient_id ?? null;
}

/** Her booking is still nobody's, and no page or download of their account holds any of it. */
async function expectNothingOfHers(page: Page, reference: string, symptoms: string) {
  expect(await ownerOf(reference)).toBeNull();
  const shown = await whatTheirAccountShows(page);
  expect(shown).not.toContain(reference);
  expect(shown).not.toContain(symptoms);
}

test("signing up with her address and setting her reference in a cookie shows nothing of hers", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { email, symptoms, reference } = await herGuestBooking(browser);
  const theirs = await browser.newContext();
  const page = await theirs.newPage();
  await useOwnAddress(page);
  const attacker = await signUpAsPatient(page, email, { firstName: "Ravi", lastName: "Kumar" });
  await signInWithHerReference(theirs, page, attacker, reference);

  await expectNothingOfHers(page, reference, symptoms);
  await theirs.close();
});

test("changing a confirmed account's address to hers and signing in with her reference shows nothing of hers", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { email, symptoms, reference } = await herGuestBooking(browser);
  const theirs = await browser.newContext();
  const page = await theirs.newPage();
  await useOwnAddress(page);
  const attacker = await createAccount("patient", { firstName: "Ravi", lastName: "Kumar" });
  await signIn(page, attacker, "/patient-dashboard");
  await page.goto("/patient-dashboard/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0, { timeout: 15_000 });
  const [changed] = await sql<{ verified: boolean }>(
    "select email_verified_at is not null as verified from users where id = $1",
    [attacker.id],
  );
  expect(changed?.verified).toBe(false);

  await signInWithHerReference(theirs, page, { ...attacker, email }, reference);

  await expectNothingOfHers(page, reference, symptoms);
  await theirs.close();
});

test("she, in the browser she booked in, gets her booking once she confirms her address", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `e2e.hers.${randomUUID().slice(0, 10)}@example.com`;
  const symptoms = `Canary ${randomUUID()}`;
  await useOwnAddress(page);
  const reference = await bookAsGuest(page, email, symptoms);
  const account = await signUpAsPatient(page, email, { firstName: "Ravi", lastName: "Kumar" });

  // Not hers until she shows she holds the address.
  expect(await ownerOf(reference)).toBeNull();
  await expect(page.getByText("Please confirm your email")).toBeVisible();

  await page.goto(await confirmationLinkPath(email));
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page.getByRole("status")).toContainText(verifyMessages.confirmed);

  expect(await ownerOf(reference)).toBe(account.id);
  await page.goto("/patient-dashboard");
  await expect(
    page.getByRole("region", { name: "Your requests" }).getByText(reference),
  ).toBeVisible();
  const download = await (await page.request.get("/api/me/export")).text();
  expect(download).toContain(symptoms);
});
