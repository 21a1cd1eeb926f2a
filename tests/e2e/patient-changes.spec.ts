import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { areas } from "@/lib/auth/permissions";
import { formatIndiaDateTime, indiaDateTimeToInstant } from "@/lib/india-time";
import { createAccount, signIn, sql, useOwnAddress } from "@/tests/e2e/support/accounts";
import { weekdayAhead } from "@/tests/fixtures/india-days";
import { seriousViolations } from "./support/axe";

/**
 * She changes her own plans (issue 17), on a phone: from her dashboard she moves her appointment to
 * another free time of the same doctor, then cancels it; an appointment within the cut-off shows
 * the clinic's phone instead of the buttons.
 */

const patientPath = areas["patient-dashboard"].path;

test.use({ viewport: { width: 390, height: 844 } });

test("she moves her appointment to another free time, then cancels it", async ({ page }) => {
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 8);
  const patient = await createAccount("patient", { firstName: "Sana", lastName: `Moves${tag}` });
  const coordinator = await createAccount("coordinator", { firstName: "Priya" });
  const doctor = await createAccount("doctor", { firstName: "Lakshmi", lastName: `Rao${tag}` });
  const firstDay = weekdayAhead(10);
  const newDay = weekdayAhead(14);
  const startsAt = indiaDateTimeToInstant(firstDay, "10:00") as Date;
  const movedTo = indiaDateTimeToInstant(newDay, "11:30") as Date;
  const [appointment] = await sql<{ id: string }>(
    `insert into appointments (id, patient_id, doctor_id, coordinator_id, appointment_date, type, status, duration_minutes, clinic, updated_at)
     values (gen_random_uuid(), $1, $2, $3, $4, 'Initial Consultation', 'scheduled', 30, 'pune', now())
     returning id`,
    [patient.id, doctor.id, coordinator.id, startsAt],
  );
  // Another patient has 11:00 that day: that time is not offered.
  const other = await createAccount("patient");
  await sql(
    `insert into appointments (id, patient_id, doctor_id, appointment_date, type, status, duration_minutes, clinic, updated_at)
     values (gen_random_uuid(), $1, $2, $3, 'Initial Consultation', 'scheduled', 30, 'pune', now())`,
    [other.id, doctor.id, indiaDateTimeToInstant(newDay, "11:00")],
  );

  await useOwnAddress(page);
  await signIn(page, patient, patientPath);
  const upcoming = page.getByRole("region", { name: "Upcoming appointments" });
  await expect(upcoming.getByText(formatIndiaDateTime(startsAt), { exact: true })).toBeVisible();

  // Move: a day, one of the doctor's free times, save.
  await upcoming.getByRole("button", { name: /^Change or cancel/ }).click();
  const dialog = page.getByRole("dialog", { name: "Change or cancel" });
  await expect(dialog.getByRole("button", { name: "10:30 AM" })).toBeVisible();
  await dialog.getByLabel("New day").fill(newDay);
  await expect(dialog.getByRole("button", { name: "11:30 AM" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "11:00 AM" })).toHaveCount(0);
  // The dialog fits the phone's width.
  const box = await dialog.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
  await dialog.getByRole("button", { name: "11:30 AM" }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Move to this time" }).click();
  await expect(
    page.getByText(`Your appointment is now on ${formatIndiaDateTime(movedTo)}.`),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(upcoming.getByText(formatIndiaDateTime(movedTo), { exact: true })).toBeVisible();
  const [moved] = await sql<{ appointment_date: Date; ics_sequence: number }>(
    "select appointment_date, ics_sequence from appointments where id = $1",
    [appointment?.id],
  );
  expect(moved?.appointment_date.toISOString()).toBe(movedTo.toISOString());
  expect(moved?.ics_sequence).toBe(1);
  const told = await sql<{ receiver_id: string; subject: string }>(
    "select receiver_id, subject from messages where sender_id = $1 order by subject",
    [patient.id],
  );
  expect(told.map((row) => row.receiver_id).sort()).toEqual([coordinator.id, doctor.id].sort());

  // Cancel, after a confirmation.
  await upcoming.getByRole("button", { name: /^Change or cancel/ }).click();
  await dialog.getByRole("button", { name: "Cancel appointment" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel this appointment?" });
  await confirm.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByText("Your appointment is cancelled.")).toBeVisible();
  // A cancelled visit is no longer upcoming: it is listed with the past and cancelled ones.
  const over = page.getByRole("region", { name: "Past and cancelled appointments" });
  await expect(over.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(upcoming.getByText(formatIndiaDateTime(movedTo), { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Change or cancel/ })).toHaveCount(0);
  const [cancelled] = await sql<{ status: string }>(
    "select status::text from appointments where id = $1",
    [appointment?.id],
  );
  expect(cancelled?.status).toBe("cancelled");
});

test("within the cut-off, the phone instead of the buttons", async ({ page }) => {
  const patient = await createAccount("patient");
  const doctor = await createAccount("doctor");
  await sql(
    `insert into appointments (id, patient_id, doctor_id, appointment_date, type, status, duration_minutes, clinic, updated_at)
     values (gen_random_uuid(), $1, $2, now() + interval '5 hours', 'Initial Consultation', 'scheduled', 30, 'pune', now())`,
    [patient.id, doctor.id],
  );
  await useOwnAddress(page);
  await signIn(page, patient, patientPath);
  const upcoming = page.getByRole("region", { name: "Upcoming appointments" });
  await expect(
    upcoming.getByText(/Less than 24 hours to go: please call us on .* to change or cancel\./),
  ).toBeVisible();
  await expect(upcoming.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
    "href",
    "tel:+919876543210",
  );
  await expect(upcoming.getByRole("button", { name: /^Change or cancel/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
