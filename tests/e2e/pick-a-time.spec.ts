import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { sql, useOwnAddress } from "./support/accounts";
import { waitForMail } from "./support/mail";
import { uniquePhone } from "@/tests/fixtures/phones";

/**
 * She picks a real free time while booking and leaves with an appointment (issue 37): on her
 * phone, from a city's packages, with JavaScript and without, in English and in Hindi. The time is
 * held as she picks it, a time taken meanwhile offers the nearest ones, and what she booked is an
 * appointment at once, with its mail and calendar file.
 *
 * Each test books a random time on a day of its own: the tests run beside each other on the demo
 * doctors' real diaries.
 */

type Chosen = { doctorId: string; start: string };

/** The radio value of the `index`-th time shown ("doctorId|start"), as the form posts it. */
async function timeAt(page: Page, index: number): Promise<Chosen> {
  const value = await page.locator('#times input[name="slot"]').nth(index).getAttribute("value");
  const [doctorId = "", start = ""] = (value ?? "").split("|");
  return { doctorId, start };
}

/** A day link with free times: the `n`-th of the 14. */
async function openDay(page: Page, n: number): Promise<void> {
  // A day with times says how many ("29 free", "29 खाली"); one without says none is.
  const days = page.locator("#times nav a").filter({ hasText: /\d+ (free|खाली)/ });
  await expect(days.first()).toBeVisible();
  await days.nth(n).click();
  await expect(days.nth(n)).toHaveAttribute("aria-current", "true");
}

/** Picks a random time of the day shown, by its box (the radio itself is hidden). */
async function pickATime(page: Page): Promise<Chosen> {
  const boxes = page.locator("#times label.time-choice");
  await expect(boxes.first()).toBeVisible();
  const box = boxes.nth(Math.floor(Math.random() * (await boxes.count())));
  const [doctorId = "", start = ""] = (
    (await box.locator("input").getAttribute("value")) ?? ""
  ).split("|");
  await box.click();
  return { doctorId, start };
}

async function fillHerDetails(page: Page, email: string): Promise<void> {
  await page.getByLabel("First name", { exact: true }).fill("Kiran");
  await page.getByLabel("Last name", { exact: true }).fill("Joshi");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Phone", { exact: true }).fill(uniquePhone());
  await page.getByLabel("Age", { exact: true }).fill("38");
  await page
    .getByLabel("How soon would you like to be seen?", { exact: true })
    .selectOption("medium");
  await page.getByRole("radio", { name: "By email" }).check();
  await page.getByRole("checkbox", { name: /I agree/ }).check();
}

/** Her booking as stored: a scheduled request and the appointment it became. */
async function herAppointment(email: string) {
  const [row] = await sql<{
    status: string;
    doctor_id: string;
    appointment_date: Date;
    mode: string;
    clinic: string | null;
    appointment_status: string;
    coordinator_id: string | null;
  }>(
    `select r.status::text, a.doctor_id, a.appointment_date, a.mode::text, a.clinic,
            a.status::text as appointment_status, a.coordinator_id
     from consultation_requests r join appointments a on a.id = r.appointment_id
     where r.email = $1`,
    [email],
  );
  return row;
}

function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

test("@mobile from Jaipur's packages she picks a free time, it is held, and she leaves with an appointment, its mail and .ics", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await useOwnAddress(page);
  const email = `e2e.time.${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/packages/jaipur");
  await page.locator('a[href*="/book-consultation?"][href*="city=jaipur"]').first().click();
  await expect(page).toHaveURL(/\/book-consultation\?topic=package-\d+&city=jaipur$/);
  const times = page.getByRole("group", { name: "Choose a time" });
  await expect(times.getByText("In person in Jaipur", { exact: true }).first()).toBeVisible();

  // Another day comes in place: the page does not reload, what she typed stays.
  await page.getByLabel("First name", { exact: true }).fill("Kiran");
  await expect(page.locator("form[data-enhanced]")).toHaveCount(1);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await openDay(page, 2);
  await expect(page).toHaveURL(/day=\d{4}-\d{2}-\d{2}/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.getByLabel("First name", { exact: true })).toHaveValue("Kiran");

  const chosen = await pickATime(page);
  await expect(times.getByText(/Kept for you until/)).toBeVisible();
  // Held in the database, for her only: nobody else is offered it now.
  expect(
    await sql("select 1 from slot_holds where doctor_id = $1 and starts_at = $2", [
      chosen.doctorId,
      chosen.start,
    ]),
  ).toHaveLength(1);
  // The preferred day and time are for "a coordinator calls me" only.
  await expect(page.getByLabel("Preferred date", { exact: true })).toBeHidden();

  await fillHerDetails(page, email);
  await page.getByRole("button", { name: "Book my private consultation" }).click();
  await expect(page.getByRole("heading", { name: "Appointment booked" })).toBeVisible();
  await expect(page.getByText("Dr Meera Kulkarni", { exact: true })).toBeVisible();
  await expect(page.getByText("Our Jaipur clinic", { exact: true })).toBeVisible();

  const appointment = await herAppointment(email);
  expect(appointment).toMatchObject({
    status: "scheduled",
    appointment_status: "scheduled",
    doctor_id: chosen.doctorId,
    mode: "in_person",
    clinic: "jaipur",
  });
  expect(appointment?.appointment_date.toISOString()).toBe(new Date(chosen.start).toISOString());
  expect(appointment?.coordinator_id).not.toBeNull();
  expect(await sql("select 1 from slot_holds where doctor_id = $1", [chosen.doctorId])).toEqual([]);

  // Her appointment's mail with its calendar file, and no "we will call you to confirm".
  const [mail] = await waitForMail(email);
  const calendar = mail?.attachments.find((file) => file.filename === "appointment.ics");
  expect(calendar?.content).toContain(`DTSTART:${utcStamp(new Date(chosen.start))}`);
});

test("@mobile without JavaScript she follows a day's link, picks a time and books it", async ({
  browser,
}) => {
  const phone = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await phone.newPage();
  await useOwnAddress(page);
  const email = `e2e.time.noscript.${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/book-consultation?city=jaipur");
  await openDay(page, 4);
  await expect(page).toHaveURL(/day=\d{4}-\d{2}-\d{2}#times$/);

  const chosen = await pickATime(page);
  await fillHerDetails(page, email);
  await page.getByRole("button", { name: "Book my private consultation" }).click();
  const heading = page.getByRole("heading", { name: "Appointment booked" });
  await expect(heading).toBeFocused();
  const appointment = await herAppointment(email);
  expect(appointment?.doctor_id).toBe(chosen.doctorId);
  expect(appointment?.appointment_date.toISOString()).toBe(new Date(chosen.start).toISOString());
  await phone.close();
});

test("@mobile in Hindi she picks a time and is told in Hindi that her appointment is booked", async ({
  page,
}) => {
  await useOwnAddress(page);
  const email = `e2e.time.hi.${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/hi/book-consultation?city=jaipur");
  const times = page.getByRole("group", { name: "समय चुनें" });
  await expect(times.getByText("जयपुर में क्लिनिक पर", { exact: true }).first()).toBeVisible();
  await openDay(page, 6);
  const chosen = await pickATime(page);
  await expect(times.getByText(/तक यह समय आपके लिए रखा है/)).toBeVisible();

  await page.getByLabel("पहला नाम", { exact: true }).fill("सुनीता");
  await page.getByLabel("उपनाम", { exact: true }).fill("वर्मा");
  await page.getByRole("textbox", { name: "ईमेल", exact: true }).fill(email);
  await page.getByLabel("फ़ोन नंबर", { exact: true }).fill(uniquePhone());
  await page.getByLabel("उम्र", { exact: true }).fill("41");
  await page
    .getByLabel("आप कितनी जल्दी डॉक्टर से मिलना चाहती हैं?", { exact: true })
    .selectOption({ label: "थोड़ी जल्दी (1 हफ़्ते के अंदर)" });
  await page.getByRole("checkbox", { name: /मैं सहमति देती हूँ कि Saheli Care/ }).check();
  await page.getByRole("button", { name: "मेरा निजी परामर्श बुक करें" }).click();
  await expect(page.getByRole("heading", { name: "अपॉइंटमेंट बुक हो गया" })).toBeVisible();
  await expect(page.getByText("हमारा जयपुर क्लिनिक", { exact: true })).toBeVisible();
  expect((await herAppointment(email))?.doctor_id).toBe(chosen.doctorId);
});

test("@mobile a time taken a moment before she picks it offers the nearest free ones instead", async ({
  page,
}) => {
  await useOwnAddress(page);
  await page.goto("/book-consultation?kind=video");
  await openDay(page, 8);
  await page.getByLabel("First name", { exact: true }).fill("Kiran");
  await expect(page.locator("form[data-enhanced]")).toHaveCount(1);
  // Someone else's hold lands on the first time shown while she reads.
  const taken = await timeAt(page, 0);
  await sql(
    `insert into slot_holds (id, doctor_id, starts_at, ends_at, holder, expires_at)
     values (gen_random_uuid(), $1, $2, $2::timestamptz + interval '15 minutes', $3, now() + interval '10 minutes')`,
    [taken.doctorId, taken.start, "f".repeat(64)],
  );
  await page.locator("#times label.time-choice").first().click();
  const times = page.getByRole("group", { name: "Choose a time" });
  await expect(times.getByRole("alert")).toHaveText(
    "That time has just been taken. Here are the nearest free times:",
  );
  await expect(times.getByText("Nearest free times", { exact: true })).toBeVisible();
  // She picks the nearest one instead: it is hers.
  await times.locator("label.time-choice").first().click();
  await expect(times.getByText(/Kept for you until/)).toBeVisible();
  await expect(page.getByLabel("First name", { exact: true })).toHaveValue("Kiran");
  await sql("delete from slot_holds where holder = $1", ["f".repeat(64)]);
});
