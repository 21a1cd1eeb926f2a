import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as inboundRoute } from "@/app/api/messages/sms/inbound/route";
import { GET as statusRoute } from "@/app/api/messages/sms/status/route";
import { siteConfig } from "@/content/site";
import { createBooking } from "@/lib/booking/submit";
import { db } from "@/lib/db";
import type { Language } from "@/lib/generated/prisma/client";
import { deliverDueMessages } from "@/lib/messaging/deliver";
import {
  SMS_INBOUND_PATH,
  SMS_STATUS_PATH,
  inboundKey,
  kannelSender,
  reportSignature,
  type KannelConfig,
} from "@/lib/messaging/kannel";
import { indianMobile } from "@/lib/messaging/phone";
import { messageKinds, renderMessage } from "@/lib/messaging/templates";
import { bookingSchema } from "@/lib/validations/booking";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { openDayAhead } from "@/tests/fixtures/india-days";
import { uniquePhone } from "@/tests/fixtures/phones";
import { missingKannelPrograms, startSmsGateway, type SmsGateway } from "@/scripts/lib/kannel.mjs";

/**
 * SMS as she receives it, through a real Kannel (issue 36): bearerbox and smsbox run
 * deploy/kannel/kannel.conf with Kannel's fake SMS centre in place of the operator
 * (scripts/lib/kannel.mjs). The app's two route handlers answer Kannel's calls through a small
 * HTTP server here: the delivery reports each message carries the address of, and her replies
 * through the sms-service's get-url. Nothing is mocked between the outbox and the fake SMS centre.
 */

const SECRET = vi.hoisted(() => {
  // Before lib/env.ts is read: the route handlers check Kannel's calls against it.
  const secret = "sms-callback-secret-for-tests-only-0123456789";
  process.env.SMS_CALLBACK_SECRET = secret;
  return secret;
});

const prisma = createTestPrisma();
const missing = missingKannelPrograms();
const ENTITY_ID = "1201160000000000001";
/** A DLT ID for every kind in both languages, each its own, to see the right one leave. */
const templateIds = new Map(
  messageKinds.flatMap((kind, index) => [
    [kind, `110716000000000${String(index).padStart(4, "0")}`],
    [`${kind}-hi`, `110716000000001${String(index).padStart(4, "0")}`],
  ]),
);

type Callback = { path: string; status: number; id: string | null; type: string | null };

/** What the app answered Kannel, in order. */
const callbacks: Callback[] = [];
/** What Kannel's sendsms answered the app, in order. */
const kannelAnswers: string[] = [];

function startAppStandIn(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const route =
      url.pathname === SMS_STATUS_PATH
        ? statusRoute
        : url.pathname === SMS_INBOUND_PATH
          ? inboundRoute
          : null;
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    route(new Request(`http://${request.headers.host}${request.url}`))
      .then((answer) => {
        const { searchParams } = url;
        callbacks.push({
          path: url.pathname,
          status: answer.status,
          id: searchParams.get("id"),
          type: searchParams.get("type"),
        });
        response.writeHead(answer.status).end();
      })
      .catch(() => response.writeHead(500).end());
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

let server: http.Server;
let gateway: SmsGateway;
let config: KannelConfig;

/** A booking made through the form's own path that chose SMS, any hour; her number in E.164. */
async function bookBySms(locale: Language = "en") {
  const phone = uniquePhone();
  const result = await createBooking(
    bookingSchema.parse({
      firstName: "Meera",
      lastName: "Iyer",
      email: `meera.${randomUUID().slice(0, 8)}@example.com`,
      phone,
      age: 34,
      preferredDate: openDayAhead(7),
      preferredTime: "11:00 AM",
      consultationType: "initial",
      urgency: "medium",
      privacyConsent: true,
      communicationConsent: true,
      contactMethod: "sms",
      contactWindow: "anytime",
      locale,
      idempotencyKey: randomUUID(),
      website: "",
    }),
    { ip: null },
  );
  if (!result.ok) throw new Error(result.error);
  const to = indianMobile(phone);
  if (!to) throw new Error(`not an Indian mobile: ${phone}`);
  const message = await prisma.outboxMessage.findFirstOrThrow({
    where: { to, kind: "booking-received" },
  });
  return { reference: result.data.reference, to, message };
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`${what}: still ${JSON.stringify(value)}\n${gateway.logs()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const stateOf = (id: string) =>
  prisma.outboxMessage.findUniqueOrThrow({ where: { id } }).then((row) => row.state);

/** Kannel's report types the app answered for one message, in order. */
const reportsFor = (id: string) =>
  callbacks.filter((call) => call.path === SMS_STATUS_PATH && call.id === id).map((c) => c.type);

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe.skipIf(missing.length > 0)(
  missing.length > 0
    ? `SMS through a real Kannel: SKIPPED, ${missing.join(", ")} not installed (apt-get install kannel kannel-extras, or scripts/preflight.sh)`
    : "SMS through a real Kannel",
  () => {
    const sms = () => ({ sms: kannelSender(config) });

    beforeAll(async () => {
      server = await startAppStandIn();
      const appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      gateway = await startSmsGateway({ appUrl, inboundKey: inboundKey(SECRET) });
      config = {
        sendsmsUrl: gateway.sendsmsUrl,
        username: gateway.username,
        password: gateway.password,
        senderId: "SAHELI",
        entityId: ENTITY_ID,
        dltTemplates: [...templateIds].map(([key, id]) => `${key}=${id}`).join(","),
        callbackSecret: SECRET,
        appUrl,
        fetch: async (input, init) => {
          const response = await fetch(input, init);
          kannelAnswers.push(`${response.status} ${await response.clone().text()}`);
          return response;
        },
      };
    });

    beforeEach(async () => {
      await resetDatabase(prisma);
      callbacks.length = 0;
      kannelAnswers.length = 0;
    });

    afterAll(async () => {
      await gateway?.remove();
      await new Promise((resolve) => server?.close(resolve));
    });

    it("sends her booking's confirmation, which arrives as registered and comes back delivered", async () => {
      const { reference, to, message } = await bookBySms();
      expect(message.state).toBe("queued");

      expect(await deliverDueMessages(sms())).toMatchObject({ sent: 1, failed: 0, waiting: 0 });
      expect(kannelAnswers).toEqual(["202 0: Accepted for delivery"]);

      const arrived = await gateway.waitForMessage((sms) => sms.text.includes(reference));
      expect(arrived).toMatchObject({
        from: "SAHELI",
        to,
        text: renderMessage("booking-received", "en", [reference, siteConfig.phone.display]),
      });
      expect(
        await until(
          "delivered",
          () => stateOf(message.id),
          (s) => s === "delivered",
        ),
      ).toBe("delivered");
      // Kannel's reports: taken by the SMS centre (8), and on her phone (1). Each is its own
      // callback from Kannel, in either order: the 8 may come in after the 1 has delivered it.
      const reports = await until(
        "both reports",
        async () => new Set(reportsFor(message.id)),
        (types) => types.has("8") && types.has("1"),
      );
      expect(reports).toEqual(new Set(["8", "1"]));
      const row = await prisma.outboxMessage.findUniqueOrThrow({ where: { id: message.id } });
      expect(row).toMatchObject({ providerId: message.id, reason: null, attempts: 1 });
      expect(row.deliveredAt).not.toBeNull();

      // The DLT IDs went with it as the SMPP TLVs; Kannel's log names neither her number nor words.
      const log = gateway.accessLog();
      expect(log).toContain(
        `[META:?smpp?PE_ID=${ENTITY_ID}&TEMPLATE_ID=${templateIds.get("booking-received")}`,
      );
      expect(log).not.toContain(to.slice(3));
      expect(log).not.toContain(reference);
    });

    it("sends a Hindi booking's confirmation as UCS-2 with the Hindi template's DLT ID", async () => {
      const { reference, message } = await bookBySms("hi");
      expect(await deliverDueMessages(sms())).toMatchObject({ sent: 1 });
      const arrived = await gateway.waitForMessage((sms) => sms.text.includes(reference));
      expect(arrived.text).toBe(
        renderMessage("booking-received", "hi", [reference, siteConfig.phone.display]),
      );
      expect(arrived.parts).toBeGreaterThan(1);
      await until(
        "delivered",
        () => stateOf(message.id),
        (s) => s === "delivered",
      );
      expect(gateway.accessLog()).toContain(
        `TEMPLATE_ID=${templateIds.get("booking-received-hi")}`,
      );
    });

    it("withdraws her SMS on STOP from her phone, confirms once, and a second STOP (रोकें) changes nothing", async () => {
      const { to, message } = await bookBySms();
      // As an Indian SMS centre gives her number: country code, no plus.
      const from = to.slice(1);

      await gateway.inject(from, "SAHELI", "STOP");
      await until(
        "her STOP recorded",
        () => prisma.messageOptOut.findMany({ where: { channel: "sms", address: to } }),
        (rows) => rows.length === 1,
      );
      expect(
        await prisma.outboxMessage.findUniqueOrThrow({ where: { id: message.id } }),
      ).toMatchObject({ state: "withdrawn", reason: "she replied STOP" });
      const confirmations = () =>
        prisma.outboxMessage.count({ where: { to, kind: "stop-confirmed" } });
      expect(await confirmations()).toBe(1);

      await gateway.inject(from, "SAHELI", "रोकें");
      await until(
        "the second reply answered",
        async () => callbacks.filter((call) => call.path === SMS_INBOUND_PATH),
        (calls) => calls.length === 2,
      );
      expect(
        callbacks.filter((call) => call.path === SMS_INBOUND_PATH).map((c) => c.status),
      ).toEqual([200, 200]);
      expect(await confirmations()).toBe(1);

      // The one confirmation leaves, although her number is stopped: it is the answer to her.
      expect(await deliverDueMessages(sms())).toMatchObject({ sent: 1, withdrawn: 0 });
      await gateway.waitForMessage(
        (sms) =>
          sms.to === to &&
          sms.text === renderMessage("stop-confirmed", "en", [siteConfig.phone.display]),
      );
    });

    it("keeps a message queued while Kannel is down and sends it exactly once when it is back", async () => {
      const { reference, message } = await bookBySms();
      await gateway.stop();

      expect(await deliverDueMessages(sms())).toMatchObject({ sent: 0, waiting: 1 });
      const waiting = await prisma.outboxMessage.findUniqueOrThrow({ where: { id: message.id } });
      expect(waiting).toMatchObject({ state: "queued", attempts: 1 });
      expect(waiting.reason).toBe("Kannel could not be reached (ECONNREFUSED)");
      expect(waiting.nextAttempt.getTime()).toBeGreaterThan(Date.now());
      // Not due again yet: nothing is tried.
      expect(await deliverDueMessages(sms())).toMatchObject({ sent: 0, waiting: 0 });

      await gateway.start();
      const later = new Date(Date.now() + 2 * 60_000);
      expect(await deliverDueMessages(sms(), { now: later })).toMatchObject({ sent: 1 });
      expect(await deliverDueMessages(sms(), { now: later })).toMatchObject({ sent: 0 });
      await gateway.waitForMessage((sms) => sms.text.includes(reference));
      await until(
        "delivered",
        () => stateOf(message.id),
        (s) => s === "delivered",
      );
      expect(gateway.received().filter((sms) => sms.text.includes(reference))).toHaveLength(1);
      expect(
        await prisma.outboxMessage.findUniqueOrThrow({ where: { id: message.id } }),
      ).toMatchObject({ attempts: 2, reason: null });
    });

    it("loses none and sends none twice when bearerbox restarts holding messages for a link that is down", async () => {
      await gateway.stopSmsc();
      const first = await bookBySms();
      const second = await bookBySms();
      expect(await deliverDueMessages(sms())).toMatchObject({ sent: 2 });
      // Kannel has them in its store: nothing has reached the SMS centre, so no report yet.
      expect(kannelAnswers).toEqual([
        "202 3: Queued for later delivery",
        "202 3: Queued for later delivery",
      ]);
      expect(await stateOf(first.message.id)).toBe("sent");
      expect(reportsFor(first.message.id)).toEqual([]);

      await gateway.stop();
      await gateway.start();
      for (const booking of [first, second]) {
        await gateway.waitForMessage((sms) => sms.text.includes(booking.reference));
        await until(
          "delivered",
          () => stateOf(booking.message.id),
          (s) => s === "delivered",
        );
      }
      // A moment for anything Kannel would resend by mistake (it retries every 2 s here).
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      for (const booking of [first, second]) {
        await gateway.waitForMessage((sms) => sms.text.includes(booking.reference));
        expect(
          gateway.received().filter((sms) => sms.text.includes(booking.reference)),
        ).toHaveLength(1);
      }
    });
  },
);

describe("Kannel's calls to the app, forged", () => {
  beforeAll(async () => {
    await resetDatabase(prisma);
  });

  async function queuedMessage() {
    const to = indianMobile(uniquePhone());
    if (!to) throw new Error("no number");
    return prisma.outboxMessage.create({
      data: { channel: "sms", to, kind: "booking-received", params: ["SC-1", "x"] },
    });
  }

  const call = (route: (request: Request) => Promise<Response>, path: string, query: string) =>
    route(new Request(`http://127.0.0.1${path}?${query}`));

  it("refuses a delivery report whose signature is not ours, and changes nothing", async () => {
    const message = await queuedMessage();
    const forged = reportSignature("another-secret-of-the-same-length-0123456789", message.id);
    for (const query of [
      `id=${message.id}&sig=${forged}&type=1`,
      `id=${message.id}&type=1`,
      `id=not-a-uuid&sig=${reportSignature(SECRET, "not-a-uuid")}&type=1`,
    ]) {
      const answer = await call(statusRoute, SMS_STATUS_PATH, query);
      expect(answer.status).toBe(403);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(await stateOf(message.id)).toBe("queued");
  });

  it("answers 200 to a signed report for a message it does not have, and to a type it ignores", async () => {
    const gone = randomUUID();
    const message = await queuedMessage();
    expect(
      (
        await call(
          statusRoute,
          SMS_STATUS_PATH,
          `id=${gone}&sig=${reportSignature(SECRET, gone)}&type=1`,
        )
      ).status,
    ).toBe(200);
    const signed = `id=${message.id}&sig=${reportSignature(SECRET, message.id)}`;
    expect((await call(statusRoute, SMS_STATUS_PATH, `${signed}&type=32`)).status).toBe(200);
    expect(await stateOf(message.id)).toBe("queued");
    expect(
      (
        await call(
          statusRoute,
          SMS_STATUS_PATH,
          `${signed}&type=16&reply=NACK%2F0x0000000b%2FInvalid+Destination+Address`,
        )
      ).status,
    ).toBe(200);
    expect(
      await prisma.outboxMessage.findUniqueOrThrow({ where: { id: message.id } }),
    ).toMatchObject({
      state: "failed",
      reason: "the SMS centre refused it (0x0000000b Invalid Destination Address)",
    });
  });

  it("refuses a reply without the inbound key: nobody else can stop her messages", async () => {
    const message = await queuedMessage();
    const from = message.to.slice(1);
    for (const key of [
      "",
      "key=wrong",
      `key=${inboundKey("another-secret-of-the-same-length-0123456789")}`,
    ]) {
      const answer = await call(inboundRoute, SMS_INBOUND_PATH, `${key}&from=${from}&text=STOP`);
      expect(answer.status).toBe(403);
    }
    expect(await prisma.messageOptOut.count()).toBe(0);
    expect(await stateOf(message.id)).toBe("queued");
  });
});
