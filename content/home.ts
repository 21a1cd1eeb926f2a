import { claims } from "./site";

/** Copy of the home page. Numbers come from the site facts in ./site. */

export const homeHero = {
  eyebrow: "By women, for women · Completely private",
  title: "Expert Proctology Care Exclusively for Women",
  lead: "Gentle, judgement-free treatment for piles, fissures and fistulas from an all-female team. One fixed price for your city, agreed before anything begins.",
  stats: [
    { value: claims.womenTreatedHome, label: "Women treated" },
    { value: claims.successRate, label: "Success rate" },
    { value: claims.femaleTeam, label: "Female team" },
    { value: claims.support, label: "Support" },
  ],
} as const;

export const professionalConsultation = {
  title: "Professional Consultation",
  lead: "Start with one private conversation with a female proctologist. She listens, examines only with your consent, and explains every option in plain words.",
  points: [
    "A private room and a female doctor, every time",
    "A clear diagnosis and a written care plan",
    "A fixed package price before you decide anything",
    "The consultation fee is fully adjustable against your package",
  ],
} as const;

export const coordinatorSection = {
  title: "A care coordinator who walks with you",
  lead: "Not sure where to begin? Our coordinators are women too. One call, no pressure, no forms: just answers.",
  stats: [
    { value: `${claims.coordinatorCallMinutes} min`, label: "Free coordinator call" },
    { value: claims.support, label: "Support when you need it" },
    { value: claims.privacyBreaches, label: "Privacy breaches" },
  ],
  card: {
    title: "Free, confidential guidance",
    body: "Tell us what you are feeling, in your own words. We will suggest the right next step, whether or not you book with us.",
  },
} as const;

export const whyChooseUs = {
  title: "Why women choose us",
  items: [
    {
      title: "100% Female Team",
      body: "Doctors, nurses and coordinators: every person who cares for you is a woman.",
      icon: "users",
    },
    {
      title: "Comfort First",
      body: "Private rooms, gentle examinations and time to ask anything. You stay in control.",
      icon: "heart",
    },
    {
      title: "No Hidden Costs",
      body: "One fixed price for your city that includes what it says. EMI options if you want them.",
      icon: "receipt",
    },
  ],
} as const;

/** The three category cards (ratings and review counts exactly as the spec lists them). */
export const categoryCards = [
  {
    condition: "piles",
    title: "Comfort Care",
    conditionLabel: "Piles (haemorrhoids)",
    promise: "From simple medication plans to painless laser care, matched to your stage.",
    rating: 4.9,
    reviews: "1200+",
  },
  {
    condition: "fissure",
    title: "Pain-Free Recovery",
    conditionLabel: "Anal fissures",
    promise: "Soothing, non-surgical care first; gentle laser treatment when it is needed.",
    rating: 4.8,
    reviews: "950+",
  },
  {
    condition: "fistula",
    title: "Precision Care",
    conditionLabel: "Fistulas",
    promise: "Careful, precise treatment with close follow-up until you are fully healed.",
    rating: 4.7,
    reviews: "800+",
  },
] as const;

export const closingCta = {
  title: "You don't have to put up with it any longer",
  body: "Book a private consultation today. A female doctor, a fixed price, and complete confidentiality.",
} as const;

/** The home page's buttons, captions and search entry (figures filled in by the page). */
export const homeLabels = {
  metaTitle: "Proctology care exclusively for women",
  metaDescription: (lead: string, fee: string) =>
    `${lead} Book a private consultation for ${fee}, fully adjustable against your package.`,
  keywords: [
    "female proctologist",
    "piles treatment for women",
    "fissure treatment",
    "fistula treatment",
    "laser piles treatment India",
    "women proctology clinic",
  ],
  bookWithFee: (fee: string) => `Book Your Consultation - ${fee}`,
  call: (phone: string) => `Call ${phone}`,
  diagnosticConsultation: "Diagnostic consultation",
  feeAdjustable: "Fully adjustable against your package",
  talkToExpert: "Talk to Expert Now",
  whatsappChat: "WhatsApp Chat",
  packagesTitle: "Care packages, one fixed price",
  packagesLead: "Prices depend on your city and are agreed before treatment begins.",
  fromReviews: (reviews: string) => `from ${reviews} reviews`,
  from: "From",
  feeNote: (fee: string) => `${fee} diagnostic fee, fully adjustable against your package`,
  seePackages: (title: string) => `See ${title} packages`,
  doctorsTitle: "Meet some of our doctors",
  allDoctors: "All doctors",
  years: (years: number) => `${years} years`,
  reviews: (reviews: number) => `(${reviews} reviews)`,
  meetTeam: "Meet the team",
};
