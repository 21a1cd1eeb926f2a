import { describe, expect, it } from "vitest";
import { z } from "zod";

import { cities, tierLabels, type Tier } from "../../content/cities";
import { doctors } from "../../content/doctors";
import { laserPiles } from "../../content/laser-piles";
import { carePackages, conditionPriceRanges } from "../../content/packages";
import { stagePackages } from "../../content/stage-packages";
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
  stageFiguresFor,
  stagePackagesFor,
} from "../../lib/catalogue";

// ---------------------------------------------------------------------------------------------
// Expected data, copied from public-site.md §3 and §9. Kept literal so a catalogue edit that
// drifts from the spec fails here instead of on a live page.
// ---------------------------------------------------------------------------------------------

type PerTier = readonly [tier1: number, tier2: number, tier3: number];
const TIERS = ["tier1", "tier2", "tier3"] as const satisfies readonly Tier[];

const SPEC_CITIES = {
  tier1: ["mumbai", "delhi", "bangalore", "chennai", "hyderabad", "kolkata"],
  tier2: ["pune", "ahmedabad", "jaipur", "lucknow", "kanpur", "nagpur"],
  tier3: ["indore", "bhopal", "coimbatore", "kochi"],
} as const;

const SPEC_PACKAGES: Record<
  number,
  { name: string; rating: number; reviews: number; base: PerTier; emi: PerTier; original: PerTier }
> = {
  1: {
    name: "Laser Piles Care Package",
    rating: 4.9,
    reviews: 450,
    base: [249999, 199999, 174999],
    emi: [10416, 8333, 7291],
    original: [375000, 300000, 262500],
  },
  2: {
    name: "Fissure Complete Care",
    rating: 4.8,
    reviews: 320,
    base: [149999, 124999, 109999],
    emi: [6250, 5208, 4583],
    original: [233000, 195000, 171000],
  },
  3: {
    name: "Fistula Treatment Package",
    rating: 4.9,
    reviews: 280,
    base: [291999, 239999, 209999],
    emi: [12166, 10000, 8750],
    original: [433000, 356000, 311000],
  },
  4: {
    name: "Comprehensive Consultation",
    rating: 4.7,
    reviews: 680,
    base: [24999, 19999, 17499],
    emi: [1041, 833, 729],
    original: [37500, 30000, 26250],
  },
  5: {
    name: "Emergency Care Package",
    rating: 4.8,
    reviews: 150,
    base: [74999, 62499, 54999],
    emi: [3125, 2604, 2291],
    original: [108000, 90000, 79000],
  },
  6: {
    name: "Post-Surgery Care Plus",
    rating: 4.9,
    reviews: 200,
    base: [58333, 48333, 42499],
    emi: [2430, 2014, 1771],
    original: [79167, 65667, 57667],
  },
};

interface SpecStageFigures {
  prices: PerTier;
  recovery: string;
  success: string;
}

const SPEC_STAGES: Record<
  string,
  {
    condition: "piles" | "fissure" | "fistula";
    treatmentType: string;
    treatmentNotes: readonly string[];
    overview: SpecStageFigures;
    detail: SpecStageFigures;
  }
> = {
  "grade-1-piles": {
    condition: "piles",
    treatmentType: "Non-surgical",
    treatmentNotes: ["4-week medication", "4 weekly follow-ups"],
    overview: { prices: [25000, 20000, 18000], recovery: "1-2 weeks", success: "95%+" },
    detail: { prices: [25000, 20000, 18000], recovery: "1-2 weeks", success: "95%+" },
  },
  "grade-2-piles": {
    condition: "piles",
    treatmentType: "Laser",
    treatmentNotes: ["6 weeks follow-up"],
    overview: { prices: [35000, 28000, 25000], recovery: "3-5 days", success: "97%+" },
    detail: { prices: [35000, 28000, 25000], recovery: "3-5 days", success: "97%+" },
  },
  "grade-3-piles": {
    condition: "piles",
    treatmentType: "Advanced surgery",
    treatmentNotes: ["1-2 day private room", "3 months follow-up"],
    overview: { prices: [45000, 36000, 32000], recovery: "5-7 days", success: "96%+" },
    detail: { prices: [45000, 36000, 32000], recovery: "5-7 days", success: "96%+" },
  },
  "grade-4-piles": {
    condition: "piles",
    treatmentType: "Comprehensive surgery",
    treatmentNotes: ["6 months follow-up"],
    overview: { prices: [65000, 52000, 48000], recovery: "7-10 days", success: "98%+" },
    detail: { prices: [55000, 44000, 39000], recovery: "7-10 days", success: "94%+" },
  },
  "acute-fissure": {
    condition: "fissure",
    treatmentType: "Non-surgical",
    treatmentNotes: ["Onset under 6 weeks", "4 weeks follow-up"],
    overview: { prices: [18000, 15000, 12000], recovery: "2-4 weeks", success: "92%+" },
    detail: { prices: [18000, 15000, 12000], recovery: "2-4 weeks", success: "92%+" },
  },
  "chronic-fissure": {
    condition: "fissure",
    treatmentType: "Laser",
    treatmentNotes: ["Onset over 6 weeks", "3 months follow-up"],
    overview: { prices: [35000, 28000, 25000], recovery: "3-6 weeks", success: "96%+" },
    detail: { prices: [35000, 28000, 25000], recovery: "3-6 weeks", success: "96%+" },
  },
  "simple-fistula": {
    condition: "fistula",
    treatmentType: "Fistulotomy",
    treatmentNotes: ["8 weeks follow-up"],
    overview: { prices: [45000, 36000, 32000], recovery: "2-3 weeks", success: "95%+" },
    detail: { prices: [45000, 36000, 32000], recovery: "4-6 weeks", success: "95%+" },
  },
  "complex-fistula": {
    condition: "fistula",
    treatmentType: "Advanced sphincter-saving surgery",
    treatmentNotes: ["6 months follow-up"],
    overview: { prices: [75000, 60000, 55000], recovery: "4-6 weeks", success: "93%+" },
    detail: { prices: [75000, 60000, 55000], recovery: "6-8 weeks", success: "92%+" },
  },
};

/** In person / video, or in person / emergency for the emergency specialist (§9). */
const SPEC_DOCTOR_FEES: Record<
  number,
  { consultation: number; video?: number; emergency?: number }
> = {
  1: { consultation: 1500, video: 800 },
  2: { consultation: 1200, video: 600 },
  3: { consultation: 2000, video: 1000 },
  4: { consultation: 1000, video: 500 },
  5: { consultation: 1800, emergency: 3000 },
  6: { consultation: 2500, video: 1500 },
};

// ---------------------------------------------------------------------------------------------
// Shape schemas: strict, so a misspelt or stray field is caught as well as a missing one.
// ---------------------------------------------------------------------------------------------

const text = z.string().trim().min(1);
const texts = z.array(text).min(1);
const rupees = z.number().int().positive();
const perTier = <T extends z.ZodType>(schema: T) =>
  z.strictObject({ tier1: schema, tier2: schema, tier3: schema });
const rating = z.number().min(1).max(5);
const percent = z.string().regex(/^\d{2,3}%\+?$/);

const citySchema = z.strictObject({
  id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  name: text,
  tier: z.enum(["tier1", "tier2", "tier3"]),
  state: text,
});

const carePackageSchema = z.strictObject({
  id: z.number().int().min(1).max(6),
  name: text,
  subtitle: text,
  duration: text,
  rating,
  reviews: z.number().int().positive(),
  popular: z.boolean(),
  featured: z.boolean(),
  urgent: z.boolean(),
  description: text,
  features: z.array(text).length(10),
  whatsCovered: texts,
  timeline: z.array(z.strictObject({ phase: text, description: text })).min(1),
  suitable: texts,
  pricing: perTier(
    z.strictObject({ basePrice: rupees, originalPrice: rupees, savings: rupees, emiPrice: rupees }),
  ),
});

const stageFiguresSchema = z.strictObject({
  prices: perTier(rupees),
  recoveryTime: text,
  successRate: percent,
});

const stagePackageSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  condition: z.enum(["piles", "fissure", "fistula"]),
  labelKind: z.enum(["grade", "stage", "complexity"]),
  label: text,
  title: text,
  description: text,
  features: texts,
  treatmentType: text,
  treatmentNotes: texts,
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
  id: z.number().int().min(1).max(6),
  name: z.string().startsWith("Dr. "),
  firstName: text,
  lastName: text,
  email: z.email(),
  title: text,
  specialization: text,
  experience: z.number().int().positive(),
  education: text,
  rating,
  reviews: z.number().int().positive(),
  patientsHelped: z.number().int().positive(),
  successRate: percent,
  location: z.array(z.string().refine(isCitySlug, "unknown city")).min(1),
  image: z.null(),
  bio: text,
  personalMission: text,
  specialties: texts,
  expertise: texts,
  qualifications: texts,
  detailedEducation: z
    .array(
      z.strictObject({
        degree: text,
        institution: text,
        year: z.number().int().min(1970).max(2030),
        distinction: text,
      }),
    )
    .min(1),
  certifications: texts,
  languages: texts,
  achievements: z
    .array(
      z.strictObject({
        title: text,
        description: text,
        year: z.number().int().min(1970).max(2030),
      }),
    )
    .min(1),
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
    .length(3),
  consultationFee: rupees,
  testimonials: z
    .array(
      z.strictObject({
        name: z.string().regex(/^[A-Z][a-z]+$/, "first name only"),
        age: z.number().int().min(18).max(100),
        condition: text,
        text,
        rating,
        timeframe: text,
      }),
    )
    .min(1),
  treatmentPhilosophy: text,
  whyChooseHer: z.array(z.strictObject({ title: text, description: text })).length(4),
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
  packageId: z.literal(1),
  stats: z.strictObject({ successRate: text, patients: text, recovery: text }),
  emi: z.strictObject({
    months: z.number().int(),
    interestRate: text,
    otherPlanMonths: z.array(z.number().int()),
  }),
  followUp: z.strictObject({ months: z.number().int(), firstMonthConsultations: z.number().int() }),
  medicationDays: z.number().int(),
  hospitalStay: text,
  recurrenceCoverMonths: z.number().int(),
  inclusions: z.array(titledListSchema).length(6),
  exclusions: z.array(titledListSchema).length(6),
  importantNotes: texts,
  comparison: z.array(z.strictObject({ aspect: text, traditional: text, laser: text })).length(4),
  journey: z
    .array(z.strictObject({ step: z.number().int(), title: text, description: text }))
    .length(4),
  testimonials: z
    .array(
      z.strictObject({
        name: z.string().regex(/^[A-Z][a-z]+$/, "first name only"),
        age: z.number().int().min(18).max(100),
        city: z.string().refine(isCitySlug, "unknown city"),
        text,
      }),
    )
    .length(3),
  testimonialsNote: text,
  faq: z.array(z.strictObject({ question: text, answer: text })).length(6),
});

// ---------------------------------------------------------------------------------------------

describe("catalogue shape", () => {
  it.each(cities.map((c) => [c.id, c] as const))("city %s matches the City schema", (_id, city) => {
    expect(citySchema.parse(city)).toEqual(city);
  });

  it.each(carePackages.map((p) => [p.id, p] as const))(
    "care package %s has every field, with exactly 10 features",
    (_id, pkg) => {
      expect(carePackageSchema.parse(pkg)).toEqual(pkg);
    },
  );

  it.each(stagePackages.map((s) => [s.slug, s] as const))(
    "stage package %s has every field its stage and detail pages need",
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

  it("laser piles page content has six inclusions, six exclusions, four comparison rows, four steps, three testimonials and six FAQs", () => {
    expect(laserPilesSchema.parse(laserPiles)).toEqual(laserPiles);
  });

  it("ids are unique within each list", () => {
    const unique = (values: readonly (string | number)[]) => new Set(values).size === values.length;
    expect(unique(cities.map((c) => c.id))).toBe(true);
    expect(unique(carePackages.map((p) => p.id))).toBe(true);
    expect(unique(stagePackages.map((s) => s.slug))).toBe(true);
    expect(unique(doctors.map((d) => d.id))).toBe(true);
    expect(unique(doctors.map((d) => d.email))).toBe(true);
  });
});

describe("cities", () => {
  it("lists exactly 16 cities, in the spec's tiers and order", () => {
    expect(cities).toHaveLength(16);
    for (const tier of TIERS) {
      expect(cities.filter((c) => c.tier === tier).map((c) => c.id)).toEqual(SPEC_CITIES[tier]);
    }
    expect(citiesByTier()).toEqual({
      tier1: SPEC_CITIES.tier1.map((id) => getCity(id)),
      tier2: SPEC_CITIES.tier2.map((id) => getCity(id)),
      tier3: SPEC_CITIES.tier3.map((id) => getCity(id)),
    });
  });

  it("labels the tiers Metro, Tier 2 and Other Cities", () => {
    expect(tierLabels).toEqual({ tier1: "Metro", tier2: "Tier 2", tier3: "Other Cities" });
  });

  it("shows Delhi's region as Delhi NCR", () => {
    expect(getCity("delhi")?.state).toBe("Delhi NCR");
  });

  it("derives each city's slug from its name, and the slug equals its id", () => {
    for (const city of cities) {
      expect(citySlug(city.name)).toBe(city.id);
      expect(city.id).toBe(city.name.toLowerCase().replace(/ /g, "-"));
    }
  });

  it("lower-cases a name and replaces spaces with hyphens", () => {
    expect(citySlug("Navi Mumbai")).toBe("navi-mumbai");
    expect(citySlug("Mumbai")).toBe("mumbai");
  });

  it("recognises known slugs and rejects unknown ones", () => {
    expect(isCitySlug("kochi")).toBe(true);
    expect(isCitySlug("Kochi")).toBe(false);
    expect(isCitySlug("navi-mumbai")).toBe(false);
    expect(getCity("atlantis")).toBeUndefined();
  });

  it("defaults to Mumbai", () => {
    expect(defaultCity.id).toBe("mumbai");
  });

  it("pre-renders one page per city", () => {
    expect(cityStaticParams()).toEqual(cities.map((c) => ({ city: c.id })));
  });
});

describe("care packages", () => {
  it("has the six packages of §3 with their ratings and review counts", () => {
    expect(carePackages.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const pkg of carePackages) {
      const spec = SPEC_PACKAGES[pkg.id];
      expect(spec).toBeDefined();
      expect({ name: pkg.name, rating: pkg.rating, reviews: pkg.reviews }).toEqual({
        name: spec?.name,
        rating: spec?.rating,
        reviews: spec?.reviews,
      });
    }
  });

  it("flags package 1 as popular and featured and package 5 as urgent, and no others", () => {
    const flagged = (flag: "popular" | "featured" | "urgent") =>
      carePackages.filter((p) => p[flag]).map((p) => p.id);
    expect(flagged("popular")).toEqual([1]);
    expect(flagged("featured")).toEqual([1]);
    expect(flagged("urgent")).toEqual([5]);
  });

  it.each(Object.entries(SPEC_PACKAGES))(
    "package %s has the spec's base, original and EMI price in every tier",
    (id, spec) => {
      const pkg = getCarePackage(Number(id));
      expect(pkg).toBeDefined();
      if (!pkg) return;
      TIERS.forEach((tier, i) => {
        const price = packagePriceFor(pkg, tier);
        expect(price.basePrice, `${tier} basePrice`).toBe(spec.base[i]);
        expect(price.originalPrice, `${tier} originalPrice`).toBe(spec.original[i]);
        expect(price.emiPrice, `${tier} emiPrice`).toBe(spec.emi[i]);
      });
    },
  );

  it("stores savings as original minus base for every package and tier", () => {
    for (const pkg of carePackages) {
      for (const tier of TIERS) {
        const { basePrice, originalPrice, savings } = pkg.pricing[tier];
        expect(savings, `package ${pkg.id} ${tier}`).toBe(originalPrice - basePrice);
      }
    }
    expect(getCarePackage(1)?.pricing.tier1.savings).toBe(125001);
  });

  it("charges less in smaller cities", () => {
    for (const pkg of carePackages) {
      expect(pkg.pricing.tier1.basePrice).toBeGreaterThan(pkg.pricing.tier2.basePrice);
      expect(pkg.pricing.tier2.basePrice).toBeGreaterThan(pkg.pricing.tier3.basePrice);
    }
  });

  it("returns undefined for an unknown package id", () => {
    expect(getCarePackage(7)).toBeUndefined();
  });

  it("quotes the landing page's price range per condition", () => {
    expect(conditionPriceRanges).toEqual({
      piles: { min: 18000, max: 65000 },
      fissure: { min: 12000, max: 35000 },
      fistula: { min: 32000, max: 75000 },
    });
  });

  it("price ranges span the stage packages' overview prices", () => {
    for (const condition of ["piles", "fissure", "fistula"] as const) {
      const prices = stagePackagesFor(condition).flatMap((s) =>
        TIERS.map((t) => s.overview.prices[t]),
      );
      expect({ min: Math.min(...prices), max: Math.max(...prices) }).toEqual(
        conditionPriceRanges[condition],
      );
    }
  });
});

describe("laser piles package facts", () => {
  it("offers a 24-month 0% EMI and mentions 12- and 18-month plans", () => {
    expect(laserPiles.emi).toEqual({ months: 24, interestRate: "0%", otherPlanMonths: [12, 18] });
    expect(laserPiles.packageId).toBe(1);
    const tier1 = getCarePackage(laserPiles.packageId)?.pricing.tier1;
    expect(formatINR(tier1?.basePrice ?? 0)).toBe("₹2,49,999");
    expect(tier1?.emiPrice).toBe(Math.floor(249999 / laserPiles.emi.months));
  });

  it("covers 3 months of follow-up with 3 consultations in month one, 7 days of medicines, a 1-2 night stay and 6 months of recurrence care", () => {
    expect(laserPiles.followUp).toEqual({ months: 3, firstMonthConsultations: 3 });
    expect(laserPiles.medicationDays).toBe(7);
    expect(laserPiles.hospitalStay).toBe("1-2 nights");
    expect(laserPiles.recurrenceCoverMonths).toBe(6);
  });

  it("shows 95% success, 450+ patients and 1-2 weeks recovery", () => {
    expect(laserPiles.stats).toEqual({
      successRate: "95%",
      patients: "450+",
      recovery: "1-2 weeks",
    });
  });

  it("compares traditional and laser treatment on pain relief, recovery time, success rate and complications", () => {
    expect(laserPiles.comparison.map((row) => row.aspect)).toEqual([
      "Pain relief",
      "Recovery time",
      "Success rate",
      "Complications",
    ]);
  });
});

describe("stage packages", () => {
  it("has the eight stage packages of §2", () => {
    expect(stagePackages.map((s) => s.slug)).toEqual(Object.keys(SPEC_STAGES));
  });

  it.each(Object.entries(SPEC_STAGES))(
    "%s keeps the spec's prices, recovery and success rate for the stage page and the detail page",
    (slug, spec) => {
      const stage = getStagePackage(slug);
      expect(stage).toBeDefined();
      if (!stage) return;
      expect(stage.condition).toBe(spec.condition);
      for (const page of ["overview", "detail"] as const) {
        const figures = stageFiguresFor(stage, page);
        expect(
          TIERS.map((t) => figures.prices[t]),
          `${page} prices`,
        ).toEqual(spec[page].prices);
        expect(figures.recoveryTime, `${page} recovery`).toBe(spec[page].recovery);
        expect(figures.successRate, `${page} success`).toBe(spec[page].success);
      }
    },
  );

  it.each(Object.entries(SPEC_STAGES))("%s describes its treatment as §9 does", (slug, spec) => {
    const stage = getStagePackage(slug);
    expect(stage?.treatmentType).toBe(spec.treatmentType);
    expect(stage?.treatmentNotes).toEqual(spec.treatmentNotes);
  });

  it("keeps both grade 4 figures: 65,000/52,000/48,000 at 98%+ on the overview and 55,000/44,000/39,000 at 94%+ on the detail page", () => {
    const grade4 = getStagePackage("grade-4-piles");
    expect(grade4?.overview).toEqual({
      prices: { tier1: 65000, tier2: 52000, tier3: 48000 },
      recoveryTime: "7-10 days",
      successRate: "98%+",
    });
    expect(grade4?.detail).toEqual({
      prices: { tier1: 55000, tier2: 44000, tier3: 39000 },
      recoveryTime: "7-10 days",
      successRate: "94%+",
    });
  });

  it("groups the stages by condition in page order", () => {
    expect(stagePackagesFor("piles").map((s) => s.slug)).toEqual([
      "grade-1-piles",
      "grade-2-piles",
      "grade-3-piles",
      "grade-4-piles",
    ]);
    expect(stagePackagesFor("fissure").map((s) => s.slug)).toEqual([
      "acute-fissure",
      "chronic-fissure",
    ]);
    expect(stagePackagesFor("fistula").map((s) => s.slug)).toEqual([
      "simple-fistula",
      "complex-fistula",
    ]);
  });

  it("returns undefined for an unknown stage slug", () => {
    expect(getStagePackage("grade-5-piles")).toBeUndefined();
  });
});

describe("doctors", () => {
  it("has six doctors with ids 1 to 6", () => {
    expect(doctors.map((d) => d.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each(Object.entries(SPEC_DOCTOR_FEES))("doctor %s charges the spec's fees", (id, fees) => {
    const doctor = getDoctor(Number(id));
    expect(doctor).toBeDefined();
    expect(doctor?.consultationFee).toBe(fees.consultation);
    expect(doctor?.videoConsultationFee).toBe(fees.video);
    expect(doctor?.emergencyConsultationFee).toBe(fees.emergency);
  });

  it("makes doctor 5 the only emergency specialist", () => {
    expect(doctors.filter((d) => d.emergencySpecialist).map((d) => d.id)).toEqual([5]);
  });

  it("features doctor 1 as the Most Trusted Senior Specialist, rated 4.9 from 450 reviews", () => {
    const first = getDoctor(1);
    expect(first?.featured).toBe(true);
    expect(first?.featuredLabel).toBe("Most Trusted Senior Specialist");
    expect(first?.rating).toBe(4.9);
    expect(first?.reviews).toBe(450);
    expect(doctors.filter((d) => d.featured).map((d) => d.id)).toEqual([1]);
  });

  it("lists featured doctors first and fills the rest in order", () => {
    expect(featuredDoctors(3).map((d) => d.id)).toEqual([1, 2, 3]);
    expect(featuredDoctors(0)).toEqual([]);
    expect(featuredDoctors(10)).toHaveLength(6);
  });

  it("offers initial 60, follow-up 30 and urgent 45 minute consultations", () => {
    for (const doctor of doctors) {
      expect(doctor.consultationTypes.map((c) => [c.id, c.duration])).toEqual([
        ["initial", 60],
        ["follow-up", 30],
        ["urgent", 45],
      ]);
    }
  });

  it("derives each login email from the doctor's first and last name", () => {
    for (const doctor of doctors) {
      expect(doctor.name).toBe(`Dr. ${doctor.firstName} ${doctor.lastName}`);
      expect(doctor.email).toBe(
        `${doctor.firstName}.${doctor.lastName}@sahelicare.in`.toLowerCase(),
      );
    }
  });

  it("returns undefined for an unknown doctor id", () => {
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
