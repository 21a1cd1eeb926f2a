import { expect, type BrowserContext, type Page } from "@playwright/test";

/*
 * What the browser tests of a video visit need on both sides of the call: a hand on every
 * RTCPeerConnection a page makes (the page keeps its own out of reach), and what the newest one has
 * received. Chromium's fake camera and microphone come from playwright.config.ts.
 */

/** Keeps every RTCPeerConnection the context's pages make, for received() to read. */
export async function watchConnections(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const seen: RTCPeerConnection[] = [];
    Object.assign(window, { seenConnections: seen });
    window.RTCPeerConnection = class extends Native {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        seen.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

/** What one side's newest connection has received: video frames decoded, audio packets. */
export function received(page: Page) {
  return page.evaluate(async () => {
    const seen = (window as unknown as { seenConnections: RTCPeerConnection[] }).seenConnections;
    const connection = seen.at(-1);
    let frames = 0;
    let audioPackets = 0;
    const state = connection?.connectionState ?? "none";
    (await connection?.getStats())?.forEach((report: Record<string, unknown>) => {
      if (report.type !== "inbound-rtp") return;
      if (report.kind === "video") frames += Number(report.framesDecoded ?? 0);
      if (report.kind === "audio") audioPackets += Number(report.packetsReceived ?? 0);
    });
    return { frames, audioPackets, state };
  });
}

/** Waits until every page decodes the other side's video. */
export async function untilDecoding(pages: Page[]): Promise<void> {
  for (const page of pages) {
    await expect
      .poll(async () => (await received(page)).frames, { timeout: 30_000 })
      .toBeGreaterThan(0);
  }
}

/** Over five seconds, every page stays connected and receives more video and more audio. */
export async function expectFlowing(pages: Page[]): Promise<void> {
  const before = await Promise.all(pages.map(received));
  await pages[0]?.waitForTimeout(5_000);
  for (const [index, page] of pages.entries()) {
    const now = await received(page);
    expect(now.state).toBe("connected");
    expect(now.frames).toBeGreaterThan(before[index]?.frames ?? 0);
    expect(now.audioPackets).toBeGreaterThan(before[index]?.audioPackets ?? 0);
  }
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
