import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { areas } from "@/lib/auth/permissions";
import { indiaDateKey } from "@/lib/india-time";
import { createAccount, signIn, sql, useOwnAddress } from "@/tests/e2e/support/accounts";
import { seriousViolations } from "./support/axe";

/**
 * A coordinator works one booking request through the Tasks tab: claims it, notes the contact,
 * books the visit. Her own accounts and request, so the test depends on nothing else.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const path = areas["coordinator-dashboard"].path;

test("a coordinator claims, contacts and schedules a request", async ({ page }) => {
  await useOwnAddress(page);
  const coordinator = await createAccount("coordinator", { firstName: "Priya" });
  const doctor = await createAccount("doctor", { firstName: "Lakshmi" });
  const tag = randomUUID().replace(/-/g, "").toUpperCase();
  const lastName = `Queue${tag.slice(0, 6)}`;
  const [request] = await sql<{ id: string }>(
    `insert into consultation_requests (id, idempotency_key, reference, first_name, last_name, email, phone, age,
       preferred_date, preferred_time, consultation_type, urgency, privacy_consent, privacy_consent_at,
       contact_method, no_calls, contact_window, symptoms, created_at, updated_at)
     values (gen_random_uuid(), $1, $2, 'Asha', $3, $4, '+91 98765 43210', 31,
       current_date + 10, '10:00 AM', 'initial', 'emergency', true, now(),
       'whatsapp', true, 'morning', 'Bleeding for a week', now() - interval '30 days', now())
     returning id`,
    [
      randomUUID(),
      `SC-${tag.slice(0, 5)}-${tag.slice(5, 10)}`,
      lastName,
      `e2e.queue.${tag.slice(0, 8).toLowerCase()}@example.com`,
    ],
  );
  if (!request) throw new Error("no request");

  await signIn(page, coordinator, path);
  // A month-old emergency: first among the new ones (the longest waiting first), whatever other
  // tests have booked meanwhile, so it is on the queue's first page.
  await page.goto(`${path}/tasks`);
  const card = page.getByRole("listitem").filter({ hasText: `Asha ${lastName}` });
  await expect(card.getByText("No calls")).toBeVisible();
  await expect(card.getByText("WhatsApp")).toBeVisible();
  await card.getByRole("link", { name: /Open request/ }).click();

  const panel = page.getByRole("region", { name: new RegExp(`Asha ${lastName}`) });
  await expect(panel.getByText("Bleeding for a week")).toBeVisible();
  // The queue and the opened request, forms folded out, with no serious accessibility problem.
  for (const summary of ["Mark contacted", "Schedule an appointment", "Close the request"]) {
    await panel.getByText(summary, { exact: true }).click();
  }
  expect(await seriousViolations(page)).toEqual([]);
  for (const summary of ["Mark contacted", "Schedule an appointment", "Close the request"]) {
    await panel.getByText(summary, { exact: true }).click();
  }

  await panel.getByRole("button", { name: /Claim: assign to me/ }).click();
  await expect(page.getByText("Request claimed.")).toBeVisible();
  await expect(panel.getByText("claimed by you")).toBeVisible();

  await panel.getByText("Mark contacted").click();
  await panel.getByLabel("What happened").fill("WhatsApp sent; she prefers a morning visit.");
  await panel.getByRole("button", { name: "Save contact" }).click();
  await expect(page.getByText("Contact noted.")).toBeVisible();
  await expect(panel.getByText("WhatsApp sent; she prefers a morning visit.")).toBeVisible();

  await panel.getByText("Schedule an appointment").click();
  // She named no city: the coordinator chooses the clinic with her.
  await panel.getByLabel("Clinic", { exact: true }).selectOption("pune");
  await panel.getByLabel("Doctor", { exact: true }).selectOption(doctor.id);
  await panel
    .getByLabel("Date", { exact: true })
    .fill(indiaDateKey(new Date(Date.now() + 12 * DAY_MS)));
  await panel.getByLabel("Time (India)").fill("09:30");
  await panel.getByRole("button", { name: "Book appointment" }).click();
  await expect(page.getByText("Appointment booked.")).toBeVisible();
  await expect(panel.getByText(`Dr ${doctor.firstName} ${doctor.lastName}`).first()).toBeVisible();

  const [row] = await sql<{ status: string; appointment_id: string | null }>(
    `select status::text as status, appointment_id from consultation_requests where id = $1`,
    [request.id],
  );
  expect(row?.status).toBe("scheduled");
  expect(row?.appointment_id).not.toBeNull();
});
