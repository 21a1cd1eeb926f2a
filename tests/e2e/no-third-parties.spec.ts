import { expect, test, type Page } from "@playwright/test";
import { createAccount, signIn, useOwnAddress } from "./support/accounts";
import { publicTemplates, publishedArticlePath } from "./support/public-templates";

/**
 * No third parties (issue: privacy, item 5): no analytics, pixel, font, image or script from
 * another origin on any page, and nothing the Content-Security-Policy had to refuse. A real
 * browser loads one page of every public template and every signed-in area, and every request it
 * makes is recorded.
 */

type Watch = { foreign: string[]; refused: string[] };

function watch(page: Page, origin: string): Watch {
  const seen: Watch = { foreign: [], refused: [] };
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    if (new URL(url).origin !== origin) seen.foreign.push(url);
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|connect|execute|apply)/i.test(message.text())) {
      seen.refused.push(message.text());
    }
  });
  return seen;
}

/** Loads the page, waits for what it fetches after load, and scrolls so lazy content loads too. */
async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
}

test.describe("no request leaves for another origin", () => {
  test("on every public template", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL ?? "").origin;
    const seen = watch(page, origin);
    const article = await publishedArticlePath();
    for (const path of [...publicTemplates, ...(article ? [article] : [])]) {
      await visit(page, path);
    }
    expect(seen.foreign).toEqual([]);
    expect(seen.refused).toEqual([]);
  });

  const areas = [
    { role: "patient", path: "/patient-dashboard" },
    { role: "doctor", path: "/doctor-dashboard" },
    { role: "coordinator", path: "/coordinator-dashboard" },
    { role: "owner", path: "/admin-panel" },
  ] as const;

  for (const { role, path } of areas) {
    test(`in the ${role}'s area and blog management`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL ?? "").origin;
      const seen = watch(page, origin);
      await useOwnAddress(page);
      await signIn(page, await createAccount(role), path);
      await visit(page, path);
      if (role !== "patient") await visit(page, "/blog-management");
      expect(seen.foreign).toEqual([]);
      expect(seen.refused).toEqual([]);
    });
  }
});
