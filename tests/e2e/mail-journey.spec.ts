import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import { areas } from "@/lib/auth/permissions";
import { tabPath } from "@/lib/dashboards/routes";
import { indiaDateKey, indiaTimeKey } from "@/lib/india-time";
import { createAccount, databaseUrl, signIn, sql, useOwnAddress } from "./support/accounts";
import { smtpSinkPort, waitForMail } from "./support/mail";
import { openDayAhead } from "@/tests/fixtures/india-days";
import { uniquePhone } from "@/tests/fixtures/phones";

/**
 * What reaches her outside the website (issue: her account holds all her bookings). A guest books
 * from a condition page on her phone, with e-mail as her channel and reminders wanted; the mails
 * arrive over real SMTP: the booking received, the appointment with a calendar file, one reminder
 * however often cron runs. On another device she signs up and confirms her e-mail from the link she
 * received: the request and the appointment are hers, and in her export. Once she withdraws the
 * reminders consent, a moved visit is mailed but not reminded. A reset mail works and ends her old
 * session. None of the subjects names a condition.
 */

const CONDITION = /piles|haemorrhoid|hemorrhoid|fissure|fistula|procto/i;
const MINUTE = 60_000;
const run = promisify(execFile);
const PASSWORD = "Lotus-garden-2026";
const NEW_PASSWORD = "Monsoon-lotus-2026";

/** `npm run reminders`, as cron runs it, against the app's database and mail server. */
async function runReminders(): Promise<string> {
  const { stdout } = await run(
    "npx",
    ["tsx", "--conditions=react-server", "scripts/reminders.ts"],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl(),
        SMTP_URL: `smtp://127.0.0.1:${smtpSinkPort}`,
      },
    },
  );
  return stdout;
}

/** A time the scheduling form accepts (five-minute steps), `minutes` from now. */
function minutesAhead(minutes: number): Date {
  const at = Date.now() + minutes * MINUTE;
  return new Date(Math.ceil(at / (5 * MINUTE)) * 5 * MINUTE);
}

function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

async function scheduleIn(panel: ReturnType<Page["getByRole"]>, doctorId: string, at: Date) {
  await panel.getByLabel("Doctor", { exact: true }).selectOption(doctorId);
  await panel.getByLabel("Date", { exact: true }).fill(indiaDateKey(at));
  await panel.getByLabel("Time (India)").fill(indiaTimeKey(at));
  await panel.getByRole("button", { name: "Book appointment" }).click();
}

test("a guest's booking reaches her by e-mail, joins her account once she confirms it, and reminds her only while she wants it", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 8);
  const email = `e2e.mail.${tag}@example.com`;
  const lastName = `Mail${tag}`;
  const coordinator = await createAccount("coordinator", { firstName: "Priya" });
  const doctor = await createAccount("doctor", { firstName: "Lakshmi", lastName: `Rao${tag}` });

  // 1. On her phone, from the Grade 2 piles page for Jaipur: the form keeps what she was reading.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guest = await phone.newPage();
  await useOwnAddress(guest);
  await guest.goto("/grade-2-piles/jaipur");
  await guest.getByRole("link", { name: "Book Your Consultation" }).first().click();
  await expect(guest.getByText("You are booking about Grade 2 piles · Jaipur.")).toBeVisible();
  await guest.getByLabel("First name", { exact: true }).fill("Meher");
  await guest.getByLabel("Last name", { exact: true }).fill(lastName);
  await guest.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await guest.getByLabel("Phone", { exact: true }).fill(uniquePhone());
  await guest.getByLabel("Age", { exact: true }).fill("38");
  await guest.getByLabel("Preferred date", { exact: true }).fill(openDayAhead(3));
  await guest.getByLabel("Preferred time", { exact: true }).selectOption("10:30 AM");
  await guest.getByLabel("Consultation type", { exact: true }).selectOption("initial");
  await guest
    .getByLabel("How soon would you like to be seen?", { exact: true })
    .selectOption("medium");
  await guest.getByRole("radio", { name: "By email" }).check();
  await guest.getByRole("checkbox", { name: /Send me appointment reminders/ }).check();
  await guest.getByRole("checkbox", { name: /I agree/ }).check();
  await guest.getByRole("button", { name: "Book my private consultation" }).click();
  await expect(guest.getByRole("heading", { name: "Request received" })).toBeVisible();
  const [booked] = await sql<{ id: string; reference: string; topic: string; city: string }>(
    "select id, reference, topic, city from consultation_requests where email = $1",
    [email],
  );
  expect(booked).toMatchObject({ topic: "grade-2-piles", city: "jaipur" });
  const reference = booked?.reference ?? "";

  // 2. The booking mail: her reference and what she asked for, nothing about why.
  const [received] = await waitForMail(email, 1);
  expect(received?.subject).toBe(`We have your request, ${reference}`);
  expect(received?.text).toContain("Preferred:");
  expect(received?.html).toContain(reference);

  // 3. The coordinator sees the page she came from, and schedules her 90 minutes from now.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await useOwnAddress(staff);
  await signIn(staff, coordinator, areas["coordinator-dashboard"].path);
  await staff.goto(tabPath("coordinator-dashboard", "tasks", booked?.id ?? ""));
  const panel = staff.getByRole("region", { name: new RegExp(`Meher ${lastName}`) });
  await expect(panel.getByText("Grade 2 piles · Jaipur").first()).toBeVisible();
  await panel.getByRole("button", { name: /Claim: assign to me/ }).click();
  await expect(staff.getByText("Request claimed.")).toBeVisible();
  await panel.getByText("Schedule an appointment").click();
  const startsAt = minutesAhead(90);
  await scheduleIn(panel, doctor.id, startsAt);
  await expect(staff.getByText("Appointment booked.")).toBeVisible();

  // 4. Her appointment mail, with a calendar file at that time.
  const afterScheduling = await waitForMail(email, 2);
  const scheduled = afterScheduling.find((mail) => mail.subject.startsWith("Your appointment on"));
  expect(scheduled?.text).toContain(`Dr Lakshmi Rao${tag}`);
  expect(scheduled?.text).toContain(reference);
  const calendar = scheduled?.attachments.find((file) => file.filename === "appointment.ics");
  expect(calendar?.content).toContain(`DTSTART:${utcStamp(startsAt)}`);

  // 5. Cron runs the reminders twice: one reminder, two hours before.
  await runReminders();
  await runReminders();
  await waitForMail(email, 3);
  const remindersSoFar = async () =>
    (await waitForMail(email, 1)).filter((mail) => mail.subject.startsWith("Reminder:"));
  expect(await remindersSoFar()).toHaveLength(1);

  // 6. On her laptop, another browser: she signs up with the same e-mail and confirms it from
  // the link in her inbox. Her booking and its appointment are hers now.
  const laptop = await browser.newContext();
  const page = await laptop.newPage();
  await useOwnAddress(page);
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByRole("radio", { name: "Patient" }).check();
  await page.getByLabel("First name", { exact: true }).fill("Meher");
  await page.getByLabel("Last name", { exact: true }).fill(lastName);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/patient-dashboard$/, { timeout: 15_000 });
  await expect(page.getByText("Please confirm your email")).toBeVisible();
  await expect(page.getByText(reference)).toHaveCount(0);

  const welcome = (await waitForMail(email, 4)).find((mail) =>
    /\/verify-email\?token=/.test(mail.text),
  );
  const link = welcome?.text.match(/https?:\/\/\S+\/verify-email\?token=[\w-]{43}/)?.[0];
  expect(link, "the welcome mail holds a confirmation link").toBeDefined();
  const { pathname, search } = new URL(link ?? "");
  await page.goto(`${pathname}${search}`);
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page.getByRole("status")).toContainText(reference);
  await page.getByRole("status").getByRole("link", { name: "Go to my account" }).click();
  await expect(page).toHaveURL(/\/patient-dashboard$/);
  const upcoming = page.getByRole("region", { name: "Upcoming appointments" });
  await expect(upcoming.getByText(`with Dr. Lakshmi Rao${tag}`)).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Your requests" }).getByText(reference),
  ).toBeVisible();

  // Her export holds both: the request and the appointment.
  const exported = (await (await page.request.get("/api/me/export")).json()) as {
    consultationRequests: Array<{ reference: string }>;
    appointments: Array<{ appointmentDate: string }>;
  };
  expect(exported.consultationRequests.map((request) => request.reference)).toContain(reference);
  expect(exported.appointments.map((a) => a.appointmentDate)).toContain(startsAt.toISOString());

  // 7. She withdraws the reminders consent; the visit is moved to within two hours again; cron
  // runs: the move is mailed, no reminder is.
  await page.goto(tabPath("patient-dashboard", "privacy"));
  await page.getByRole("button", { name: /^Withdraw\W+Reminders and updates$/ }).click();
  await expect(page.getByText('You have withdrawn "Reminders and updates".')).toBeVisible();
  const [appointment] = await sql<{ id: string }>(
    "select appointment_id as id from consultation_requests where id = $1",
    [booked?.id],
  );
  const movedTo = minutesAhead(100);
  await staff.goto(tabPath("coordinator-dashboard", "appointments", appointment?.id ?? ""));
  await staff.getByLabel("Date", { exact: true }).fill(indiaDateKey(movedTo));
  await staff.getByLabel("Time (India)").fill(indiaTimeKey(movedTo));
  await staff.getByRole("button", { name: "Save new time" }).click();
  const changed = (await waitForMail(email, 5)).find((mail) =>
    mail.subject.startsWith("Your appointment has changed"),
  );
  expect(changed?.attachments[0]?.content).toContain(`DTSTART:${utcStamp(movedTo)}`);
  await runReminders();
  await runReminders();
  expect(await remindersSoFar()).toHaveLength(1);

  // 8. She forgets her password: the reset mail works, and the session on her laptop ends.
  const phoneAgain = await phone.newPage();
  await useOwnAddress(phoneAgain);
  await phoneAgain.goto("/forgot-password");
  await phoneAgain.getByLabel("Your account's email").fill(email);
  await phoneAgain.getByRole("button", { name: "Send me a link" }).click();
  const reset = (await waitForMail(email, 6)).find((mail) =>
    /\/reset-password\?token=/.test(mail.text),
  );
  const resetLink = reset?.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]{43}/)?.[0];
  expect(resetLink, "the reset mail holds a link").toBeDefined();
  const resetUrl = new URL(resetLink ?? "");
  await phoneAgain.goto(`${resetUrl.pathname}${resetUrl.search}`);
  await phoneAgain.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await phoneAgain.getByLabel("New password again").fill(NEW_PASSWORD);
  await phoneAgain.getByRole("button", { name: "Save my new password" }).click();
  await expect(phoneAgain.getByRole("status")).toContainText("password");
  await page.reload();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();

  // Nothing she received names a condition, in its subject or its calendar file.
  const everything = await waitForMail(email, 7);
  for (const mail of everything) {
    expect(mail.subject).not.toMatch(CONDITION);
    for (const file of mail.attachments) expect(file.content).not.toMatch(CONDITION);
  }
  await phone.close();
  await laptop.close();
  await staffContext.close();
});
