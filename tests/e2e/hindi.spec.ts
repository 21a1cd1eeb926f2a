import { randomInt, randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { hindiPublicPaths } from "@/lib/seo/public-routes";
import { openDayAhead } from "@/tests/fixtures/india-days";
import { uniquePhone } from "@/tests/fixtures/phones";
import { createAccount, signIn, sql, useOwnAddress } from "./support/accounts";
import { waitForMail } from "./support/mail";
import { englishWords, visibleText } from "./support/hindi-text";
import { hindiTemplates } from "./support/public-templates";
import { seriousViolations } from "./support/axe";
import { validator } from "./support/validator";

/**
 * The Hindi pages (issue 19): each one answers pre-rendered at /hi/..., says lang="hi", names its
 * English twin and is named by it, and shows no English but names. The words are judged as she
 * would see them: the HTML's text without its scripts, styles and hidden templates.
 */

test("every Hindi page answers pre-rendered, in Hindi, with hreflang both ways", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const paths = hindiPublicPaths();
  expect(paths).toEqual(
    expect.arrayContaining([
      "/hi/home",
      "/hi/book-consultation",
      "/hi/doctors/1",
      "/hi/grade-2-piles/pune",
    ]),
  );
  // A few at a time: 240 pages and their twins, fetched one by one, would take minutes.
  const check = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    // The booking form is rendered per request in both languages: its nonce policy cannot be
    // baked into a page built once (lib/server/csp.ts).
    if (!path.endsWith("/book-consultation")) {
      expect(response.headers()["x-nextjs-prerender"], path).toMatch(/^1(, 1)*$/);
    }
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
  };
  for (let start = 0; start < paths.length; start += 8) {
    await Promise.all(paths.slice(start, start + 8).map(check));
  }
});

test("an unknown Hindi address shows the Hindi 404 in the Hindi pages' frame", async ({ page }) => {
  // The second one is answered by the stage pages' shared route (app/hi/[treatment]/[city]).
  for (const path of ["/hi/a-page-that-does-not-exist", "/hi/a-page-that-does-not-exist/pune"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("माफ़ कीजिए, यह पेज नहीं मिला");
    await expect(page.getByRole("link", { name: "मुखपृष्ठ पर जाएँ" })).toHaveAttribute(
      "href",
      "/hi/home",
    );
  }
});

function collectFonts(page: Page): string[] {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  return fonts;
}

/** The fonts Chromium drew the page's heading with (DevTools protocol: CSS.getPlatformFontsForNode). */
async function drawnWith(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts;
}

const headingFace = (page: Page) =>
  page.locator("h1").evaluate((el) => getComputedStyle(el).fontFamily);

test("the Devanagari face is self-hosted, fetched after a first Hindi page has loaded, and used from the next one, with nothing moving", async ({
  browser,
  baseURL,
}) => {
  const english = await browser.newPage();
  const englishFonts = collectFonts(english);
  await english.goto("/home");
  await english.waitForLoadState("networkidle");
  await english.close();

  const context = await browser.newContext();
  const hindi = await context.newPage();
  const hindiFonts = collectFonts(hindi);
  await hindi.goto("/hi/home");
  // The first page is drawn at once in the phone's own Devanagari; the face comes afterwards.
  expect(await headingFace(hindi)).not.toMatch(/devanagari/i);
  expect(await drawnWith(hindi)).not.toContainEqual(
    expect.objectContaining({ isCustomFont: true, familyName: "Noto Sans Devanagari" }),
  );
  // A few seconds after the load, when the browser is idle.
  await expect
    .poll(() => hindi.evaluate(() => localStorage.getItem("saheli-devanagari-face")), {
      timeout: 15_000,
    })
    .toBe("1");
  expect(hindiFonts.length).toBe(englishFonts.length + 1);
  for (const url of hindiFonts) expect(url.startsWith(`${baseURL}/_next/static/media/`)).toBe(true);
  expect(await headingFace(hindi)).not.toMatch(/devanagari/i);

  // The next page draws her text in it from the start, from the browser's cache: the fonts
  // Chromium actually drew the heading with, and no layout shift on the way.
  await hindi.goto("/hi/packages/mumbai");
  await expect(hindi.locator("html")).toHaveAttribute("data-face", "devanagari");
  expect(await headingFace(hindi)).toMatch(/__devanagari|devanagari/i);
  expect(await drawnWith(hindi)).toContainEqual(
    expect.objectContaining({ familyName: "Noto Sans Devanagari", isCustomFont: true }),
  );
  const shifts = await hindi.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            total += (entry as unknown as { value: number }).value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shifts).toBe(0);
  await context.close();
});

test("a signed-in patient's account menu on a Hindi page names her dashboard in Hindi", async ({
  page,
}) => {
  await useOwnAddress(page);
  const patient = await createAccount("patient", { firstName: "Kavya" });
  await signIn(page, patient, "/patient-dashboard");
  await page.goto("/hi/home");
  await page.getByRole("banner").getByRole("button", { name: /Kavya/ }).click();
  const area = page.getByRole("banner").getByRole("link", { name: "आपका डैशबोर्ड" });
  await expect(area).toHaveAttribute("href", "/patient-dashboard");
  await expect(page.getByRole("banner")).not.toContainText("Dashboard");
  await expect(page.getByRole("banner")).toContainText("मरीज़");
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
    test(
      `${path} has no serious or critical violations, and asks nothing of other sites`,
      validator,
      async ({ page, baseURL }) => {
        const elsewhere: string[] = [];
        page.on("request", (request) => {
          if (!request.url().startsWith(`${baseURL}/`) && !request.url().startsWith("data:")) {
            elsewhere.push(request.url());
          }
        });
        await page.goto(path);
        expect(await seriousViolations(page)).toEqual([]);
        expect(elsewhere).toEqual([]);
      },
    );
  }
});

test.describe("booking in Hindi on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("from a city's packages to the confirmation and her mail, all in Hindi", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({
      "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    });
    const email = `e2e.hi.${randomUUID().slice(0, 10)}@example.com`;
    const nextWeek = openDayAhead(7);

    await page.goto("/hi/packages/pune");
    await page.getByRole("article", { name: "पूरी जाँच और परामर्श" }).getByRole("link").click();
    await expect(page).toHaveURL(/\/hi\/book-consultation\?topic=package-4&city=pune$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByText("आप इसके बारे में बुक कर रही हैं:")).toContainText(
      "पूरी जाँच और परामर्श · पुणे",
    );

    // She starts on the form: the engine takes over, in Hindi.
    await page.getByLabel("पहला नाम", { exact: true }).tap();
    await expect(page.locator("form[data-enhanced]")).toHaveCount(1);
    await page.getByLabel("पहला नाम", { exact: true }).fill("सुनीता");
    await page.getByLabel("उपनाम", { exact: true }).fill("वर्मा");
    await page.getByRole("textbox", { name: "ईमेल", exact: true }).fill(email);
    await page.getByLabel("फ़ोन नंबर", { exact: true }).fill("98765");
    await page.getByLabel("उम्र", { exact: true }).fill("41");
    await page.getByLabel("उम्र", { exact: true }).blur();
    // The schema's own message, in Hindi.
    await expect(
      page.getByText("कृपया सही फ़ोन नंबर लिखें: 10 से 15 अंक, जैसे +91 98765 43210"),
    ).toBeVisible();
    await page.getByLabel("फ़ोन नंबर", { exact: true }).fill(uniquePhone());

    await page.getByLabel("पसंद की तारीख़", { exact: true }).fill(nextWeek);
    await page.getByLabel("पसंद का समय", { exact: true }).selectOption({ label: "सुबह 11:30" });
    await page
      .getByLabel("आप कितनी जल्दी डॉक्टर से मिलना चाहती हैं?", { exact: true })
      .selectOption({ label: "थोड़ी जल्दी (1 हफ़्ते के अंदर)" });
    await page.getByRole("radio", { name: "WhatsApp से" }).check();
    const submit = page.getByRole("button", { name: "मेरा निजी परामर्श बुक करें" });
    await expect(submit).toBeDisabled();
    await expect(page.getByText("आगे बढ़ने के लिए निजता वाली सहमति पर टिक करें")).toBeVisible();
    await page.getByRole("checkbox", { name: /मैं सहमति देती हूँ/ }).check();
    await submit.tap();

    await expect(page.getByRole("heading", { name: "आपका अनुरोध मिल गया" })).toBeFocused();
    const [stored] = await sql<{ reference: string; locale: string; topic: string; city: string }>(
      "select reference, locale::text as locale, topic, city from consultation_requests where email = $1",
      [email],
    );
    expect(stored).toMatchObject({ locale: "hi", topic: "package-4", city: "pune" });
    const confirmation = page.getByRole("region", { name: "आपका अनुरोध मिल गया" });
    await expect(confirmation).toContainText(`आपका रेफ़रेंस नंबर है ${stored?.reference ?? "-"}`);
    await expect(confirmation).toContainText("सुबह 11:30");
    await expect(confirmation).toContainText("WhatsApp, कभी भी");
    // Her reference and the clinic's e-mail address are the only Latin letters left.
    const text = (await page.locator("main").innerText())
      .replace(/SC-[A-Z0-9]+-[A-Z0-9]+/g, " ")
      .replace(/\S+@\S+\.\S+/g, " ");
    expect(englishWords(text)).toEqual([]);

    // Her confirmation mail, in the language she booked in, and as discreet as the English one.
    const [mail] = await waitForMail(email);
    expect(mail?.subject).toBe(`आपका अनुरोध हमें मिल गया, ${stored?.reference ?? "-"}`);
    expect(mail?.text).toContain("नमस्ते सुनीता,");
    expect(mail?.text).toContain("पहला परामर्श");
    expect(mail?.text).not.toMatch(/बवासीर|फ़िशर|भगंदर|पाइल्स|piles|fissure|fistula/i);
  });

  test("a form sent before its script arrives comes back with the server's Hindi messages", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({
      "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    });
    await page.goto("/hi/book-consultation");
    await page.getByLabel("पहला नाम", { exact: true }).fill("सुनीता");
    await page.getByLabel("उपनाम", { exact: true }).fill("वर्मा");
    await page
      .getByRole("textbox", { name: "ईमेल", exact: true })
      .fill(`e2e.hi.${randomUUID().slice(0, 10)}@example.com`);
    // Too short for the schema, which the browser cannot know: the server says so, in Hindi.
    await page.getByLabel("फ़ोन नंबर", { exact: true }).fill("98765");
    await page.getByLabel("उम्र", { exact: true }).fill("41");
    await page.getByLabel("पसंद की तारीख़", { exact: true }).fill(openDayAhead(0));
    await page.getByLabel("पसंद का समय", { exact: true }).selectOption({ label: "दोपहर 2:00" });
    await page
      .getByLabel("आप कितनी जल्दी डॉक्टर से मिलना चाहती हैं?", { exact: true })
      .selectOption({ label: "जल्दी (2-3 दिन के अंदर)" });
    await page.getByRole("checkbox", { name: /मैं सहमति देती हूँ/ }).check();
    await page.getByRole("button", { name: "मेरा निजी परामर्श बुक करें" }).click();
    // The server's answer is what she sees first: at the top of the form, in view, focused.
    const answer = page.locator("#booking-result");
    await expect(answer).toBeFocused();
    await expect(answer).toBeInViewport();
    await expect(answer).toContainText("कृपया लाल रंग में दिखाए गए सवाल देख लें।");
    const phoneMessage = "कृपया सही फ़ोन नंबर लिखें: 10 से 15 अंक, जैसे +91 98765 43210";
    await expect(answer.getByRole("link", { name: phoneMessage })).toHaveAttribute(
      "href",
      "#booking-phone",
    );
    await expect(page.getByLabel("फ़ोन नंबर", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(page.getByLabel("पहला नाम", { exact: true })).toHaveValue("सुनीता");
    await context.close();
  });
});
