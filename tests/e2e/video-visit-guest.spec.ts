import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { areas } from "@/lib/auth/permissions";
import { tabPath } from "@/lib/dashboards/routes";
import { indiaDateKey, indiaTimeKey } from "@/lib/india-time";
import { createAccount, signIn, sql, useOwnAddress } from "./support/accounts";
import { waitForMail } from "./support/mail";
import {
  expectFlowing,
  joinRoom,
  received,
  untilDecoding,
  watchConnections,
} from "./support/video";

/**
 * A guest's video visit, from her inbox to the call (issue 35, item 6). She booked a video
 * consultation without an account; a coordinator schedules it to start in a few minutes; the mail
 * that arrives over real SMTP carries her room's link with a key of her own. On her phone (390 px)
 * she opens it, goes in, and waits; her doctor sees her waiting on her schedule, opens the room
 * from there and lets her in: both connect. The same link in a second browser is refused.
 */

const MINUTE = 60_000;

test("a guest goes in from her mailed link on her phone, and her doctor lets her in from her schedule", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = randomUUID().slice(0, 8);
  const email = `e2e.guest.${tag}@example.com`;
  const lastName = `Guest${tag}`;
  const coordinator = await createAccount("coordinator", { firstName: "Priya" });
  const doctor = await createAccount("doctor", { firstName: "Kavya", lastName: `Menon${tag}` });
  const [request] = await sql<{ id: string }>(
    `insert into consultation_requests (id, idempotency_key, reference, first_name, last_name, email,
       phone, age, preferred_date, preferred_time, consultation_type, urgency, privacy_consent,
       privacy_consent_at, kind, updated_at)
     values (gen_random_uuid(), $1, $2, 'Meher', $3, $4, '+91 98765 43210', 34, current_date,
       '10:30 AM', 'initial', 'medium', true, now(), 'video', now())
     returning id`,
    [randomUUID(), `SC-${tag.slice(0, 5).toUpperCase()}-GUEST`, lastName, email],
  );

  // The coordinator books it by video, to start in five to ten minutes: its room is open.
  const staff = await (await browser.newContext()).newPage();
  await useOwnAddress(staff);
  await signIn(staff, coordinator, areas["coordinator-dashboard"].path);
  await staff.goto(tabPath("coordinator-dashboard", "tasks", request?.id ?? ""));
  const panel = staff.getByRole("region", { name: new RegExp(`Meher ${lastName}`) });
  await panel.getByRole("button", { name: /Claim: assign to me/ }).click();
  await expect(staff.getByText("Request claimed.")).toBeVisible();
  await panel.getByText("Schedule an appointment").click();
  const startsAt = new Date(Math.ceil((Date.now() + 5 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE);
  await panel.getByLabel("Doctor", { exact: true }).selectOption(doctor.id);
  await panel.getByLabel("Date", { exact: true }).fill(indiaDateKey(startsAt));
  await panel.getByLabel("Time (India)").fill(indiaTimeKey(startsAt));
  await expect(panel.getByLabel("Where")).toHaveValue("video");
  await panel.getByRole("button", { name: "Book appointment" }).click();
  await expect(staff.getByText("Appointment booked.")).toBeVisible();
  await staff.context().close();

  // Her mail: the room's address with her key, and the rule that comes with it; nothing of why.
  const mail = (await waitForMail(email, 1)).find((m) => m.subject.startsWith("Your appointment"));
  const link = mail?.text.match(/https?:\/\/\S+\/visit\/[\w-]+\?key=[\w-]{43}/)?.[0];
  expect(link, "her appointment mail holds her room's link").toBeDefined();
  expect(mail?.text).not.toContain("coordinator sends");
  expect(mail?.text).toContain("it lets in only the first browser that goes in with it");
  const { pathname, search } = new URL(link ?? "");
  const id = pathname.split("/").at(-1) ?? "";

  // On her phone: the door, then the room, at 390 px.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  await watchConnections(phone);
  const her = await phone.newPage();
  await useOwnAddress(her);
  await her.goto(`${pathname}${search}`);
  await expect(her.getByRole("heading", { name: "Your video visit" })).toBeVisible();
  await expect(her.getByText(`With Dr. Kavya Menon${tag} · starts`)).toBeVisible();
  const started = Date.now();
  await her.getByRole("button", { name: "Go to your visit" }).click();
  // In the room, at its own address: the key has left the address bar and her history.
  await expect(her).toHaveURL(new RegExp(`/visit/${id}$`));
  await joinRoom(
    her,
    "Join the visit",
    `Dr. Kavya Menon${tag} will let you in. Please stay on this page.`,
  );
  expect(await her.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Her doctor sees her waiting on her appointments and opens the room from there.
  const office = await browser.newContext();
  await watchConnections(office);
  const his = await office.newPage();
  await useOwnAddress(his);
  await signIn(his, doctor, tabPath("doctor-dashboard", "appointments"));
  const row = his.getByRole("row", { name: new RegExp(`Meher ${lastName}`) });
  await expect(row.getByText("Waiting", { exact: true })).toBeVisible();
  await row.getByRole("link", { name: /Open the video room/ }).click();
  await expect(his).toHaveURL(new RegExp(`/visit/${id}$`));
  await joinRoom(his, "Open the room", `Meher ${lastName} is in the waiting room.`);
  await his.getByRole("button", { name: "Let her in" }).click();

  await untilDecoding([her, his]);
  console.log(
    `guest video visit: from her "Go to your visit" to both sides decoding video in ${Date.now() - started} ms`,
  );
  await expectFlowing([her, his]);

  // The same link in another browser: refused, and told why; her seat stays hers.
  const other = await (await browser.newContext()).newPage();
  await useOwnAddress(other);
  await other.goto(`${pathname}${search}`);
  await expect(
    other.getByText("This link has already been used to go in, in another browser."),
  ).toBeVisible();
  await expect(other.getByRole("button", { name: "Go to your visit" })).toHaveCount(0);
  expect((await other.request.get(`/api/visits/${id}/events`)).status()).toBe(404);
  await other.context().close();
  expect((await received(her)).state).toBe("connected");
});
