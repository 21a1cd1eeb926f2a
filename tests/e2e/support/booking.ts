import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { openDayAhead } from "@/tests/fixtures/india-days";
import { uniquePhone } from "@/tests/fixtures/phones";

/**
 * She starts on the booking form: a tap in the first field. The form's engine (react-hook-form and
 * the schema's messages) loads then and takes over; it marks the form `data-enhanced` once it has.
 */
export async function startBooking(page: Page): Promise<void> {
  await page.getByLabel("First name", { exact: true }).click();
  await expect(page.locator("form[data-enhanced]")).toHaveCount(1);
  await expect(page.getByLabel("First name", { exact: true })).toBeFocused();
}

/** The booking form filled in as she would, on a phone, before or without scripts. */
export async function fillBookingForm(page: Page, email: string, phone = uniquePhone()) {
  await page.getByLabel("First name", { exact: true }).fill("Ananya");
  await page.getByLabel("Last name", { exact: true }).fill("Rao");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Phone", { exact: true }).fill(phone);
  await page.getByLabel("Age", { exact: true }).fill("36");
  await page.getByLabel("Preferred date", { exact: true }).fill(openDayAhead(7));
  await page.getByLabel("Preferred time", { exact: true }).selectOption("11:30 AM");
  await page
    .getByLabel("How soon would you like to be seen?", { exact: true })
    .selectOption("medium");
  await page.getByRole("radio", { name: "By WhatsApp" }).check();
  await page.getByRole("checkbox", { name: /I agree/ }).check();
}

/** The booking action's id, from the build's manifest (as the page's script knows it). */
export function submitBookingId(): string {
  const manifestPath = path.join(
    process.env.NEXT_DIST_DIR || ".next",
    "server",
    "server-reference-manifest.json",
  );
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as {
    node: Record<string, { filename?: string; exportedName?: string }>;
  };
  const entry = Object.entries(manifest.node).find(
    ([, action]) =>
      action.filename === "lib/actions/booking.ts" && action.exportedName === "submitBooking",
  );
  if (!entry) throw new Error("submitBooking is not in the build's server-reference manifest");
  return entry[0];
}

/** A valid booking as the form's script sends it to the action (its one argument). */
export function actionBooking(extra: Record<string, unknown> = {}) {
  return {
    firstName: "Ananya",
    lastName: "Rao",
    email: `e2e.${randomUUID().slice(0, 12)}@example.com`,
    phone: uniquePhone(),
    age: 36,
    preferredDate: openDayAhead(7),
    preferredTime: "11:30 AM",
    consultationType: "initial",
    urgency: "low",
    privacyConsent: true,
    idempotencyKey: randomUUID(),
    website: "",
    ...extra,
  };
}
