import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { startTurnServer } from "@/scripts/lib/coturn.mjs";
import { createAccount } from "./support/accounts";
import { startInstance } from "./support/instances";
import { personIn, received, startVisit, untilDecoding, videoAppointment } from "./support/video";

/**
 * Audio only when her connection is too weak for video (issue 35, lib/video/weak-connection.ts),
 * on a connection that really is: both browsers may reach each other only through a coturn of the
 * test's own that carries at most 12.5 kB/s (100 kbit/s) each way per allocation and drops the
 * rest (its max-bps), as a poor mobile network would. Chromium's own bandwidth estimate falls
 * under 150 kbit/s and stays there; after ten seconds of it, the room turns her camera off, says
 * so, and lets her turn it back on, which then holds.
 *
 * The app instance is the test's own too, so that the TURN address and credential its room hands
 * out are the slow relay's: nothing in the page is rewritten.
 */

const port = Number(process.env.E2E_PORT ?? 3100);

/** Whether `page`'s side still receives new video frames from the other, over two seconds. */
async function framesGrow(page: Page): Promise<boolean> {
  const before = (await received(page)).frames;
  await page.waitForTimeout(2_000);
  return (await received(page)).frames > before;
}

test("on a connection too weak for video, her camera goes off by itself, she is told, and she can turn it back on", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const secret = randomBytes(32).toString("hex");
  const relayFrom = 48_000 + (port % 1000);
  const turn = await startTurnServer({
    port: port + 44,
    secret,
    relayPorts: [relayFrom, relayFrom + 99],
    maxBps: 12_500,
  });
  const app = await startInstance(port + 14, {
    TRUST_PROXY: "127.0.0.1,::1",
    TURN_SECRET: secret,
    TURN_URLS: turn.url,
  }).catch(async (error: unknown) => {
    await turn.remove();
    throw error;
  });
  try {
    const doctor = await createAccount("doctor", { firstName: "Kavya", lastName: "Menon" });
    const patient = await createAccount("patient");
    const id = await videoAppointment(patient, doctor);
    const options = { relayOnly: true, baseURL: app.url };
    const her = await personIn(browser, patient, "/patient-dashboard", options);
    const his = await personIn(browser, doctor, "/doctor-dashboard", options);
    await startVisit(her, his, id);
    await untilDecoding([her, his]);
    const decoding = Date.now();

    // The estimate falls within seconds; ten seconds of it, and her camera is off, said politely.
    await expect(her.getByRole("status")).toHaveText(
      "Your connection is weak just now, so your camera is off to keep the call clear. Dr. Kavya Menon can still hear you.",
      { timeout: 60_000 },
    );
    console.log(`weak connection: camera off ${Date.now() - decoding} ms after both decoded video`);
    await expect(her.getByRole("button", { name: "Use video" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // Really off: her doctor's side receives no more of her video, and the call goes on.
    await expect.poll(() => framesGrow(his), { timeout: 10_000 }).toBe(false);
    expect((await received(his)).state).toBe("connected");

    // She turns it back on: the line goes, her video reaches her doctor again, and the room
    // leaves her choice alone although the connection is as weak as before.
    await her.getByRole("button", { name: "Turn video back on" }).click();
    await expect(her.getByRole("status")).toHaveText("");
    await expect(her.getByRole("button", { name: "Audio only" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect.poll(() => framesGrow(his), { timeout: 20_000 }).toBe(true);
    await her.waitForTimeout(12_000);
    await expect(her.getByRole("status")).toHaveText("");
    expect(await framesGrow(his)).toBe(true);
    await Promise.all([her.context().close(), his.context().close()]);
  } finally {
    await app.stop();
    await turn.remove();
  }
});
