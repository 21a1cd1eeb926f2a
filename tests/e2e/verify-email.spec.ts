import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import {
  claimMessages,
  linkedBookingsMessage,
  verifyMessages,
} from "@/lib/validations/email-verification";
import {
  confirmationLinkPath,
  createAccount,
  signIn,
  signUpAsPatient,
  sql,
  useOwnAddress,
} from "./support/accounts";

/**
 * A verified e-mail end to end (issue 16, item 1): she signs up, opens the link from the outbox,
 * confirms, and her dashboard names the booking she had made with that address on another device.
 */

/** A booking made signed out, as from another phone: only its e-mail ties it to her. */
async function guestBooking(email: string): Promise<string> {
  const tag = randomUUID().replace(/-/g, "").toUpperCase();
  const reference = `SC-${tag.slice(0, 5)}-${tag.slice(5, 10)}`;
  await sql(
    `insert into consultation_requests (id, idempotency_key, reference, first_name, last_name, email,
       phone, age, preferred_date, preferred_time, consultation_type, urgency, privacy_consent,
       privacy_consent_at, updated_at)
     values (gen_random_uuid(), $1, $2, 'Ananya', 'Rao', $3, '+91 98765 43210', 31,
       current_date + 7, '10:00 AM', 'initial', 'medium', true, now(), now())`,
    [randomUUID(), reference, email],
  );
  return reference;
}

/** The path of the newest confirmation link mailed to `email`; the mail names no condition. */
async function newestLink(email: string): Promise<string> {
  const [mail] = await sql<{ subject: string }>(
    `select subject from outbox_emails where "to" = $1 and text like '%/verify-email?token=%'
     order by created_at desc limit 1`,
    [email],
  );
  expect(mail?.subject).not.toMatch(/piles|fissure|fistula|proctolog/i);
  return confirmationLinkPath(email);
}

test("she confirms her e-mail and the booking she made on another device joins her account", async ({
  page,
}) => {
  const email = `e2e.verify.${randomUUID().slice(0, 10)}@example.com`;
  const hers = await guestBooking(email);
  const someoneElses = await guestBooking(`e2e.other.${randomUUID().slice(0, 10)}@example.com`);

  await useOwnAddress(page);
  await signUpAsPatient(page, email);

  // Unconfirmed: the dashboard asks her to confirm, and the booking is not hers yet.
  const requests = page.getByRole("region", { name: "Your requests" });
  await expect(page.getByText("Please confirm your email")).toBeVisible();
  await expect(page.getByText(hers)).toHaveCount(0);

  // She asks for the link again: the newest one is the one that works.
  await page.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByText(verifyMessages.resent)).toBeVisible();
  const link = await newestLink(email);

  // Opening the link confirms nothing by itself (mail scanners open links too).
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your email" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const [before] = await sql<{ verified: boolean }>(
    "select email_verified_at is not null as verified from users where email = $1",
    [email],
  );
  expect(before?.verified).toBe(false);

  await page.getByRole("button", { name: "Confirm my email" }).click();
  const done = page.getByRole("status");
  await expect(done).toContainText(verifyMessages.confirmed);
  await expect(done).toContainText(linkedBookingsMessage([hers]));

  // Her dashboard names the booking once, and lists it among her requests.
  await done.getByRole("link", { name: "Go to my account" }).click();
  await expect(page).toHaveURL(/\/patient-dashboard$/);
  await expect(page.getByText(linkedBookingsMessage([hers]))).toBeVisible();
  await expect(requests.getByText(hers)).toBeVisible();
  await expect(page.getByText(someoneElses)).toHaveCount(0);
  await expect(page.getByText("Please confirm your email")).toHaveCount(0);

  await page.getByRole("button", { name: "Got it" }).click();
  await expect(page.getByText(linkedBookingsMessage([hers]))).toHaveCount(0);
  await page.reload();
  await expect(requests.getByText(hers)).toBeVisible();
  await expect(page.getByText(linkedBookingsMessage([hers]))).toHaveCount(0);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole("status")).toContainText(verifyMessages.linkUsed);
});

test("she adds a booking she made with another e-mail, with the code sent there", async ({
  page,
}) => {
  const patient = await createAccount("patient");
  const otherAddress = `e2e.work.${randomUUID().slice(0, 10)}@example.com`;
  const reference = await guestBooking(otherAddress);
  await useOwnAddress(page);
  await signIn(page, patient, "/patient-dashboard");

  await page.getByRole("button", { name: "Add a booking I made" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a booking I made" });
  await dialog.getByLabel("Booking reference").fill(reference.toLowerCase());
  await dialog.getByRole("button", { name: "Send me a code" }).click();
  await expect(dialog.getByRole("status")).toHaveText(claimMessages.codeSent);

  const [mail] = await sql<{ text: string }>(
    `select text from outbox_emails where "to" = $1 and purpose = 'booking-claim-code'`,
    [otherAddress],
  );
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? "";
  expect(code).toMatch(/^\d{6}$/);
  await dialog.getByLabel("Code from the email").fill(code);
  await dialog.getByRole("button", { name: "Add the booking" }).click();
  await expect(page.getByText(claimMessages.linked(reference))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: "Your requests" }).getByText(reference),
  ).toBeVisible();
});
