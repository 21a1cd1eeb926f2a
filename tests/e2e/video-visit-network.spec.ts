import { expect, test } from "@playwright/test";
import { createAccount } from "./support/accounts";
import { startInstance, type Instance } from "./support/instances";
import { startNginx } from "@/scripts/lib/nginx.mjs";
import { expectFlowing, personIn, startVisit, videoAppointment } from "./support/video";

/**
 * A video visit when the network is not kind (issue 35): the call forced through the clinic's own
 * TURN server, which then goes away for ten seconds and comes back; a browser that refuses the
 * camera; the two ends on two app instances, one of which restarts mid-call; and the two ends
 * through nginx, as production runs, each on an instance of its own.
 */

const port = Number(process.env.E2E_PORT ?? 3100);
// scripts/turn-server.mjs's control address (playwright.config.ts starts it beside the app).
const turnControl = `http://127.0.0.1:${port + 42}`;

/**
 * Two app instances of the test's own on `first` and the next port, with the run's TURN server.
 * They trust 127.0.0.1 (the tests, or nginx in front) to name the browser in X-Forwarded-For.
 */
function twoInstances(first: number): Promise<[Instance, Instance]> {
  const env = {
    TRUST_PROXY: "127.0.0.1,::1",
    TURN_SECRET: process.env.E2E_TURN_SECRET,
    TURN_URLS: `turn:127.0.0.1:${port + 41}?transport=udp`,
  };
  return Promise.all([startInstance(first, env), startInstance(first + 1, env)]);
}

async function turn(command: "stop" | "start") {
  const response = await fetch(`${turnControl}/${command}`, { method: "POST" });
  expect(response.ok).toBe(true);
}

test("through the clinic's own TURN only, and back after the relay is gone for ten seconds", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const doctor = await createAccount("doctor");
  const patient = await createAccount("patient");
  const id = await videoAppointment(patient, doctor);
  const her = await personIn(browser, patient, "/patient-dashboard", { relayOnly: true });
  const his = await personIn(browser, doctor, "/doctor-dashboard", { relayOnly: true });
  await startVisit(her, his, id);
  const through = await expectFlowing([her, his]);
  expect(through.map((side) => side.relayed)).toEqual([true, true]);

  // The relay goes away: both are told the call is reconnecting.
  const stopped = Date.now();
  await turn("stop");
  try {
    for (const page of [her, his]) {
      await expect(page.getByRole("status")).toHaveText("Reconnecting…", { timeout: 30_000 });
    }
    await her.waitForTimeout(Math.max(0, 10_000 - (Date.now() - stopped)));
  } finally {
    await turn("start");
  }
  // It comes back: the call resumes by itself, through the relay again.
  for (const page of [her, his]) {
    await expect(page.getByRole("status")).not.toHaveText("Reconnecting…", { timeout: 60_000 });
  }
  const resumed = await expectFlowing([her, his]);
  expect(resumed.map((side) => side.relayed)).toEqual([true, true]);
  await Promise.all([her.context().close(), his.context().close()]);
});

test("a camera the browser refuses: the room says what to do, with the clinic's phone", async ({
  browser,
}) => {
  const doctor = await createAccount("doctor");
  const patient = await createAccount("patient");
  const id = await videoAppointment(patient, doctor);
  const her = await personIn(browser, patient, "/patient-dashboard");
  // As a browser whose camera permission she denied answers the page.
  await her.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
  });
  await her.goto(`/visit/${id}`);
  const alert = her.getByRole("alert").filter({ hasText: "not letting this page use the camera" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
    "href",
    "tel:+919876543210",
  );
  await her.context().close();
});

test("on two instances, the one carrying her signalling restarts mid-call and the call goes on", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const [a, b] = await twoInstances(port + 8);
  try {
    const doctor = await createAccount("doctor");
    const patient = await createAccount("patient");
    const id = await videoAppointment(patient, doctor);
    const her = await personIn(browser, patient, "/patient-dashboard", { baseURL: a.url });
    const his = await personIn(browser, doctor, "/doctor-dashboard", { baseURL: b.url });
    // Every signal between them crosses from one instance to the other through PostgreSQL.
    await startVisit(her, his, id);
    await expectFlowing([her, his]);

    // Her instance stops (a deploy) and comes back: the call itself never needed it.
    await a.stop();
    await expectFlowing([her, his]);
    await a.start();
    // Her room's event stream retries at most every 10 s (visit-room.tsx): an instance that was
    // away long enough is found again within that, not at once.
    await expect(her.getByRole("status")).not.toHaveText("Reconnecting…", { timeout: 15_000 });

    // And the room still signals through it: her doctor leaves and comes back, which takes a new
    // offer and answer between the two instances.
    await his.getByRole("button", { name: "Leave" }).click();
    // The page is live by now (it has run the call): one press.
    await his.getByRole("button", { name: "Open the room" }).click();
    await expectFlowing([her, his]);
    await Promise.all([her.context().close(), his.context().close()]);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
});

test("through nginx, each end on an instance of its own: the room's signalling crosses between them and the call connects", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const [a, b] = await twoInstances(port + 10);
  // deploy/nginx.conf's directives (scripts/lib/nginx.mjs), one address per instance, so her
  // browser is always served by one instance and her doctor's by the other.
  const proxy = await startNginx({
    sites: [
      { listen: port + 12, instances: [port + 10] },
      { listen: port + 13, instances: [port + 11] },
    ],
  }).catch(async (error: unknown) => {
    await Promise.all([a.stop(), b.stop()]);
    throw error;
  });
  try {
    const [herUrl, hisUrl] = proxy.urls;
    const doctor = await createAccount("doctor");
    const patient = await createAccount("patient");
    const id = await videoAppointment(patient, doctor);
    const her = await personIn(browser, patient, "/patient-dashboard", { baseURL: herUrl });
    const his = await personIn(browser, doctor, "/doctor-dashboard", { baseURL: hisUrl });
    // Each reaches her room through nginx, from her own instance.
    for (const [page, instance] of [
      [her, port + 10],
      [his, port + 11],
    ] as const) {
      const room = await page.request.get(`/visit/${id}`);
      expect(room.status()).toBe(200);
      expect(room.headers()["x-upstream"]).toBe(`127.0.0.1:${instance}`);
    }
    // Every offer, answer and candidate goes in through one instance and out of the other's
    // event stream, which nginx passes on as it comes (the stream says X-Accel-Buffering: no).
    await startVisit(her, his, id);
    await expectFlowing([her, his]);
    await Promise.all([her.context().close(), his.context().close()]);
  } finally {
    await proxy.remove();
    await Promise.all([a.stop(), b.stop()]);
  }
});
