import type { PlatformMessage } from "@/tests/fixtures/whatsapp-platform";

/** Where the browser tests' WhatsApp stand-in (playwright.config.ts) lists what it was sent. */
export const whatsappPlatformPort = Number(process.env.E2E_WHATSAPP_PLATFORM_PORT);

/**
 * The WhatsApp messages the stand-in took for `to` (E.164, with or without +), once at least
 * `count` have arrived: the app sends right after the request that queued them.
 */
export async function waitForWhatsApp(
  to: string,
  count = 1,
  timeoutMs = 15_000,
): Promise<PlatformMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(
      `http://127.0.0.1:${whatsappPlatformPort}/__messages?to=${encodeURIComponent(to)}`,
    );
    const hers = (await response.json()) as PlatformMessage[];
    if (hers.length >= count) return hers;
    if (Date.now() > deadline) {
      throw new Error(`expected ${count} WhatsApp message(s), got ${hers.length}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Everything the stand-in took, for a test that proves nothing was sent. */
export async function allWhatsApp(): Promise<PlatformMessage[]> {
  const response = await fetch(`http://127.0.0.1:${whatsappPlatformPort}/__messages`);
  return (await response.json()) as PlatformMessage[];
}
