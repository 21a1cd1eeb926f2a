import { randomInt, randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { areas } from "@/lib/auth/permissions";
import { privacyPath, tabPath } from "@/lib/dashboards/routes";
import { createAccount, signIn, sql, useOwnAddress } from "@/tests/e2e/support/accounts";
import { seriousViolations } from "./support/axe";

/**
 * Staff see what reached her (issue 36, item 5), in the browser: a WhatsApp message that failed
 * after its retries waits on the coordinator's Tasks until she calls the woman and says so, and
 * the owner reads an SMS in the outbox with a guest's video key hidden. Each test makes its own
 * accounts, booking and messages in the database.
 */

/** What the owner sees in place of a one-time key (lib/queries/privacy-admin.ts, server-only). */
const REDACTED_TOKEN = "[hidden]";

/** A booking that chose WhatsApp (or SMS), made directly in the database. */
async function booking(firstName: string, method: "whatsapp" | "sms") {
  const tag = randomUUID().replace(/-/g, "").toUpperCase();
  const lastName = `Texts${tag.slice(0, 6)}`;
  const reference = `SC-${tag.slice(0, 5)}-${tag.slice(5, 10)}`;
  const [row] = await sql<{ id: string }>(
    `insert into consultation_requests (id, idempotency_key, reference, first_name, last_name, email,
       phone, age, preferred_date, preferred_time, consultation_type, urgency, privacy_consent,
       privacy_consent_at, contact_method, contact_window, created_at, updated_at)
     values (gen_random_uuid(), $1, $2, $3, $4, $5, '+91 98765 43210', 33, current_date + 6,
       '10:00 AM', 'initial', 'medium', true, now(), $6, 'morning', now() - interval '2 days', now())
     returning id`,
    [
      randomUUID(),
      reference,
      firstName,
      lastName,
      `e2e.texts.${tag.slice(0, 8).toLowerCase()}@example.com`,
      method,
    ],
  );
  if (!row) throw new Error("no request");
  return { id: row.id, reference, name: `${firstName} ${lastName}` };
}

/** A made-up Indian mobile of this test's own, so its row is found among others'. */
function mobile(): string {
  return `+9198${String(randomInt(10 ** 7, 10 ** 8))}`;
}

async function textMessage(data: {
  requestId: string;
  channel: "whatsapp" | "sms";
  to?: string;
  kind: string;
  params: string[];
  state: "queued" | "failed";
  reason?: string;
  attempts?: number;
}): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into outbox_messages (id, channel, "to", kind, params, state, reason, attempts, request_id)
     values (gen_random_uuid(), $1, $2, $3, $4::jsonb, $5, $6, $7, $8) returning id`,
    [
      data.channel,
      data.to ?? mobile(),
      data.kind,
      JSON.stringify(data.params),
      data.state,
      data.reason ?? null,
      data.attempts ?? 0,
      data.requestId,
    ],
  );
  if (!row) throw new Error("no message");
  return row.id;
}

const scheduledParams = (where: string) => [
  "Tue, 8 Dec 2026, 10:00 AM",
  "Lakshmi Rao",
  where,
  "+91 98765 43210",
];

/** A WhatsApp message about her visit that failed after every retry, for the Tasks tab. */
function failedWhatsApp(requestId: string, kind: string, reason: string): Promise<string> {
  return textMessage({
    requestId,
    channel: "whatsapp",
    kind,
    params: scheduledParams("at Saheli Care Pune"),
    state: "failed",
    reason,
    attempts: 6,
  });
}

/** Nothing on the page scrolls sideways, and no box scrolls inside it (a phone hides rows so). */
async function overflow(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    boxes: [...document.querySelectorAll<HTMLElement>("main *, [role=dialog] *")]
      .filter((element) => {
        const style = getComputedStyle(element);
        const scrolls = (value: string) => value === "auto" || value === "scroll";
        return scrolls(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => element.getAttribute("aria-label") ?? element.tagName),
  }));
}

test("a coordinator sees a WhatsApp message that did not reach her, calls her, and marks it done", async ({
  page,
}) => {
  await useOwnAddress(page);
  const coordinator = await createAccount("coordinator", { firstName: "Priya" });
  const her = await booking("Asha", "whatsapp");
  await textMessage({
    requestId: her.id,
    channel: "whatsapp",
    kind: "booking-received",
    params: [her.reference, "+91 98765 43210"],
    state: "queued",
  });
  const failedId = await failedWhatsApp(
    her.id,
    "appointment-scheduled",
    "131026: message undeliverable",
  );

  await signIn(page, coordinator, areas["coordinator-dashboard"].path);
  await page.goto(tabPath("coordinator-dashboard", "tasks"));
  const failedList = page.getByRole("region", { name: "Messages that did not reach her" });
  // Among the newest failures, so on the first page whatever other tests left there.
  const card = failedList.getByRole("listitem").filter({ hasText: her.reference });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(her.name, { exact: true })).toBeVisible();
  await expect(card.getByText("WhatsApp · Appointment scheduled", { exact: true })).toBeVisible();
  await expect(card.getByText("131026: message undeliverable", { exact: true })).toBeVisible();
  // What she was sent stays the template's: its words are not on the staff's screen.
  await expect(page.getByText("Lakshmi Rao")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Her reference opens the request over the Tasks tab, with the messages and how to reach her.
  await card.getByRole("link", { name: new RegExp(her.reference) }).click();
  const dialog = page.getByRole("dialog");
  const messages = dialog.getByRole("region", { name: "Text messages to her" });
  const failed = messages.getByRole("listitem").filter({ hasText: "Appointment scheduled" });
  await expect(failed.getByText("Failed", { exact: true })).toBeVisible();
  await expect(failed.getByText("Why: 131026: message undeliverable")).toBeVisible();
  await expect(
    messages
      .getByRole("listitem")
      .filter({ hasText: "Booking received" })
      .getByText("Queued", { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByText("+91 98765 43210", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await card.getByRole("button", { name: /I called her/ }).click();
  await expect(page.getByText(/Done: it leaves the list/)).toBeVisible();
  // Off the list (her request stays in the queue below, as it was).
  await expect(failedList.getByRole("listitem").filter({ hasText: her.reference })).toHaveCount(0);
  const [row] = await sql<{ followed_up_by: string }>(
    "select followed_up_by from outbox_messages where id = $1",
    [failedId],
  );
  expect(row?.followed_up_by).toBe(coordinator.id);

  // Her request says so, and still shows the message as failed.
  await page.goto(tabPath("coordinator-dashboard", "tasks", her.id));
  const request = page.getByRole("region", { name: new RegExp(her.name) });
  await expect(request.getByText("Called her: a message did not reach her")).toBeVisible();
  await expect(request.getByText(/she was called/)).toBeVisible();
});

test("the owner reads an SMS in the outbox, its guest's video key hidden", async ({ page }) => {
  await useOwnAddress(page);
  const owner = await createAccount("owner", { firstName: "Radhika" });
  const her = await booking("Meera", "sms");
  const secret = `e2e${randomUUID().replace(/-/g, "")}`;
  const to = mobile();
  await textMessage({
    requestId: her.id,
    channel: "sms",
    to,
    kind: "appointment-scheduled",
    params: scheduledParams(`by video: http://127.0.0.1/visit/${randomUUID()}?key=${secret}`),
    state: "queued",
  });

  await signIn(page, owner, areas["admin-panel"].path);
  await page.goto(privacyPath("outbox"));
  await page
    .getByRole("navigation", { name: "Which channel" })
    .getByRole("link", { name: "SMS" })
    .click();
  await expect(page).toHaveURL(/\/admin-panel\/privacy\/outbox\?channel=sms$/);
  const item = page.getByRole("listitem").filter({ hasText: `To ${to}` });
  await expect(item.getByText("Appointment scheduled", { exact: true })).toBeVisible();
  await expect(item.getByText("Queued", { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await item.getByRole("link", { name: /Read message/ }).click();
  const dialog = page.getByRole("dialog", { name: "SMS: Appointment scheduled" });
  await expect(dialog.getByText(`?key=${REDACTED_TOKEN}. To change it`)).toBeVisible();
  await expect(dialog.getByText(/with Dr Lakshmi Rao, by video/)).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // Its own address, loaded afresh: the message as a page, with the way back to the SMS list.
  await page.reload();
  await expect(page.getByText(`?key=${REDACTED_TOKEN}. To change it`)).toBeVisible();
  expect(await page.content()).not.toContain(secret);
  await page.getByRole("link", { name: "All SMS messages" }).click();
  await expect(page).toHaveURL(/\/admin-panel\/privacy\/outbox\?channel=sms$/);
});

test.describe("on a phone @mobile", () => {
  test("the failed messages, a request's messages and the SMS outbox fit 390 px", async ({
    page,
  }) => {
    await useOwnAddress(page);
    const coordinator = await createAccount("coordinator");
    const her = await booking("Kavita", "whatsapp");
    const failedId = await failedWhatsApp(
      her.id,
      "appointment-reminder-24h",
      "131047: re-engagement message: more than 24 hours have passed since the last reply",
    );
    await signIn(page, coordinator, areas["coordinator-dashboard"].path);
    await page.goto(tabPath("coordinator-dashboard", "tasks"));
    const card = page.getByRole("listitem").filter({ hasText: her.reference });
    const button = card.getByRole("button", { name: /I called her/ });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    // Within the screen's width, and a 44 px target for a thumb.
    expect(box && box.x >= 0 && box.x + box.width <= 390 && box.height >= 44).toBe(true);
    expect(await overflow(page)).toEqual({ page: 0, boxes: [] });
    await card.getByRole("link", { name: new RegExp(her.reference) }).click();
    await expect(page.getByRole("dialog").getByText("Reminder, day before")).toBeVisible();
    expect(await overflow(page)).toEqual({ page: 0, boxes: [] });
    // Leave nothing on the shared list for the other tests' phones.
    await sql("update outbox_messages set followed_up_at = now() where id = $1", [failedId]);

    const owner = await createAccount("owner");
    await page.context().clearCookies();
    await signIn(page, owner, areas["admin-panel"].path);
    await page.goto(`${privacyPath("outbox")}?channel=whatsapp`);
    await expect(page.getByRole("listitem").first()).toBeVisible();
    expect(await overflow(page)).toEqual({ page: 0, boxes: [] });
  });
});
