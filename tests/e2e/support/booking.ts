import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { todayInIndia } from "@/lib/validations/booking";

/**
 * She starts on the booking form: a tap in the first field. The form's engine (react-hook-form and
 * the schema's messages) loads then and takes over; it marks the form `data-enhanced` once it has.
 */
export async function startBooking(page: Page): Promise<void> {
  await page.getByLabel("First name", { exact: true }).click();
  await expect(page.locator("form[data-enhanced]")).toHaveCount(1);
  await expect(page.getByLabel("First name", { exact: true })).toBeFocused();
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

const DAY_MS = 24 * 60 * 60 * 1000;

/** A Tuesday, Wednesday or Thursday at least three days ahead, India time: a day the clinic sees patients. */
export function aWeekdayAhead(): string {
  for (let days = 3; ; days += 1) {
    const day = todayInIndia(new Date(Date.now() + days * DAY_MS));
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday >= 2 && weekday <= 4) return day;
  }
}

/** A valid booking as the form's script sends it to the action (its one argument). */
export function actionBooking(extra: Record<string, unknown> = {}) {
  return {
    firstName: "Ananya",
    lastName: "Rao",
    email: `e2e.${randomUUID().slice(0, 12)}@example.com`,
    phone: "+91 98765 43210",
    age: 36,
    preferredDate: aWeekdayAhead(),
    preferredTime: "11:30 AM",
    consultationType: "initial",
    urgency: "low",
    privacyConsent: true,
    idempotencyKey: randomUUID(),
    website: "",
    ...extra,
  };
}
