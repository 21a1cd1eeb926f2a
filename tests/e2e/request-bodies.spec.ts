import http from "node:http";
import { expect, test } from "@playwright/test";
import {
  BODY_TOO_LARGE_MESSAGE,
  BODY_UNREADABLE_MESSAGE,
  SERVER_ACTION_BODY_LIMIT_BYTES,
} from "@/lib/server/request-size.mjs";
import { actionBooking, submitBookingId } from "./support/booking";
import { startInstance, type Instance } from "./support/instances";

/**
 * Bodies no form sends (issue 31): a server action's body over the limit sent in chunks (no
 * Content-Length), and a text action body that is not JSON, through `npm start`'s own server. Each
 * gets a clear 4xx with words the form can show, and the server logs no error for either: both
 * are the sender's doing. The server is started here, one worker, so its log is this test's alone.
 */

const port = Number(process.env.E2E_PORT ?? 3100) + 7;
let server: Instance | undefined;

/**
 * The booking action called as a script would, its body written in pieces with no
 * Content-Length (chunked) unless `length` says to declare one.
 */
function callBookingAction(
  pieces: string[],
  { length }: { length?: boolean } = {},
): Promise<{ status: number; text: string }> {
  const body = pieces.join("");
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/book-consultation",
        method: "POST",
        headers: {
          "next-action": submitBookingId(),
          accept: "text/x-component",
          "content-type": "text/plain;charset=UTF-8",
          origin: `http://127.0.0.1:${port}`,
          ...(length ? { "content-length": Buffer.byteLength(body) } : {}),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    // A server that answers before reading everything may close the socket under the last pieces.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    for (const piece of pieces) request.write(piece);
    request.end();
  });
}

test.describe("bodies no form sends", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startInstance(port, { TRUST_PROXY: "" });
    server.clearLog();
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("a booking sent in chunks within the limit is booked as any other", async () => {
    const body = JSON.stringify([actionBooking()]);
    const { status, text } = await callBookingAction([body.slice(0, 40), body.slice(40)]);
    expect(status).toBe(200);
    expect(text).toMatch(/SC-[0-9A-Z]{5}-[0-9A-Z]{5}/);
  });

  test("a body over the limit sent in chunks gets 413 and the form's message", async () => {
    const body = JSON.stringify([
      actionBooking({ symptoms: "x".repeat(SERVER_ACTION_BODY_LIMIT_BYTES) }),
    ]);
    const pieces: string[] = [];
    for (let at = 0; at < body.length; at += 256 * 1024)
      pieces.push(body.slice(at, at + 256 * 1024));
    const { status, text } = await callBookingAction(pieces);
    expect(status).toBe(413);
    expect(text).toBe(BODY_TOO_LARGE_MESSAGE);
  });

  test("an action body that is not JSON gets 400 with words, declared or chunked", async () => {
    const declared = await callBookingAction(['[{"firstName": "Ananya", '], { length: true });
    expect(declared).toEqual({ status: 400, text: BODY_UNREADABLE_MESSAGE });
    const chunked = await callBookingAction(["{not", " json"]);
    expect(chunked).toEqual({ status: 400, text: BODY_UNREADABLE_MESSAGE });
  });

  test("the server logged no error for any of them", async () => {
    // Give a late line the chance to arrive before judging.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server?.log()).not.toMatch(/error/i);
  });
});
