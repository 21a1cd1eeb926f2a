/**
 * The six fixed-price care packages with their prices per city tier.
 * Prices are whole rupees. Savings are stored, not computed, so the page shows exactly the
 * figure the spec quotes; a unit test keeps savings = originalPrice - basePrice.
 */

import type { Tier } from "./cities";

export interface PackagePricing {
  readonly basePrice: number;
  readonly originalPrice: number;
  /** Shown as "Save". */
  readonly savings: number;
  /** Monthly instalment. */
  readonly emiPrice: number;
}

export interface TimelineStep {
  readonly phase: string;
  readonly description: string;
}

interface CarePackageEntry {
  readonly id: number;
  readonly name: string;
  readonly subtitle: string;
  readonly duration: string;
  readonly rating: number;
  readonly reviews: number;
  readonly popular: boolean;
  readonly featured: boolean;
  readonly urgent: boolean;
  readonly description: string;
  /** Cards show the first four, then "+N more". */
  readonly features: readonly string[];
  readonly whatsCovered: readonly string[];
  readonly timeline: readonly TimelineStep[];
  readonly suitable: readonly string[];
  readonly pricing: Readonly<Record<Tier, PackagePricing>>;
}

const carePackageList = [
  {
    id: 1,
    name: "Laser Piles Care Package",
    subtitle: "Day-care laser treatment with a female proctologist",
    duration: "3 months of care",
    rating: 4.9,
    reviews: 450,
    popular: true,
    featured: true,
    urgent: false,
    description:
      "A gentle laser procedure for piles, planned and carried out by a woman specialist, with your stay, medicines and three months of follow-up care in one fixed price.",
    features: [
      "Laser procedure by a female proctologist",
      "Diagnostic consultation and pre-procedure tests",
      "Private room for 1-2 nights",
      "Anaesthesia and operation theatre charges",
      "Medicines for 7 days after the procedure",
      "3 months of follow-up, with 3 consultations in the first month",
      "Recurrence care covered for up to 6 months",
      "Diet and bowel-care plan from a nutritionist",
      "A dedicated female care coordinator",
      "24/7 helpline after you go home",
    ],
    whatsCovered: [
      "Surgeon and anaesthetist fees",
      "Operation theatre and laser equipment",
      "Room, nursing care and meals during your stay",
      "Pre-procedure blood tests and check-up",
      "Take-home medicines for 7 days",
      "Follow-up consultations for 3 months",
    ],
    timeline: [
      {
        phase: "Before the day",
        description:
          "A private consultation, a few routine tests and a clear plan you can ask about.",
      },
      {
        phase: "Procedure day",
        description:
          "A short laser procedure, then rest in a private room with a female nursing team.",
      },
      {
        phase: "First two weeks",
        description:
          "Most women return to light daily routines within 1-2 weeks, with medicines and diet guidance.",
      },
      {
        phase: "Months 1-3",
        description: "Three check-ins in the first month, then follow-ups until the third month.",
      },
    ],
    suitable: [
      "Grade 2 and grade 3 piles",
      "Piles that keep returning after medicines",
      "Women who want a quicker return to work and family routines",
      "Women who prefer a procedure with minimal cuts",
    ],
    pricing: {
      tier1: { basePrice: 249999, originalPrice: 375000, savings: 125001, emiPrice: 10416 },
      tier2: { basePrice: 199999, originalPrice: 300000, savings: 100001, emiPrice: 8333 },
      tier3: { basePrice: 174999, originalPrice: 262500, savings: 87501, emiPrice: 7291 },
    },
  },
  {
    id: 2,
    name: "Fissure Complete Care",
    subtitle: "Calm, steady healing for acute and chronic fissures",
    duration: "6-12 weeks of care",
    rating: 4.8,
    reviews: 320,
    popular: false,
    featured: false,
    urgent: false,
    description:
      "Care that starts with the gentlest option that will work: medicines and routine changes first, and a minimally invasive procedure only when your fissure needs it.",
    features: [
      "Consultation with a female proctologist",
      "Gentle examination in a private room",
      "Prescription ointments and stool softeners",
      "Sitz-bath and bowel-routine guidance",
      "Laser or minimally invasive procedure when needed",
      "Anaesthesia and day-care charges when a procedure is needed",
      "Personal diet and hydration plan",
      "Follow-up consultations until healed",
      "A dedicated female care coordinator",
      "Phone and chat support between visits",
    ],
    whatsCovered: [
      "Specialist consultations and examination",
      "Medicines prescribed during the care period",
      "Procedure, theatre and anaesthesia charges if needed",
      "Nutrition counselling",
      "Follow-up visits",
    ],
    timeline: [
      {
        phase: "Week 1",
        description: "Assessment, a treatment plan and relief from discomfort at home.",
      },
      {
        phase: "Weeks 2-4",
        description: "Healing with medicines and routine changes, checked at each visit.",
      },
      {
        phase: "If needed",
        description: "A short day-care procedure for fissures that have not healed with medicines.",
      },
      {
        phase: "Up to week 12",
        description: "Follow-ups until healing is complete, and tips to keep it that way.",
      },
    ],
    suitable: [
      "Recent (acute) fissures",
      "Long-standing (chronic) fissures",
      "Pain or a little bleeding when passing stools",
      "Fissures after pregnancy or childbirth",
    ],
    pricing: {
      tier1: { basePrice: 149999, originalPrice: 233000, savings: 83001, emiPrice: 6250 },
      tier2: { basePrice: 124999, originalPrice: 195000, savings: 70001, emiPrice: 5208 },
      tier3: { basePrice: 109999, originalPrice: 171000, savings: 61001, emiPrice: 4583 },
    },
  },
  {
    id: 3,
    name: "Fistula Treatment Package",
    subtitle: "Careful, sphincter-saving fistula treatment",
    duration: "2-6 months of care",
    rating: 4.9,
    reviews: 280,
    popular: false,
    featured: false,
    urgent: false,
    description:
      "Imaging, surgery and the long follow-up a fistula needs, planned by a woman specialist to protect continence and lower the chance of it coming back.",
    features: [
      "Consultation with a female colorectal specialist",
      "MRI fistulogram to map the tract",
      "Sphincter-saving surgical technique",
      "Private room for 1-2 nights",
      "Anaesthesia and operation theatre charges",
      "Wound-care supplies and dressing guidance",
      "Medicines for the recovery period",
      "Follow-up consultations for up to 6 months",
      "A dedicated female care coordinator",
      "24/7 helpline during recovery",
    ],
    whatsCovered: [
      "Specialist consultations",
      "MRI fistulogram and routine tests",
      "Surgeon, anaesthetist and theatre charges",
      "Room, nursing care and meals during your stay",
      "Dressings and medicines for recovery",
      "Follow-up visits",
    ],
    timeline: [
      {
        phase: "Assessment",
        description: "Consultation and imaging so the plan fits your fistula exactly.",
      },
      {
        phase: "Procedure",
        description: "Surgery with a short private stay and a female nursing team.",
      },
      {
        phase: "Weeks 1-6",
        description: "Wound healing at home, with dressing guidance and regular check-ins.",
      },
      { phase: "Up to month 6", description: "Follow-ups until the tract has fully healed." },
    ],
    suitable: [
      "Simple fistulas",
      "Complex or recurring fistulas",
      "Repeated abscesses near the back passage",
      "Discharge that keeps returning",
    ],
    pricing: {
      tier1: { basePrice: 291999, originalPrice: 433000, savings: 141001, emiPrice: 12166 },
      tier2: { basePrice: 239999, originalPrice: 356000, savings: 116001, emiPrice: 10000 },
      tier3: { basePrice: 209999, originalPrice: 311000, savings: 101001, emiPrice: 8750 },
    },
  },
  {
    id: 4,
    name: "Comprehensive Consultation",
    subtitle: "A full, unhurried assessment and a clear plan",
    duration: "Up to 3 months",
    rating: 4.7,
    reviews: 680,
    popular: false,
    featured: false,
    urgent: false,
    description:
      "For women who want answers before deciding anything: a thorough assessment, the tests that matter, and a written plan you can take home and think over.",
    features: [
      "Extended consultation with a female proctologist",
      "Gentle examination in a private room",
      "Proctoscopy when needed",
      "Routine blood tests",
      "Imaging when your doctor recommends it",
      "A written diagnosis and treatment plan",
      "Diet and lifestyle guidance",
      "Two follow-up consultations",
      "Video consultation option for follow-ups",
      "A dedicated female care coordinator",
    ],
    whatsCovered: [
      "Specialist consultations",
      "Examination and proctoscopy",
      "Recommended tests and imaging",
      "Written treatment plan",
      "Follow-up consultations",
    ],
    timeline: [
      {
        phase: "First visit",
        description: "Talk through your symptoms privately and have a gentle examination.",
      },
      {
        phase: "Within a week",
        description: "Tests and imaging where your doctor recommends them.",
      },
      {
        phase: "Plan",
        description: "A written plan explaining your options, costs and next steps.",
      },
      {
        phase: "Follow-up",
        description: "Two follow-ups to review how you are and answer new questions.",
      },
    ],
    suitable: [
      "New or unexplained symptoms",
      "Wanting a second opinion",
      "Comparing treatment options before deciding",
      "Symptoms that come and go",
    ],
    pricing: {
      tier1: { basePrice: 24999, originalPrice: 37500, savings: 12501, emiPrice: 1041 },
      tier2: { basePrice: 19999, originalPrice: 30000, savings: 10001, emiPrice: 833 },
      tier3: { basePrice: 17499, originalPrice: 26250, savings: 8751, emiPrice: 729 },
    },
  },
  {
    id: 5,
    name: "Emergency Care Package",
    subtitle: "Prompt care when pain or bleeding can't wait",
    duration: "Same-day care, 2 weeks of follow-up",
    rating: 4.8,
    reviews: 150,
    popular: false,
    featured: false,
    urgent: true,
    description:
      "Same-day attention from a woman specialist for sudden, severe pain, a painful swelling or bleeding, with relief first and a calm plan for what comes next.",
    features: [
      "Same-day consultation with a female specialist",
      "Priority admission when needed",
      "Pain relief on arrival",
      "Emergency procedure when needed",
      "Anaesthesia and theatre charges when needed",
      "Private room for up to 1 night",
      "Medicines for 7 days",
      "Follow-up consultations for 2 weeks",
      "A dedicated female care coordinator",
      "24/7 helpline",
    ],
    whatsCovered: [
      "Same-day specialist consultation",
      "Pain relief and urgent tests",
      "Emergency procedure charges if needed",
      "Short private stay if needed",
      "Medicines and follow-up visits",
    ],
    timeline: [
      {
        phase: "First hours",
        description: "Seen the same day, with pain relief before anything else.",
      },
      { phase: "Same day", description: "Tests and, only if needed, a short procedure." },
      {
        phase: "Days 1-3",
        description: "Rest at home with medicines and a number to call at any hour.",
      },
      { phase: "Weeks 1-2", description: "Follow-ups and a plan for any longer-term care." },
    ],
    suitable: [
      "Sudden severe pain",
      "A painful swelling or thrombosed pile",
      "An abscess",
      "Bleeding that worries you",
    ],
    pricing: {
      tier1: { basePrice: 74999, originalPrice: 108000, savings: 33001, emiPrice: 3125 },
      tier2: { basePrice: 62499, originalPrice: 90000, savings: 27501, emiPrice: 2604 },
      tier3: { basePrice: 54999, originalPrice: 79000, savings: 24001, emiPrice: 2291 },
    },
  },
  {
    id: 6,
    name: "Post-Surgery Care Plus",
    subtitle: "Recovery support after any anorectal procedure",
    duration: "3 months of care",
    rating: 4.9,
    reviews: 200,
    popular: false,
    featured: false,
    urgent: false,
    description:
      "Steady, private support while you recover, whether your procedure was with us or elsewhere: wound checks, comfort, diet and someone to ask at any hour.",
    features: [
      "Recovery review with a female proctologist",
      "Wound checks and dressing guidance",
      "Pain and comfort management",
      "Medicines for the recovery period",
      "Personal diet and hydration plan",
      "Pelvic floor exercises with a physiotherapist",
      "Follow-up consultations for 3 months",
      "Video consultations for quick check-ins",
      "A dedicated female care coordinator",
      "24/7 helpline",
    ],
    whatsCovered: [
      "Specialist follow-up consultations",
      "Wound-care supplies",
      "Recovery medicines",
      "Nutrition and physiotherapy sessions",
      "Video check-ins",
    ],
    timeline: [
      {
        phase: "Week 1",
        description: "A recovery review and a comfort plan for the first days at home.",
      },
      { phase: "Weeks 2-4", description: "Wound checks, diet support and gentle exercises." },
      {
        phase: "Months 2-3",
        description: "Regular check-ins until you feel fully yourself again.",
      },
      { phase: "After", description: "Simple habits to help keep symptoms from returning." },
    ],
    suitable: [
      "Recovering from piles, fissure or fistula surgery",
      "Slow healing after a procedure elsewhere",
      "Wanting a woman doctor to oversee your recovery",
      "Extra support after childbirth-related procedures",
    ],
    pricing: {
      tier1: { basePrice: 58333, originalPrice: 79167, savings: 20834, emiPrice: 2430 },
      tier2: { basePrice: 48333, originalPrice: 65667, savings: 17334, emiPrice: 2014 },
      tier3: { basePrice: 42499, originalPrice: 57667, savings: 15168, emiPrice: 1771 },
    },
  },
] as const satisfies readonly CarePackageEntry[];

export type PackageId = (typeof carePackageList)[number]["id"];

export type CarePackage = CarePackageEntry & { readonly id: PackageId };

/** What a translation of a care package says: its words, not its figures. */
export type PackageCopy = Pick<
  CarePackageEntry,
  | "name"
  | "subtitle"
  | "duration"
  | "description"
  | "features"
  | "whatsCovered"
  | "timeline"
  | "suitable"
>;

export const carePackages: readonly CarePackage[] = carePackageList;

export interface PriceRange {
  readonly min: number;
  readonly max: number;
}
