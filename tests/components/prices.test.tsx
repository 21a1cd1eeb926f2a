import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { cities, tiers } from "@/content/cities";
import { doctors } from "@/content/doctors";
import type { Locale } from "@/content/i18n";
import { laserPiles, laserProcedureStage } from "@/content/laser-piles";
import { claims } from "@/content/site";
import { conditions, stagePackages, type StagePackage } from "@/content/stage-packages";
import {
  conditionPriceRange,
  formatINR,
  getCarePackage,
  getCity,
  getStagePackage,
  packagePriceFor,
  stagePackagesFor,
  stagePriceFor,
} from "@/lib/catalogue";
import { carePackagesIn, doctorIn, doctorsPageCopy, stageCopyFor } from "@/lib/i18n/localized";
import { CarePackagesView } from "@/components/packages/care-packages-view";
import { CityPackagesView } from "@/components/packages/city-packages-view";
import { ConditionDetail, conditionDetailMetadata } from "@/components/packages/condition-detail";
import { LaserPackage } from "@/components/packages/laser-package";
import { formatRange } from "@/components/packages/pricing";
import { StageListing, stageListingMetadata } from "@/components/packages/stage-listing";
import { distinctSorted, packageFigures, rupeesIn } from "../fixtures/prices";
import { DoctorProfileView } from "@/components/doctors/doctor-profile-view";
import { HomeView } from "@/components/home/home-view";

/*
 * One price for each thing she can buy (docs/prices.md), checked on the rendered pages: every
 * priced page, for a city of each tier, in English and in Hindi, shows for each package exactly
 * the catalogue's one figure, and its structured data carries the same. The browser test
 * (tests/e2e/prices.spec.ts) repeats a few of these on the built site.
 */

// The home page asks whether a breach was recorded (lib/queries/site-claims.ts): none here.
vi.mock("@/lib/queries/site-claims", () => ({
  breachFree: async () => true,
  withBreachClaim: <S,>(stats: readonly S[]) => [...stats],
}));

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), replace: vi.fn() }),
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(),
  redirect: vi.fn(),
}));

const locales = ["en", "hi"] as const satisfies readonly Locale[];

// Prices depend on a city's tier only: the first city of each tier, plus Jaipur (the city).
const citiesChecked = [
  ...new Set([
    ...tiers.map((tier) => cities.find((city) => city.tier === tier)),
    getCity("jaipur"),
  ]),
].filter((city) => city !== undefined);

/** Every rupee amount written in an element's text, in order. */
const rupees = (element: Element | null | undefined) => rupeesIn(element?.textContent);

const distinct = (values: readonly string[]) => [...new Set(values)];

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Not found: ${what}`);
  return value;
}

/** Each Service in the page's JSON-LD with the price (or range) of its offer, by name. */
function offeredPrices(container: HTMLElement): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    const offers = record.offers as Record<string, unknown> | undefined;
    if (record["@type"] === "Service" && typeof record.name === "string" && offers) {
      found.set(record.name, offers.price ?? { low: offers.lowPrice, high: offers.highPrice });
    }
    Object.values(record).forEach(visit);
  };
  for (const script of container.querySelectorAll('script[type="application/ld+json"]')) {
    visit(JSON.parse(script.textContent ?? "null"));
  }
  return found;
}

/** The article whose heading reads `title`. */
function articleTitled(container: HTMLElement, title: string): Element {
  return required(
    [...container.querySelectorAll("article")].find(
      (article) => article.querySelector("h2, h3")?.textContent === title,
    ),
    `an article titled "${title}"`,
  );
}

describe("stage listings: each card shows its package's one price", () => {
  for (const locale of locales) {
    for (const condition of conditions) {
      it(`${condition} in each tier (${locale})`, () => {
        for (const city of citiesChecked) {
          const { container, unmount } = render(
            <StageListing condition={condition} city={city} locale={locale} />,
          );
          const offers = offeredPrices(container);
          const stages = stagePackagesFor(condition);
          for (const stage of stages) {
            const title = stageCopyFor(stage, locale).title;
            const price = stagePriceFor(stage, city.tier);
            expect(
              distinct(rupees(articleTitled(container, title))),
              `${title}, ${city.id}`,
            ).toEqual([formatINR(price)]);
            expect(offers.get(title), `${title} offer, ${city.id}`).toBe(price);
          }
          const lowest = Math.min(...stages.map((stage) => stagePriceFor(stage, city.tier)));
          expect(String(stageListingMetadata(condition, city, locale).description)).toContain(
            formatINR(lowest),
          );
          unmount();
        }
      });
    }

    it(`the piles listing's laser package says how it differs from the laser stage (${locale})`, () => {
      const laser = required(getCarePackage(laserPiles.packageId), "the laser package");
      const stage = required(getStagePackage(laserProcedureStage), "the laser stage");
      for (const city of citiesChecked) {
        const { container, unmount } = render(
          <StageListing condition="piles" city={city} locale={locale} />,
        );
        const promo = required(
          container.querySelector('section[aria-labelledby="laser-promo-title"]'),
          "the laser promo",
        );
        const pricing = packagePriceFor(laser, city.tier);
        const stagePrice = formatINR(stagePriceFor(stage, city.tier));
        expect(rupees(promo), city.id).toEqual([
          formatINR(pricing.basePrice),
          formatINR(pricing.originalPrice),
          formatINR(pricing.emiPrice),
          formatINR(pricing.savings),
          stagePrice,
        ]);
        // The stage's figure in the note is the one its own card shows above.
        expect(rupees(articleTitled(container, stageCopyFor(stage, locale).title))).toEqual([
          stagePrice,
        ]);
        expect(promo.textContent).toContain(stageCopyFor(stage, locale).title);
        unmount();
      }
    });
  }
});

function detailChecks(stage: StagePackage, locale: Locale) {
  for (const city of citiesChecked) {
    const { container, unmount } = render(
      <ConditionDetail slug={stage.slug} city={city} locale={locale} />,
    );
    const price = formatINR(stagePriceFor(stage, city.tier));
    const where = `${stage.slug}, ${city.id}`;

    const card = container.querySelector('aside[aria-labelledby="price-card-title"]');
    // The package's price first, then only the diagnostic fee's note.
    expect(rupees(card), where).toEqual([price, formatINR(claims.diagnosticFee)]);

    const related = required(
      container.querySelector('section[aria-labelledby="related-title"]'),
      `the related block on ${where}`,
    );
    for (const other of stagePackagesFor(stage.condition).filter((s) => s !== stage)) {
      const link = related.querySelector(`a[href$="/${other.slug}/${city.id}"]`);
      expect(rupees(link), `${other.slug} from ${where}`).toEqual([
        formatINR(stagePriceFor(other, city.tier)),
      ]);
    }

    expect(offeredPrices(container).get(stageCopyFor(stage, locale).title), where).toBe(
      stagePriceFor(stage, city.tier),
    );
    expect(String(conditionDetailMetadata(stage.slug, city, locale).description)).toContain(price);
    unmount();
  }
}

describe("condition detail pages: the price card, related block and JSON-LD agree", () => {
  for (const locale of locales) {
    for (const stage of stagePackages) {
      it(`${stage.slug} in each tier (${locale})`, () => detailChecks(stage, locale));
    }
  }
});

describe("city overviews: each package card and condition range is the catalogue's", () => {
  for (const locale of locales) {
    it(`a city of each tier (${locale})`, () => {
      for (const city of citiesChecked) {
        const { container, unmount } = render(<CityPackagesView city={city} locale={locale} />);
        const offers = offeredPrices(container);
        for (const pkg of carePackagesIn(locale)) {
          const pricing = packagePriceFor(pkg, city.tier);
          const card = articleTitled(container, pkg.name);
          expect(distinctSorted(rupees(card)), `${pkg.name}, ${city.id}`).toEqual(
            packageFigures(pricing),
          );
          expect(rupees(card)[0], `${pkg.name}, ${city.id}`).toBe(formatINR(pricing.basePrice));
          expect(offers.get(pkg.name), `${pkg.name} offer, ${city.id}`).toBe(pricing.basePrice);
        }
        for (const condition of conditions) {
          expect(container.textContent, `${condition}, ${city.id}`).toContain(
            formatRange(conditionPriceRange(condition, city.tier)),
          );
        }
        unmount();
      }
    });
  }
});

describe("the laser page prices the city's laser package once", () => {
  for (const locale of locales) {
    it(`a city of each tier (${locale})`, () => {
      const laser = required(getCarePackage(laserPiles.packageId), "the laser package");
      for (const city of citiesChecked) {
        const { container, unmount } = render(<LaserPackage city={city} locale={locale} />);
        const pricing = packagePriceFor(laser, city.tier);
        const card = container.querySelector('[aria-labelledby="laser-price-title"]');
        expect(rupees(card)[0], city.id).toBe(formatINR(pricing.basePrice));
        expect(distinctSorted(rupees(card)), city.id).toEqual(
          packageFigures(pricing, claims.diagnosticFee),
        );
        const offer = [...offeredPrices(container).values()];
        expect(offer, city.id).toEqual([pricing.basePrice]);
        unmount();
      }
    });
  }
});

describe("pages without a city quote the ranges derived from the stage prices", () => {
  for (const locale of locales) {
    it(`the care-packages landing (${locale})`, () => {
      const { container } = render(<CarePackagesView locale={locale} />);
      for (const condition of conditions) {
        const range = conditionPriceRange(condition);
        expect(container.textContent, condition).toContain(formatRange(range));
      }
      expect([...offeredPrices(container).values()]).toEqual(
        conditions.map((condition) => {
          const range = conditionPriceRange(condition);
          return { low: range.min, high: range.max };
        }),
      );
    });

    it(`home: "from" each condition's lowest price, and the one diagnostic fee (${locale})`, async () => {
      // An async server component: rendered to its element first, as Next.js does.
      const { container } = render(await HomeView({ locale }));
      const shown = distinct(rupees(container));
      expect(shown.sort()).toEqual(
        distinct([
          formatINR(claims.diagnosticFee),
          ...conditions.map((condition) => formatINR(conditionPriceRange(condition).min)),
        ]).sort(),
      );
    });
  }
});

describe("doctor profiles label their fees as the doctor's own", () => {
  for (const locale of locales) {
    it(`every doctor (${locale})`, () => {
      const { doctorProfileLabels: l } = doctorsPageCopy(locale);
      for (const doctor of doctors) {
        const { container, unmount } = render(
          <DoctorProfileView doctor={doctor} locale={locale} />,
        );
        const name = doctorIn(doctor, locale).name;
        const list = required(
          container.querySelector('dl[aria-labelledby="doctor-fees-title"]'),
          `${doctor.id}'s fee list`,
        );
        expect(container.querySelector("#doctor-fees-title")?.textContent).toBe(l.fees.title(name));
        const fees = doctor.emergencySpecialist
          ? [doctor.consultationFee, doctor.emergencyConsultationFee]
          : [doctor.consultationFee, doctor.videoConsultationFee];
        expect(rupees(list), `doctor ${doctor.id}`).toEqual(fees.map(formatINR));
        expect(container.textContent).toContain(l.fees.note(formatINR(claims.diagnosticFee)));
        unmount();
      }
    });
  }
});
