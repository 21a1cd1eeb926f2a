/**
 * Copy for the care-package pages: the landing, the city page, the stage
 * listings, the condition detail pages and the laser page. Prices, figures and claims are not
 * here: they come from ./packages, ./stage-packages, ./laser-piles and ./site.
 */

import type { PackageId } from "./packages";
import type { Condition } from "./stage-packages";

interface ConditionCopy {
  /** Card title, plain words first. */
  readonly title: string;
  /** The medical name, small above the title. */
  readonly medicalName: string;
  readonly promise: string;
  readonly cta: string;
  /** Lead line on the condition's stage listing page. */
  readonly listingLead: string;
  /** Helps a visitor who doesn't know her grade or stage. */
  readonly listingHelp: string;
  /** Heading of the related block on the detail pages. */
  readonly relatedTitle: string;
}

export const conditionCopy = {
  piles: {
    title: "Piles care",
    medicalName: "Piles (haemorrhoids)",
    promise: "From a simple medicine plan to gentle laser care, matched to your grade.",
    cta: "See piles packages",
    listingLead:
      "Piles are graded 1 to 4 by how far they come out. Each grade has its own fixed-price package, planned by a female proctologist.",
    listingHelp:
      "Not sure of your grade? That's normal. Your doctor confirms it at the diagnostic consultation before you commit to anything.",
    relatedTitle: "Other piles packages",
  },
  fissure: {
    title: "Fissure care",
    medicalName: "Anal fissure",
    promise: "Soothing, non-surgical care first; gentle laser treatment only when it's needed.",
    cta: "See fissure packages",
    listingLead:
      "Fissures are acute when they started in the last six weeks and chronic when they've lasted longer. Each has its own fixed-price package.",
    listingHelp:
      "Not sure how long it has been? Your doctor will help you work it out at the diagnostic consultation.",
    relatedTitle: "The other fissure package",
  },
  fistula: {
    title: "Fistula care",
    medicalName: "Anal fistula",
    promise: "Careful, sphincter-saving treatment with close follow-up until you're fully healed.",
    cta: "See fistula packages",
    listingLead:
      "A simple fistula has a single, straightforward tract; a complex one branches or has come back. Each has its own fixed-price package.",
    listingHelp:
      "Imaging at the diagnostic consultation shows which kind you have, so the plan fits before you decide.",
    relatedTitle: "The other fistula package",
  },
} as const satisfies Record<Condition, ConditionCopy>;

export const carePackagesLanding = {
  title: "Care Packages",
  metaDescription:
    "Fixed-price care packages for piles, fissures and fistulas from an all-female team. Choose your city to see your price, with EMI options and zero hidden costs.",
  keywords: [
    "piles treatment packages",
    "fissure treatment cost",
    "fistula treatment cost",
    "female proctologist India",
    "women proctology care packages",
  ],
  eyebrow: "One fixed price for your city",
  /** Followed by the city name. */
  headingPrefix: "Care packages in",
  lead: "Choose what you'd like help with. Every package is planned by a female proctologist and priced for your city before anything begins.",
  chooserLabel: "Your city",
  chooserHelp: "Prices depend on your city. We'll remember your choice on this device.",
  rangeCaption: "Across all cities, depending on stage",
  byConditionLabel: "Care by condition",
  promisesLabel: "Our promises",
  assurances: {
    fee: (fee: string) => `${fee} diagnostic consultation, fully adjustable against your package`,
    hiddenCosts: (count: string) => `${count} hidden costs: one fixed price for your city`,
    emi: (amount: string) => `EMI from ${amount} a month`,
  },
  allPackagesPrefix: "See all care packages in",
  laserPromo: {
    title: "Looking for laser piles treatment?",
    body: "Our most popular package: a day-care laser procedure with your stay, medicines and three months of follow-up in one price.",
    cta: "See the Laser Piles Care Package",
  },
} as const;

/** Where each care package's card leads on the city page. */
type PackageLink =
  | { readonly kind: "city"; readonly segment: string; readonly label: string }
  | { readonly kind: "book"; readonly label: string };

export const cityPackagesPage = {
  /** Followed by the city name. */
  headingPrefix: "Care packages in",
  metaDescription: (city: string, state: string, lowest: string) =>
    `Fixed-price care for piles, fissures and fistulas in ${city}, ${state}, from an all-female team. Packages from ${lowest}, with EMI options and zero hidden costs.`,
  /** The page adds the city name to each. */
  keywords: [
    "piles treatment",
    "fissure treatment",
    "fistula treatment",
    "female proctologist",
    "laser piles treatment cost",
  ],
  lead: "Every package has one fixed price for your city, agreed before treatment begins, with EMI options and zero hidden costs.",
  conditionsTitle: "Find care by condition",
  conditionsLead: "Start with your condition and we'll show the package for your stage.",
  packagesTitle: "All care packages",
  packagesLead: "Prices shown are for your city. Every package includes what's listed on its card.",
  chooserLabel: "Change city",
  tierRangeCaption: "Depending on stage",
  packageLinks: {
    1: { kind: "city", segment: "laser-piles-care", label: "View package details" },
    2: { kind: "city", segment: "fissure-packages", label: "Compare fissure care" },
    3: { kind: "city", segment: "fistula-packages", label: "Compare fistula care" },
    4: { kind: "book", label: "Book a consultation" },
    5: { kind: "book", label: "Book urgent care" },
    6: { kind: "book", label: "Book a recovery review" },
  },
} as const satisfies {
  readonly packageLinks: Readonly<Record<PackageId, PackageLink>>;
  readonly [key: string]: unknown;
};

export const stageListingPage = {
  chooserLabel: "Change city",
  /** The link under each stage's card, with its label (Grade 1, Acute…). */
  detailsCta: (label: string) => `View ${label} package`,
  /** The page adds "in {city}" (content/chrome.ts `inCity`). */
  priceCaption: "Fixed price",
  /** Follows the condition's listing lead in the search description. */
  metaPrices: (city: string, lowest: string) => `Fixed prices in ${city} from ${lowest}.`,
  /** The page adds the city name to each. */
  costKeywords: {
    piles: "piles treatment cost",
    fissure: "fissure treatment cost",
    fistula: "fistula treatment cost",
  },
  /** Names the list of stage cards for screen readers, with the condition's card title. */
  cardsLabel: (conditionTitle: string) => `${conditionTitle} packages`,
  /** The figures on each stage's card. */
  figures: { recovery: "Recovery", success: "Success rate", treatment: "Treatment" },
  laserPromo: {
    title: "Laser Piles Care Package",
    body: "Our most popular piles package, with a private stay, medicines and three months of follow-up.",
    /** The page adds "in {city}" (content/chrome.ts `inCity`). */
    priceCaption: "All-inclusive package price",
    /** Why this price is not the laser stage's card above (docs/prices.md). */
    difference: (stage: string, price: string) =>
      `Not the same as the ${stage} price (${price}): that is the day-care laser procedure with 6 weeks of follow-up. This package adds a private room for 1-2 nights, 3 months of follow-up and recurrence care for up to 6 months.`,
    cta: "See the laser package",
  },
} as const;

export const conditionDetailPage = {
  /** "Grade 2 Piles Laser Care in Delhi". */
  cityJoiner: "in",
  whyTitle: "Why this package works",
  includedTitle: "What's Included",
  notNeededTitle: "What you won't need",
  comparisonTitle: "With this package vs elsewhere",
  comparisonWith: "With this package",
  comparisonElsewhere: "Elsewhere",
  treatmentTitle: "Your treatment",
  priceCard: {
    title: "Your package price",
    recovery: "Recovery time",
    success: "Success rate",
    treatment: "Treatment type",
    includesLead: "Includes",
    includesLink: "See everything included",
    /** After "Fixed price in {city} ·", with the count from the site claims. */
    hiddenCosts: (count: string) => `${count} hidden costs`,
    book: "Book Your Consultation",
    /** Followed by the phone number. */
    call: "Call",
    feeNote: (fee: string) =>
      `The ${fee} diagnostic consultation fee is fully adjustable against this package.`,
  },
  /** Follows the stage's description in the search description. */
  metaFacts: (price: string, city: string, success: string, recovery: string) =>
    `${price} in ${city}, ${success} success, ${recovery} recovery, with a female specialist.`,
  /** With the stage's short name ("grade 2 piles"); the page adds the city name. */
  costKeyword: (stage: string) => `${stage} treatment cost`,
  /** The page adds the city name. */
  specialistKeyword: "women proctologist",
  coordinator: {
    title: "Talk to a consultation coordinator",
    /** Followed by the call length from the site claims. */
    body: "Not sure this is the right package? A woman coordinator will listen, answer your questions and suggest the next step, with no pressure to book.",
    callLabel: "Call a coordinator",
    whatsappLabel: "WhatsApp us",
    bookLabel: "Book a consultation",
  },
  relatedLead: "Prices for",
  relatedCta: "View package",
  /** A related package's recovery time, after its kind of treatment. */
  relatedRecovery: (time: string) => `${time} recovery`,
  backToListing: "Compare all packages for this condition",
} as const;

export const laserPage = {
  metaDescriptionLead:
    "A gentle laser procedure for piles by a female proctologist, with a private stay, medicines and three months of follow-up in one fixed price.",
  keywords: [
    "laser piles treatment",
    "laser piles surgery cost",
    "piles laser treatment for women",
    "female proctologist",
  ],
  /** The search description's price, after the lead: on a city's page, and without a city. */
  metaCityPrice: (price: string, city: string, emi: string) =>
    `${price} in ${city}, or ${emi}/month on 0% EMI.`,
  metaPriceFrom: (lowest: string) => `From ${lowest} depending on your city, with 0% EMI.`,
  /** A city's page adds it, with the city name, to the keywords. */
  cityKeyword: "piles treatment",
  popularBadge: "Most Popular Package",
  changeCity: "Change City",
  chooser: {
    title: "Select Your City for Laser Piles Package",
    label: "Choose Your City",
    placeholder: "Select a city",
    help: "Prices depend on your city. We'll remember your choice on this device.",
  },
  /** Shown in the hero line while no city is chosen. */
  noCityLine: "Choose your city to see your price",
  stats: {
    successRate: "Success rate",
    patients: "Women treated",
    recovery: "Recovery",
  },
  callLabel: "Call",
  pricing: {
    /** Followed by the city name. */
    cityPrefix: "Fixed price in",
    regular: "Regular price",
    perMonth: "/month",
    emiPrefix: "EMI",
    zeroHiddenCosts: "Zero hidden costs: the price covers everything listed below.",
    includesTitle: "Included in your package",
    /** Under the price: the EMI plan quoted beside the monthly amount. */
    emiPlan: (months: number, interestRate: string) =>
      `${months} months • ${interestRate} interest available`,
    /** Where the price goes while no city is chosen. */
    range: (low: string, high: string) => `From ${low} to ${high}, depending on your city.`,
    feeNote: (fee: string) => `The ${fee} diagnostic fee is fully adjustable against the package.`,
  },
  inclusionsTitle: "What's included",
  inclusionsLead: "Everything you need from your first visit to your last follow-up.",
  exclusionsTitle: "What's not included",
  exclusionsLead: "We'd rather tell you now than surprise you later.",
  notesTitle: "Important notes",
  comparisonTitle: "Traditional surgery vs laser",
  comparisonTraditional: "Traditional surgery",
  comparisonLaser: "Laser treatment",
  journeyTitle: "Your journey, step by step",
  /** Read before each step's title by screen readers (the number is drawn in a circle). */
  stepLabel: (step: number) => `Step ${step}: `,
  testimonialsTitle: "Stories from women like you",
  faqTitle: "Frequently asked questions",
  closing: {
    title: "Ready to talk to a female proctologist?",
    body: "Book a private consultation. The diagnostic fee is fully adjustable against your package.",
    cta: "Book Your Consultation",
  },
} as const;
