import type { SunkMessage } from "@/tests/fixtures/smtp-sink";

/** Where the browser tests' SMTP sink (playwright.config.ts) lists what it received. */
export const smtpSinkPort = Number(process.env.SMTP_SINK_PORT ?? 2525);

/** The mail delivered to `to`, once at least `count` messages have arrived (the app sends soon
 * after the request that queued it, and `npm run reminders` sends at once). */
export async function waitForMail(
  to: string,
  count = 1,
  timeoutMs = 15_000,
): Promise<SunkMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${smtpSinkPort + 1}/messages`);
    const all = (await response.json()) as SunkMessage[];
    const hers = all.filter((message) => message.to.toLowerCase().includes(to.toLowerCase()));
    if (hers.length >= count) return hers;
    if (Date.now() > deadline) {
      throw new Error(`expected ${count} message(s) to ${to}, got ${hers.length}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
