import { expect, type Page } from "@playwright/test";

/**
 * She starts on the booking form: a tap in the first field. The form's engine (react-hook-form and
 * the schema's messages) loads then and takes over; it marks the form `data-enhanced` once it has.
 */
export async function startBooking(page: Page): Promise<void> {
  await page.getByLabel("First name", { exact: true }).click();
  await expect(page.locator("form[data-enhanced]")).toHaveCount(1);
  await expect(page.getByLabel("First name", { exact: true })).toBeFocused();
}
