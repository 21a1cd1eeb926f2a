import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { createAccount, signIn, sql, type TestAccount } from "./support/accounts";
import { expectFlowing, untilDecoding, watchConnections } from "./support/video";

/**
 * A video visit in the product's own room (issue 35): her doctor and she, each in a browser of her
 * own with Chromium's fake camera and microphone, join; she waits, her doctor lets her in, and each
 * browser decodes the other's video and receives her audio, more and more of it. Nobody else gets
 * the room, its signalling or its stream.
 */

// Chromium's fake camera and microphone: playwright.config.ts starts every browser with them.

/** A video appointment of `patient` with `doctor` starting in five minutes: its room is open. */
async function videoAppointment(patient: TestAccount, doctor: TestAccount): Promise<string> {
  const id = randomUUID();
  await sql(
    `insert into appointments (id, patient_id, doctor_id, appointment_date, type, status, mode, clinic, duration_minutes, updated_at)
     values ($1, $2, $3, now() + interval '5 minutes', 'Video Consultation', 'scheduled', 'video', null, 30, now())`,
    [id, patient.id, doctor.id],
  );
  return id;
}

/** A signed-in browser of her own, whose calls the test can read (support/video.ts). */
async function personIn(browser: Browser, account: TestAccount, area: string): Promise<Page> {
  const context = await browser.newContext();
  await watchConnections(context);
  const page = await context.newPage();
  await signIn(page, account, area);
  return page;
}

test("her doctor lets her in and they see and hear each other", async ({ browser }) => {
  test.setTimeout(90_000);
  const doctor = await createAccount("doctor", { firstName: "Kavya", lastName: "Menon" });
  const patient = await createAccount("patient", { firstName: "Asha", lastName: "Rao" });
  const id = await videoAppointment(patient, doctor);

  const her = await personIn(browser, patient, "/patient-dashboard");
  const started = Date.now();
  await her.goto(`/visit/${id}`);
  await expect(her.getByRole("heading", { name: "Your video visit" })).toBeVisible();
  await expect(her.getByText("With Dr. Kavya Menon")).toBeVisible();
  await her.getByRole("button", { name: "Join the visit" }).click();
  await expect(her.getByRole("status")).toHaveText(
    "Dr. Kavya Menon will let you in. Please stay on this page.",
  );

  const his = await personIn(browser, doctor, "/doctor-dashboard");
  await his.goto(`/visit/${id}`);
  await his.getByRole("button", { name: "Open the room" }).click();
  await expect(his.getByRole("status")).toHaveText("Asha Rao is in the waiting room.");
  await his.getByRole("button", { name: "Let her in" }).click();

  // Both sides play the other's camera: frames arrive and keep arriving.
  await untilDecoding([her, his]);
  const setUpMs = Date.now() - started;
  await expectFlowing([her, his]);
  console.log(`video visit: from her join to both sides decoding video in ${setUpMs} ms`);

  const status = await sql<{ status: string }>(
    "select status::text from appointments where id = $1",
    [id],
  );
  expect(status[0]?.status).toBe("in_progress");

  // Her doctor ends it: completed, and the room says so on both sides.
  his.once("dialog", (dialog) => void dialog.accept());
  await his.getByRole("button", { name: "End the visit" }).click();
  for (const page of [her, his]) {
    await expect(page.getByRole("status")).toHaveText("The visit has ended. Thank you.");
  }
  const after = await sql<{ status: string }>(
    "select status::text from appointments where id = $1",
    [id],
  );
  expect(after[0]?.status).toBe("completed");
  const signals = await sql<{ kind: string }>(
    "select kind from visit_signals where appointment_id = $1",
    [id],
  );
  expect(signals.map((row) => row.kind)).toEqual(["presence"]);
});

test("nobody else gets the room, its stream or its signalling: not even its time", async ({
  browser,
}) => {
  const doctor = await createAccount("doctor");
  const patient = await createAccount("patient");
  const id = await videoAppointment(patient, doctor);
  const outsiders = [
    { account: await createAccount("patient"), area: "/patient-dashboard" },
    { account: await createAccount("doctor"), area: "/doctor-dashboard" },
    { account: await createAccount("coordinator"), area: "/coordinator-dashboard" },
    { account: await createAccount("owner"), area: "/admin-panel" },
  ];
  for (const { account: outsider, area } of outsiders) {
    const page = await personIn(browser, outsider, area);
    for (const path of [`/visit/${id}`, `/api/visits/${id}/events`]) {
      for (const headers of [{}, { RSC: "1" }] as Record<string, string>[]) {
        const response = await page.request.get(path, { headers });
        // An RSC request gets Next.js's 200 with the not-found payload; what it holds is judged.
        if (!headers.RSC) expect(response.status(), `${area} ${path}`).toBe(404);
        // The page's 404 (its address is hers to know): no name, no time, nothing of the visit.
        const body = await response.text();
        expect(body).not.toContain("Starts ");
        expect(body).not.toContain(patient.lastName);
        expect(body).not.toContain(doctor.lastName);
      }
    }
    const signal = await page.request.post(`/api/visits/${id}/signals`, {
      data: { type: "command", command: "join" },
    });
    expect(signal.status()).toBe(404);
    await page.context().close();
  }
  // Signed out: the same.
  const context = await browser.newContext();
  const response = await context.request.get(`/visit/${id}`);
  expect(response.status()).toBe(404);
  await context.close();
});
