import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { areas } from "@/lib/auth/permissions";
import { tabPath } from "@/lib/dashboards/routes";
import { formatIndiaDateTime, indiaDateTimeToInstant } from "@/lib/india-time";
import { createAccount, signIn, sql, useOwnAddress } from "@/tests/e2e/support/accounts";
import { weekdayAhead } from "@/tests/fixtures/india-days";

/**
 * Care in her city, from the doctor's desk (issue 33, items 2 and 3): her doctor opens the visit and
 * reads what she wrote when she booked, and her privacy page then lists that read; the doctor's
 * time off over the booked visit is refused with the visit listed, and nothing is saved.
 */

test("her doctor reads her symptoms, she sees the read, and time off cannot swallow the visit", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  const patient = await createAccount("patient", { firstName: "Kavya", lastName: `Visit${tag}` });
  const doctor = await createAccount("doctor", { firstName: "Farah", lastName: `Khan${tag}` });
  const day = weekdayAhead(10);
  const startsAt = indiaDateTimeToInstant(day, "10:00") as Date;
  const [appointment] = await sql<{ id: string }>(
    `insert into appointments (id, patient_id, doctor_id, appointment_date, type, status, duration_minutes, clinic, updated_at)
     values (gen_random_uuid(), $1, $2, $3, 'Initial Consultation', 'scheduled', 60, 'pune', now())
     returning id`,
    [patient.id, doctor.id, startsAt],
  );
  const appointmentId = appointment?.id ?? "";
  await sql(
    `insert into consultation_requests (id, idempotency_key, reference, first_name, last_name, email,
       phone, age, preferred_date, preferred_time, consultation_type, topic, symptoms,
       previous_treatment, urgency, privacy_consent, privacy_consent_at, status, patient_id,
       appointment_id, updated_at)
     values (gen_random_uuid(), $1, $2, $3, $4, $5, '9876543210', 41, $6::date, '10:00 AM',
       'initial', 'grade-2-piles', 'Bleeding after stools for two weeks',
       'Ointment from a local clinic', 'medium', true, now(), 'scheduled', $7, $8, now())`,
    [
      randomUUID(),
      `SC-${tag.slice(0, 5).toUpperCase()}-CARE3`,
      patient.firstName,
      patient.lastName,
      patient.email,
      day,
      patient.id,
      appointmentId,
    ],
  );

  // 1. Her doctor opens the appointment and reads what she wrote.
  const desk = await browser.newPage();
  await useOwnAddress(desk);
  await signIn(desk, doctor, areas["doctor-dashboard"].path);
  await desk.goto(tabPath("doctor-dashboard", "appointments", appointmentId));
  const reasons = desk.getByRole("region", { name: "What she wrote when she booked" });
  await expect(reasons.getByText("Grade 2 piles")).toBeVisible();
  await expect(reasons.getByText("Bleeding after stools for two weeks")).toBeVisible();
  await expect(reasons.getByText("Ointment from a local clinic")).toBeVisible();

  // 2. Her privacy page lists that read: her doctor viewed her booking.
  const her = await browser.newPage();
  await useOwnAddress(her);
  await signIn(her, patient, areas["patient-dashboard"].path);
  await her.goto(tabPath("patient-dashboard", "privacy"));
  const log = her.getByRole("region", { name: "Who viewed my information" });
  await expect(
    log.getByRole("listitem").filter({ hasText: "Farah K., doctor, viewed your booking" }).first(),
  ).toBeVisible();

  // 3. Time off over the visit is refused, with the visit listed, and nothing is saved.
  await desk.goto(areas["doctor-dashboard"].path);
  const form = desk.getByRole("form", { name: "Add time off" });
  await form.getByLabel("From", { exact: true }).fill(day);
  await form.getByLabel("At", { exact: true }).fill("09:00");
  await form.getByLabel("Until", { exact: true }).fill(day);
  await form.getByLabel("At (end)", { exact: true }).fill("17:00");
  await form.getByRole("button", { name: "Add time off" }).click();
  const refusal = desk.getByRole("alert").filter({ hasText: "Not saved" });
  await expect(refusal).toContainText("Not saved: this time off covers a booked visit.");
  await expect(
    refusal
      .getByRole("list", { name: "Booked visits it covers" })
      .getByText(`${formatIndiaDateTime(startsAt)} · Kavya · Initial Consultation`),
  ).toBeVisible();
  await refusal.getByRole("button", { name: "Keep my visits" }).click();
  await expect(refusal).toHaveCount(0);
  expect(
    await sql("select id from doctor_time_off where doctor_id = $1", [doctor.id]),
  ).toHaveLength(0);
  const [visit] = await sql<{ status: string }>("select status from appointments where id = $1", [
    appointmentId,
  ]);
  expect(visit?.status).toBe("scheduled");

  for (const page of [desk, her]) await page.close();
});
