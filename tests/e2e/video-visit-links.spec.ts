import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { areas } from "@/lib/auth/permissions";
import { tabPath } from "@/lib/dashboards/routes";
import { indiaDateKey } from "@/lib/india-time";
import { createAccount, signIn, sql, type TestAccount } from "./support/accounts";
import { joinRoom } from "./support/video";

/**
 * The dashboards' ways to a video visit (issue 35): her appointment card has "Join the video
 * visit" (in Hindi on a Hindi account), her doctor's lists and her appointment's page have "Open
 * the video room" and say "Waiting" while she is in the waiting room. The coordinator and the owner
 * see that she is waiting, and have no way in.
 */

async function signedIn(browser: Browser, account: TestAccount, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account, path);
  return page;
}

test("her card takes her to the room; her doctor sees her waiting and opens it; the care team only sees", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 8);
  const doctor = await createAccount("doctor", { firstName: "Kavya", lastName: `Menon${tag}` });
  const coordinator = await createAccount("coordinator");
  const owner = await createAccount("owner");
  const patient = await createAccount("patient", { firstName: "Asha", lastName: `Rao${tag}` });
  const hindi = await createAccount("patient", { firstName: "Sana", lastName: `Iyer${tag}` });
  await sql("update users set locale = 'hi' where id = $1", [hindi.id]);
  const [visit] = await sql<{ id: string; at: Date }>(
    `insert into appointments (id, patient_id, doctor_id, coordinator_id, appointment_date, type,
       status, mode, clinic, duration_minutes, updated_at)
     values (gen_random_uuid(), $1, $2, $3, now() + interval '5 minutes', 'Video Consultation',
       'scheduled', 'video', null, 30, now())
     returning id, appointment_date as at`,
    [patient.id, doctor.id, coordinator.id],
  );
  const id = visit?.id ?? "";
  // Her Hindi neighbour's visit is tomorrow, with the same doctor: a link, nobody waiting.
  await sql(
    `insert into appointments (id, patient_id, doctor_id, appointment_date, type, status, mode,
       clinic, duration_minutes, updated_at)
     values (gen_random_uuid(), $1, $2, now() + interval '1 day', 'Video Consultation',
       'confirmed', 'video', null, 30, now())`,
    [hindi.id, doctor.id],
  );

  // Her card: the way in, a document of its own (the room alone may use her camera).
  const her = await signedIn(browser, patient, areas["patient-dashboard"].path);
  const upcoming = her.getByRole("region", { name: "Upcoming appointments" });
  await expect(
    upcoming.getByText("By video, in your private room here: it opens 10 minutes before the start"),
  ).toBeVisible();
  await upcoming.getByRole("link", { name: "Join the video visit" }).click();
  await expect(her).toHaveURL(new RegExp(`/visit/${id}$`));
  await joinRoom(her, "Join the visit", "will let you in");

  const sana = await signedIn(browser, hindi, areas["patient-dashboard"].path);
  await expect(sana.getByRole("link", { name: "वीडियो विज़िट में शामिल हों" })).toBeVisible();

  // Her doctor: "Waiting" and the way in, on her list and on the appointment's own page (and on
  // today's schedule, when the visit falls on today in India).
  const his = await signedIn(browser, doctor, tabPath("doctor-dashboard", "appointments"));
  const row = his.getByRole("row", { name: new RegExp(`Asha Rao${tag}`) });
  await expect(row.getByText("Waiting", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: /Open the video room/ })).toHaveAttribute(
    "href",
    `/visit/${id}`,
  );
  const tomorrow = his.getByRole("row", { name: new RegExp(`Sana Iyer${tag}`) });
  await expect(tomorrow.getByRole("link", { name: /Open the video room/ })).toBeVisible();
  await expect(tomorrow.getByText("Waiting", { exact: true })).toHaveCount(0);
  if (indiaDateKey(visit?.at ?? new Date()) === indiaDateKey(new Date())) {
    await his.goto(areas["doctor-dashboard"].path);
    const today = his.getByRole("listitem").filter({ hasText: `Asha Rao${tag}` });
    await expect(today.getByText("Waiting", { exact: true })).toBeVisible();
    await expect(today.getByRole("link", { name: /Open the video room/ })).toBeVisible();
  }
  await his.goto(tabPath("doctor-dashboard", "appointments", id));
  await expect(his.getByText("Waiting", { exact: true })).toBeVisible();
  await his.getByRole("link", { name: "Open the video room" }).click();
  await expect(his).toHaveURL(new RegExp(`/visit/${id}$`));
  await expect(his.getByRole("button", { name: "Open the room" })).toBeVisible();

  // The coordinator and the owner: that she is waiting, and no way in.
  const day = indiaDateKey(visit?.at ?? new Date());
  for (const [person, list, name] of [
    [coordinator, tabPath("coordinator-dashboard", "appointments"), `Asha Rao${tag}`],
    [
      owner,
      `${tabPath("admin-panel", "appointments")}?date=${day}&status=scheduled`,
      `Kavya Menon${tag}`,
    ],
  ] as const) {
    const page = await signedIn(browser, person, list.split("?")[0] ?? list);
    await page.goto(list);
    const theirs = page.getByRole("row", { name: new RegExp(name) });
    await expect(theirs.getByText("Waiting", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /Open the video room/ })).toHaveCount(0);
    expect(await page.content()).not.toContain(`/visit/${id}`);
  }
  const manage = await signedIn(
    browser,
    coordinator,
    tabPath("coordinator-dashboard", "appointments", id),
  );
  await expect(manage.getByText("Waiting", { exact: true })).toBeVisible();
  await expect(manage.getByRole("link", { name: /Open the video room/ })).toHaveCount(0);
});
