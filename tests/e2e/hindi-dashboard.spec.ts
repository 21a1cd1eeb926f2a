import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { dashboardTabs, tabHref } from "@/lib/dashboards/routes";
import { formatIndiaDateTime, formatIndiaTime, indiaDateTimeToInstant } from "@/lib/india-time";
import { createAccount, signIn, sql, useOwnAddress } from "@/tests/e2e/support/accounts";
import { weekdayAhead } from "@/tests/fixtures/india-days";
import { seriousViolations } from "./support/axe";
import { waitForMail } from "./support/mail";

/**
 * Her own dashboard in Hindi (issue 19): the account keeps her language, every screen of hers is
 * in it (staff screens stay English), the switch on the dashboard changes it, and what the server
 * answers her is in it too. Judged as she sees it: the rendered text, and the names screen readers
 * read (aria-label, placeholder, title), with no Latin word but names and the product's.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// Names and the product's name, and the keys of the toasts' keyboard shortcut ("alt+T").
const alwaysLatin = new Set(["Saheli", "Care", "WhatsApp", "English", "alt", "T"]);

/** What she reads on the page: its text and the names of its controls, e-mail addresses aside. */
async function readable(page: Page): Promise<string> {
  return page.evaluate(() => {
    const names = [...document.querySelectorAll("[aria-label], [placeholder], [title]")]
      .filter((el) => !(el instanceof HTMLElement) || el.offsetParent !== null)
      .flatMap((el) => ["aria-label", "placeholder", "title"].map((a) => el.getAttribute(a) ?? ""));
    return [document.title, document.body.innerText, ...names].join("\n");
  });
}

function latinWords(text: string, names: readonly string[]): string[] {
  const allowed = new Set([...alwaysLatin, ...names.flatMap((name) => name.split(/[^A-Za-z]+/))]);
  const cleaned = text
    .replace(/\S+@\S+\.\S+/g, " ")
    .replace(/\bSC-[A-Z0-9]{5}-[A-Z0-9]{5}\b/g, " ");
  return [...new Set(cleaned.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [])]
    .map((word) => word.replace(/['’-]+$/, ""))
    .filter((word) => !allowed.has(word));
}

/** Her language as her account keeps it. */
async function accountLanguage(id: string): Promise<string | undefined> {
  const [row] = await sql<{ locale: string }>("select locale::text from users where id = $1", [id]);
  return row?.locale;
}

test("her dashboard in Hindi: every screen, the switch, a change answered and mailed in Hindi", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const patient = await createAccount("patient", { firstName: "Meher", lastName: `Hindi${tag}` });
  const doctor = await createAccount("doctor", { firstName: "Lakshmi", lastName: `Rao${tag}` });
  const coordinator = await createAccount("coordinator", { firstName: "Priya", lastName: "Shah" });
  const names = [
    patient.firstName,
    patient.lastName,
    doctor.firstName,
    doctor.lastName,
    "Priya",
    "Shah",
  ];
  const day = weekdayAhead(10);
  const startsAt = indiaDateTimeToInstant(day, "10:00") as Date;
  const [appointment] = await sql<{ id: string }>(
    `insert into appointments (id, patient_id, doctor_id, coordinator_id, appointment_date, type, status, duration_minutes, clinic, updated_at)
     values (gen_random_uuid(), $1, $2, $3, $4, 'Initial Consultation', 'scheduled', 30, 'pune', now())
     returning id`,
    [patient.id, doctor.id, coordinator.id, startsAt],
  );
  await sql(
    `insert into messages (id, sender_id, receiver_id, subject, content, status, is_urgent)
     values (gen_random_uuid(), $1, $2, null, 'नमस्ते, आपकी रिपोर्ट ठीक है।', 'unread', false)`,
    [doctor.id, patient.id],
  );

  // She starts in English, and chooses Hindi with the switch on her dashboard.
  await useOwnAddress(page);
  await signIn(page, patient, "/patient-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Patient Dashboard" })).toBeVisible();
  await page.getByRole("button", { name: "हिन्दी" }).click();
  // Her choice saved, then her dashboard asked for again: seconds when the machine is busy.
  await expect(page.getByRole("button", { name: "English" })).toBeVisible({ timeout: 15_000 });
  expect(await accountLanguage(patient.id)).toBe("hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^[\u0900-\u097F\s]+$/);

  // Every tab, and her printable data: in Hindi, said to be Hindi, and free of serious axe issues.
  const screens = [
    ...dashboardTabs["patient-dashboard"].map((tab) => tabHref("patient-dashboard", tab)),
    "/patient-dashboard/my-data",
  ];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.locator("[data-skeleton]")).toHaveCount(0);
    const lang = await page
      .locator("#main")
      .evaluate((el) => el.closest("[lang]")?.getAttribute("lang"));
    expect(lang, path).toBe("hi");
    expect(latinWords(await readable(page), names), path).toEqual([]);
    expect(await seriousViolations(page), path).toEqual([]);
  }

  // A change she makes is answered in Hindi, with the times as Hindi reads them.
  await page.goto("/patient-dashboard");
  const upcoming = page.getByRole("region", { name: "आने वाले अपॉइंटमेंट" });
  await expect(
    upcoming.getByText(formatIndiaDateTime(startsAt, "hi"), { exact: true }),
  ).toBeVisible();
  await upcoming.getByRole("button", { name: /^बदलें या रद्द करें/ }).click();
  const dialog = page.getByRole("dialog", { name: "बदलें या रद्द करें" });
  const later = indiaDateTimeToInstant(day, "11:30") as Date;
  await dialog.getByRole("button", { name: formatIndiaTime(later, "hi") }).click();
  expect(latinWords(await readable(page), names)).toEqual([]);
  await dialog.getByRole("button", { name: "इस समय पर रखें" }).click();
  await expect(page.locator("[data-sonner-toast]").first()).toHaveText(/[\u0900-\u097F]/);
  const [moved] = await sql<{ at: Date }>(
    "select appointment_date as at from appointments where id = $1",
    [appointment?.id],
  );
  expect(moved?.at.toISOString()).toBe(later.toISOString());

  // The mail about it is in her language: no booking form was involved, her account says Hindi.
  const [mail] = await waitForMail(patient.email, 1);
  expect(mail?.text).toContain(`नमस्ते ${patient.firstName},`);

  // Back to English: the switch says so in the language it switches to.
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Patient Dashboard" })).toBeVisible();
  expect(await accountLanguage(patient.id)).toBe("en");
});

test("staff screens stay English whatever the site's language", async ({ page, baseURL }) => {
  const doctor = await createAccount("doctor");
  await useOwnAddress(page);
  await page.context().addCookies([{ name: "lang", value: "hi", url: baseURL ?? "" }]);
  await signIn(page, doctor, "/doctor-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Doctor Dashboard" })).toBeVisible();
  expect(
    await page.locator("#main").evaluate((el) => el.closest("[lang]")?.getAttribute("lang")),
  ).not.toBe("hi");
  await expect(page.getByRole("button", { name: "हिन्दी" })).toHaveCount(0);
});

test.describe("before her phone has run the page's script", () => {
  test.use({ javaScriptEnabled: false });

  test("the switch still changes her language", async ({ page }) => {
    const patient = await createAccount("patient");
    await useOwnAddress(page);
    await signIn(page, patient, "/patient-dashboard");
    await page.getByRole("button", { name: "हिन्दी" }).click();
    await expect(page.getByRole("button", { name: "English" })).toBeVisible();
    expect(await accountLanguage(patient.id)).toBe("hi");
  });
});
