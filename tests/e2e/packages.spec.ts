import { expect, test, type Page } from "@playwright/test";

import { laserPiles } from "../../content/laser-piles";
import { conditionCopy } from "../../content/package-pages";
import { carePackages } from "../../content/packages";
import { conditionRoutes, type Condition, type StageSlug } from "../../content/stage-packages";
import {
  conditionPriceRange,
  formatINR,
  getCarePackage,
  getCity,
  getStagePackage,
  packagePriceFor,
  stageFiguresFor,
  stagePackagesFor,
  stagePriceFor,
} from "../../lib/catalogue";
import { seriousViolations } from "./support/axe";
import { validator } from "./support/validator";

// Every expected figure is computed from the catalogue, so these tests check that the pages show
// the catalogue's numbers, formatted the way visitors read them.

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The catalogue has no ${what}`);
  return value;
}

const storedCity = (page: Page) => page.evaluate(() => window.localStorage.getItem("selectedCity"));

const range = (condition: Condition) =>
  `${formatINR(conditionPriceRange(condition).min)} – ${formatINR(conditionPriceRange(condition).max)}`;

const journeys: readonly {
  city: "mumbai" | "pune" | "kochi";
  condition: Condition;
  stage: StageSlug;
}[] = [
  // Grade 4's overview and detail success rates differ: each page shows its own (one price).
  { city: "mumbai", condition: "piles", stage: "grade-4-piles" },
  { city: "pune", condition: "fissure", stage: "chronic-fissure" },
  { city: "kochi", condition: "fistula", stage: "complex-fistula" },
];

test.describe("care packages browse flow", () => {
  for (const { city: slug, condition, stage: stageSlug } of journeys) {
    const city = getCity(slug);

    test(`${city.name} (${city.tier}): care packages → ${condition} → ${stageSlug} → book`, async ({
      page,
    }) => {
      await page.goto("/care-packages");
      // A fresh visitor sees the default city until she chooses.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Care packages in Mumbai");
      if (slug !== "mumbai") await page.getByLabel("Your city").selectOption(slug);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Care packages in ${city.name}`,
      );
      await expect(page.getByText(range(condition))).toBeVisible();

      const segment = conditionRoutes[condition].segment;
      const conditionLink = page.getByRole("link", { name: conditionCopy[condition].cta });
      await expect(conditionLink).toHaveAttribute("href", `/${segment}/${slug}`);
      await conditionLink.click();
      await expect(page).toHaveURL(new RegExp(`/${segment}/${slug}$`));

      // The stage listing: the city's tier price and the overview figures.
      for (const stage of stagePackagesFor(condition)) {
        const overview = stageFiguresFor(stage, "overview");
        const card = page.getByRole("article", { name: stage.title });
        await expect(card).toContainText(formatINR(stagePriceFor(stage, city.tier)));
        await expect(card).toContainText(overview.recoveryTime);
        await expect(card).toContainText(overview.successRate);
      }

      const stage = required(getStagePackage(stageSlug), stageSlug);
      await page
        .getByRole("article", { name: stage.title })
        .getByRole("link", { name: `View ${stage.label} package` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${stageSlug}/${slug}$`));

      // The detail page: the same price, and the detail figures, in the price card.
      const detail = stageFiguresFor(stage, "detail");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `${stage.title} in ${city.name}`,
      );
      const priceCard = page.getByRole("complementary", { name: "Your package price" });
      await expect(priceCard).toContainText(formatINR(stagePriceFor(stage, city.tier)));
      await expect(priceCard).toContainText(detail.recoveryTime);
      await expect(priceCard).toContainText(detail.successRate);
      await expect(priceCard).toContainText(stage.treatmentType);
      // The URL's city is remembered for the pages without one.
      expect(await storedCity(page)).toBe(slug);

      // Booking from here carries the package and the city into the form, changeable there.
      await priceCard.getByRole("link", { name: "Book Your Consultation" }).click();
      await expect(page).toHaveURL(`/book-consultation?topic=${stageSlug}&city=${slug}`);
      const context = `${stage.label} ${stage.condition} · ${city.name}`;
      await expect(page.getByText(`You are booking about ${context}.`)).toBeVisible();
      await expect(page.getByLabel("What you are asking about")).toHaveValue(stageSlug);
      await expect(page.getByLabel("Your city")).toHaveValue(slug);
    });
  }

  test("the city page lists all six packages at the city's tier prices", async ({ page }) => {
    const city = getCity("pune");
    await page.goto("/packages/pune");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Care packages in Pune");
    for (const pkg of carePackages) {
      const pricing = packagePriceFor(pkg, city.tier);
      const card = page.getByRole("article", { name: pkg.name });
      await expect(card).toContainText(formatINR(pricing.basePrice));
      await expect(card).toContainText(formatINR(pricing.originalPrice));
      await expect(card).toContainText(`Save ${formatINR(pricing.savings)}`);
      await expect(card).toContainText(`${formatINR(pricing.emiPrice)}/month`);
      await expect(card).toContainText(`+${pkg.features.length - 4} more`);
      await expect(card.getByText("Popular", { exact: true })).toHaveCount(pkg.popular ? 1 : 0);
      await expect(card.getByText("Urgent", { exact: true })).toHaveCount(pkg.urgent ? 1 : 0);
    }
  });
});

test.describe("selected city", () => {
  test("visiting /packages/pune stores Pune, and /care-packages then shows Pune", async ({
    page,
  }) => {
    await page.goto("/packages/pune");
    await expect.poll(() => storedCity(page)).toBe("pune");

    await page.goto("/care-packages");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Care packages in Pune");
    await expect(page.getByLabel("Your city")).toHaveValue("pune");
    await expect(page.getByRole("link", { name: conditionCopy.piles.cta })).toHaveAttribute(
      "href",
      "/stage-wise-packages/pune",
    );
  });

  test("the city page's chooser opens the packages of the chosen city", async ({ page }) => {
    await page.goto("/packages/mumbai");
    await page.getByLabel("Change city").selectOption("kochi");
    await expect(page).toHaveURL(/\/packages\/kochi$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Care packages in Kochi");
    await expect.poll(() => storedCity(page)).toBe("kochi");
  });
});

test.describe("laser piles page", () => {
  const laser = required(getCarePackage(laserPiles.packageId), "laser package");

  test("asks for a city first, prices the chosen one, keeps it, and 'Change City' resets to Mumbai", async ({
    page,
  }) => {
    await page.goto("/care-packages/laser-piles");
    await expect(
      page.getByRole("heading", { name: "Select Your City for Laser Piles Package" }),
    ).toBeVisible();
    const chooser = page.getByLabel("Choose Your City");
    await expect(chooser).toHaveValue("");
    expect(await storedCity(page)).toBeNull();

    await chooser.selectOption("pune");
    const pune = packagePriceFor(laser, "tier2");
    const card = page.getByRole("region", { name: "Fixed price in Pune" });
    await expect(card).toContainText(formatINR(pune.basePrice));
    await expect(card).toContainText(`Save ${formatINR(pune.savings)}`);
    await expect(card).toContainText(formatINR(pune.originalPrice));
    await expect(card).toContainText(`${formatINR(pune.emiPrice)}/month`);
    await expect(card).toContainText("24 months • 0% interest available");
    expect(await storedCity(page)).toBe("pune");

    await page.reload();
    await expect(card).toContainText(formatINR(pune.basePrice));
    await expect(page.getByLabel("Choose Your City")).toHaveValue("pune");

    await page.getByRole("button", { name: "Change City" }).click();
    const mumbai = packagePriceFor(laser, "tier1");
    await expect(page.getByRole("region", { name: "Fixed price in Mumbai" })).toContainText(
      formatINR(mumbai.basePrice),
    );
    expect(await storedCity(page)).toBe("mumbai");
  });

  test("the city route prices its city; 'Change City' goes to Mumbai's page", async ({ page }) => {
    await page.goto("/laser-piles-care/pune");
    await expect(page.getByRole("region", { name: "Fixed price in Pune" })).toContainText(
      formatINR(packagePriceFor(laser, "tier2").basePrice),
    );
    await expect(page.locator("details")).toHaveCount(laserPiles.faq.length);
    await page.getByRole("link", { name: "Change City" }).click();
    await expect(page).toHaveURL(/\/laser-piles-care\/mumbai$/);
    await expect(page.getByRole("region", { name: "Fixed price in Mumbai" })).toContainText(
      formatINR(packagePriceFor(laser, "tier1").basePrice),
    );
  });
});

test.describe("unknown cities", () => {
  test("an unknown slug answers with a server redirect to /care-packages", async ({ request }) => {
    for (const path of [
      "/packages/atlantis",
      "/stage-wise-packages/atlantis",
      "/grade-2-piles/atlantis",
      "/chronic-fissure/atlantis",
      "/laser-piles-care/atlantis",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([307, 308], path).toContain(response.status());
      const locations = response
        .headersArray()
        .filter((header) => header.name.toLowerCase() === "location")
        .map((header) => new URL(header.value, "http://localhost").pathname);
      expect(locations.length, path).toBeGreaterThan(0);
      for (const location of locations) expect(location, path).toBe("/care-packages");
    }
  });

  test("a visitor following an unknown city lands on /care-packages", async ({ page }) => {
    await page.goto("/packages/atlantis");
    await expect(page).toHaveURL(/\/care-packages$/);
  });
});

test.describe("sticky price card", () => {
  const priceCard = (page: Page) =>
    page.getByRole("complementary", { name: "Your package price" }).locator(":scope > div");

  test("is sticky beside the content on desktop", async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 1024, "desktop layout only");
    await page.goto("/grade-2-piles/delhi");
    const inner = priceCard(page);
    await expect(inner).toHaveCSS("position", "sticky");
  });

  test("sits after the header, not sticky, on a phone @mobile", async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 1024, "phone layout only");
    await page.goto("/grade-2-piles/delhi");
    const inner = priceCard(page);
    await expect(inner).toHaveCSS("position", "static");
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    const card = await inner.boundingBox();
    expect(heading).not.toBeNull();
    expect(card?.y ?? 0).toBeGreaterThan((heading?.y ?? 0) + (heading?.height ?? 0));
  });
});

test.describe("accessibility", () => {
  for (const path of [
    "/care-packages",
    "/care-packages/laser-piles",
    "/packages/mumbai",
    "/stage-wise-packages/jaipur",
    "/grade-2-piles/delhi",
    "/laser-piles-care/pune",
  ]) {
    test(`${path} has no serious or critical violations`, validator, async ({ page }) => {
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe("search engines", () => {
  test("sitemap.xml lists every city variant; robots.txt closes the signed-in areas", async ({
    request,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.ok()).toBe(true);
    const xml = await sitemap.text();
    expect(xml).toContain("/grade-4-piles/kochi</loc>");
    expect(xml).toContain("/laser-piles-care/coimbatore</loc>");
    expect(xml).not.toContain("dashboard");

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin-panel/");
    expect(robots).toContain("Disallow: /patient-dashboard/");
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });
});
