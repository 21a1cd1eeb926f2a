import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { bookingMessages } from "@/content/booking-form";
import { areas } from "@/lib/auth/permissions";
import { tabPath } from "@/lib/dashboards/routes";
import { formatIndiaDate, formatIndiaTime, indiaDateKey, indiaTimeKey } from "@/lib/india-time";
import { createAccount, signIn, sql, useOwnAddress } from "./support/accounts";
import { fillBookingForm, startBooking } from "./support/booking";
import { allWhatsApp, waitForWhatsApp } from "./support/whatsapp";
import { openDayAhead } from "@/tests/fixtures/india-days";
import { uniquePhone } from "@/tests/fixtures/phones";

/**
 * She chose WhatsApp (issue 36): on her phone she books with her Indian mobile, the coordinator
 * schedules her, and the WhatsApp stand-in (tests/fixtures/whatsapp-platform.ts, which refuses any
 * request off the Cloud API's contract) holds the booking's confirmation and the appointment's
 * message, as approved templates in the language she booked in, with the time and the doctor;
 * its signed status webhooks mark both delivered. A landline or a foreign number with WhatsApp
 * chosen is refused at the form, and nothing is booked.
 */

const MINUTE = 60_000;
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The form's words in each language, as she reads them. */
const forms = {
  en: {
    path: "/book-consultation",
    names: ["Ananya", "First name", "Last name"],
    email: "Email",
    phone: "Phone",
    age: "Age",
    date: "Preferred date",
    time: "Preferred time",
    urgency: "How soon would you like to be seen?",
    whatsapp: "By WhatsApp",
    consent: /I agree/,
    submit: "Book my private consultation",
    received: "Request received",
  },
  hi: {
    path: "/hi/book-consultation",
    names: ["सुनीता", "पहला नाम", "उपनाम"],
    email: "ईमेल",
    phone: "फ़ोन नंबर",
    age: "उम्र",
    date: "पसंद की तारीख़",
    time: "पसंद का समय",
    urgency: "आप कितनी जल्दी डॉक्टर से मिलना चाहती हैं?",
    whatsapp: "WhatsApp से",
    consent: /मैं सहमति देती हूँ/,
    submit: "मेरा निजी परामर्श बुक करें",
    received: "आपका अनुरोध मिल गया",
  },
} as const;

/** A time the scheduling form accepts (five-minute steps), `minutes` from now. */
function minutesAhead(minutes: number): Date {
  const at = Date.now() + minutes * MINUTE;
  return new Date(Math.ceil(at / (5 * MINUTE)) * 5 * MINUTE);
}

/** On her phone: the booking form in her language, WhatsApp chosen, her number given. */
async function bookOnHerPhone(page: Page, locale: "en" | "hi", lastName: string, mobile: string) {
  const form = forms[locale];
  const [firstName, firstLabel, lastLabel] = form.names;
  const email = `e2e.wa.${randomUUID().slice(0, 10)}@example.com`;
  await page.goto(form.path);
  await page.getByLabel(firstLabel, { exact: true }).tap();
  await expect(page.locator("form[data-enhanced]")).toHaveCount(1);
  await page.getByLabel(firstLabel, { exact: true }).fill(firstName);
  await page.getByLabel(lastLabel, { exact: true }).fill(lastName);
  await page.getByRole("textbox", { name: form.email, exact: true }).fill(email);
  await page.getByLabel(form.phone, { exact: true }).fill(mobile);
  await page.getByLabel(form.age, { exact: true }).fill("34");
  await page.getByLabel(form.date, { exact: true }).fill(openDayAhead(5));
  await page.getByLabel(form.time, { exact: true }).selectOption("11:30 AM");
  await page.getByLabel(form.urgency, { exact: true }).selectOption("medium");
  await page.getByRole("radio", { name: form.whatsapp }).check();
  await page.getByRole("checkbox", { name: form.consent }).check();
  await page.getByRole("button", { name: form.submit }).tap();
  await expect(page.getByRole("heading", { name: form.received })).toBeVisible();
  const [booked] = await sql<{ id: string; reference: string }>(
    "select id, reference from consultation_requests where email = $1",
    [email],
  );
  if (!booked) throw new Error("her booking was not stored");
  return { ...booked, name: `${firstName} ${lastName}` };
}

for (const locale of ["en", "hi"] as const) {
  test(`she books on her phone choosing WhatsApp (${locale}); the confirmation and her appointment reach WhatsApp in her language, delivered`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const tag = randomUUID().slice(0, 6);
    const mobile = uniquePhone();
    const e164 = `+${mobile.replace(/\D/g, "")}`;
    const coordinator = await createAccount("coordinator", { firstName: "Priya" });
    const doctor = await createAccount("doctor", { firstName: "Lakshmi", lastName: `Rao${tag}` });

    // 1. Her booking, on a 390 px phone: the confirmation goes to WhatsApp at once.
    const herPhone = await browser.newContext(phone);
    const page = await herPhone.newPage();
    await useOwnAddress(page);
    const booking = await bookOnHerPhone(page, locale, `Wa${tag}`, mobile);
    await herPhone.close();
    const [confirmation] = await waitForWhatsApp(e164, 1);
    expect(confirmation).toMatchObject({
      template: "saheli_booking_received",
      language: locale,
      waId: e164.slice(1),
    });
    expect(confirmation?.params[0]).toBe(booking.reference);
    expect(confirmation?.text).toContain(booking.reference);

    // 2. The coordinator claims the request and books her in two days.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await useOwnAddress(staff);
    await signIn(staff, coordinator, areas["coordinator-dashboard"].path);
    await staff.goto(tabPath("coordinator-dashboard", "tasks", booking.id));
    const panel = staff.getByRole("region", { name: new RegExp(booking.name) });
    await panel.getByRole("button", { name: /Claim: assign to me/ }).click();
    await expect(staff.getByText("Request claimed.")).toBeVisible();
    await panel.getByText("Schedule an appointment").click();
    const startsAt = minutesAhead(2 * 24 * 60);
    // She named no city on the form: the coordinator asks and picks her clinic.
    await panel.getByLabel("Clinic", { exact: true }).selectOption({ label: "Saheli Care Jaipur" });
    await panel.getByLabel("Doctor", { exact: true }).selectOption(doctor.id);
    await panel.getByLabel("Date", { exact: true }).fill(indiaDateKey(startsAt));
    await panel.getByLabel("Time (India)").fill(indiaTimeKey(startsAt));
    await panel.getByRole("button", { name: "Book appointment" }).click();
    await expect(staff.getByText("Appointment booked.")).toBeVisible();
    await staffContext.close();

    // 3. Her appointment on WhatsApp: the time and the doctor, in her language.
    const messages = await waitForWhatsApp(e164, 2);
    const appointment = messages.find((m) => m.template === "saheli_appointment_scheduled");
    expect(appointment?.language).toBe(locale);
    expect(appointment?.params.slice(0, 2)).toEqual([
      `${formatIndiaDate(startsAt, locale)}, ${formatIndiaTime(startsAt, locale)}`,
      `Lakshmi Rao${tag}`,
    ]);
    expect(appointment?.text).toContain(formatIndiaTime(startsAt, locale));
    expect(appointment?.text).toContain(
      locale === "hi" ? `डॉ. Lakshmi Rao${tag} के साथ` : `with Dr Lakshmi Rao${tag}`,
    );
    expect(messages).toHaveLength(2);

    // 4. The platform's signed status webhooks reached the app: both delivered.
    await expect
      .poll(async () =>
        (
          await sql<{ kind: string; state: string }>(
            `select kind, state::text as state from outbox_messages
             where channel = 'whatsapp' and "to" = $1 order by created_at`,
            [e164],
          )
        ).map((row) => `${row.kind}: ${row.state}`),
      )
      .toEqual(["booking-received: delivered", "appointment-scheduled: delivered"]);
  });
}

test("a landline or a foreign number with WhatsApp chosen gets the form's message, and nothing is booked", async ({
  browser,
}) => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await useOwnAddress(page);
  const email = `e2e.wa.${randomUUID().slice(0, 10)}@example.com`;
  await page.goto("/book-consultation");
  await startBooking(page);
  await fillBookingForm(page, email, "011 2345 6789");
  const submit = page.getByRole("button", { name: "Book my private consultation" });
  const refused = page.getByText(bookingMessages.phoneNotIndianMobile);
  await submit.tap();
  await expect(refused).toBeVisible();
  await expect(page.getByLabel("Phone", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Phone", { exact: true }).fill("+44 7700 900123");
  await submit.tap();
  await expect(refused).toBeVisible();
  await expect(page.getByRole("heading", { name: "Request received" })).toHaveCount(0);

  expect(await sql("select id from consultation_requests where email = $1", [email])).toHaveLength(
    0,
  );
  const sent = (await allWhatsApp()).map((message) => message.waId);
  expect(sent).not.toContain("911123456789");
  expect(sent).not.toContain("447700900123");
  await context.close();
});
