import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { TEST_PASSWORD, sql, useOwnAddress } from "./support/accounts";
import { englishWords, visibleText } from "./support/hindi-text";
import { waitForMail } from "./support/mail";

/**
 * Hindi without holes (issue 33, item 4): her way in is in Hindi under /hi, and nothing on a
 * Hindi page leads to an English page unless it says so.
 */

const accountPages = [
  "/hi/sign-in",
  "/hi/sign-up",
  "/hi/forgot-password",
  "/hi/reset-password",
  "/hi/verify-email",
];

test('the account pages under /hi say lang="hi" and show no English but names', async ({
  request,
}) => {
  for (const path of accountPages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<html lang="hi"/);
    expect(englishWords(visibleText(html)), path).toEqual([]);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(englishWords(title), `${path} title`).toEqual([]);
  }
});

type Link = { href: string; hrefLang: string | null; text: string };

/** The page's links as written in its HTML (no script has run). */
function linksIn(html: string): Link[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].flatMap((match) => {
    const attributes = match[1] ?? "";
    const href = /\shref="([^"]*)"/.exec(attributes)?.[1];
    if (href === undefined) return [];
    const hrefLang = /\shrefLang="([^"]*)"/i.exec(attributes)?.[1] ?? null;
    return [{ href: href.replace(/&amp;/g, "&"), hrefLang, text: visibleText(match[2] ?? "") }];
  });
}

/**
 * A link from a Hindi page that says it leads to English: the language switch ("English") and
 * the blog, which is written in English only and says so beside its name ("(अंग्रेज़ी में)").
 * Both carry hreflang="en-IN". These are the only exceptions.
 */
function announcedEnglish(link: Link): boolean {
  return (
    link.hrefLang === "en-IN" && (/\bEnglish\b/.test(link.text) || link.text.includes("अंग्रेज़ी"))
  );
}

async function langOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  return { status: response.status(), lang: /<html lang="([^"]+)"/.exec(html)?.[1], html };
}

test("every link on a Hindi page leads to a Hindi page, unless it says it leads to English", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  // Breadth-first from the Hindi home page and the account pages (whose header link appears only
  // once scripts run), without JavaScript, a few pages at a time and at most 600 pages.
  const limit = 600;
  const seen = new Set<string>(["/hi/home", ...accountPages]);
  let frontier = [...seen];
  const english: string[] = [];
  const announced = new Set<string>();
  let fetched = 0;

  while (frontier.length > 0 && fetched < limit) {
    const next: string[] = [];
    const batch = frontier.slice(0, limit - fetched);
    for (let start = 0; start < batch.length; start += 8) {
      await Promise.all(
        batch.slice(start, start + 8).map(async (path) => {
          const page = await langOf(request, path);
          fetched += 1;
          expect(page.status, path).toBeLessThan(400);
          if (page.lang !== "hi") {
            english.push(`${path} (lang=${page.lang ?? "none"})`);
            return;
          }
          for (const link of linksIn(page.html)) {
            const url = new URL(link.href, `${origin}${path}`);
            if (url.origin !== origin) continue;
            if (announcedEnglish(link)) {
              announced.add(url.pathname);
              continue;
            }
            if (!seen.has(url.pathname)) {
              seen.add(url.pathname);
              next.push(url.pathname);
            }
          }
        }),
      );
    }
    frontier = next;
  }

  expect(english).toEqual([]);
  // The crawl went everywhere it should: the pages of a city, the booking form, a doctor.
  expect([...seen]).toEqual(
    expect.arrayContaining([
      "/hi/packages/mumbai",
      "/hi/stage-wise-packages/mumbai",
      "/hi/book-consultation",
      "/hi/doctors/1",
      "/hi/forgot-password",
    ]),
  );
  // The blog is the one English page a Hindi page links, and it says so.
  expect([...announced]).toContain("/blog");
  const blog = await langOf(request, "/blog");
  expect(blog.lang).toBe("en-IN");
});

/** The language her dashboard is drawn in (its frame says so: the document is the site's). */
function dashboardLanguage(page: Page) {
  return page
    .locator("#main")
    .evaluate((el) => el.closest("[lang]")?.getAttribute("lang"))
    .catch(() => undefined);
}

test.describe("a Hindi patient on her phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("signs up, confirms her e-mail and signs in, all in Hindi", async ({ page, context }) => {
    test.setTimeout(120_000);
    await useOwnAddress(page);
    const email = `e2e.hi.${randomUUID().slice(0, 10)}@example.com`;

    // Her way in from the Hindi header.
    await page.goto("/hi/home");
    await page.getByRole("button", { name: "मेन्यू खोलें" }).tap();
    const signInLink = page.getByRole("dialog").getByRole("link", { name: "साइन इन" });
    await expect(signInLink).toHaveAttribute("href", "/hi/sign-in");

    await page.goto("/hi/sign-up");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("खाता बनाएँ");
    // The form's own checks, in Hindi, before anything is sent.
    await page.getByRole("button", { name: "खाता बनाएँ" }).tap();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "ईमेल और पासवर्ड दोनों ज़रूरी हैं।",
    );

    await page.getByLabel("पहला नाम", { exact: true }).fill("सुनीता");
    await page.getByLabel("उपनाम", { exact: true }).fill("वर्मा");
    await page.getByLabel("ईमेल", { exact: true }).fill(email);
    await page.getByLabel("पासवर्ड", { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "खाता बनाएँ" }).tap();
    await expect(page.getByText("आपका खाता बन गया है! कृपया अपना ईमेल देखें।")).toBeVisible();
    // Signed in at once, on her dashboard, in her account's language.
    await expect(page).toHaveURL(/\/patient-dashboard/);
    await expect.poll(() => dashboardLanguage(page)).toBe("hi");
    const [account] = await sql<{ locale: string }>(
      "select locale::text as locale from users where email = $1",
      [email],
    );
    expect(account?.locale).toBe("hi");

    // Her welcome, in Hindi, with the link to the Hindi page.
    const [mail] = await waitForMail(email);
    expect(mail?.subject).toBe("आपका Saheli Care खाता");
    expect(mail?.text).toContain("नमस्ते सुनीता,");
    const link = /https?:\/\/\S+\/hi\/verify-email\?token=[A-Za-z0-9_-]{43}/.exec(
      mail?.text ?? "",
    )?.[0];
    expect(link).toBeDefined();

    // Signed out, she confirms from the mail and signs in on the Hindi page.
    await context.clearCookies();
    await page.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("अपने ईमेल की पुष्टि करें");
    await page.getByRole("button", { name: "मेरे ईमेल की पुष्टि करें" }).tap();
    await expect(page.getByText("धन्यवाद: आपके ईमेल की पुष्टि हो गई है।")).toBeVisible();
    await page.getByRole("link", { name: "मेरे खाते पर जाएँ" }).tap();

    await expect(page).toHaveURL(/\/hi\/sign-in$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("साइन इन");
    await page.getByLabel("ईमेल", { exact: true }).fill(email);
    await page.getByLabel("पासवर्ड", { exact: true }).fill("not-her-password");
    await page.getByRole("button", { name: "साइन इन करें" }).tap();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "ईमेल या पासवर्ड सही नहीं है",
    );
    await page.getByLabel("पासवर्ड", { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "साइन इन करें" }).tap();
    await expect(page.getByText("आप साइन इन हो गई हैं!")).toBeVisible();
    await expect(page).toHaveURL(/\/patient-dashboard/);
    await expect.poll(() => dashboardLanguage(page)).toBe("hi");
    const [confirmed] = await sql<{ verified: boolean }>(
      "select email_verified_at is not null as verified from users where email = $1",
      [email],
    );
    expect(confirmed?.verified).toBe(true);
  });
});
