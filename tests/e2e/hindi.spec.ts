import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { hindiPublicPaths } from "@/lib/public-routes";
import { hindiTemplates } from "./support/public-templates";

/**
 * The Hindi pages (issue 19): each one answers pre-rendered at /hi/..., says lang="hi", names its
 * English twin and is named by it, and shows no English but names. The words are judged as she
 * would see them: the HTML's text without its scripts, styles and hidden templates.
 */

// Names and the product's name, which stay as they are in Hindi: the clinic, WhatsApp, the
// switch's own "English", and the clinic's e-mail address.
const allowedLatin = new Set(["Saheli", "Care", "WhatsApp", "English"]);

function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, " ")
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z]+;|&#\d+;/g, " ")
    .replace(/\S+@\S+\.\S+/g, " ");
}

function englishWords(text: string): string[] {
  return [...new Set(text.match(/[A-Za-z][A-Za-z'’.-]*/g) ?? [])]
    .map((word) => word.replace(/[.'’-]+$/, ""))
    .filter((word) => !allowedLatin.has(word));
}

test("every Hindi page answers pre-rendered, in Hindi, with hreflang both ways", async ({
  request,
}) => {
  const paths = hindiPublicPaths();
  expect(paths).toEqual(
    expect.arrayContaining(["/hi/home", "/hi/care-packages", "/hi/packages/pune"]),
  );
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["x-nextjs-prerender"], path).toMatch(/^1(, 1)*$/);
    const html = await response.text();
    expect(html, path).toMatch(/<html lang="hi"/);
    expect(englishWords(visibleText(html)), path).toEqual([]);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(englishWords(title), `${path} title`).toEqual([]);
    const english = path.slice(3);
    expect(html, path).toContain(
      `hrefLang="en-IN" href="${new URL(english, response.url()).href}"`,
    );
    expect(html, path).toContain(`rel="canonical" href="${response.url()}"`);

    const twin = await (await request.get(english)).text();
    expect(twin, english).toMatch(/<html lang="en-IN"/);
    expect(twin, english).toContain(`hrefLang="hi-IN" href="${response.url()}"`);
  }
});

test("an unknown Hindi address shows the Hindi 404 in the Hindi pages' frame", async ({ page }) => {
  const response = await page.goto("/hi/a-page-that-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("माफ़ कीजिए, यह पेज नहीं मिला");
  await expect(page.getByRole("link", { name: "मुखपृष्ठ पर जाएँ" })).toHaveAttribute(
    "href",
    "/hi/home",
  );
});

async function fontRequests(page: Page, path: string): Promise<string[]> {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return fonts;
}

test("the Devanagari font is self-hosted and loaded by the Hindi pages only", async ({
  browser,
  baseURL,
}) => {
  const english = await browser.newPage();
  const hindi = await browser.newPage();
  const englishFonts = await fontRequests(english, "/home");
  const hindiFonts = await fontRequests(hindi, "/hi/home");
  expect(hindiFonts.length).toBe(englishFonts.length + 1);
  for (const url of hindiFonts) expect(url.startsWith(`${baseURL}/_next/static/media/`)).toBe(true);
  // Her text is drawn in it, not in a fallback.
  const family = await hindi.locator("h1").evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toMatch(/__devanagari|devanagari/i);
  await english.close();
  await hindi.close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the switch keeps her on the same page, and / remembers her choice", async ({ page }) => {
    await page.goto("/packages/pune");
    await page.getByRole("banner").getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(/\/hi\/packages\/pune$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("केयर पैकेज: पुणे");

    await page.goto("/");
    await expect(page).toHaveURL(/\/hi\/home$/);

    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  });

  test("the city chooser and the other cities stay in Hindi", async ({ page }) => {
    await page.goto("/hi/packages/pune");
    await page.getByLabel("शहर बदलें").selectOption("jaipur");
    await expect(page).toHaveURL(/\/hi\/packages\/jaipur$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("केयर पैकेज: जयपुर");
    await page
      .getByRole("navigation", { name: "दूसरे शहर" })
      .getByRole("link", { name: "कोच्चि" })
      .click();
    await expect(page).toHaveURL(/\/hi\/packages\/kochi$/);
  });
});

test.describe("a browser that prefers Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("is offered the Hindi page in one line, never sent there", async ({ page }) => {
    await page.goto("/home");
    await expect(page).toHaveURL(/\/home$/);
    const offer = page.getByRole("note");
    await expect(offer).toContainText("यह पेज हिन्दी में भी है।");
    await offer.getByRole("button", { name: "बंद करें" }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.getByRole("note")).toBeHidden();
  });
});

test.describe("accessibility", () => {
  for (const path of hindiTemplates) {
    test(`${path} has no serious or critical violations, and asks nothing of other sites`, async ({
      page,
      baseURL,
    }) => {
      const elsewhere: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith(`${baseURL}/`) && !request.url().startsWith("data:")) {
          elsewhere.push(request.url());
        }
      });
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === "serious" || v.impact === "critical",
      );
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
      expect(elsewhere).toEqual([]);
    });
  }
});
