import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { areas } from "@/lib/auth/permissions";
import { tabPath } from "@/lib/dashboards/routes";
import { createAccount, signIn, sql, useOwnAddress } from "@/tests/e2e/support/accounts";
import { seriousViolations } from "./support/axe";

/**
 * Issue 33's smaller fixes as they reach the browser: the doctor's way to the articles she writes,
 * and her overview announcing what her doctor sent until she opens it. (The owner's suspension
 * dialog is in dashboards.spec.ts, with the rest of user management.)
 */

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

test("a doctor reaches blog management from her dashboard", async ({ page }) => {
  const doctor = await createAccount("doctor", { firstName: "Farah" });
  await signIn(page, doctor, areas["doctor-dashboard"].path);
  await page.getByRole("link", { name: "Blog Management" }).click();
  await expect(page).toHaveURL(/\/blog-management$/);
  await expect(page.getByRole("heading", { level: 1, name: "Blog Management" })).toBeVisible();
});

test("her overview says her doctor wrote and a report was added, until she opens them", async ({
  page,
}) => {
  const patient = await createAccount("patient", { firstName: "Meera" });
  const doctor = await createAccount("doctor", { firstName: "Farah" });
  const appointmentId = randomUUID();
  await sql(
    `insert into appointments (id, patient_id, doctor_id, appointment_date, type, status, duration_minutes, clinic, updated_at)
     values ($1, $2, $3, now() - interval '2 days', 'Initial Consultation', 'completed', 30, 'pune', now())`,
    [appointmentId, patient.id, doctor.id],
  );
  await sql(
    `insert into messages (id, sender_id, receiver_id, appointment_id, subject, content, status)
     values (gen_random_uuid(), $1, $2, $3, 'Your results', 'All is well. See the report.', 'unread')`,
    [doctor.id, patient.id, appointmentId],
  );
  const file = Buffer.from("%PDF-1.4\n% test\n%%EOF\n");
  await sql(
    `insert into reports (id, patient_id, doctor_id, appointment_id, kind, title, content_type,
       byte_size, bytes, file_name)
     values (gen_random_uuid(), $1, $2, $3, 'report', 'Blood test', 'application/pdf', $4, $5, 'blood-test.pdf')`,
    [patient.id, doctor.id, appointmentId, file.length, file],
  );

  const overview = areas["patient-dashboard"].path;
  await signIn(page, patient, overview);
  const news = page.getByRole("list", { name: "What is new" });
  await expect(news.getByRole("link", { name: "New message from your doctor" })).toBeVisible();
  await expect(news.getByRole("link", { name: "New report added" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // She opens the report's tab: that notice goes; the message's stays until she reads it.
  await news.getByRole("link", { name: "New report added" }).click();
  await expect(page).toHaveURL(new RegExp(`${tabPath("patient-dashboard", "reports")}$`));
  await expect(page.getByText("Blood test")).toBeVisible();
  await page.goto(overview);
  await expect(news.getByRole("link", { name: "New message from your doctor" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New report added" })).toHaveCount(0);

  // She opens the conversation with her doctor: the message is read, and nothing is new.
  await page.goto(tabPath("patient-dashboard", "messages", doctor.id));
  await expect(page.getByText("All is well. See the report.")).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await sql<{ status: string }>(
            "select status::text from messages where receiver_id = $1",
            [patient.id],
          )
        )[0]?.status,
    )
    .toBe("read");
  await page.goto(overview);
  await expect(page.getByRole("heading", { name: "Upcoming appointments" })).toBeVisible();
  await expect(page.getByRole("list", { name: "What is new" })).toHaveCount(0);
});
