/**
 * Facts and copy for the Laser Piles Care Package page. The price itself
 * comes from package 1 in ./packages, per city tier; this file holds what only that page shows.
 */

import type { CitySlug } from "./cities";
import { formatINR } from "./money";
import type { PackageId } from "./packages";
import { claims } from "./site";
import type { StageSlug } from "./stage-packages";

interface TitledList {
  readonly title: string;
  readonly items: readonly string[];
}

/**
 * The stage package that sells the laser procedure on its own (day care, 6 weeks of follow-up).
 * Pages that show it beside this package say how the two differ (docs/prices.md).
 */
export const laserProcedureStage: StageSlug = "grade-2-piles";

interface LaserPilesContent {
  readonly packageId: PackageId;
  readonly stats: {
    readonly successRate: string;
    readonly patients: string;
    readonly recovery: string;
  };
  readonly emi: {
    /** The plan quoted beside the monthly price. */
    readonly months: number;
    readonly interestRate: string;
    readonly otherPlanMonths: readonly number[];
  };
  readonly followUp: { readonly months: number; readonly firstMonthConsultations: number };
  readonly medicationDays: number;
  readonly hospitalStay: string;
  readonly recurrenceCoverMonths: number;
  readonly inclusions: readonly TitledList[];
  readonly exclusions: readonly TitledList[];
  readonly importantNotes: readonly string[];
  readonly comparison: readonly {
    readonly aspect: string;
    readonly traditional: string;
    readonly laser: string;
  }[];
  readonly journey: readonly {
    readonly step: number;
    readonly title: string;
    readonly description: string;
  }[];
  readonly testimonials: readonly {
    readonly name: string;
    readonly age: number;
    readonly city: CitySlug;
    readonly text: string;
  }[];
  /** The stories are illustrative: the provider publishes no real patient's story (see /testimonials). */
  readonly testimonialsNote: string;
  readonly faq: readonly { readonly question: string; readonly answer: string }[];
}

export const laserPiles = {
  packageId: 1,
  stats: { successRate: "95%", patients: "450+", recovery: "1-2 weeks" },
  emi: { months: 24, interestRate: "0%", otherPlanMonths: [12, 18] },
  followUp: { months: 3, firstMonthConsultations: 3 },
  medicationDays: 7,
  hospitalStay: "1-2 nights",
  recurrenceCoverMonths: 6,
  inclusions: [
    {
      title: "Consultation and diagnosis",
      items: [
        "Diagnostic consultation with a female proctologist",
        "Gentle examination and proctoscopy",
        "Routine blood tests",
        "Fitness check before anaesthesia",
      ],
    },
    {
      title: "Laser procedure",
      items: [
        "Laser treatment of the piles",
        "Surgeon and anaesthetist fees",
        "Operation theatre and laser equipment charges",
        "Single-use surgical supplies",
      ],
    },
    {
      title: "Hospital stay",
      items: [
        "Private room for 1-2 nights",
        "Care from a female nursing team",
        "Meals during your stay",
        "Room for one companion",
      ],
    },
    {
      title: "Medicines",
      items: [
        "Medicines for 7 days after the procedure",
        "Pain relief for the first days at home",
        "Stool softeners and sitz-bath guidance",
      ],
    },
    {
      title: "Follow-up care",
      items: [
        "Follow-ups for 3 months",
        "3 consultations in the first month",
        "Video check-ins when a visit isn't needed",
        "Recurrence care covered for up to 6 months",
      ],
    },
    {
      title: "Support",
      items: [
        "A dedicated female care coordinator",
        "24/7 helpline",
        "Diet and bowel-care plan from a nutritionist",
        "Help with EMI and insurance paperwork",
      ],
    },
  ],
  exclusions: [
    {
      title: "Other conditions",
      items: ["Treatment of a fissure, fistula or other condition found during diagnosis"],
    },
    {
      title: "Longer stays",
      items: ["Stays beyond 2 nights that are not medically needed", "Room upgrades"],
    },
    {
      title: "Further medicines",
      items: ["Medicines after the first 7 days", "Medicines for unrelated conditions"],
    },
    {
      title: "Additional tests",
      items: ["Colonoscopy, MRI or other tests outside the standard work-up"],
    },
    {
      title: "Existing health conditions",
      items: ["Ongoing care for diabetes, thyroid, heart or other existing conditions"],
    },
    {
      title: "Personal expenses",
      items: ["Travel and accommodation", "Food for companions and other personal costs"],
    },
  ],
  importantNotes: [
    "Your final plan is confirmed after the diagnostic consultation.",
    `The ${formatINR(claims.diagnosticFee)} diagnostic fee is fully adjusted against the package price.`,
    "Prices depend on your city's tier.",
    "0% interest EMI plans of 12, 18 or 24 months are subject to lender approval.",
    "Recurrence care applies to the treated piles within 6 months of the procedure.",
  ],
  comparison: [
    {
      aspect: "Pain relief",
      traditional: "Soreness for a week or two, needing regular pain relief",
      laser: "Mild discomfort, usually eased with oral medicines",
    },
    { aspect: "Recovery time", traditional: "3-6 weeks", laser: "1-2 weeks" },
    { aspect: "Success rate", traditional: "Effective, with longer healing", laser: "95% success" },
    {
      aspect: "Complications",
      traditional: "More bleeding and wound care after surgery",
      laser: "Less bleeding, no open wound to dress",
    },
  ],
  journey: [
    {
      step: 1,
      title: "Private consultation",
      description: "Meet a female proctologist, talk openly and have a gentle examination.",
    },
    {
      step: 2,
      title: "Your plan and price",
      description:
        "A clear plan with one fixed price for your city, and EMI options if you want them.",
    },
    {
      step: 3,
      title: "Laser procedure",
      description: "A short procedure followed by rest in a private room for 1-2 nights.",
    },
    {
      step: 4,
      title: "Recovery and follow-up",
      description: "Three check-ins in the first month and follow-ups for three months.",
    },
  ],
  testimonials: [
    {
      name: "Priya",
      age: 34,
      city: "mumbai",
      text: "Everything was explained before it happened, and I was back at work in under two weeks.",
    },
    {
      name: "Lakshmi",
      age: 41,
      city: "chennai",
      text: "Having a woman doctor made it so much easier to talk about. I wish I had come sooner.",
    },
    {
      name: "Neha",
      age: 29,
      city: "pune",
      text: "The coordinator checked on me after I went home. I never felt rushed or embarrassed.",
    },
  ],
  testimonialsNote:
    "Illustrative experiences. To protect privacy, we never publish real patients' names or details.",
  faq: [
    {
      question: "Is laser treatment for piles painful?",
      answer:
        "The procedure is done under anaesthesia, so you won't feel it. Afterwards most women feel mild discomfort that oral medicines ease.",
    },
    {
      question: "How long will I stay in hospital?",
      answer: "Usually 1-2 nights in a private room, cared for by a female nursing team.",
    },
    {
      question: "When can I get back to my routine?",
      answer: "Most women return to light daily routines and desk work within 1-2 weeks.",
    },
    {
      question: "Can I pay in instalments?",
      answer:
        "Yes. You can spread the cost over 24 months at 0% interest, or choose a 12- or 18-month plan, subject to lender approval.",
    },
    {
      question: "What if my piles come back?",
      answer:
        "Care for a recurrence of the treated piles is covered for up to 6 months after the procedure.",
    },
    {
      question: "Will my whole care team be women?",
      answer:
        "Yes. Your doctor, nurses and care coordinator are all women, and your details stay private throughout.",
    },
  ],
} as const satisfies LaserPilesContent;
