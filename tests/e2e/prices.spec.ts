import { expect, test, type Page } from "@playwright/test";

import type { CitySlug } from "../../content/cities";
import { localePath, type Locale } from "../../content/i18n";
import { laserPiles, laserProcedureStage } from "../../content/laser-piles";
import { claims } from "../../content/site";
import { conditionRoutes, conditions, stagePackages } from "../../content/stage-packages";
import {
  conditionPriceRange,
  formatINR,
  getCarePackage,
  getCity,
  getDoctor,
  getStagePackage,
  packagePriceFor,
  stagePackagesFor,
  stagePriceFor,
} from "../../lib/catalogue";
import { carePackagesIn, doctorIn, doctorsPageCopy, stageCopyFor } from "../../lib/i18n/localized";
import { distinctSorted, packageFigures } from "../fixtures/prices";

/*
 * One price for each thing she can buy (docs/prices.md), on the built site: for Jaipur and
 * Mumbai, in English and Hindi, every ₹ figure shown for a package on the city overview, the
 * stage listings, each condition page and the laser page is the catalogue's one figure, and the
 * page's structured data offers the same. tests/components/prices.test.tsx covers a city of every
 * tier without a browser.
 */

const cities: readonly CitySlug[] = ["jaipur", "mumbai"];
const locales: readonly Locale[] = ["en", "hi"];

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The catalogue has no ${what}`);
  return value;
}

interface PricesOnPage {
  /** Each article by its heading, with the rupee amounts written in it. */
  articles: Record<string, string[]>;
  /** The rupee amounts inside the first element matching each selector asked for. */
  regions: Record<string, string[]>;
  /** Each linked page's rupee amounts, by the link's address. */
  links: Record<string, string[]>;
  /** Each Service in the JSON-LD with its offer's price, by name. */
  offers: Record<string, number>;
  text: string;
}

/** Reads every rupee amount the page shows, grouped the way she reads them. */
async function pricesOn(page: Page, path: string, regions: string[] = []): Promise<PricesOnPage> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return page.evaluate((selectors) => {
    const rupees = (element: Element | null) =>
      [...(element?.textContent ?? "").matchAll(/₹\d+(?:,\d+)*/g)].map((match) => match[0]);
    const articles: Record<string, string[]> = {};
    for (const article of document.querySelectorAll("main article")) {
      const heading = article.querySelector("h2, h3")?.textContent ?? "";
      articles[heading] = rupees(article);
    }
    const found: Record<string, string[]> = {};
    for (const selector of selectors) found[selector] = rupees(document.querySelector(selector));
    const links: Record<string, string[]> = {};
    for (const link of document.querySelectorAll("main a[href]")) {
      const amounts = rupees(link);
      if (amounts.length > 0) links[link.getAttribute("href") ?? ""] = amounts;
    }
    const offers: Record<string, number> = {};
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (!node || typeof node !== "object") return;
      const record = node as Record<string, unknown>;
      const offer = record.offers as { price?: number } | undefined;
      if (record["@type"] === "Service" && typeof record.name === "string" && offer?.price) {
        offers[record.name] = offer.price;
      }
      Object.values(record).forEach(visit);
    };
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      visit(JSON.parse(script.textContent ?? "null"));
    }
    return { articles, regions: found, links, offers, text: document.body.innerText };
  }, regions);
}

for (const locale of locales) {
  for (const slug of cities) {
    const city = getCity(slug);
    const at = (path: string) => localePath(locale, path);

    test.describe(`${city.name} (${locale})`, () => {
      test("the city overview prices each package and condition once", async ({ page }) => {
        const shown = await pricesOn(page, at(`/packages/${slug}`));
        for (const pkg of carePackagesIn(locale)) {
          const pricing = packagePriceFor(pkg, city.tier);
          const amounts = shown.articles[pkg.name];
          expect(amounts?.[0], pkg.name).toBe(formatINR(pricing.basePrice));
          expect(distinctSorted(amounts), pkg.name).toEqual(packageFigures(pricing));
          expect(shown.offers[pkg.name], pkg.name).toBe(pricing.basePrice);
        }
        for (const condition of conditions) {
          const range = conditionPriceRange(condition, city.tier);
          expect(shown.text).toContain(`${formatINR(range.min)} – ${formatINR(range.max)}`);
        }
      });

      for (const condition of conditions) {
        test(`the ${condition} listing shows each stage's one price`, async ({ page }) => {
          const selectors = ['section[aria-labelledby="laser-promo-title"]'];
          const shown = await pricesOn(
            page,
            at(`/${conditionRoutes[condition].segment}/${slug}`),
            selectors,
          );
          for (const stage of stagePackagesFor(condition)) {
            const title = stageCopyFor(stage, locale).title;
            const price = stagePriceFor(stage, city.tier);
            expect([...new Set(shown.articles[title])], title).toEqual([formatINR(price)]);
            expect(shown.offers[title], title).toBe(price);
          }
          if (condition === "piles") {
            // The laser package beside the grade 2 laser price: its own figures, then the stage's,
            // named, in the note that says how the two differ.
            const laser = required(getCarePackage(laserPiles.packageId), "laser package");
            const stage = required(getStagePackage(laserProcedureStage), "laser stage");
            const pricing = packagePriceFor(laser, city.tier);
            expect(shown.regions[selectors[0] ?? ""]).toEqual([
              formatINR(pricing.basePrice),
              formatINR(pricing.originalPrice),
              formatINR(pricing.emiPrice),
              formatINR(pricing.savings),
              formatINR(stagePriceFor(stage, city.tier)),
            ]);
          }
        });
      }

      test("each condition page quotes the listing's price, and so do its related links", async ({
        page,
      }) => {
        const card = 'aside[aria-labelledby="price-card-title"]';
        for (const stage of stagePackages) {
          const title = stageCopyFor(stage, locale).title;
          const price = stagePriceFor(stage, city.tier);
          const shown = await pricesOn(page, at(`/${stage.slug}/${slug}`), [card]);
          expect(shown.regions[card], title).toEqual([
            formatINR(price),
            formatINR(claims.diagnosticFee),
          ]);
          expect(shown.offers[title], title).toBe(price);
          for (const other of stagePackagesFor(stage.condition).filter((s) => s !== stage)) {
            expect(
              shown.links[at(`/${other.slug}/${slug}`)],
              `${other.slug} from ${title}`,
            ).toEqual([formatINR(stagePriceFor(other, city.tier))]);
          }
        }
      });

      test("the laser page prices the city's laser package", async ({ page }) => {
        const laser = required(getCarePackage(laserPiles.packageId), "laser package");
        const pricing = packagePriceFor(laser, city.tier);
        const card = '[aria-labelledby="laser-price-title"]';
        const shown = await pricesOn(page, at(`/laser-piles-care/${slug}`), [card]);
        expect(shown.regions[card]?.[0]).toBe(formatINR(pricing.basePrice));
        expect(distinctSorted(shown.regions[card])).toEqual(
          packageFigures(pricing, claims.diagnosticFee),
        );
        expect(Object.values(shown.offers)).toEqual([pricing.basePrice]);
      });
    });
  }

  test(`a doctor's profile labels her fees as hers (${locale})`, async ({ page }) => {
    const doctor = required(getDoctor(1), "doctor 1");
    const { doctorProfileLabels: l } = doctorsPageCopy(locale);
    await page.goto(localePath(locale, `/doctors/${doctor.id}`));
    const fees = page.getByRole("definition").filter({ hasText: "₹" });
    const list = page.locator('dl[aria-labelledby="doctor-fees-title"]');
    await expect(page.locator("#doctor-fees-title")).toHaveText(
      l.fees.title(doctorIn(doctor, locale).name),
    );
    await expect(list).toContainText(formatINR(doctor.consultationFee));
    if (!doctor.emergencySpecialist) {
      await expect(list).toContainText(formatINR(doctor.videoConsultationFee));
    }
    await expect(fees).toHaveCount(2);
    await expect(page.getByText(l.fees.note(formatINR(claims.diagnosticFee)))).toBeVisible();
  });
}
