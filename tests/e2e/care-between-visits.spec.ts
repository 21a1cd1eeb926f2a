import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { areas } from "@/lib/auth/permissions";
import { tabPath } from "@/lib/dashboards/routes";
import { formatIndiaDateTime, indiaDateTimeToInstant } from "@/lib/india-time";
import { createAccount, signIn, sql, useOwnAddress } from "@/tests/e2e/support/accounts";
import { weekdayAhead } from "@/tests/fixtures/india-days";

/**
 * Care between visits (issue 17), from the three desks at once: the coordinator schedules her
 * booking from the doctor's free times at the time she asked for; she moves it to another free
 * time on her phone and writes to her doctor, marking it urgent; the doctor finds it first,
 * answers and gives her a prescription; she downloads it and finds both in her access log.
 */

const sections = (page: Page) => page.getByRole("navigation", { name: "Dashboard sections" });

test("scheduled from a free time, moved by her, answered by her doctor with a prescription she downloads", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = randomUUID().slice(0, 8);
  const patient = await createAccount("patient", { firstName: "Meera", lastName: `Care${tag}` });
  const coordinator = await createAccount("coordinator", { firstName: "Priya" });
  const doctor = await createAccount("doctor", { firstName: "Farah", lastName: `Khan${tag}` });
  const askedDay = weekdayAhead(9);
  const newDay = weekdayAhead(13);
  const askedAt = indiaDateTimeToInstant(askedDay, "10:30") as Date;
  const movedTo = indiaDateTimeToInstant(newDay, "14:00") as Date;

  // Her booking, made while signed in: an initial consultation on a weekday at 10:30 AM.
  const [request] = await sql<{ id: string }>(
    `insert into consultation_requests (id, idempotency_key, reference, first_name, last_name, email,
       phone, age, preferred_date, preferred_time, consultation_type, symptoms, urgency,
       privacy_consent, privacy_consent_at, patient_id, updated_at)
     values (gen_random_uuid(), $1, $2, $3, $4, $5, '9876543210', 36, $6::date, '10:30 AM',
       'initial', 'Pain after meals', 'medium', true, now(), $7, now())
     returning id`,
    [
      randomUUID(),
      `SC-${tag.slice(0, 5).toUpperCase()}-CARE1`,
      patient.firstName,
      patient.lastName,
      patient.email,
      askedDay,
      patient.id,
    ],
  );

  // 1. The coordinator: the form opens on her day and time at an initial consultation's length;
  //    she picks the doctor and takes the free time the form suggests.
  const staff = await browser.newPage();
  await useOwnAddress(staff);
  await signIn(staff, coordinator, areas["coordinator-dashboard"].path);
  await staff.goto(tabPath("coordinator-dashboard", "tasks", request?.id ?? ""));
  const panel = staff.getByRole("region", { name: new RegExp(`Meera Care${tag}`) });
  await panel.getByRole("button", { name: /Claim: assign to me/ }).click();
  await expect(staff.getByText("Request claimed.")).toBeVisible();
  await panel.getByText("Schedule an appointment").click();
  await expect(panel.getByLabel("Date", { exact: true })).toHaveValue(askedDay);
  await expect(panel.getByLabel("Time (India)")).toHaveValue("10:30");
  await expect(panel.getByLabel("Duration")).toHaveValue("60");
  // She named no city: the coordinator chooses the clinic with her.
  await panel.getByLabel("Clinic", { exact: true }).selectOption("pune");
  await panel.getByLabel("Doctor", { exact: true }).selectOption(doctor.id);
  const freeTimes = panel.getByRole("list", { name: `Free times of Dr. Farah Khan${tag}` });
  await expect(freeTimes.getByRole("button", { name: "10:30 AM" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await freeTimes.getByRole("button", { name: "10:30 AM" }).click();
  await panel.getByRole("button", { name: "Book appointment" }).click();
  await expect(staff.getByText("Appointment booked.")).toBeVisible();
  const [booked] = await sql<{ id: string; appointment_date: Date; duration_minutes: number }>(
    "select id, appointment_date, duration_minutes from appointments where patient_id = $1",
    [patient.id],
  );
  expect(booked?.appointment_date.toISOString()).toBe(askedAt.toISOString());
  expect(booked?.duration_minutes).toBe(60);

  // 2. She, on her phone: moves it to another free time of the same doctor.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const her = await phone.newPage();
  await useOwnAddress(her);
  await signIn(her, patient, areas["patient-dashboard"].path);
  const upcoming = her.getByRole("region", { name: "Upcoming appointments" });
  await expect(upcoming.getByText(formatIndiaDateTime(askedAt), { exact: true })).toBeVisible();
  await upcoming.getByRole("button", { name: /^Change or cancel/ }).click();
  const change = her.getByRole("dialog", { name: "Change or cancel" });
  await change.getByLabel("New day").fill(newDay);
  await change.getByRole("button", { name: "2:00 PM", exact: true }).click();
  await change.getByRole("button", { name: "Move to this time" }).click();
  await expect(
    her.getByText(`Your appointment is now on ${formatIndiaDateTime(movedTo)}.`),
  ).toBeVisible();

  // 3. She writes to her doctor from the appointment, marked urgent.
  await upcoming.getByRole("link", { name: `Message Dr. Farah Khan${tag}` }).click();
  await expect(her).toHaveURL(tabPath("patient-dashboard", "messages", doctor.id));
  await her.getByLabel(`Write to Dr. Farah Khan${tag}`).fill("The pain is worse since yesterday.");
  await her.getByLabel(/Mark as urgent/).check();
  await her.getByRole("button", { name: "Send", exact: true }).click();
  // Sent once the box is empty again: until then the words getByText finds are the box's own.
  await expect(her.getByLabel(`Write to Dr. Farah Khan${tag}`)).toHaveValue("");
  await expect(her.getByText("The pain is worse since yesterday.")).toBeVisible();

  // 4. The doctor: the urgent message heads her inbox; she answers in the conversation.
  const desk = await browser.newPage();
  await useOwnAddress(desk);
  await signIn(desk, doctor, areas["doctor-dashboard"].path);
  await sections(desk).getByRole("link", { name: "Messages" }).click();
  const inbox = desk.getByRole("list", { name: "Received messages" });
  const first = inbox.getByRole("listitem").first();
  await expect(first).toContainText("The pain is worse since yesterday.");
  await expect(first.getByText("Urgent")).toBeVisible();
  await first.getByRole("link", { name: /Open conversation/ }).click();
  await desk.getByLabel(`Write to Meera Care${tag}`).fill("Please take the tablets twice a day.");
  await desk.getByRole("button", { name: "Send", exact: true }).click();
  // Leaving the page while the message is on its way would cancel it: wait until it is sent.
  await expect(desk.getByLabel(`Write to Meera Care${tag}`)).toHaveValue("");
  await expect(desk.getByText("Please take the tablets twice a day.")).toBeVisible();

  // 5. The doctor gives her a prescription for the appointment.
  await uploadPrescription(desk, booked?.id ?? "");

  // 6. She reads the answer, downloads the prescription, and finds both in her access log.
  await expect
    .poll(
      async () => {
        const rows = await sql<{ n: number }>(
          "select count(*)::int as n from messages where receiver_id = $1 and content = $2",
          [patient.id, "Please take the tablets twice a day."],
        );
        return rows[0]?.n;
      },
      { message: "the doctor's answer is stored for her" },
    )
    .toBe(1);
  await her.reload();
  // Her conversation streams in after the page's frame: seconds when the machine is busy.
  await expect(her.getByText("Please take the tablets twice a day.")).toBeVisible({
    timeout: 15_000,
  });
  await sections(her).getByRole("link", { name: "Reports" }).click();
  const [download] = await Promise.all([
    her.waitForEvent("download"),
    her.getByRole("link", { name: "Download Prescription after consultation" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await her.goto(tabPath("patient-dashboard", "privacy"));
  const log = her.getByRole("region", { name: "Who viewed my information" });
  await expect(log.getByText(/Farah K\., doctor.*a report/).first()).toBeVisible();
  await expect(log.getByText(/You downloaded a report/).first()).toBeVisible();

  await phone.close();
  for (const page of [staff, desk]) await page.close();
});

/** The doctor's upload, from her Reports tab: a small PDF, titled, for the appointment. */
async function uploadPrescription(desk: Page, appointmentId: string): Promise<void> {
  await sections(desk).getByRole("link", { name: "Reports" }).click();
  await desk.getByLabel("Appointment").selectOption(appointmentId);
  await desk.getByLabel("Kind").selectOption("prescription");
  await desk.getByLabel("Title").fill("Prescription after consultation");
  await desk.getByLabel("File").setInputFiles({
    name: "prescription.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
  });
  await desk.getByRole("button", { name: "Upload" }).click();
  await expect(desk.getByText(/The report was uploaded/)).toBeVisible();
  await expect(
    desk.getByRole("link", { name: "Download Prescription after consultation" }),
  ).toBeVisible();
}
