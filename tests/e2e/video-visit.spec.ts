import { expect, test } from "@playwright/test";
import { createAccount, sql } from "./support/accounts";
import {
  expectFlowing,
  joinRoom,
  personIn,
  untilDecoding,
  videoAppointment,
} from "./support/video";

/**
 * A video visit in the product's own room (issue 35): her doctor and she, each in a browser of her
 * own with Chromium's fake camera and microphone, join; she waits, her doctor lets her in, and each
 * browser decodes the other's video and receives her audio, more and more of it. Nobody else gets
 * the room, its signalling or its stream.
 */

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
  await joinRoom(
    her,
    "Join the visit",
    "Dr. Kavya Menon will let you in. Please stay on this page.",
  );

  const his = await personIn(browser, doctor, "/doctor-dashboard");
  await his.goto(`/visit/${id}`);
  await joinRoom(his, "Open the room", "Asha Rao is in the waiting room.");
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

test("her room in Hindi when her account reads Hindi, her doctor's in English; her log shows when her doctor came and went", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const doctor = await createAccount("doctor", { firstName: "Kavya", lastName: "Menon" });
  const patient = await createAccount("patient", { firstName: "Meher", lastName: "Rao" });
  await sql("update users set locale = 'hi' where id = $1", [patient.id]);
  const id = await videoAppointment(patient, doctor);

  const her = await personIn(browser, patient, "/patient-dashboard");
  await her.goto(`/visit/${id}`);
  // Her words in Hindi, inside the frame that tells the browser (and a screen reader) so.
  const hindi = her.locator('[lang="hi"]');
  await expect(hindi.getByRole("heading", { name: "आपका वीडियो परामर्श" })).toBeVisible();
  await expect(hindi.getByText("डॉ. Kavya Menon के साथ")).toBeVisible();
  await expect(her).toHaveTitle(/आपका वीडियो परामर्श/);
  // Only her language reached her browser: no English word of the room in the page or its payload.
  const sent = await her.content();
  for (const english of ["Your video visit", "Before you join", "Join the visit", "Let her in"]) {
    expect(sent).not.toContain(english);
  }
  await joinRoom(her, "परामर्श से जुड़ें", "डॉ. Kavya Menon आपको जल्द ही अंदर बुलाएँगी। कृपया इसी पेज पर रहें।");

  const his = await personIn(browser, doctor, "/doctor-dashboard");
  await his.goto(`/visit/${id}`);
  await expect(his.locator('[lang="hi"]')).toHaveCount(0);
  await expect(his.getByRole("heading", { name: "Video visit" })).toBeVisible();
  await joinRoom(his, "Open the room", "Meher Rao is in the waiting room.");
  await his.getByRole("button", { name: "Let her in" }).click();
  await expect(her.getByRole("group", { name: "कॉल के बटन" })).toBeVisible();
  await his.getByRole("button", { name: "Leave" }).click();
  // The button comes back at once; the room writes the leave a moment later.
  await expect
    .poll(async () => {
      const rows = await sql<{ subject: string }>(
        "select subject::text from access_logs where patient_id = $1 order by created_at",
        [patient.id],
      );
      return rows.map((row) => row.subject);
    })
    .toEqual(["visit_joined", "visit_left"]);

  // Her privacy page: when her doctor came into the visit and left it, and nothing of the call.
  await her.goto("/patient-dashboard/privacy");
  const log = her.getByRole("region", { name: "मेरी जानकारी किसने देखी" });
  await expect(log).toContainText("Kavya M. (डॉक्टर) ने आपकी वीडियो कॉल में प्रवेश किया");
  await expect(log).toContainText("Kavya M. (डॉक्टर) ने आपकी वीडियो कॉल छोड़ी");
  // Her data, to read or print: the visit's start with the appointment, the same two lines.
  await her.goto("/patient-dashboard/my-data");
  await expect(her.getByText(/वीडियो परामर्श \S.* पर शुरू हुआ/)).toBeVisible();
  await expect(her.getByText(/Kavya M\. \(डॉक्टर\) ने आपकी वीडियो कॉल छोड़ी/)).toBeVisible();
  await his.context().close();
  await her.context().close();
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

test("the room alone may use the camera and microphone, and talks to nobody but this site and its TURN", async ({
  browser,
}) => {
  const doctor = await createAccount("doctor");
  const patient = await createAccount("patient");
  const id = await videoAppointment(patient, doctor);
  const her = await personIn(browser, patient, "/patient-dashboard");
  const room = await her.request.get(`/visit/${id}`);
  expect(room.status()).toBe(200);
  expect(room.headers()["permissions-policy"]).toBe(
    "camera=(self), microphone=(self), geolocation=()",
  );
  const connect = /connect-src ([^;]*)/.exec(room.headers()["content-security-policy"] ?? "")?.[1];
  const port = Number(process.env.E2E_PORT ?? 3100) + 41;
  expect(connect?.split(" ")).toEqual(["'self'", `turn://127.0.0.1:${port}`]);
  // Everywhere else, no camera, no microphone, and only this site.
  for (const path of ["/patient-dashboard", "/home", "/book-consultation"]) {
    const page = await her.request.get(path);
    expect(page.headers()["permissions-policy"], path).toBe(
      "camera=(), microphone=(), geolocation=()",
    );
    expect(page.headers()["content-security-policy"], path).toContain("connect-src 'self';");
  }
  await her.context().close();
});
