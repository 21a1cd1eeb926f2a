import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { tabPath } from "@/lib/dashboards/routes";
import { areas } from "@/lib/auth/permissions";
import { indiaDateKey } from "@/lib/india-time";
import {
  confirmationLinkPath,
  createAccount,
  signIn,
  sql,
  useOwnAddress,
} from "@/tests/e2e/support/accounts";
import { openDayAhead } from "@/tests/fixtures/india-days";
import { uniquePhone } from "@/tests/fixtures/phones";
import { startBooking } from "./support/booking";

/**
 * From booking to care, in one journey (issues: booking to appointment, privacy). A signed-out
 * visitor books and asks not to be called; a coordinator schedules it; the visitor creates her
 * account with the same e-mail in the same browser and finds the appointment; her doctor sees it;
 * she and the coordinator exchange messages; and she sees in her access log that the coordinator
 * opened her request.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = "Lotus-garden-2026";
const coordinatorPath = areas["coordinator-dashboard"].path;

const sections = (page: Page) => page.getByRole("navigation", { name: "Dashboard sections" });

test("a signed-out booking becomes her appointment, her doctor's, and a conversation", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  const lastName = `Journey${tag}`;
  const email = `e2e.journey.${tag}@example.com`;
  const coordinator = await createAccount("coordinator", { firstName: "Priya" });
  const doctor = await createAccount("doctor", { firstName: "Lakshmi", lastName: `Iyer${tag}` });

  // 1. The visitor books, signed out, asking not to be called and to be reached on WhatsApp.
  const visitor = await browser.newPage();
  await useOwnAddress(visitor);
  await visitor.goto("/book-consultation");
  await startBooking(visitor);
  await visitor.getByLabel("First name", { exact: true }).fill("Kavita");
  await visitor.getByLabel("Last name", { exact: true }).fill(lastName);
  await visitor.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await visitor.getByLabel("Phone", { exact: true }).fill(uniquePhone());
  await visitor.getByLabel("Age", { exact: true }).fill("41");
  await visitor.getByLabel("Preferred date", { exact: true }).fill(openDayAhead(7));
  await visitor.getByLabel("Preferred time", { exact: true }).selectOption("11:30 AM");
  await visitor.getByLabel("Consultation type", { exact: true }).selectOption("initial");
  await visitor
    .getByLabel("How soon would you like to be seen?", { exact: true })
    .selectOption("medium");
  await visitor.getByLabel("Please don't call me").check();
  await visitor.getByRole("radio", { name: "By WhatsApp" }).check();
  await visitor.getByRole("checkbox", { name: /I agree/ }).check();
  await visitor.getByRole("button", { name: "Book my private consultation" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: /SC-/ })).toBeVisible();
  const [booked] = await sql<{ id: string; no_calls: boolean; contact_method: string }>(
    "select id, no_calls, contact_method::text from consultation_requests where email = $1",
    [email],
  );
  expect(booked).toMatchObject({ no_calls: true, contact_method: "whatsapp" });

  // 2. A coordinator sees her preferences in the queue, and schedules it with a doctor.
  const staff = await browser.newPage();
  await useOwnAddress(staff);
  await signIn(staff, coordinator, coordinatorPath);
  // Opened by its address: other tests' requests may fill the queue's first page.
  await staff.goto(tabPath("coordinator-dashboard", "tasks", booked?.id ?? ""));
  const panel = staff.getByRole("region", { name: new RegExp(`Kavita ${lastName}`) });
  await expect(panel.getByText("No calls").first()).toBeVisible();
  await expect(panel.getByText("WhatsApp").first()).toBeVisible();
  await panel.getByRole("button", { name: /Claim: assign to me/ }).click();
  await expect(staff.getByText("Request claimed.")).toBeVisible();
  await panel.getByText("Schedule an appointment").click();
  // She named no city: the coordinator chooses the clinic with her.
  await panel.getByLabel("Clinic", { exact: true }).selectOption("pune");
  await panel.getByLabel("Doctor", { exact: true }).selectOption(doctor.id);
  await panel
    .getByLabel("Date", { exact: true })
    .fill(indiaDateKey(new Date(Date.now() + 8 * DAY_MS)));
  await panel.getByLabel("Time (India)").fill("10:30");
  await panel.getByRole("button", { name: "Book appointment" }).click();
  await expect(staff.getByText("Appointment booked.")).toBeVisible();

  // 3. The visitor creates her account with the same e-mail and confirms it from her inbox: only
  // then does the booking, and the appointment it became, join her account (issue 31).
  await visitor.goto("/sign-in");
  await visitor.getByRole("button", { name: "Create an account" }).click();
  await visitor.getByRole("radio", { name: "Patient" }).check();
  await visitor.getByLabel("First name", { exact: true }).fill("Kavita");
  await visitor.getByLabel("Last name", { exact: true }).fill(lastName);
  await visitor.getByLabel("Email", { exact: true }).fill(email);
  await visitor.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await visitor.getByRole("button", { name: "Create account" }).click();
  // Sign-up, then sign-in: two bcrypt operations at the production cost.
  await expect(visitor).toHaveURL(/\/patient-dashboard$/, { timeout: 15_000 });
  await expect(visitor.getByText("Please confirm your email")).toBeVisible();
  await visitor.goto(await confirmationLinkPath(email));
  await visitor.getByRole("button", { name: "Confirm my email" }).click();
  await visitor.getByRole("status").getByRole("link", { name: "Go to my account" }).click();
  await expect(visitor).toHaveURL(/\/patient-dashboard$/);
  const upcoming = visitor.getByRole("region", { name: "Upcoming appointments" });
  await expect(upcoming.getByText(`with Dr. Lakshmi Iyer${tag}`)).toBeVisible();
  await expect(visitor.getByText("Appointment booked")).toBeVisible();

  // 4. Her doctor sees it among her appointments, under her name.
  const doctorPage = await browser.newPage();
  await useOwnAddress(doctorPage);
  await signIn(doctorPage, doctor, areas["doctor-dashboard"].path);
  await sections(doctorPage).getByRole("link", { name: "Appointments" }).click();
  await expect(doctorPage.getByRole("row").filter({ hasText: `Kavita ${lastName}` })).toHaveCount(
    1,
  );

  // 5. She asks her coordinator a question; the coordinator answers; she sees it unread.
  await sections(visitor).getByRole("link", { name: "Messages" }).click();
  // The Appointments tab has an Ask a question card too: wait until the Messages tab has replaced
  // it, or the dialog opened there is unmounted by the tab switch.
  await expect(visitor.getByRole("heading", { level: 2, name: "Messages" })).toBeVisible();
  await visitor.getByRole("button", { name: "Ask a question" }).click();
  await visitor.getByLabel("Your question").fill("May I bring my sister along?");
  await visitor.getByRole("button", { name: "Send question" }).click();
  await expect(visitor.getByText(/Priya will answer in Messages/)).toBeVisible();

  await staff.goto(tabPath("coordinator-dashboard", "communications"));
  await staff.getByRole("link", { name: new RegExp(`Kavita ${lastName}`) }).click();
  await expect(staff.getByText("May I bring my sister along?")).toBeVisible();
  await staff.getByLabel(`Write to Kavita ${lastName}`).fill("Of course, she is welcome.");
  await staff.getByRole("button", { name: "Send" }).click();
  await expect(staff.getByText("Of course, she is welcome.")).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByRole("button", { name: /1 unread message/ })).toBeVisible();
  await visitor.getByRole("link", { name: /Priya/ }).click();
  await expect(visitor.getByText("Of course, she is welcome.")).toBeVisible();

  // 6. Her access log shows that the coordinator opened her request.
  await visitor.goto(tabPath("patient-dashboard", "privacy"));
  const log = visitor.getByRole("region", { name: "Who viewed my information" });
  await expect(log.getByText(/Priya R\./).first()).toBeVisible({ timeout: 10_000 });
  await expect(log.getByText(/your booking/).first()).toBeVisible();

  for (const page of [visitor, staff, doctorPage]) await page.close();
});
