import { randomInt } from "node:crypto";
import http from "node:http";
import { expect, test } from "@playwright/test";
import {
  BODY_TOO_LARGE_MESSAGE,
  SERVER_ACTION_BODY_LIMIT_BYTES,
} from "@/lib/server/request-size.mjs";
import { actionBooking, submitBookingId } from "./support/booking";
import { randomAddress } from "@/tests/fixtures/e2e";

/**
 * scripts/serve.mjs as the front door (issue 13, items 3 and 7), over real HTTP: the booking
 * action is called as the browser calls it, from chosen source addresses. The server under test
 * trusts 127.0.0.1 and ::1 as proxies (playwright.config.ts); any other 127.x.y.z address on this
 * machine's loopback is a visitor connecting directly.
 */

const port = Number(process.env.E2E_PORT ?? 3100);

/** POSTs a body to the booking page as a server action call, from `localAddress`. */
function callBookingAction(
  body: string,
  options: { localAddress: string; headers?: Record<string, string> },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/book-consultation",
        method: "POST",
        localAddress: options.localAddress,
        headers: {
          "next-action": submitBookingId(),
          accept: "text/x-component",
          "content-type": "text/plain;charset=UTF-8",
          origin: `http://127.0.0.1:${port}`,
          "content-length": Buffer.byteLength(body),
          ...options.headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** A loopback address of its own per run, so its booking limit starts empty. */
function directVisitor(): string {
  return `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

test.describe("the front door", () => {
  test("rotating X-Forwarded-For from a visitor connecting directly does not escape the booking limit", async () => {
    const localAddress = directVisitor();
    const answers: string[] = [];
    // lib/booking/submit.ts bookingRateLimit: 60 new bookings an hour from one address (carrier NAT).
    const limit = 60;
    for (let i = 0; i <= limit; i += 1) {
      const { status, text } = await callBookingAction(JSON.stringify([actionBooking()]), {
        localAddress,
        headers: { "x-forwarded-for": randomAddress(), "x-saheli-client-ip": randomAddress() },
      });
      expect(status).toBe(200);
      answers.push(text);
    }
    for (const text of answers.slice(0, limit)) expect(text).toMatch(/SC-[0-9A-Z]{5}-[0-9A-Z]{5}/);
    expect(answers[limit]).toContain("paused new ones");
  });

  test("a trusted proxy's X-Forwarded-For names the visitor", async () => {
    // Six bookings through the proxy on 127.0.0.1 for six different visitors: none is limited.
    for (let i = 0; i < 6; i += 1) {
      const { text } = await callBookingAction(JSON.stringify([actionBooking()]), {
        localAddress: "127.0.0.1",
        headers: { "x-forwarded-for": randomAddress() },
      });
      expect(text).toMatch(/SC-[0-9A-Z]{5}-[0-9A-Z]{5}/);
    }
  });

  test("a server action body over the 6 MB limit gets 413 and a message, not a 500", async () => {
    const input = { ...actionBooking(), symptoms: "x".repeat(SERVER_ACTION_BODY_LIMIT_BYTES) };
    const { status, text } = await callBookingAction(JSON.stringify([input]), {
      localAddress: directVisitor(),
    });
    expect(status).toBe(413);
    expect(text).toBe(BODY_TOO_LARGE_MESSAGE);
  });
});
