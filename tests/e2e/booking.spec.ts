import { randomInt, randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { firstOpenDay, timeSlots, todayInIndia } from "@/lib/validations/booking";
import { openDayAhead } from "@/tests/fixtures/india-days";
import { uniquePhone } from "@/tests/fixtures/phones";
import { createAccount, signIn, sql } from "./support/accounts";
import { fillBookingForm, startBooking } from "./support/booking";
import { randomAddress } from "@/tests/fixtures/e2e";
import { seriousViolations } from "./support/axe";
import { validator } from "./support/validator";

/**
 * The booking journey against a running app whose DATABASE_URL is the (seeded) test database; this
 * file reads the same DATABASE_URL to check what was stored.
 */

/** The toast the spec's form raised; the confirmation now says it, once, in the form's place. */
const SUCCESS_TITLE = "Consultation Booked Successfully!";
const DAY_MS = 24 * 60 * 60 * 1000;

function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("Set DATABASE_URL to the database the app under test uses.");
  return url;
}

async function rowsFor(email: string) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const result = await client.query<{
      first_name: string;
      reference: string;
      status: string;
      consultation_type: string;
      privacy_consent_at: Date | null;
      communication_consent: boolean;
      communication_consent_at: Date | null;
    }>(
      `select first_name, reference, status, consultation_type, privacy_consent_at,
              communication_consent, communication_consent_at
       from consultation_requests where email = $1`,
      [email],
    );
    return result.rows;
  } finally {
    await client.end();
  }
}

function uniqueEmail(): string {
  return `e2e.${randomUUID().slice(0, 12)}@example.com`;
}

function nextWeekInIndia(): string {
  return openDayAhead(7);
}

/** Collects everything the page writes to the console: the form must write nothing. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    // The browser's own favicon request is not the page writing to the console.
    if (message.location().url.endsWith("/favicon.ico")) return;
    messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

async function fillValidBooking(page: Page, email: string) {
  await page.getByLabel("First name", { exact: true }).fill("Ananya");
  await page.getByLabel("Last name", { exact: true }).fill("Rao");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Phone", { exact: true }).fill(uniquePhone());
  await page.getByLabel("Age", { exact: true }).fill("36");
  await page.getByLabel("Preferred date", { exact: true }).fill(nextWeekInIndia());
  await page.getByLabel("Preferred time", { exact: true }).selectOption("11:30 AM");
  await page.getByLabel("Consultation type", { exact: true }).selectOption("follow-up");
  await page
    .getByLabel("How soon would you like to be seen?", { exact: true })
    .selectOption("medium");
  await page.getByLabel("What are you experiencing?").fill("Some discomfort");
  await page.getByRole("checkbox", { name: /I agree/ }).check();
}

const submitButton = (page: Page) =>
  page.getByRole("button", { name: /Book my private consultation|Booking\.\.\./ });

test.describe("booking a consultation", () => {
  test.beforeEach(async ({ page }) => {
    // Each test books from its own address, so the per-address limit never spills between tests
    // or runs. The app trusts x-forwarded-for, as it does behind its proxy.
    await page.setExtraHTTPHeaders({
      "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    });
    await page.goto("/book-consultation");
    await startBooking(page);
  });

  test("has a discreet title, the fee guarantee and the help cards", async ({ page }) => {
    await expect(page).toHaveTitle(/^Book a private consultation/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a private consultation");
    await expect(page.getByText(/Fee-adjustment guarantee/)).toContainText("₹1,000");
    await expect(page.getByRole("heading", { name: "What to Expect" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Need Help?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Call 112" })).toHaveAttribute("href", "tel:112");
    await expect(page.getByLabel("Preferred date", { exact: true })).toHaveAttribute(
      "min",
      firstOpenDay(todayInIndia()),
    );
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute(
      "type",
      "email",
    );
    await expect(page.getByLabel("Phone", { exact: true })).toHaveAttribute("type", "tel");
    await expect(page.getByLabel("Phone", { exact: true })).toHaveAttribute("autocomplete", "tel");
    await expect(page.getByLabel("Age", { exact: true })).toHaveAttribute("min", "18");
    await expect(page.getByLabel("Age", { exact: true })).toHaveAttribute("max", "100");
    await expect(page.getByLabel("Preferred time", { exact: true }).locator("option")).toHaveText([
      "Choose a time",
      ...timeSlots,
    ]);
    await expect(
      page.getByLabel("Consultation type", { exact: true }).locator("option"),
    ).toHaveText([
      "Initial Consultation",
      "Second Opinion",
      "Follow-up Consultation",
      "Emergency Consultation",
    ]);
    // Rupees only: the fee beside the types is the one diagnostic fee.
    await expect(page.getByLabel("Consultation type", { exact: true })).toHaveAccessibleDescription(
      /₹1,000 diagnostic fee/,
    );
    await expect(page.locator("main")).not.toContainText("$");
  });

  test("keeps submit disabled, and says why, until the privacy consent is ticked", async ({
    page,
  }) => {
    const consent = page.getByRole("checkbox", { name: /I agree/ });
    await expect(submitButton(page)).toBeDisabled();
    await expect(page.getByText("Tick the privacy consent to continue")).toBeVisible();
    await expect(submitButton(page)).toHaveAccessibleDescription(
      "Tick the privacy consent to continue",
    );

    await consent.check();
    await expect(submitButton(page)).toBeEnabled();
    await expect(page.getByText("Tick the privacy consent to continue")).toBeHidden();

    await consent.uncheck();
    await expect(submitButton(page)).toBeDisabled();
  });

  test("shows a message under each field with bad input and stores nothing", async ({ page }) => {
    const messages = watchConsole(page);
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await submitButton(page).click();

    const expectations: [string, string][] = [
      ["First name", "Please enter your first name"],
      ["Last name", "Please enter your last name"],
      ["Email", "Please enter your email address"],
      ["Phone", "Please enter your phone number"],
      ["Age", "Please enter your age"],
      ["Preferred date", "Please choose a preferred date"],
      ["Preferred time", "Please choose a preferred time"],
      ["How soon would you like to be seen?", "Please choose how soon you would like to be seen"],
    ];
    for (const [label, message] of expectations) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field, label).toHaveAttribute("aria-invalid", "true");
      await expect(field, label).toHaveAccessibleDescription(new RegExp(message));
    }
    // The first field in error takes the focus.
    await expect(page.getByLabel("First name", { exact: true })).toBeFocused();

    // Now each rule on its own, with the rest of the form valid.
    const email = uniqueEmail();
    await fillValidBooking(page, email);

    const cases: { label: string; value: string; message: string }[] = [
      { label: "Email", value: "ananya@", message: "Please enter a valid email address" },
      { label: "Phone", value: "12345", message: "Please enter a valid phone number" },
      { label: "Age", value: "17", message: "Age must be between 18 and 100" },
      { label: "Age", value: "101", message: "Age must be between 18 and 100" },
      {
        label: "Preferred date",
        value: todayInIndia(new Date(Date.now() - DAY_MS)),
        message: "Please choose today or a later date",
      },
    ];
    for (const { label, value, message } of cases) {
      const field = page.getByLabel(label, { exact: true });
      const good = await field.inputValue();
      await field.fill(value);
      await submitButton(page).click();
      await expect(page.getByText(message), `${label}=${value}`).toBeVisible();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await field.fill(good);
    }

    await page.getByRole("checkbox", { name: /I agree/ }).uncheck();
    await expect(submitButton(page)).toBeDisabled();
    await expect(page.getByText(SUCCESS_TITLE)).toHaveCount(0);
    expect(await rowsFor(email)).toHaveLength(0);
    expect(messages).toEqual([]);
  });

  test("books with good input: a confirmation in the form's place, in view, no toast, one row in PostgreSQL", async ({
    page,
  }) => {
    const messages = watchConsole(page);
    const email = uniqueEmail();
    await fillValidBooking(page, email);
    await page.getByRole("checkbox", { name: /Send me appointment reminders/ }).check();
    await submitButton(page).click();

    // Her request repeated back, in view, what happens next, and no button inviting a second
    // booking. Said once: no toast beside it.
    await expect(page.getByRole("heading", { name: "Request received" })).toBeFocused();
    await expect(page.getByRole("heading", { name: "Request received" })).toBeInViewport();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(page.getByText(SUCCESS_TITLE)).toHaveCount(0);
    await expect(
      page.getByText(/Within 24 hours a woman from our care team contacts you/),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Book my private consultation" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    const [stored] = await rowsFor(email);
    await expect(page.getByRole("status").filter({ hasText: /Request received/ })).toContainText(
      `Your reference is ${stored?.reference ?? "-"}`,
    );

    // Booking for someone else starts from an empty form.
    await page.getByRole("link", { name: "Book a consultation for someone else" }).click();
    await expect(page.getByLabel("First name", { exact: true })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue("");
    await expect(page.getByLabel("Age", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Preferred time", { exact: true })).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: /I agree/ })).not.toBeChecked();
    await expect(submitButton(page)).toBeDisabled();

    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({
      first_name: "Ananya",
      status: "new",
      consultation_type: "follow-up",
      communication_consent: true,
    });
    expect(row?.privacy_consent_at).toBeInstanceOf(Date);
    expect(row?.communication_consent_at).toBeInstanceOf(Date);
    expect(messages).toEqual([]);
  });

  test("stores the package and city she came from, as she left them in the form", async ({
    page,
  }) => {
    const email = uniqueEmail();
    await page.goto("/book-consultation?topic=grade-2-piles&city=jaipur");
    await expect(page.getByText("You are booking about Grade 2 piles · Jaipur.")).toBeVisible();
    await startBooking(page);
    await fillValidBooking(page, email);
    // She changes the city; the package stays.
    await page.getByLabel("Your city").selectOption("pune");
    await submitButton(page).click();
    await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
    await expect(
      page.getByRole("definition").filter({ hasText: "Grade 2 piles · Pune" }),
    ).toBeVisible();
    const [row] = await sql<{ topic: string | null; city: string | null }>(
      "select topic, city from consultation_requests where email = $1",
      [email],
    );
    expect(row).toEqual({ topic: "grade-2-piles", city: "pune" });
  });

  test("stores one row when submit is double-clicked", async ({ page }) => {
    const email = uniqueEmail();
    await fillValidBooking(page, email);
    await submitButton(page).dblclick();
    await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
    expect(await rowsFor(email)).toHaveLength(1);
  });

  test("keeps what she typed when the request fails, and books once on retry", async ({ page }) => {
    const email = uniqueEmail();
    await fillValidBooking(page, email);

    // The server action is a POST to the page's own URL: fail the first one as a dropped network would.
    let failed = false;
    await page.route("**/book-consultation", async (route) => {
      if (route.request().method() === "POST" && !failed) {
        failed = true;
        await route.abort("internetdisconnected");
        return;
      }
      await route.continue();
    });

    await submitButton(page).click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast.getByText("Error", { exact: true })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
    await expect(page.getByLabel("First name", { exact: true })).toHaveValue("Ananya");
    await expect(submitButton(page)).toBeEnabled();
    expect(await rowsFor(email)).toHaveLength(0);

    await submitButton(page).click();
    await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
    expect(await rowsFor(email)).toHaveLength(1);
  });

  test("has no serious or critical accessibility violations", validator, async ({ page }) => {
    const check = () => seriousViolations(page);
    expect(await check()).toEqual([]);

    // And with every error message showing.
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await submitButton(page).click();
    await expect(page.getByText("Please enter your first name")).toBeVisible();
    expect(await check()).toEqual([]);
  });

  test("@mobile the submit button is never hidden behind the sticky action bar", async ({
    page,
  }) => {
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    const button = submitButton(page);
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    const bar = await page.getByRole("navigation", { name: "Quick actions" }).boundingBox();
    expect(box && bar).toBeTruthy();
    if (!box || !bar) return;
    // Scrolled into view, the whole button sits above the bar, and nothing covers it.
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height - 2 },
    );
    expect(hit).toMatch(/Book my private consultation/);
    // At the very bottom of the page the bar covers only the layout's reserved space.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = await page.locator("footer").last().boundingBox();
    const barAtBottom = await page.getByRole("navigation", { name: "Quick actions" }).boundingBox();
    expect(footerEnd && barAtBottom).toBeTruthy();
    if (footerEnd && barAtBottom) {
      expect(footerEnd.y + footerEnd.height).toBeLessThanOrEqual(barAtBottom.y + 1);
    }
  });
});

test.describe("the booking form before its script arrives", () => {
  test("what she types while the form's engine loads stays, and so does her place", async ({
    page,
  }) => {
    await page.goto("/book-consultation");
    // A slow phone: every script asked for after the page has loaded takes a second and a half.
    await page.route("**/_next/static/chunks/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const firstName = page.getByLabel("First name", { exact: true });
    const lastName = page.getByLabel("Last name", { exact: true });
    await firstName.click();
    await page.keyboard.type("Ananya");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Ra");
    await expect(page.locator("form[data-enhanced]")).toHaveCount(1);
    // Typing on after the engine has taken over lands in the same field.
    await page.keyboard.type("o");

    await expect(firstName).toHaveValue("Ananya");
    await expect(lastName).toHaveValue("Rao");
    await expect(lastName).toBeFocused();
    // The engine's rules are live: the submit waits for the privacy consent.
    await expect(page.getByRole("button", { name: "Book my private consultation" })).toBeDisabled();
  });

  test("a request sent before the engine arrives is checked by the server and comes back with her answers", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({
      "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    });
    await page.goto("/book-consultation");
    // Only her last name, the consent and a time: the server refuses, and says why under each field.
    await page.getByLabel("Last name", { exact: true }).evaluate((input: HTMLInputElement) => {
      input.value = "Rao";
    });
    await page.evaluate(() => {
      const form = document.querySelector("main form");
      if (!(form instanceof HTMLFormElement)) throw new Error("no form");
      form.noValidate = true;
      form.requestSubmit();
    });
    // The server's answer, then the engine's code: seconds when the machine is busy.
    await expect(page.locator("form[data-enhanced]")).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByLabel("First name", { exact: true })).toHaveAccessibleDescription(
      /Please enter your first name/,
    );
    await expect(page.getByLabel("Last name", { exact: true })).toHaveValue("Rao");
  });

  test("sent before the page's script has run, the answer and her answers stay once it runs", async ({
    page,
  }) => {
    const email = `e2e.early.${randomUUID().slice(0, 8)}@example.com`;
    const releaseScripts = await sendBeforeScripts(page, email, async () => {
      await page.getByLabel("Age", { exact: true }).evaluate((input: HTMLInputElement) => {
        input.removeAttribute("max");
        input.value = "150";
      });
    });
    const age = page.getByLabel("Age", { exact: true });
    await expect(age).toHaveAccessibleDescription(/Age must be between/);

    // The scripts arrive: the engine takes over the answer the server gave, not an empty form.
    releaseScripts();
    await expect(page.locator("form[data-enhanced]")).toHaveCount(1, { timeout: 15_000 });
    await expect(age).toHaveAccessibleDescription(/Age must be between/);
    await expect(page.getByLabel("Last name", { exact: true })).toHaveValue("Rao");
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
    await expect(page.getByRole("radio", { name: "By WhatsApp" })).toBeChecked();

    // Mended and sent again, now through the engine: booked once.
    await age.fill("36");
    await page.getByRole("button", { name: "Book my private consultation" }).click();
    await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();
    expect(await sql("select 1 from consultation_requests where email = $1", [email])).toHaveLength(
      1,
    );
  });

  test("booked before the page's script has run, the confirmation stays once it runs", async ({
    page,
  }) => {
    const email = `e2e.early.${randomUUID().slice(0, 8)}@example.com`;
    const releaseScripts = await sendBeforeScripts(page, email);
    const [row] = await sql<{ reference: string }>(
      "select reference from consultation_requests where email = $1",
      [email],
    );
    const reference = page.getByText(`Your reference is ${row?.reference ?? "-"}`);
    await expect(reference).toBeVisible();

    releaseScripts();
    // The scripts have run over the confirmation (React has taken its link over), and it stays.
    const another = page.getByRole("link", { name: "Book a consultation for someone else" });
    await expect
      .poll(
        () =>
          another.evaluate((link) => Object.keys(link).some((key) => key.startsWith("__react"))),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    await expect(reference).toBeVisible();
    // Its link now brings the form back in place, with no new page.
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    await another.click();
    await expect(page.getByLabel("First name", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => "stillThisPage" in window)).toBe(true);
  });

  test("a signed-in patient is told the request joins her dashboard, and her details fill in", async ({
    page,
  }) => {
    const patient = await createAccount("patient");
    await signIn(page, patient, "/patient-dashboard");
    await page.goto("/book-consultation");
    const note = `You are signed in as ${patient.firstName}: this request will appear in your dashboard.`;
    // Before the engine: the header's account store says who she is.
    await expect(page.getByText(note)).toBeVisible();
    await startBooking(page);
    await expect(page.getByText(note)).toHaveCount(1);
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(
      patient.email,
    );
  });
});

/**
 * A slow phone: no script arrives until she has filled the form in, sent it, and has the server's
 * answer on screen. Returns what lets the scripts through.
 */
async function sendBeforeScripts(
  page: Page,
  email: string,
  mend: () => Promise<void> = async () => {},
): Promise<() => void> {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomAddress() });
  let held = true;
  await page.route("**/_next/static/chunks/**", async (route) => {
    while (held) await new Promise((resolve) => setTimeout(resolve, 50));
    await route.continue();
  });
  await page.goto("/book-consultation", { waitUntil: "domcontentloaded" });
  await fillBookingForm(page, email);
  await mend();
  const answered = page.waitForEvent("framenavigated");
  await page.getByRole("button", { name: "Book my private consultation" }).click();
  await answered;
  return () => {
    held = false;
  };
}
