import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { areas } from "@/lib/auth/permissions";
import { tabPath } from "@/lib/dashboards/routes";
import { indiaDateKey } from "@/lib/india-time";
import { createAccount, signIn, sql, useOwnAddress } from "./support/accounts";
import { openDayAhead } from "@/tests/fixtures/india-days";
import { uniquePhone } from "@/tests/fixtures/phones";
import { startBooking } from "./support/booking";
import { waitForMail } from "./support/mail";

/**
 * Care in her city (issue 33, item 1): a woman who books the Grade 2 piles package for Jaipur is
 * scheduled with a doctor who practises in Jaipur, at the Jaipur clinic, and every place that tells
 * her where to go (her mail, its calendar file, her dashboard, the staff's view) says Jaipur. Before
 * this, everyone was sent to Mumbai.
 */

const DAY_MS = 24 * 60 * 60_000;
const JAIPUR_CLINIC = "Saheli Care Jaipur, Jaipur, Rajasthan";
const MUMBAI = /Mumbai|Andheri/;

test("a Jaipur booking is scheduled with a Jaipur doctor and sends her to the Jaipur clinic", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  const patient = await createAccount("patient", { firstName: "Noor", lastName: `City${tag}` });
  const coordinator = await createAccount("coordinator", { firstName: "Priya" });
  // The seeded doctors are the catalogue's: Dr. Meera Kulkarni practises in Delhi, Jaipur, Lucknow.
  const [meera] = await sql<{ id: string }>(
    "select id from users where doctor_catalogue_id = 3 and status = 'active'",
  );
  const [kavya] = await sql<{ id: string }>(
    "select id from users where doctor_catalogue_id = 1 and status = 'active'",
  );
  if (!meera || !kavya) throw new Error("seed the database first: no catalogue doctors");

  // 1. Signed in on her phone, she books from the Grade 2 piles page for Jaipur.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const her = await phone.newPage();
  await useOwnAddress(her);
  await signIn(her, patient, areas["patient-dashboard"].path);
  await her.goto("/grade-2-piles/jaipur");
  await her.getByRole("link", { name: "Book Your Consultation" }).first().click();
  await expect(her.getByText("You are booking about Grade 2 piles · Jaipur.")).toBeVisible();
  await startBooking(her);
  await her.getByLabel("First name", { exact: true }).fill(patient.firstName);
  await her.getByLabel("Last name", { exact: true }).fill(patient.lastName);
  await her.getByRole("textbox", { name: "Email", exact: true }).fill(patient.email);
  await her.getByLabel("Phone", { exact: true }).fill(uniquePhone());
  await her.getByLabel("Age", { exact: true }).fill("41");
  await her.getByLabel("Preferred date", { exact: true }).fill(openDayAhead(5));
  await her.getByLabel("Preferred time", { exact: true }).selectOption("10:30 AM");
  await her.getByLabel("Consultation type", { exact: true }).selectOption("initial");
  await her
    .getByLabel("How soon would you like to be seen?", { exact: true })
    .selectOption("medium");
  await her.getByRole("radio", { name: "By email" }).check();
  await her.getByRole("checkbox", { name: /I agree/ }).check();
  await her.getByRole("button", { name: "Book my private consultation" }).click();
  await expect(her.getByRole("heading", { name: "Request received" })).toBeVisible();
  const [booked] = await sql<{ id: string; city: string }>(
    "select id, city from consultation_requests where email = $1",
    [patient.email],
  );
  expect(booked?.city).toBe("jaipur");

  // 2. The coordinator: Jaipur's clinic and Jaipur's doctors first, each doctor with her cities.
  const desk = await browser.newContext();
  const staff = await desk.newPage();
  await useOwnAddress(staff);
  await signIn(staff, coordinator, areas["coordinator-dashboard"].path);
  await staff.goto(tabPath("coordinator-dashboard", "tasks", booked?.id ?? ""));
  const panel = staff.getByRole("region", { name: new RegExp(`Noor City${tag}`) });
  await panel.getByRole("button", { name: /Claim: assign to me/ }).click();
  await expect(staff.getByText("Request claimed.")).toBeVisible();
  await panel.getByText("Schedule an appointment").click();
  await expect(panel.getByLabel("Where")).toHaveValue("in_person");
  await expect(panel.getByLabel("Clinic", { exact: true })).toHaveValue("jaipur");
  const doctorField = panel.getByLabel("Doctor", { exact: true });
  const firstGroup = doctorField.locator("optgroup").first();
  await expect(firstGroup).toHaveAttribute("label", "Practising in Jaipur");
  await expect(firstGroup.locator("option")).toContainText([
    "Dr. Meera Kulkarni · Delhi, Jaipur, Lucknow",
  ]);
  await expect(doctorField).toHaveValue(meera.id);
  await expect(panel.getByTestId("place-warning")).toHaveCount(0);

  // Filtered, only Jaipur's doctors are listed.
  await panel.getByRole("checkbox", { name: "Only doctors practising in Jaipur" }).check();
  await expect(doctorField.locator("option")).toHaveText([
    "Dr. Meera Kulkarni · Delhi, Jaipur, Lucknow",
  ]);
  await panel.getByRole("checkbox", { name: "Only doctors practising in Jaipur" }).uncheck();

  // A doctor from another city is flagged before anything is booked.
  await doctorField.selectOption(kavya.id);
  await expect(panel.getByTestId("place-warning")).toContainText(
    "Dr. Kavya Menon does not practise in Jaipur (Mumbai, Pune)",
  );
  await doctorField.selectOption(meera.id);
  await expect(panel.getByTestId("place-warning")).toHaveCount(0);

  // A day no other run of this test takes (the doctor's overlap rule would refuse it).
  const day = indiaDateKey(
    new Date(Date.now() + (30 + (Number.parseInt(tag.slice(0, 6), 16) % 300)) * DAY_MS),
  );
  await panel.getByLabel("Date", { exact: true }).fill(day);
  await panel.getByLabel("Time (India)").fill("11:15");
  await doctorField.selectOption(meera.id);
  await panel.getByRole("button", { name: "Book appointment" }).click();
  await expect(staff.getByText("Appointment booked.")).toBeVisible();
  const [appointment] = await sql<{ id: string; mode: string; clinic: string }>(
    `select a.id, a.mode::text as mode, a.clinic from appointments a
       join consultation_requests r on r.appointment_id = a.id where r.id = $1`,
    [booked?.id],
  );
  expect(appointment).toMatchObject({ mode: "in_person", clinic: "jaipur" });

  // 3. Her mail and its calendar file: the Jaipur clinic, never Mumbai.
  const scheduled = (await waitForMail(patient.email, 2)).find((mail) =>
    mail.subject.startsWith("Your appointment on"),
  );
  expect(scheduled?.text).toContain("Dr Meera Kulkarni");
  expect(scheduled?.text).toContain(`at ${JAIPUR_CLINIC}`);
  expect(scheduled?.text).not.toMatch(MUMBAI);
  const calendar = scheduled?.attachments.find((file) => file.filename === "appointment.ics");
  expect(calendar?.content.replace(/\r\n /g, "")).toContain(
    "LOCATION:Saheli Care Jaipur\\, Jaipur\\, Rajasthan",
  );
  expect(calendar?.content).not.toMatch(MUMBAI);

  // 4. Her dashboard shows the place, with directions to the Jaipur clinic.
  await her.goto(areas["patient-dashboard"].path);
  const upcoming = her.getByRole("region", { name: "Upcoming appointments" });
  const card = upcoming.getByRole("listitem").filter({ hasText: "Dr. Meera Kulkarni" });
  await expect(card.getByText(`At ${JAIPUR_CLINIC}`)).toBeVisible();
  await expect(
    card.getByRole("link", { name: "Directions to Saheli Care Jaipur" }),
  ).toHaveAttribute("href", /google\.com\/maps\/search\/.*Saheli%20Care%20Jaipur/);
  await expect(her.locator("main")).not.toContainText(MUMBAI);

  // 5. The staff's view of the appointment names the clinic too.
  await staff.goto(tabPath("coordinator-dashboard", "appointments", appointment?.id ?? ""));
  await expect(staff.getByText(JAIPUR_CLINIC)).toBeVisible();

  await phone.close();
  await desk.close();
});
