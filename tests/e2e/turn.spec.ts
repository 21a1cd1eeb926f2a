import { randomBytes, randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { turnServerFor, type TurnServer } from "@/lib/video/turn";
import { startTurnServer } from "@/scripts/lib/coturn.mjs";

/**
 * The clinic's own TURN server (coturn, as deploy/coturn.conf runs it) with the credentials the app
 * issues per visit and person (lib/video/turn.ts), judged by Chromium itself: a browser gets a relay
 * only with a credential that is the app's and still valid, and two browsers forced through the
 * relay see each other's video. A coturn of the test's own runs on 127.0.0.1
 * (scripts/lib/coturn.mjs).
 */

const e2ePort = Number(process.env.E2E_PORT ?? 3100);
// Ports of this run's own: the browser tests of another checkout may run beside these.
const turnPort = e2ePort + 40;
const relayPorts: [number, number] = [49_200 + (e2ePort % 1000), 49_200 + (e2ePort % 1000) + 99];
const secret = randomBytes(32).toString("hex");

let turn: Awaited<ReturnType<typeof startTurnServer>>;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  turn = await startTurnServer({ port: turnPort, secret, relayPorts });
});

test.afterAll(async () => {
  await turn?.remove();
});

function credential(options: { secret?: string; expiresInMs?: number; personId?: string } = {}) {
  return turnServerFor({
    secret: options.secret ?? secret,
    urls: [turn.url],
    visitId: randomUUID(),
    personId: options.personId ?? randomUUID(),
    expiresAt: new Date(Date.now() + (options.expiresInMs ?? 40 * 60_000)),
  });
}

type Gathered = { relays: string[]; errors: number[] };

/** What Chromium gathers when only a relay is allowed: the relay's candidates, or TURN's errors. */
function gatherRelay(page: Page, server: TurnServer): Promise<Gathered> {
  return page.evaluate(
    (iceServer) =>
      new Promise<Gathered>((resolve) => {
        const pc = new RTCPeerConnection({ iceServers: [iceServer], iceTransportPolicy: "relay" });
        const relays: string[] = [];
        const errors: number[] = [];
        pc.onicecandidate = (event) => {
          if (event.candidate) relays.push(event.candidate.candidate);
          else {
            pc.close();
            resolve({ relays, errors });
          }
        };
        pc.onicecandidateerror = (event) => errors.push(event.errorCode);
        pc.createDataChannel("probe");
        void pc.createOffer().then((offer) => pc.setLocalDescription(offer));
      }),
    server,
  );
}

test("a credential the app issued gets a relay from the clinic's TURN server", async ({ page }) => {
  const gathered = await gatherRelay(page, credential());
  expect(gathered.relays.length).toBeGreaterThan(0);
  expect(gathered.relays.every((candidate) => / typ relay /.test(candidate))).toBe(true);
  // The relay is this coturn's (127.0.0.1, from its relay ports).
  const port = Number(/ 127\.0\.0\.1 (\d+) typ relay/.exec(gathered.relays[0] ?? "")?.[1]);
  expect(port).toBeGreaterThanOrEqual(relayPorts[0]);
  expect(port).toBeLessThanOrEqual(relayPorts[1]);
});

test("an expired credential, or one not made with the shared secret, gets no relay", async ({
  page,
}) => {
  const expired = await gatherRelay(page, credential({ expiresInMs: -60_000 }));
  expect(expired.relays).toEqual([]);
  expect(expired.errors).toContain(401);

  const forged = await gatherRelay(page, credential({ secret: randomBytes(32).toString("hex") }));
  expect(forged.relays).toEqual([]);
  expect(forged.errors).toContain(401);

  // A static password, as an outside tool's link would carry, is nobody's here either.
  const guessed = await gatherRelay(page, {
    urls: [turn.url],
    username: "patient",
    credential: "patient",
  });
  expect(guessed.relays).toEqual([]);
});

test("two browsers forced through the relay see each other's video", async ({ browser }) => {
  // Two people, two browser contexts: each has only her own credential.
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [doctor, patient] = await Promise.all(contexts.map((context) => context.newPage()));
  if (!doctor || !patient) throw new Error("no pages");
  const visitId = randomUUID();
  const credentialOf = (personId: string) =>
    turnServerFor({
      secret,
      urls: [turn.url],
      visitId,
      personId,
      expiresAt: new Date(Date.now() + 40 * 60_000),
    });
  const doctorCredential = credentialOf(randomUUID());
  const patientCredential = credentialOf(randomUUID());
  // Each tag is one person's: two people in one visit never share a TURN username.
  expect(doctorCredential.username).not.toBe(patientCredential.username);

  // Each page sets up a relay-only connection and a moving picture; the test carries the
  // signalling between them, as the app's server will.
  const setUp = (page: Page, iceServer: TurnServer, sends: boolean) =>
    page.evaluate(
      ({ iceServer, sends }) => {
        const pc = new RTCPeerConnection({ iceServers: [iceServer], iceTransportPolicy: "relay" });
        const w = window as unknown as { pc: RTCPeerConnection; outbox: string[] };
        w.pc = pc;
        w.outbox = [];
        pc.onicecandidate = (event) => {
          if (event.candidate) w.outbox.push(JSON.stringify(event.candidate));
        };
        if (sends) {
          const canvas = document.createElement("canvas");
          canvas.width = 320;
          canvas.height = 240;
          const context = canvas.getContext("2d");
          let frame = 0;
          setInterval(() => {
            frame += 1;
            context!.fillStyle = `hsl(${(frame * 7) % 360} 70% 50%)`;
            context!.fillRect(0, 0, 320, 240);
          }, 33);
          const stream = canvas.captureStream(30);
          for (const track of stream.getTracks()) pc.addTrack(track, stream);
        } else {
          pc.addTransceiver("video", { direction: "recvonly" });
        }
      },
      { iceServer, sends },
    );
  await setUp(doctor, doctorCredential, true);
  await setUp(patient, patientCredential, false);

  const offer = await doctor.evaluate(async () => {
    const { pc } = window as unknown as { pc: RTCPeerConnection };
    await pc.setLocalDescription(await pc.createOffer());
    return pc.localDescription!.toJSON();
  });
  const answer = await patient.evaluate(async (offer) => {
    const { pc } = window as unknown as { pc: RTCPeerConnection };
    await pc.setRemoteDescription(offer);
    await pc.setLocalDescription(await pc.createAnswer());
    return pc.localDescription!.toJSON();
  }, offer);
  await doctor.evaluate(async (answer) => {
    await (window as unknown as { pc: RTCPeerConnection }).pc.setRemoteDescription(answer);
  }, answer);

  // Candidates both ways until both are connected.
  const carry = async (from: Page, to: Page) => {
    const candidates = await from.evaluate(() => {
      const w = window as unknown as { outbox: string[] };
      return w.outbox.splice(0);
    });
    await to.evaluate(async (candidates) => {
      const { pc } = window as unknown as { pc: RTCPeerConnection };
      for (const candidate of candidates) await pc.addIceCandidate(JSON.parse(candidate));
    }, candidates);
  };
  const state = (page: Page) =>
    page.evaluate(() => (window as unknown as { pc: RTCPeerConnection }).pc.connectionState);
  await expect
    .poll(
      async () => {
        await carry(doctor, patient);
        await carry(patient, doctor);
        return [await state(doctor), await state(patient)];
      },
      { timeout: 20_000 },
    )
    .toEqual(["connected", "connected"]);

  // The patient's browser decodes frames, more and more of them, over the relay.
  const received = () =>
    patient.evaluate(async () => {
      const stats = await (window as unknown as { pc: RTCPeerConnection }).pc.getStats();
      let frames = 0;
      let relayed = false;
      const byId = new Map<string, Record<string, unknown>>();
      stats.forEach((report: Record<string, unknown>) => byId.set(report.id as string, report));
      stats.forEach((report: Record<string, unknown>) => {
        if (report.type === "inbound-rtp" && report.kind === "video") {
          frames = Number(report.framesDecoded ?? 0);
        }
        if (report.type === "candidate-pair" && report.state === "succeeded" && report.nominated) {
          const local = byId.get(report.localCandidateId as string);
          relayed = local?.candidateType === "relay";
        }
      });
      return { frames, relayed };
    });
  await expect.poll(async () => (await received()).frames, { timeout: 10_000 }).toBeGreaterThan(0);
  const first = await received();
  expect(first.relayed).toBe(true);
  await patient.waitForTimeout(2_000);
  expect((await received()).frames).toBeGreaterThan(first.frames);

  await Promise.all(contexts.map((context) => context.close()));
});
