import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { bookingTopics } from "../../content/booking-topics";
import { cities, tierLabels, tiers } from "../../content/cities";
import { doctors } from "../../content/doctors";
import { categoryCards } from "../../content/home";
import { laserPiles } from "../../content/laser-piles";
import { cityPackagesPage } from "../../content/package-pages";
import { carePackages } from "../../content/packages";
import { conditionRoutes, conditions, stagePackages } from "../../content/stage-packages";
import { cityFromParam } from "../../components/packages/city-route";
import {
  citiesByTier,
  citySlug,
  cityStaticParams,
  defaultCity,
  featuredDoctors,
  formatINR,
  getCarePackage,
  getCity,
  getDoctor,
  getStagePackage,
  isCitySlug,
  packagePriceFor,
  stagePackagesFor,
  stagePriceFor,
  treatmentPageFor,
  treatmentSegments,
  treatmentStaticParams,
} from "../../lib/catalogue";
import { timeSlots } from "../../lib/validations/booking";
import { cityPlaces } from "@/content/city-places";

/*
 * Rules the catalogue in content/ must keep whatever its figures, plus one snapshot of what each
 * city is quoted. Changing a price on purpose is one edit in content/ and `vitest -u`; a change
 * that breaks a rule (savings that don't add up, a tier without a price) fails here.
 */

// ---------------------------------------------------------------------------------------------
// Shape schemas: strict, so a misspelt or stray field is caught as well as a missing one.
// ---------------------------------------------------------------------------------------------

const text = z.string().trim().min(1);
const texts = z.array(text).min(1);
const rupees = z.number().int().positive();
const perTier = <T extends z.ZodType>(schema: T) =>
  z.strictObject({ tier1: schema, tier2: schema, tier3: schema });
const rating = z.number().min(0).max(5);
const reviewCount = z.number().int().positive();
const percent = z
  .string()
  .regex(/^\d{1,3}%\+?$/)
  .refine((value) => Number.parseInt(value, 10) <= 100, "at most 100%");
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case words joined by hyphens");
const citySlugSchema = z.string().refine(isCitySlug, "unknown city");
const year = z
  .number()
  .int()
  .min(1950)
  .max(new Date().getFullYear() + 1);
const firstNameOnly = z.string().regex(/^[A-Z][a-z]+$/, "first name only");

const citySchema = z.strictObject({
  id: slug,
  name: text,
  tier: z.enum(tiers),
});

// India spans about 8–37° N and 68–97° E: a swapped or mistyped coordinate falls outside.
const placeSchema = z.strictObject({
  state: text,
  geo: z.strictObject({
    latitude: z.number().min(8).max(37),
    longitude: z.number().min(68).max(97),
  }),
});

const carePackageSchema = z.strictObject({
  id: z.number().int().positive(),
  name: text,
  subtitle: text,
  duration: text,
  rating,
  reviews: reviewCount,
  popular: z.boolean(),
  featured: z.boolean(),
  urgent: z.boolean(),
  description: text,
  features: texts,
  whatsCovered: texts,
  timeline: z.array(z.strictObject({ phase: text, description: text })).min(1),
  suitable: texts,
  pricing: perTier(
    z.strictObject({ basePrice: rupees, originalPrice: rupees, savings: rupees, emiPrice: rupees }),
  ),
});

const stageFiguresSchema = z.strictObject({
  recoveryTime: text,
  successRate: percent,
});

const stagePackageSchema = z.strictObject({
  slug,
  condition: z.enum(conditions),
  labelKind: z.enum(["grade", "stage", "complexity"]),
  label: text,
  title: text,
  description: text,
  features: texts,
  treatmentType: text,
  treatmentNotes: texts,
  prices: perTier(rupees),
  overview: stageFiguresSchema,
  detail: stageFiguresSchema,
  badge: text,
  signs: z.strictObject({ heading: z.enum(["Symptoms", "Characteristics"]), items: texts }),
  whyItWorks: texts,
  whatsIncluded: texts,
  notNeeded: texts,
  comparison: z.array(z.strictObject({ aspect: text, withPackage: text, elsewhere: text })).min(1),
  keywords: texts,
});

const doctorBaseShape = {
  id: z.number().int().positive(),
  name: z.string().startsWith("Dr. "),
  firstName: text,
  lastName: text,
  email: z.email(),
  title: text,
  specialization: text,
  experience: z.number().int().positive(),
  education: text,
  rating,
  reviews: reviewCount,
  patientsHelped: z.number().int().positive(),
  successRate: percent,
  location: z.array(citySlugSchema).min(1),
  image: z.null(),
  bio: text,
  personalMission: text,
  specialties: texts,
  expertise: texts,
  qualifications: texts,
  detailedEducation: z
    .array(z.strictObject({ degree: text, institution: text, year, distinction: text }))
    .min(1),
  certifications: texts,
  languages: texts,
  achievements: z.array(z.strictObject({ title: text, description: text, year })).min(1),
  availability: text,
  availableSlots: texts,
  consultationTypes: z
    .array(
      z.strictObject({
        id: z.enum(["initial", "follow-up", "urgent"]),
        type: text,
        duration: z.number().int().positive(),
        description: text,
      }),
    )
    .min(1),
  consultationFee: rupees,
  testimonials: z
    .array(
      z.strictObject({
        name: firstNameOnly,
        age: z.number().int().min(18).max(100),
        condition: text,
        text,
        rating,
        timeframe: text,
      }),
    )
    .min(1),
  treatmentPhilosophy: text,
  whyChooseHer: z.array(z.strictObject({ title: text, description: text })).min(1),
  featured: z.boolean(),
  featuredLabel: text.optional(),
};

const doctorSchema = z.discriminatedUnion("emergencySpecialist", [
  z.strictObject({
    ...doctorBaseShape,
    emergencySpecialist: z.literal(false),
    videoConsultationFee: rupees,
  }),
  z.strictObject({
    ...doctorBaseShape,
    emergencySpecialist: z.literal(true),
    emergencyConsultationFee: rupees,
  }),
]);

const titledListSchema = z.strictObject({ title: text, items: texts });

const laserPilesSchema = z.strictObject({
  packageId: z
    .number()
    .int()
    .refine((id) => getCarePackage(id) !== undefined, "unknown package"),
  stats: z.strictObject({ successRate: percent, patients: text, recovery: text }),
  emi: z.strictObject({
    months: z.number().int().positive(),
    interestRate: percent,
    otherPlanMonths: z.array(z.number().int().positive()),
  }),
  followUp: z.strictObject({
    months: z.number().int().positive(),
    firstMonthConsultations: z.number().int().positive(),
  }),
  medicationDays: z.number().int().positive(),
  hospitalStay: text,
  recurrenceCoverMonths: z.number().int().positive(),
  inclusions: z.array(titledListSchema).min(1),
  exclusions: z.array(titledListSchema).min(1),
  importantNotes: texts,
  comparison: z.array(z.strictObject({ aspect: text, traditional: text, laser: text })).min(1),
  journey: z
    .array(z.strictObject({ step: z.number().int(), title: text, description: text }))
    .min(1),
  testimonials: z
    .array(
      z.strictObject({
        name: firstNameOnly,
        age: z.number().int().min(18).max(100),
        city: citySlugSchema,
        text,
      }),
    )
    .min(1),
  testimonialsNote: text,
  faq: z.array(z.strictObject({ question: text, answer: text })).min(1),
});

const unique = (values: readonly (string | number)[]) => new Set(values).size === values.length;

/** Whether app/(site)/ has a page at this folder path. */
function hasPage(folder: string): boolean {
  return existsSync(fileURLToPath(new URL(`../../app/(site)/${folder}/page.tsx`, import.meta.url)));
}

/**
 * Whether a `[city]` page answers under this first URL segment: a folder of its own, or the one
 * route every treatment page shares (app/(site)/[treatment]/[city]).
 */
function hasCityRoute(segment: string): boolean {
  if (hasPage(`${segment}/[city]`)) return true;
  return treatmentSegments().includes(segment) && hasPage("[treatment]/[city]");
}

// ---------------------------------------------------------------------------------------------

describe("catalogue shape", () => {
  it.each(cities.map((c) => [c.id, c] as const))("city %s has every field", (_id, city) => {
    expect(citySchema.parse(city)).toEqual(city);
    expect(placeSchema.parse(cityPlaces[city.id])).toEqual(cityPlaces[city.id]);
  });

  it.each(carePackages.map((p) => [p.id, p] as const))(
    "care package %s has every field",
    (_id, pkg) => {
      expect(carePackageSchema.parse(pkg)).toEqual(pkg);
    },
  );

  it.each(stagePackages.map((s) => [s.slug, s] as const))(
    "stage package %s has every field its pages need, its treatment described",
    (_slug, stage) => {
      expect(stagePackageSchema.parse(stage)).toEqual(stage);
    },
  );

  it.each(doctors.map((d) => [d.id, d] as const))(
    "doctor %s has every profile field",
    (_id, doctor) => {
      expect(doctorSchema.parse(doctor)).toEqual(doctor);
    },
  );

  it("the laser piles page has every section it shows", () => {
    expect(laserPilesSchema.parse(laserPiles)).toEqual(laserPiles);
  });

  it("ids are unique within each list", () => {
    expect(unique(cities.map((c) => c.id))).toBe(true);
    expect(unique(cities.map((c) => c.name))).toBe(true);
    expect(unique(carePackages.map((p) => p.id))).toBe(true);
    expect(unique(carePackages.map((p) => p.name))).toBe(true);
    expect(unique(stagePackages.map((s) => s.slug))).toBe(true);
    expect(unique(doctors.map((d) => d.id))).toBe(true);
    expect(unique(doctors.map((d) => d.email))).toBe(true);
  });

  it("keeps every rating between 0 and 5 and every review count positive", () => {
    const ratings = [
      ...carePackages.map((p) => p.rating),
      ...doctors.flatMap((d) => [d.rating, ...d.testimonials.map((t) => t.rating)]),
      ...categoryCards.map((card) => card.rating),
    ];
    for (const value of ratings) expect(rating.safeParse(value).success, String(value)).toBe(true);
    for (const reviews of [...carePackages, ...doctors].map((item) => item.reviews)) {
      expect(reviews).toBeGreaterThan(0);
    }
    for (const card of categoryCards) expect(card.reviews).toMatch(/^[1-9][\d,]*\+?$/);
  });
});

describe("cities", () => {
  it("derives each city's slug from its name, URL-safe", () => {
    for (const city of cities) {
      expect(citySlug(city.name)).toBe(city.id);
      expect(encodeURIComponent(city.id)).toBe(city.id);
    }
  });

  it("routes every city: one pre-rendered page each, and each slug resolves to its city", () => {
    expect(cityStaticParams()).toEqual(cities.map((c) => ({ city: c.id })));
    for (const city of cities) {
      expect(isCitySlug(city.id)).toBe(true);
      expect(getCity(city.id)).toBe(city);
      expect(cityFromParam(city.id)).toBe(city);
    }
  });

  it("sends an unknown or wrongly written city away rather than pricing it", () => {
    expect(isCitySlug("Kochi")).toBe(false);
    expect(isCitySlug("navi-mumbai")).toBe(false);
    expect(getCity("atlantis")).toBeUndefined();
    expect(() => cityFromParam("atlantis")).toThrow();
  });

  it("lower-cases a name and replaces spaces with hyphens", () => {
    expect(citySlug("Navi Mumbai")).toBe("navi-mumbai");
    expect(citySlug(" Mumbai ")).toBe("mumbai");
  });

  it("groups every city under exactly one labelled tier, keeping their order", () => {
    const grouped = citiesByTier();
    expect(Object.keys(grouped)).toEqual([...tiers]);
    expect(Object.keys(tierLabels)).toEqual([...tiers]);
    for (const tier of tiers) {
      expect(grouped[tier].length, tier).toBeGreaterThan(0);
      expect(grouped[tier]).toEqual(cities.filter((c) => c.tier === tier));
    }
    expect(Object.values(grouped).flat()).toHaveLength(cities.length);
  });

  it("defaults to the first city", () => {
    expect(defaultCity).toBe(cities[0]);
  });
});

describe("pages under a city", () => {
  it("has a [city] page for every stage package, condition listing and care-package link", () => {
    const segments = [
      "packages",
      ...stagePackages.map((s) => s.slug),
      ...Object.values(conditionRoutes).map((route) => route.segment),
      ...Object.values(cityPackagesPage.packageLinks).flatMap((link) =>
        link.kind === "city" ? [link.segment] : [],
      ),
    ];
    for (const segment of segments) expect(hasCityRoute(segment), segment).toBe(true);
  });

  it("draws every stage listing and stage page from one route, in every city", () => {
    const segments = treatmentSegments();
    expect(new Set(segments).size).toBe(segments.length);
    expect(segments).toEqual(
      expect.arrayContaining([
        ...Object.values(conditionRoutes).map((route) => route.segment),
        ...stagePackages.map((stage) => stage.slug),
      ]),
    );
    expect(segments).toHaveLength(conditions.length + stagePackages.length);
    expect(treatmentStaticParams()).toHaveLength(segments.length * cities.length);
    expect(treatmentPageFor("fissure-packages")).toEqual({ kind: "listing", condition: "fissure" });
    expect(treatmentPageFor("grade-2-piles")).toEqual({
      kind: "stage",
      stage: getStagePackage("grade-2-piles"),
    });
    // A folder of its own would win over the shared route and hide the treatment page behind it.
    const folders = readdirSync(fileURLToPath(new URL("../../app/(site)", import.meta.url)), {
      withFileTypes: true,
    }).filter((entry) => entry.isDirectory() && !entry.name.startsWith("["));
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders)
      expect(treatmentPageFor(folder.name), folder.name).toBeUndefined();
  });

  it("links every care package from the city page", () => {
    expect(Object.keys(cityPackagesPage.packageLinks).map(Number).sort()).toEqual(
      carePackages.map((p) => p.id).sort(),
    );
  });
});

describe("care package prices", () => {
  const everyPrice = carePackages.flatMap((pkg) =>
    tiers.map((tier) => [`package ${pkg.id} in ${tier}`, pkg, tier] as const),
  );

  it.each(everyPrice)("%s: savings are the original price less the price", (_name, pkg, tier) => {
    const { basePrice, originalPrice, savings } = packagePriceFor(pkg, tier);
    expect(originalPrice).toBeGreaterThan(basePrice);
    expect(savings).toBe(originalPrice - basePrice);
  });

  it.each(everyPrice)(
    "%s: the monthly EMI is the price spread over the plan, to the rupee",
    (_name, pkg, tier) => {
      const { basePrice, emiPrice } = packagePriceFor(pkg, tier);
      expect(Math.abs(emiPrice - basePrice / laserPiles.emi.months)).toBeLessThan(1);
    },
  );

  it("prices every package in every tier, lower in smaller cities", () => {
    for (const pkg of carePackages) {
      const prices = tiers.map((tier) => packagePriceFor(pkg, tier).basePrice);
      expect(prices, `package ${pkg.id}`).toEqual([...prices].sort((a, b) => b - a));
      expect(unique(prices), `package ${pkg.id}`).toBe(true);
    }
  });

  it("looks packages up by id", () => {
    for (const pkg of carePackages) expect(getCarePackage(pkg.id)).toBe(pkg);
    expect(getCarePackage(Math.max(...carePackages.map((p) => p.id)) + 1)).toBeUndefined();
  });
});

describe("stage packages", () => {
  it("gives every condition at least one stage, named one way within it", () => {
    for (const condition of conditions) {
      const stages = stagePackagesFor(condition);
      expect(stages.length, condition).toBeGreaterThan(0);
      expect(new Set(stages.map((s) => s.labelKind)).size, condition).toBe(1);
    }
    expect(conditions.flatMap((c) => stagePackagesFor(c))).toHaveLength(stagePackages.length);
  });

  it("prices every stage in every tier, lower in smaller cities", () => {
    for (const stage of stagePackages) {
      const prices = tiers.map((tier) => stagePriceFor(stage, tier));
      expect(prices, stage.slug).toEqual([...prices].sort((a, b) => b - a));
    }
  });

  it("looks stages up by slug", () => {
    for (const stage of stagePackages) expect(getStagePackage(stage.slug)).toBe(stage);
    expect(getStagePackage("grade-5-piles")).toBeUndefined();
  });
});

describe("what a booking can be about", () => {
  it("names every stage and care package as the catalogue does, each once", () => {
    expect(bookingTopics).toEqual([
      ...stagePackages.map((stage) => ({
        value: stage.slug,
        label: `${stage.label} ${stage.condition}`,
      })),
      ...carePackages.map((pkg) => ({ value: `package-${pkg.id}`, label: pkg.name })),
    ]);
  });
});

describe("doctors", () => {
  it("derives each name and login e-mail from the first and last name", () => {
    for (const doctor of doctors) {
      expect(doctor.name).toBe(`Dr. ${doctor.firstName} ${doctor.lastName}`);
      expect(doctor.email).toBe(
        `${doctor.firstName}.${doctor.lastName}@sahelicare.in`.toLowerCase(),
      );
    }
  });

  it("lists as bookable times only the slots the booking form offers", () => {
    const clockTime = /^\d{1,2}:\d{2} [AP]M$/;
    for (const doctor of doctors) {
      for (const slot of doctor.availableSlots.filter((s) => clockTime.test(s))) {
        expect(timeSlots, `doctor ${doctor.id}`).toContain(slot);
      }
    }
  });

  it("gives featured doctors a label and lists them first, then the rest in order", () => {
    const featured = doctors.filter((d) => d.featured);
    for (const doctor of featured) expect(doctor.featuredLabel).toBeTruthy();
    expect(featuredDoctors(doctors.length)).toEqual([
      ...featured,
      ...doctors.filter((d) => !d.featured),
    ]);
    expect(featuredDoctors(0)).toEqual([]);
    expect(featuredDoctors(doctors.length + 4)).toHaveLength(doctors.length);
  });

  it("looks doctors up by id", () => {
    for (const doctor of doctors) expect(getDoctor(doctor.id)).toBe(doctor);
    expect(getDoctor(0)).toBeUndefined();
  });
});

describe("formatINR", () => {
  it("uses Indian digit grouping with no decimals", () => {
    expect(formatINR(249999)).toBe("₹2,49,999");
    expect(formatINR(1041)).toBe("₹1,041");
    expect(formatINR(1000)).toBe("₹1,000");
    expect(formatINR(125001)).toBe("₹1,25,001");
  });
});

describe("the priced catalogue", () => {
  /** Every city's quote for every package and stage, as its pages show it. */
  function pricedCatalogue(): string {
    const lines: string[] = [];
    for (const city of cities) {
      lines.push(`${city.name} (${city.id}, ${tierLabels[city.tier]})`);
      for (const pkg of carePackages) {
        const price = packagePriceFor(pkg, city.tier);
        lines.push(
          `  ${pkg.name}: ${formatINR(price.basePrice)}, was ${formatINR(price.originalPrice)}, ` +
            `save ${formatINR(price.savings)}, EMI ${formatINR(price.emiPrice)}/month`,
        );
      }
      for (const stage of stagePackages) {
        lines.push(`  ${stage.title}: ${formatINR(stagePriceFor(stage, city.tier))}`);
      }
    }
    return lines.join("\n");
  }

  it("quotes each city these prices", () => {
    expect(pricedCatalogue()).toMatchSnapshot();
  });
});
