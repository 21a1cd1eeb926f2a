import { setTimeout as sleep } from "node:timers/promises";

/** Resolves once `url` answers with anything but a server error; for scripts that start a server. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
