import { createHmac, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET, POST } from "@/app/api/messages/whatsapp/route";
import { scheduleRequest } from "@/lib/actions/requests";
import { createBooking } from "@/lib/booking/submit";
import { db } from "@/lib/db";
import { indiaDateKey, indiaTimeKey, formatIndiaTime } from "@/lib/india-time";
import { deliverDueMessages, type OutgoingText } from "@/lib/messaging/deliver";
import { renderMessage } from "@/lib/messaging/templates";
import { createWhatsAppSender } from "@/lib/messaging/whatsapp";
import { bookingSchema } from "@/lib/validations/booking";
import { siteConfig } from "@/content/site";
import { makeUser } from "@/tests/fixtures/dashboard-data";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { openDayAhead } from "@/tests/fixtures/india-days";
import { uniquePhone } from "@/tests/fixtures/phones";
import {
  PLATFORM_API_VERSION,
  startWhatsAppPlatform,
  type WhatsAppPlatform,
} from "@/tests/fixtures/whatsapp-platform";
import { as } from "@/tests/integration/session-mock";

/**
 * WhatsApp end to end without leaving the machine: the sender (lib/messaging/whatsapp.ts) posts to
 * a stand-in for the Cloud API that refuses anything off its documented contract
 * (tests/fixtures/whatsapp-platform.ts), and the stand-in's signed status and inbound webhooks
 * reach the app's own route handler (app/api/messages/whatsapp/route.ts) over HTTP.
 */

const platformAccount = vi.hoisted(() => {
  const account = {
    token: `test-token-${Math.random().toString(36).slice(2)}`,
    appSecret: `app-secret-${Math.random().toString(36).slice(2)}-0123456789`,
    verifyToken: `verify-${Math.random().toString(36).slice(2)}-0123456789`,
    phoneNumberId: "106540352242922",
  };
  // Read by lib/env.ts when the route handler is first imported. No API address or token: the
  // route's own "deliver soon" stays idle and each test sends when it means to.
  process.env.WHATSAPP_APP_SECRET = account.appSecret;
  process.env.WHATSAPP_VERIFY_TOKEN = account.verifyToken;
  process.env.WHATSAPP_PHONE_NUMBER_ID = account.phoneNumberId;
  return account;
});

const prisma = createTestPrisma();
let platform: WhatsAppPlatform;
let app: http.Server;
let webhookUrl: string;

/** The route handler behind a real HTTP server, as the platform reaches it. */
async function startApp(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === "string") headers.set(name, value);
      }
      const url = `http://127.0.0.1${request.url ?? "/"}`;
      const answer =
        request.method === "POST"
          ? await POST(new Request(url, { method: "POST", headers, body: Buffer.concat(chunks) }))
          : GET(new Request(url, { headers }));
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(await answer.text());
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

beforeAll(async () => {
  app = await startApp();
  webhookUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}/api/messages/whatsapp`;
  platform = await startWhatsAppPlatform({
    token: platformAccount.token,
    phoneNumberId: platformAccount.phoneNumberId,
    appSecret: platformAccount.appSecret,
    webhookUrl,
    statusDelayMs: 20,
  });
});

beforeEach(async () => {
  await resetDatabase(prisma);
  platform.messages.length = 0;
  platform.webhooks.length = 0;
});

afterAll(async () => {
  await platform.close();
  await new Promise<void>((resolve) => app.close(() => resolve()));
  await prisma.$disconnect();
  await db.$disconnect();
});

const sender = () =>
  createWhatsAppSender({
    apiUrl: platform.apiUrl,
    phoneNumberId: platformAccount.phoneNumberId,
    token: platformAccount.token,
  });

let ipCounter = 0;

/** A booking through the form's own path, choosing WhatsApp: her "booking received" is queued. */
async function bookByWhatsApp(options: { locale?: "en" | "hi"; phone?: string } = {}) {
  const phone = options.phone ?? uniquePhone();
  ipCounter += 1;
  const result = await createBooking(
    bookingSchema.parse({
      firstName: "Sana",
      lastName: "Iyer",
      email: `sana.${randomUUID().slice(0, 8)}@example.com`,
      phone,
      age: 31,
      preferredDate: openDayAhead(7),
      preferredTime: "10:30 AM",
      consultationType: "initial",
      urgency: "medium",
      contactMethod: "whatsapp",
      contactWindow: "anytime",
      privacyConsent: true,
      communicationConsent: true,
      idempotencyKey: randomUUID(),
      website: "",
      locale: options.locale ?? "en",
    }),
    { ip: `198.51.100.${ipCounter}` },
  );
  if (!result.ok) throw new Error(result.error);
  const request = await prisma.consultationRequest.findFirstOrThrow({
    where: { reference: result.data.reference },
    select: { id: true, reference: true },
  });
  /** Her number as the outbox and the platform hold it: E.164. */
  const e164 = `+${phone.replace(/\D/g, "")}`;
  return { ...request, e164 };
}

/** Her request scheduled in person in Jaipur, `days` ahead on a five-minute mark, as the form sends it. */
async function schedule(requestId: string, doctorId: string, days: number): Promise<Date> {
  const at = new Date(Math.ceil((Date.now() + days * 24 * 3_600_000) / 300_000) * 300_000);
  const result = await scheduleRequest({
    requestId,
    doctorId,
    date: indiaDateKey(at),
    time: indiaTimeKey(at),
    durationMinutes: 30,
    mode: "in_person",
    clinic: "jaipur",
  });
  if (!result.ok) throw new Error(result.error);
  return at;
}

/** A signed webhook call to the route, as the platform makes it (or with the signature given). */
async function postWebhook(payload: unknown, signature?: string | null): Promise<number> {
  const body = JSON.stringify(payload);
  const signed = `sha256=${createHmac("sha256", platformAccount.appSecret).update(body).digest("hex")}`;
  const header = signature === undefined ? signed : signature;
  const response = await fetch(webhookUrl, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(header === null ? {} : { "X-Hub-Signature-256": header }),
    },
    body,
  });
  return response.status;
}

function statusWebhook(
  wamid: string,
  status: string,
  phoneNumberId = platformAccount.phoneNumberId,
) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "911140000000", phone_number_id: phoneNumberId },
              statuses: [{ id: wamid, status, timestamp: String(Math.floor(Date.now() / 1000)) }],
            },
          },
        ],
      },
    ],
  };
}

async function outbox(to: string) {
  return prisma.outboxMessage.findMany({
    where: { channel: "whatsapp", to },
    orderBy: { createdAt: "asc" },
  });
}

describe("sending through the Cloud API", () => {
  it("sends her booking confirmation as the approved template with its variables, and the signed statuses mark it sent, then delivered", async () => {
    const booking = await bookByWhatsApp();
    const run = await deliverDueMessages({ whatsapp: sender() });
    expect(run).toMatchObject({ sent: 1, failed: 0 });

    const [received] = await platform.waitFor(booking.e164);
    expect(received).toMatchObject({
      template: "saheli_booking_received",
      language: "en",
      params: [booking.reference, siteConfig.phone.display],
    });
    // What her phone shows is the registered text with her variables, nothing else.
    expect(received?.text).toBe(
      renderMessage("booking-received", "en", [booking.reference, siteConfig.phone.display]),
    );

    const [stored] = await outbox(booking.e164);
    expect(stored).toMatchObject({ state: "sent", providerId: received?.id });
    const statuses = await platform.waitForStatuses(received?.id ?? "", 2);
    expect(statuses.map((webhook) => [webhook.detail, webhook.answered])).toEqual([
      ["sent", 200],
      ["delivered", 200],
    ]);
    const [delivered] = await outbox(booking.e164);
    expect(delivered?.state).toBe("delivered");
    expect(delivered?.deliveredAt).toBeInstanceOf(Date);
  });

  it("writes to a woman who booked in Hindi in Hindi: the confirmation, then her appointment with its time and doctor", async () => {
    const coordinator = await makeUser(prisma, "coordinator", { firstName: "Priya" });
    const doctor = await makeUser(prisma, "doctor", { firstName: "Lakshmi", lastName: "Rao" });
    const booking = await bookByWhatsApp({ locale: "hi" });
    as(coordinator);
    const at = await schedule(booking.id, doctor.id, 3);
    expect(await deliverDueMessages({ whatsapp: sender() })).toMatchObject({ sent: 2 });

    const [confirmation, appointment] = await platform.waitFor(booking.e164, 2);
    expect(confirmation).toMatchObject({ template: "saheli_booking_received", language: "hi" });
    expect(appointment).toMatchObject({ template: "saheli_appointment_scheduled", language: "hi" });
    expect(appointment?.params).toHaveLength(4);
    expect(appointment?.params[1]).toBe("Lakshmi Rao");
    expect(appointment?.text).toContain(formatIndiaTime(at, "hi"));
    expect(appointment?.text).toContain("डॉ. Lakshmi Rao के साथ बुक हो गया है");
    expect(appointment?.text).toContain(siteConfig.phone.display);
  });

  it("a number that is not on WhatsApp: taken, then failed by the platform's webhook with a reason staff can act on", async () => {
    const booking = await bookByWhatsApp();
    platform.undeliverable(booking.e164);
    expect(await deliverDueMessages({ whatsapp: sender() })).toMatchObject({ sent: 1 });
    const [received] = await platform.waitFor(booking.e164);
    await platform.waitForStatuses(received?.id ?? "", 2);
    const [stored] = await outbox(booking.e164);
    expect(stored?.state).toBe("failed");
    expect(stored?.reason).toMatch(/not on WhatsApp.*Call her or use SMS \(131026\)$/);
    expect(stored?.reason).not.toContain(booking.e164.slice(3));
  });

  it("keeps a message queued for a retry when the platform cannot be reached or refuses the token, and never retries what the approved template does not take", async () => {
    const booking = await bookByWhatsApp();
    const [queued] = await outbox(booking.e164);
    const message: OutgoingText = {
      id: queued?.id ?? "",
      channel: "whatsapp",
      to: booking.e164,
      kind: "booking-received",
      locale: "en",
      params: [booking.reference, siteConfig.phone.display],
      text: "",
    };
    const unreachable = createWhatsAppSender({
      apiUrl: `http://127.0.0.1:9/${PLATFORM_API_VERSION}`,
      phoneNumberId: platformAccount.phoneNumberId,
      token: platformAccount.token,
    });
    expect(await unreachable(message)).toMatchObject({ ok: false, retry: true });

    const wrongToken = createWhatsAppSender({
      apiUrl: platform.apiUrl,
      phoneNumberId: platformAccount.phoneNumberId,
      token: "expired",
    });
    expect(await wrongToken(message)).toMatchObject({
      ok: false,
      retry: true,
      reason: expect.stringContaining("(190)"),
    });

    // Variables the approved template does not take: refused for good, and said so.
    expect(await sender()({ ...message, params: [booking.reference] })).toEqual({
      ok: false,
      retry: false,
      reason:
        "the approved WhatsApp template takes a different number of variables: register it again (132000)",
    });
    expect(platform.messages).toHaveLength(0);
  });
  it("is not held up by messages for a channel that has no sender here", async () => {
    // SMS not set up: its queued messages, older than hers, must not fill every run's batch.
    await prisma.outboxMessage.createMany({
      data: Array.from({ length: 60 }, (_, n) => ({
        channel: "sms" as const,
        to: `+9198765${String(10000 + n)}`,
        kind: "booking-received",
        params: ["SC-AAAAA-BBBBB", siteConfig.phone.display],
        createdAt: new Date(Date.now() - 60 * 60_000),
      })),
    });
    const booking = await bookByWhatsApp();
    expect(await deliverDueMessages({ whatsapp: sender() })).toMatchObject({ sent: 1 });
    await platform.waitFor(booking.e164);
    expect(await prisma.outboxMessage.count({ where: { channel: "sms", state: "queued" } })).toBe(
      60,
    );
  });
});

describe("the stand-in holds to the documented contract", () => {
  const valid = () => ({
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: "+919876543210",
    type: "template",
    template: {
      name: "saheli_booking_received",
      language: { code: "en" },
      components: [
        {
          type: "body",
          parameters: [
            { type: "text", text: "SC-ABCDE-FGHIJ" },
            { type: "text", text: "+91 98765 43210" },
          ],
        },
      ],
    },
  });

  async function call(
    body: unknown,
    options: { path?: string; token?: string | null; contentType?: string } = {},
  ) {
    const base = platform.apiUrl.replace(`/${PLATFORM_API_VERSION}`, "");
    const path =
      options.path ?? `/${PLATFORM_API_VERSION}/${platformAccount.phoneNumberId}/messages`;
    const token = options.token === undefined ? platformAccount.token : options.token;
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: {
        "Content-Type": options.contentType ?? "application/json",
        ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        error?: { message: string; type: string; code: number; fbtrace_id: string };
        messages?: { id: string }[];
        contacts?: { input: string; wa_id: string }[];
      },
    };
  }

  it("takes a valid template message and answers as the platform does", async () => {
    const answer = await call(valid());
    expect(answer.status).toBe(200);
    expect(answer.body.contacts).toEqual([{ input: "+919876543210", wa_id: "919876543210" }]);
    expect(answer.body.messages?.[0]?.id).toMatch(/^wamid\./);
    expect(await call({ ...valid(), to: "919876543210" })).toMatchObject({ status: 200 });
  });

  it("refuses every request off the contract with the platform's error shape, and keeps none of them", async () => {
    const withParams = (parameters: unknown[]) => ({
      ...valid(),
      template: { ...valid().template, components: [{ type: "body", parameters }] },
    });
    const text = (value: string) => ({ type: "text", text: value });
    const cases: [string, Promise<Awaited<ReturnType<typeof call>>>, number, number][] = [
      [
        "unknown template",
        call({ ...valid(), template: { ...valid().template, name: "saheli_promo" } }),
        404,
        132001,
      ],
      [
        "language not approved",
        call({ ...valid(), template: { ...valid().template, language: { code: "fr" } } }),
        404,
        132001,
      ],
      ["too few variables", call(withParams([text("SC-ABCDE-FGHIJ")])), 400, 132000],
      ["too many variables", call(withParams([text("a"), text("b"), text("c")])), 400, 132000],
      ["an empty variable", call(withParams([text("SC-ABCDE-FGHIJ"), text(" ")])), 400, 131008],
      ["a line break", call(withParams([text("SC-ABCDE\nFGHIJ"), text("x")])), 400, 132018],
      ["a tab", call(withParams([text("SC-ABCDE\tFGHIJ"), text("x")])), 400, 132018],
      ["five spaces", call(withParams([text("SC-ABCDE     FGHIJ"), text("x")])), 400, 132018],
      [
        "free-form text",
        call({
          messaging_product: "whatsapp",
          to: "919876543210",
          type: "text",
          text: { body: "Hello" },
        }),
        400,
        131047,
      ],
      ["no messaging_product", call({ ...valid(), messaging_product: undefined }), 400, 100],
      ["a number that is not digits", call({ ...valid(), to: "98765-43210" }), 400, 131009],
      ["a name for a number", call({ ...valid(), to: "Sana" }), 400, 131009],
      ["no token", call(valid(), { token: null }), 401, 104],
      ["a wrong token", call(valid(), { token: "not-the-token" }), 401, 190],
      [
        "a form body",
        call("to=919876543210", { contentType: "application/x-www-form-urlencoded" }),
        400,
        100,
      ],
      [
        "a version without its minor",
        call(valid(), { path: `/v21/${platformAccount.phoneNumberId}/messages` }),
        400,
        2500,
      ],
      [
        "another phone number id",
        call(valid(), { path: `/${PLATFORM_API_VERSION}/999/messages` }),
        400,
        100,
      ],
    ];
    for (const [what, answer, status, code] of cases) {
      const { status: got, body } = await answer;
      expect({ what, status: got, code: body.error?.code }).toEqual({ what, status, code });
      expect(body.error).toMatchObject({
        message: expect.any(String),
        type: expect.any(String),
        fbtrace_id: expect.any(String),
      });
    }
    expect(platform.messages).toHaveLength(0);
  });
});

describe("the webhook route", () => {
  it("answers the subscription check with its challenge, only for the verify token", async () => {
    const check = (token: string, mode = "subscribe") =>
      GET(
        new Request(
          `http://127.0.0.1/api/messages/whatsapp?hub.mode=${mode}&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`,
        ),
      );
    const good = await check(platformAccount.verifyToken);
    expect(good.status).toBe(200);
    expect(await good.text()).toBe("1158201444");
    expect(good.headers.get("cache-control")).toBe("private, no-store");
    expect((await check("guessed-token-0123456789")).status).toBe(403);
    expect((await check(platformAccount.verifyToken, "unsubscribe")).status).toBe(403);
  });

  it("refuses a missing or forged signature and changes nothing", async () => {
    const booking = await bookByWhatsApp();
    await deliverDueMessages({ whatsapp: sender() });
    const [received] = await platform.waitFor(booking.e164);
    await platform.waitForStatuses(received?.id ?? "", 2);
    const wamid = received?.id ?? "";
    // A forged "failed" for a delivered message, and one for a fresh message that is only queued.
    await prisma.outboxMessage.updateMany({ data: { state: "sent", deliveredAt: null } });
    const failed = statusWebhook(wamid, "failed");
    const body = JSON.stringify(failed);
    const otherSecret = createHmac("sha256", "someone-else-0123456789").update(body).digest("hex");

    expect(await postWebhook(failed, null)).toBe(401);
    expect(await postWebhook(failed, "sha1=abc")).toBe(401);
    expect(await postWebhook(failed, `sha256=${otherSecret}`)).toBe(403);
    expect(await postWebhook(failed, `sha256=${"0".repeat(64)}`)).toBe(403);
    // A real signature over a different body (the payload altered on the way).
    const signedDelivered = createHmac("sha256", platformAccount.appSecret)
      .update(JSON.stringify(statusWebhook(wamid, "delivered")))
      .digest("hex");
    expect(await postWebhook(failed, `sha256=${signedDelivered}`)).toBe(403);
    // A forged STOP in her name.
    const stop = {
      object: "whatsapp_business_account",
      entry: [
        {
          changes: [
            {
              field: "messages",
              value: {
                metadata: { phone_number_id: platformAccount.phoneNumberId },
                messages: [{ from: booking.e164.slice(1), type: "text", text: { body: "STOP" } }],
              },
            },
          ],
        },
      ],
    };
    expect(await postWebhook(stop, `sha256=${"f".repeat(64)}`)).toBe(403);

    const [stored] = await outbox(booking.e164);
    expect(stored).toMatchObject({ state: "sent", reason: null });
    expect(await prisma.messageOptOut.count()).toBe(0);

    // Signed, a status for another of the app's numbers is not ours either.
    expect(await postWebhook(statusWebhook(wamid, "failed", "555000111"))).toBe(200);
    expect((await outbox(booking.e164))[0]?.state).toBe("sent");
    // And signed for ours, it applies; "read" after that changes nothing back.
    expect(await postWebhook(statusWebhook(wamid, "read"))).toBe(200);
    expect((await outbox(booking.e164))[0]?.state).toBe("delivered");
    expect(await postWebhook(statusWebhook(wamid, "sent"))).toBe(200);
    expect((await outbox(booking.e164))[0]?.state).toBe("delivered");
  });

  it("answers a signed body that is not JSON with 400, and one for another product with 200 and nothing done", async () => {
    const raw = "not json";
    const signature = createHmac("sha256", platformAccount.appSecret).update(raw).digest("hex");
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Hub-Signature-256": `sha256=${signature}` },
      body: raw,
    });
    expect(response.status).toBe(400);
    expect(await postWebhook({ object: "page", entry: [] })).toBe(200);
  });
});

describe("STOP on WhatsApp", () => {
  it("withdraws what is queued for her number, ends her messages there, and confirms once, in her language", async () => {
    const coordinator = await makeUser(prisma, "coordinator");
    const doctor = await makeUser(prisma, "doctor", { firstName: "Farah", lastName: "Khan" });
    const booking = await bookByWhatsApp({ locale: "hi" });

    expect(await platform.inbound(booking.e164, "रोकें")).toBe(200);
    expect(
      await prisma.messageOptOut.count({ where: { channel: "whatsapp", address: booking.e164 } }),
    ).toBe(1);
    const afterStop = await outbox(booking.e164);
    expect(afterStop.map((message) => [message.kind, message.state])).toEqual([
      ["booking-received", "withdrawn"],
      ["stop-confirmed", "queued"],
    ]);

    // A second STOP, in English this time: no second answer.
    expect(await platform.inbound(booking.e164, "stop")).toBe(200);
    expect(await outbox(booking.e164)).toHaveLength(2);

    expect(await deliverDueMessages({ whatsapp: sender() })).toMatchObject({ sent: 1 });
    const [answer] = await platform.waitFor(booking.e164);
    expect(answer).toMatchObject({
      template: "saheli_stop_confirmed",
      language: "hi",
      params: [siteConfig.phone.display],
    });

    // Her appointment is still scheduled and mailed, but nothing more goes to her WhatsApp.
    as(coordinator);
    await schedule(booking.id, doctor.id, 2);
    expect(await outbox(booking.e164)).toHaveLength(2);
    expect(await deliverDueMessages({ whatsapp: sender() })).toMatchObject({ sent: 0 });
    expect(platform.messages).toHaveLength(1);
  });

  it("ignores anything else she writes", async () => {
    const booking = await bookByWhatsApp();
    expect(await platform.inbound(booking.e164, "Can I come at 5 instead?")).toBe(200);
    expect(await prisma.messageOptOut.count()).toBe(0);
    expect((await outbox(booking.e164)).map((message) => message.state)).toEqual(["queued"]);
  });
});
