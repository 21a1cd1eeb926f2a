import { randomUUID } from "node:crypto";
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { signIn, sql, type TestAccount } from "./accounts";

/*
 * A video visit between two browsers, for the room's browser tests. Chromium's fake camera and
 * microphone come from playwright.config.ts. The test keeps a hand on every RTCPeerConnection a
 * page makes (the page keeps its own out of reach), to read what each has received, and can make
 * every connection of a browser go through the TURN server only, as a network that allows
 * nothing else would.
 */

/** A video appointment of `patient` with `doctor` starting in five minutes: its room is open. */
export async function videoAppointment(patient: TestAccount, doctor: TestAccount): Promise<string> {
  const id = randomUUID();
  await sql(
    `insert into appointments (id, patient_id, doctor_id, appointment_date, type, status, mode, clinic, duration_minutes, updated_at)
     values ($1, $2, $3, now() + interval '5 minutes', 'Video Consultation', 'scheduled', 'video', null, 30, now())`,
    [id, patient.id, doctor.id],
  );
  return id;
}

/**
 * Keeps every RTCPeerConnection the context's pages make, for received() to read; `relayOnly`
 * sends every one of them through the TURN server only.
 */
export async function watchConnections(
  context: BrowserContext,
  options: { relayOnly?: boolean } = {},
): Promise<void> {
  await context.addInitScript(
    ({ relayOnly }) => {
      const Native = window.RTCPeerConnection;
      const seen: RTCPeerConnection[] = [];
      Object.assign(window, { seenConnections: seen });
      window.RTCPeerConnection = class extends Native {
        constructor(configuration?: RTCConfiguration) {
          super(relayOnly ? { ...configuration, iceTransportPolicy: "relay" } : configuration);
          seen.push(this);
        }
      } as typeof RTCPeerConnection;
    },
    { relayOnly: options.relayOnly ?? false },
  );
}

/** A signed-in browser of her own, watched (see above). */
export async function personIn(
  browser: Browser,
  account: TestAccount,
  area: string,
  options: { relayOnly?: boolean; baseURL?: string } = {},
): Promise<Page> {
  const context = await browser.newContext(options.baseURL ? { baseURL: options.baseURL } : {});
  await watchConnections(context, options);
  const page = await context.newPage();
  await signIn(page, account, area);
  return page;
}

export type Received = {
  frames: number;
  audioPackets: number;
  state: string;
  /** Whether the pair in use goes through the TURN server. */
  relayed: boolean;
};

/** What one side's newest connection has received: video frames decoded, audio packets. */
export function received(page: Page): Promise<Received> {
  return page.evaluate(async () => {
    const seen = (window as unknown as { seenConnections: RTCPeerConnection[] }).seenConnections;
    const connection = seen.at(-1);
    let frames = 0;
    let audioPackets = 0;
    let pairId = "";
    const reports = new Map<string, Record<string, unknown>>();
    (await connection?.getStats())?.forEach((report: Record<string, unknown>) => {
      reports.set(report.id as string, report);
      if (report.type === "transport") pairId = String(report.selectedCandidatePairId ?? "");
      if (report.type !== "inbound-rtp") return;
      if (report.kind === "video") frames += Number(report.framesDecoded ?? 0);
      if (report.kind === "audio") audioPackets += Number(report.packetsReceived ?? 0);
    });
    const pair = reports.get(pairId);
    const local = pair ? reports.get(pair.localCandidateId as string) : undefined;
    return {
      frames,
      audioPackets,
      state: connection?.connectionState ?? "none",
      relayed: local?.candidateType === "relay",
    };
  });
}

/**
 * Presses the room's join button ("Join the visit", "Open the room") until the room answers with
 * `status`: a press before the page has hydrated does nothing, and the button stays.
 */
export async function joinRoom(page: Page, button: string, status: string | RegExp): Promise<void> {
  await expect(async () => {
    const join = page.getByRole("button", { name: button });
    if (await join.isVisible()) await join.click();
    await expect(page.getByRole("status")).toContainText(status, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** She joins and waits, her doctor opens the room and lets her in. */
export async function startVisit(her: Page, his: Page, id: string): Promise<void> {
  await her.goto(`/visit/${id}`);
  await joinRoom(her, "Join the visit", "will let you in");
  await his.goto(`/visit/${id}`);
  await joinRoom(his, "Open the room", "in the waiting room");
  await his.getByRole("button", { name: "Let her in" }).click();
}

/** Waits until every page decodes the other side's video. */
export async function untilDecoding(pages: Page[]): Promise<void> {
  for (const page of pages) {
    await expect
      .poll(async () => (await received(page)).frames, { timeout: 45_000 })
      .toBeGreaterThan(0);
  }
}

/** Both sides decode more of the other's video, and receive more audio, over `ms`. */
export async function expectFlowing(pages: Page[], ms = 3_000): Promise<Received[]> {
  await untilDecoding(pages);
  const before = await Promise.all(pages.map(received));
  await pages[0]?.waitForTimeout(ms);
  const after = await Promise.all(pages.map(received));
  after.forEach((now, index) => {
    expect(now.state).toBe("connected");
    expect(now.frames).toBeGreaterThan(before[index]?.frames ?? 0);
    expect(now.audioPackets).toBeGreaterThan(before[index]?.audioPackets ?? 0);
  });
  return after;
}
