/**
 * Stage packages: piles grades 1-4, acute and chronic fissure, simple and complex fistula.
 * Each slug is also the first segment of its detail route
 * (/grade-1-piles/{city}).
 *
 * Each package has one price per city tier (`prices`), read by every page that shows it: the
 * stage listing's card, the detail page's price card, the related block, the landing's ranges
 * and the structured data. Where the spec gave two prices (grade 4) docs/prices.md records which
 * one this is and why.
 *
 * The spec also records different recovery times and success rates on the stage (overview) page
 * and the detail page for some packages; those stay page by page: `overview` feeds the
 * /stage-wise-packages, /fissure-packages and /fistula-packages cards, `detail` the detail page.
 */

import type { Tier } from "./cities";

export type Condition = "piles" | "fissure" | "fistula";

export const conditions = ["piles", "fissure", "fistula"] as const satisfies readonly Condition[];

/** Where each condition's stage page lives, and its breadcrumb label. */
export const conditionRoutes = {
  piles: { segment: "stage-wise-packages", label: "Piles Treatment Packages" },
  fissure: { segment: "fissure-packages", label: "Fissure Treatment Packages" },
  fistula: { segment: "fistula-packages", label: "Fistula Treatment Packages" },
} as const satisfies Record<Condition, { segment: string; label: string }>;

/** What a stage package costs: whole rupees per city tier, the same on every page. */
export type StagePrices = Readonly<Record<Tier, number>>;

/** The figures that the spec lets differ between the overview and the detail page. */
export interface StageFigures {
  readonly recoveryTime: string;
  readonly successRate: string;
}

export interface ComparisonRow {
  readonly aspect: string;
  readonly withPackage: string;
  readonly elsewhere: string;
}

interface StagePackageEntry {
  readonly slug: string;
  readonly condition: Condition;
  /** Piles are graded, fissures staged by onset, fistulas sorted by complexity. */
  readonly labelKind: "grade" | "stage" | "complexity";
  readonly label: string;
  readonly title: string;
  readonly description: string;
  readonly features: readonly string[];
  /** The kind of treatment, shown first ("Non-surgical", "Laser"). */
  readonly treatmentType: string;
  /** What the treatment includes, item by item, shown under its name. */
  readonly treatmentNotes: readonly string[];
  readonly prices: StagePrices;
  readonly overview: StageFigures;
  readonly detail: StageFigures;
  readonly badge: string;
  readonly signs: {
    readonly heading: "Symptoms" | "Characteristics";
    readonly items: readonly string[];
  };
  readonly whyItWorks: readonly string[];
  readonly whatsIncluded: readonly string[];
  readonly notNeeded: readonly string[];
  readonly comparison: readonly ComparisonRow[];
  /** Pages add the city name to each. */
  readonly keywords: readonly string[];
}

/** For the packages whose two pages agree on recovery and success. */
function samePricing(figures: StageFigures): { overview: StageFigures; detail: StageFigures } {
  return { overview: figures, detail: figures };
}

const femaleDoctorRow: ComparisonRow = {
  aspect: "Your doctor",
  withPackage: "Always a female specialist",
  elsewhere: "Whoever is on duty",
};

const fixedPriceRow: ComparisonRow = {
  aspect: "Cost",
  withPackage: "One fixed price, zero hidden costs",
  elsewhere: "Separate bills for visits, tests and medicines",
};

const privacyRow: ComparisonRow = {
  aspect: "Privacy",
  withPackage: "Private rooms and discreet messages",
  elsewhere: "Shared waiting areas",
};

const stagePackageList = [
  {
    slug: "grade-1-piles",
    condition: "piles",
    labelKind: "grade",
    label: "Grade 1",
    title: "Grade 1 Piles Care",
    description:
      "For early piles that may bleed a little but stay inside: medicines, diet and weekly check-ins, with no procedure.",
    features: [
      "Consultation with a female proctologist",
      "4 weeks of medication",
      "4 weekly follow-ups",
      "Personal diet and fibre plan",
    ],
    treatmentType: "Non-surgical",
    treatmentNotes: ["4-week medication", "4 weekly follow-ups"],
    prices: { tier1: 25000, tier2: 20000, tier3: 18000 },
    ...samePricing({
      recoveryTime: "1-2 weeks",
      successRate: "95%+",
    }),
    badge: "Early stage · Non-surgical",
    signs: {
      heading: "Symptoms",
      items: [
        "Bright red spotting on the tissue or in the toilet",
        "Mild itching or irritation",
        "A feeling of fullness after passing stools",
        "No lump that can be felt outside",
      ],
    },
    whyItWorks: [
      "Early piles often settle with medicines and routine changes alone",
      "Weekly follow-ups adjust the plan if something isn't improving",
      "A diet plan that fits the food you already cook",
      "No procedure and no hospital stay",
    ],
    whatsIncluded: [
      "Diagnostic consultation and gentle examination",
      "4 weeks of prescribed medicines",
      "4 weekly follow-up consultations",
      "Personal diet and fibre plan",
      "Sitz-bath and bowel-routine guidance",
      "Chat support from your care coordinator",
    ],
    notNeeded: ["Surgery or laser", "Hospital stay", "Anaesthesia", "Time off work"],
    comparison: [
      femaleDoctorRow,
      fixedPriceRow,
      {
        aspect: "Follow-up",
        withPackage: "4 weekly follow-ups included",
        elsewhere: "Paid per visit",
      },
      privacyRow,
    ],
    keywords: ["grade 1 piles treatment", "non-surgical piles treatment", "female proctologist"],
  },
  {
    slug: "grade-2-piles",
    condition: "piles",
    labelKind: "grade",
    label: "Grade 2",
    title: "Grade 2 Piles Laser Care",
    description:
      "For piles that come out when passing stools and go back by themselves: a short laser procedure and six weeks of follow-up.",
    features: [
      "Laser procedure by a female proctologist",
      "Day-care: home the same day",
      "6 weeks of follow-up",
      "Medicines and diet plan",
    ],
    treatmentType: "Laser",
    treatmentNotes: ["6 weeks follow-up"],
    prices: { tier1: 35000, tier2: 28000, tier3: 25000 },
    ...samePricing({
      recoveryTime: "3-5 days",
      successRate: "97%+",
    }),
    badge: "Laser · Day care",
    signs: {
      heading: "Symptoms",
      items: [
        "A small lump that comes out when passing stools and goes back by itself",
        "Bleeding during or after passing stools",
        "Itching or a damp feeling",
        "Discomfort when sitting for long",
      ],
    },
    whyItWorks: [
      "Laser shrinks the piles without cuts or stitches",
      "Most women return to routine within 3-5 days",
      "Six weeks of follow-up to make sure healing stays on track",
      "Medicines and diet support to keep piles from returning",
    ],
    whatsIncluded: [
      "Diagnostic consultation and pre-procedure tests",
      "Laser procedure and theatre charges",
      "Anaesthesia",
      "Medicines after the procedure",
      "Follow-up consultations for 6 weeks",
      "Personal diet plan",
    ],
    notNeeded: [
      "Open surgery",
      "Stitches",
      "An overnight stay in most cases",
      "Long leave from work",
    ],
    comparison: [
      femaleDoctorRow,
      fixedPriceRow,
      {
        aspect: "Recovery",
        withPackage: "Back to routine in 3-5 days",
        elsewhere: "Often 2-3 weeks after open surgery",
      },
      privacyRow,
    ],
    keywords: ["grade 2 piles treatment", "laser piles treatment", "female proctologist"],
  },
  {
    slug: "grade-3-piles",
    condition: "piles",
    labelKind: "grade",
    label: "Grade 3",
    title: "Grade 3 Piles Advanced Care",
    description:
      "For piles that come out and need gentle pushing back: advanced surgery, a 1-2 day private room and three months of follow-up.",
    features: [
      "Advanced surgery by a female specialist",
      "Private room for 1-2 days",
      "3 months of follow-up",
      "Medicines and recovery plan",
    ],
    treatmentType: "Advanced surgery",
    treatmentNotes: ["1-2 day private room", "3 months follow-up"],
    prices: { tier1: 45000, tier2: 36000, tier3: 32000 },
    ...samePricing({
      recoveryTime: "5-7 days",
      successRate: "96%+",
    }),
    badge: "Advanced surgery · Private room",
    signs: {
      heading: "Symptoms",
      items: [
        "A lump that comes out and needs pushing back",
        "Bleeding that happens often",
        "Discomfort when sitting or walking",
        "Mucus discharge or itching",
      ],
    },
    whyItWorks: [
      "Surgery treats the piles fully rather than easing symptoms",
      "A private room and female nursing team for your stay",
      "Three months of follow-up so nothing is missed",
      "A recovery plan written for your routine",
    ],
    whatsIncluded: [
      "Diagnostic consultation and pre-procedure tests",
      "Surgeon, anaesthetist and theatre charges",
      "Private room for 1-2 days",
      "Medicines after the procedure",
      "Follow-up consultations for 3 months",
      "Diet and bowel-care plan",
    ],
    notNeeded: [
      "A long hospital stay",
      "Repeated courses of medicines alone",
      "Separate bills for follow-ups",
    ],
    comparison: [
      femaleDoctorRow,
      fixedPriceRow,
      {
        aspect: "Stay",
        withPackage: "Private room for 1-2 days",
        elsewhere: "Shared ward unless you pay more",
      },
      privacyRow,
    ],
    keywords: ["grade 3 piles treatment", "piles surgery for women", "female proctologist"],
  },
  {
    slug: "grade-4-piles",
    condition: "piles",
    labelKind: "grade",
    label: "Grade 4",
    title: "Grade 4 Piles Comprehensive Care",
    description:
      "For piles that stay outside: comprehensive surgical care with six months of follow-up and support at every step.",
    features: [
      "Comprehensive surgery by a senior female specialist",
      "Private room during your stay",
      "6 months of follow-up",
      "Dedicated care coordinator",
    ],
    treatmentType: "Comprehensive surgery",
    treatmentNotes: ["6 months follow-up"],
    // The spec's overview figure; its detail page said 55,000 / 44,000 / 39,000 (docs/prices.md).
    prices: { tier1: 65000, tier2: 52000, tier3: 48000 },
    overview: {
      recoveryTime: "7-10 days",
      successRate: "98%+",
    },
    detail: {
      recoveryTime: "7-10 days",
      successRate: "94%+",
    },
    badge: "Advanced stage · Comprehensive care",
    signs: {
      heading: "Symptoms",
      items: [
        "A lump that stays outside and cannot be pushed back",
        "Ongoing discomfort when sitting or walking",
        "Bleeding or discharge",
        "Difficulty keeping the area clean",
      ],
    },
    whyItWorks: [
      "Planned by a senior specialist for advanced piles",
      "Six months of follow-up for lasting results",
      "A private room and female nursing team",
      "One coordinator who knows your case from start to finish",
    ],
    whatsIncluded: [
      "Diagnostic consultation and pre-procedure tests",
      "Surgeon, anaesthetist and theatre charges",
      "Private room during your stay",
      "Medicines after the procedure",
      "Follow-up consultations for 6 months",
      "Diet, hygiene and recovery plan",
    ],
    notNeeded: ["Paying separately for follow-ups", "Managing symptoms alone", "Sharing a ward"],
    comparison: [
      femaleDoctorRow,
      fixedPriceRow,
      {
        aspect: "Follow-up",
        withPackage: "6 months included",
        elsewhere: "A few weeks, then paid visits",
      },
      privacyRow,
    ],
    keywords: ["grade 4 piles treatment", "advanced piles surgery", "female proctologist"],
  },
  {
    slug: "acute-fissure",
    condition: "fissure",
    labelKind: "stage",
    label: "Acute",
    title: "Acute Fissure Care",
    description:
      "For a recent fissure, under six weeks old: gentle non-surgical care and four weeks of follow-up while it heals.",
    features: [
      "Consultation with a female proctologist",
      "Healing ointments and stool softeners",
      "4 weeks of follow-up",
      "Diet and hydration plan",
    ],
    treatmentType: "Non-surgical",
    treatmentNotes: ["Onset under 6 weeks", "4 weeks follow-up"],
    prices: { tier1: 18000, tier2: 15000, tier3: 12000 },
    ...samePricing({
      recoveryTime: "2-4 weeks",
      successRate: "92%+",
    }),
    badge: "Recent fissure · Non-surgical",
    signs: {
      heading: "Symptoms",
      items: [
        "Sharp pain when passing stools, started in the last 6 weeks",
        "A burning feeling that lasts a while afterwards",
        "A streak of bright red blood",
        "Worry about going to the toilet",
      ],
    },
    whyItWorks: [
      "Most recent fissures heal with the right medicines and routine",
      "Stool softeners take the pressure off while you heal",
      "Follow-ups for four weeks to check healing",
      "No procedure and no hospital stay",
    ],
    whatsIncluded: [
      "Diagnostic consultation and gentle examination",
      "Prescription ointments and stool softeners",
      "Sitz-bath guidance",
      "Follow-up consultations for 4 weeks",
      "Personal diet and hydration plan",
    ],
    notNeeded: ["Surgery or laser", "Anaesthesia", "Hospital stay"],
    comparison: [
      femaleDoctorRow,
      fixedPriceRow,
      { aspect: "Follow-up", withPackage: "4 weeks included", elsewhere: "Paid per visit" },
      privacyRow,
    ],
    keywords: [
      "acute fissure treatment",
      "anal fissure treatment for women",
      "female proctologist",
    ],
  },
  {
    slug: "chronic-fissure",
    condition: "fissure",
    labelKind: "stage",
    label: "Chronic",
    title: "Chronic Fissure Laser Care",
    description:
      "For a fissure that has lasted more than six weeks: a gentle laser procedure and three months of follow-up.",
    features: [
      "Laser procedure by a female proctologist",
      "Day-care procedure",
      "3 months of follow-up",
      "Medicines and diet plan",
    ],
    treatmentType: "Laser",
    treatmentNotes: ["Onset over 6 weeks", "3 months follow-up"],
    prices: { tier1: 35000, tier2: 28000, tier3: 25000 },
    ...samePricing({
      recoveryTime: "3-6 weeks",
      successRate: "96%+",
    }),
    badge: "Long-standing fissure · Laser",
    signs: {
      heading: "Symptoms",
      items: [
        "Pain when passing stools for more than 6 weeks",
        "A small skin tag near the fissure",
        "Bleeding that keeps coming back",
        "Healing that starts, then stops",
      ],
    },
    whyItWorks: [
      "Laser relaxes the muscle spasm that stops a chronic fissure healing",
      "Precise treatment that protects continence",
      "Three months of follow-up to see healing through",
      "Diet support to keep it from coming back",
    ],
    whatsIncluded: [
      "Diagnostic consultation and pre-procedure tests",
      "Laser procedure and theatre charges",
      "Anaesthesia",
      "Medicines after the procedure",
      "Follow-up consultations for 3 months",
      "Personal diet plan",
    ],
    notNeeded: ["Open surgery", "A long hospital stay", "More months of ointments alone"],
    comparison: [
      femaleDoctorRow,
      fixedPriceRow,
      { aspect: "Follow-up", withPackage: "3 months included", elsewhere: "Paid per visit" },
      privacyRow,
    ],
    keywords: ["chronic fissure treatment", "laser fissure treatment", "female proctologist"],
  },
  {
    slug: "simple-fistula",
    condition: "fistula",
    labelKind: "complexity",
    label: "Simple",
    title: "Simple Fistula Care",
    description:
      "For a single, straightforward fistula tract: a fistulotomy by a female specialist and eight weeks of follow-up.",
    features: [
      "Fistulotomy by a female specialist",
      "Imaging to map the tract",
      "8 weeks of follow-up",
      "Wound-care guidance",
    ],
    treatmentType: "Fistulotomy",
    treatmentNotes: ["8 weeks follow-up"],
    prices: { tier1: 45000, tier2: 36000, tier3: 32000 },
    overview: {
      recoveryTime: "2-3 weeks",
      successRate: "95%+",
    },
    detail: {
      recoveryTime: "4-6 weeks",
      successRate: "95%+",
    },
    badge: "Single tract · Fistulotomy",
    signs: {
      heading: "Characteristics",
      items: [
        "A single opening near the back passage",
        "Discharge that comes and goes",
        "Discomfort or swelling that eases when it drains",
        "Often follows an earlier abscess",
      ],
    },
    whyItWorks: [
      "Fistulotomy is the most reliable treatment for a simple tract",
      "Imaging first, so the procedure fits your fistula",
      "Eight weeks of follow-up while the wound heals",
      "Wound-care guidance you can follow at home",
    ],
    whatsIncluded: [
      "Diagnostic consultation and imaging",
      "Surgeon, anaesthetist and theatre charges",
      "Short hospital stay if needed",
      "Medicines and dressings",
      "Follow-up consultations for 8 weeks",
    ],
    notNeeded: [
      "Repeated drainage procedures",
      "Long courses of antibiotics alone",
      "Separate bills for dressings",
    ],
    comparison: [
      femaleDoctorRow,
      fixedPriceRow,
      { aspect: "Follow-up", withPackage: "8 weeks included", elsewhere: "Paid per visit" },
      privacyRow,
    ],
    keywords: ["simple fistula treatment", "fistulotomy", "female proctologist"],
  },
  {
    slug: "complex-fistula",
    condition: "fistula",
    labelKind: "complexity",
    label: "Complex",
    title: "Complex Fistula Care",
    description:
      "For fistulas with more than one tract, or that have come back: advanced sphincter-saving surgery and six months of follow-up.",
    features: [
      "Sphincter-saving surgery by a senior female specialist",
      "MRI fistulogram",
      "6 months of follow-up",
      "Dedicated care coordinator",
    ],
    treatmentType: "Advanced sphincter-saving surgery",
    treatmentNotes: ["6 months follow-up"],
    prices: { tier1: 75000, tier2: 60000, tier3: 55000 },
    overview: {
      recoveryTime: "4-6 weeks",
      successRate: "93%+",
    },
    detail: {
      recoveryTime: "6-8 weeks",
      successRate: "92%+",
    },
    badge: "Complex or recurring · Advanced care",
    signs: {
      heading: "Characteristics",
      items: [
        "More than one opening or branching tracts",
        "A fistula that has come back after treatment",
        "A tract that passes through more of the sphincter muscle",
        "Repeated abscesses",
      ],
    },
    whyItWorks: [
      "Techniques chosen to protect continence",
      "An MRI map of every tract before surgery",
      "Six months of follow-up, because complex fistulas heal slowly",
      "One coordinator for the whole journey",
    ],
    whatsIncluded: [
      "Diagnostic consultation and MRI fistulogram",
      "Surgeon, anaesthetist and theatre charges",
      "Private room during your stay",
      "Medicines and dressings",
      "Follow-up consultations for 6 months",
    ],
    notNeeded: ["Guesswork about the tract", "Paying separately for each stage", "Sharing a ward"],
    comparison: [
      femaleDoctorRow,
      fixedPriceRow,
      {
        aspect: "Follow-up",
        withPackage: "6 months included",
        elsewhere: "A few weeks, then paid visits",
      },
      privacyRow,
    ],
    keywords: [
      "complex fistula treatment",
      "sphincter-saving fistula surgery",
      "female proctologist",
    ],
  },
] as const satisfies readonly StagePackageEntry[];

export type StageSlug = (typeof stagePackageList)[number]["slug"];

export type StagePackage = StagePackageEntry & { readonly slug: StageSlug };

/** What a translation of a stage package says: its words, not its prices or keys. */
export type StageCopy = Pick<
  StagePackageEntry,
  | "label"
  | "title"
  | "description"
  | "features"
  | "treatmentType"
  | "treatmentNotes"
  | "badge"
  | "whyItWorks"
  | "whatsIncluded"
  | "notNeeded"
  | "comparison"
  | "keywords"
> & {
  readonly signs: { readonly heading: string; readonly items: readonly string[] };
  readonly overview: StageFigures;
  readonly detail: StageFigures;
};

export const stagePackages: readonly StagePackage[] = stagePackageList;
