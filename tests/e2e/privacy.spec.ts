import { randomInt, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { consentWording } from "@/content/consents";
import { bookingDeletionCopy } from "@/lib/i18n/localized";
import { createAccount, signIn, sql, useOwnAddress } from "./support/accounts";
import { waitForMail } from "./support/mail";

/** A signed-out visitor's right to erasure, through the one-time link in her e-mail. */

/** A booking made without an account, as the form stores it. */
async function guestBooking(prefix: string) {
  const email = `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
  const reference = `SC-E2E${randomInt(10, 99)}-${randomUUID().slice(0, 5).toUpperCase()}`;
  await sql(
    `insert into consultation_requests (id, idempotency_key, reference, first_name, last_name, email, phone, age,
       preferred_date, preferred_time, consultation_type, urgency, privacy_consent, privacy_consent_at, updated_at)
     values (gen_random_uuid(), $1, $2, 'Divya', 'Kulkarni', $3, '+91 91234 56789', 31,
       current_date + 3, '10:00 AM', 'initial', 'low', true, now(), now())`,
    [randomUUID(), reference, email],
  );
  return { email, reference };
}

test("a visitor who booked signed out erases her booking through the e-mailed link", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  });
  const { email, reference } = await guestBooking("e2e.erase");

  await page.goto("/privacy-policy");
  await page.getByRole("link", { name: "Ask us to delete your booking details" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Delete my booking details" }),
  ).toBeVisible();
  await page.getByLabel("The email you booked with").fill(email);
  await page.getByRole("button", { name: "Send me the confirmation link" }).click();
  await expect(page.getByRole("status")).toContainText("we have sent a link to it");

  const [mail] = await sql<{ text: string }>(
    'select text from outbox_emails where "to" = $1 order by created_at desc limit 1',
    [email],
  );
  const link = mail?.text.match(/https?:\/\/\S+\/delete-my-booking\/confirm\?token=[\w-]+/)?.[0];
  expect(link, "the e-mail holds a confirmation link").toBeDefined();
  const { pathname, search } = new URL(link ?? "");

  // Opening the link erases nothing: a mail scanner may open it too.
  await page.goto(`${pathname}${search}`);
  const [before] = await sql<{ anonymised_at: Date | null }>(
    "select anonymised_at from consultation_requests where reference = $1",
    [reference],
  );
  expect(before?.anonymised_at).toBeNull();

  await page.getByRole("button", { name: "Yes, delete my booking details" }).click();
  await expect(page.getByRole("status")).toContainText(
    "The details of your booking have been erased",
  );
  const [after] = await sql<{ first_name: string; email: string }>(
    "select first_name, email from consultation_requests where reference = $1",
    [reference],
  );
  expect(after?.first_name).toBe("Anonymised");
  expect(after?.email).not.toBe(email);
});

test.describe("in Hindi on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("from the Hindi privacy policy to her booking erased, every step and the mail in Hindi", async ({
    page,
  }) => {
    const hindi = bookingDeletionCopy("hi");
    await useOwnAddress(page);
    const { email, reference } = await guestBooking("e2e.erase.hi");

    await page.goto("/hi/privacy-policy");
    await page.getByRole("link", { name: "हमसे अपनी बुकिंग की जानकारी मिटाने को कहें" }).click();
    await expect(page).toHaveURL(/\/hi\/delete-my-booking$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(
      page.getByRole("heading", { level: 1, name: hindi.deletionPage.title }),
    ).toBeVisible();
    // Her mistake is told in Hindi, by the server's own rules.
    await page.getByLabel(hindi.deletionPage.emailLabel).fill("not-an-email");
    await page.getByRole("button", { name: hindi.deletionPage.submit }).click();
    await expect(page.getByText(hindi.deletionMessages.invalidEmail)).toBeVisible();
    await page.getByLabel(hindi.deletionPage.emailLabel).fill(email);
    await page.getByRole("button", { name: hindi.deletionPage.submit }).click();
    await expect(page.getByRole("status")).toHaveText(hindi.deletionMessages.requested);

    const [mail] = await waitForMail(email, 1);
    expect(mail?.subject).toBe(hindi.deletionMail.subject);
    const link = mail?.text.match(
      /https?:\/\/\S+\/hi\/delete-my-booking\/confirm\?token=[\w-]+/,
    )?.[0];
    expect(link, "the Hindi e-mail opens the Hindi page").toBeDefined();
    const { pathname, search } = new URL(link ?? "");

    await page.goto(`${pathname}${search}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await page.getByRole("button", { name: hindi.deletionConfirmPage.confirm }).click();
    await expect(page.getByRole("status")).toHaveText(hindi.deletionConfirmPage.erased);
    const [after] = await sql<{ first_name: string }>(
      "select first_name from consultation_requests where reference = $1",
      [reference],
    );
    expect(after?.first_name).toBe("Anonymised");

    // The same link again: refused, in Hindi, with the way to a new one.
    await page.goto(`${pathname}${search}`);
    await page.getByRole("button", { name: hindi.deletionConfirmPage.confirm }).click();
    await expect(page.getByRole("status")).toContainText(hindi.deletionMessages.linkUsed);
    await expect(
      page.getByRole("link", { name: hindi.deletionConfirmPage.newLink }),
    ).toHaveAttribute("href", "/hi/delete-my-booking");
  });
});

test("a patient withdraws a consent and downloads her data", async ({ page }) => {
  await useOwnAddress(page);
  const patient = await createAccount("patient", { firstName: "Meenal" });
  await sql(
    `insert into consents (id, purpose, version, method, given_at, user_id)
     values (gen_random_uuid(), 'care', '2026-11-23', 'booking_form', now(), $1),
            (gen_random_uuid(), 'reminders', '2026-11-23', 'booking_form', now(), $1)`,
    [patient.id],
  );
  await signIn(page, patient, "/patient-dashboard");
  await page
    .getByRole("navigation", { name: "Dashboard sections" })
    .getByRole("link", { name: "Privacy" })
    .click();

  // The state is said plainly; what withdrawing would do is said by the button only.
  await expect(page.getByText(consentWording.reminders.agreedMeans)).toContainText(/^Agreed on /);
  const withdraw = page.getByRole("button", { name: /^Withdraw\W+Reminders and updates$/ });
  await expect(withdraw).toHaveAccessibleDescription(consentWording.reminders.withdrawEffect);
  // One click, as easily as it was given.
  await withdraw.click();
  await expect(page.getByText('You have withdrawn "Reminders and updates".')).toBeVisible();
  await expect(page.getByRole("button", { name: /^Agree\W+Reminders and updates$/ })).toBeVisible();
  const [consent] = await sql<{ withdrawn_at: Date | null; withdraw_method: string | null }>(
    "select withdrawn_at, withdraw_method from consents where user_id = $1 and purpose = 'reminders'",
    [patient.id],
  );
  expect(consent?.withdrawn_at).not.toBeNull();
  expect(consent?.withdraw_method).toBe("patient_dashboard");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^saheli-care-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path()) ?? "", "utf8")) as {
    profile: { email: string };
    consents: Array<{ purpose: string; withdrawnAt: string | null }>;
  };
  expect(data.profile.email).toBe(patient.email);
  expect(data.consents).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ purpose: "reminders", withdrawnAt: expect.any(String) }),
      expect.objectContaining({ purpose: "care", withdrawnAt: null }),
    ]),
  );
});
