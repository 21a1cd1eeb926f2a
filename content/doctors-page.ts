import { claims, siteConfig } from "./site";

/**
 * Copy of the doctor list and the doctor profile pages. The doctors themselves
 * live in ./doctors; this file holds only the words around them.
 */

export const doctorsHero = {
  eyebrow: "An all-female team",
  title: "Meet our female specialists",
  lead: "Experienced proctologists and colorectal surgeons who are all women. Choose the doctor you feel comfortable with, and see her fee before you book.",
} as const;

export const doctorsReasons = {
  title: "Why women choose our doctors",
  items: [
    {
      icon: "team",
      title: `${claims.femaleTeam} female team`,
      body: "Your doctor, nurse and care coordinator are all women, every time.",
    },
    {
      icon: "experience",
      title: "Experienced specialists",
      body: "Trained surgeons who treat piles, fissures and fistulas every day.",
    },
    {
      icon: "gentle",
      title: "Gentle and unhurried",
      body: "Time to listen, examinations only with your consent, and plain explanations.",
    },
    {
      icon: "price",
      title: "Fees shown upfront",
      body: "Each doctor's consultation fee is listed here. No surprises at the clinic.",
    },
  ],
} as const;

export const doctorsCta = {
  title: "Not sure which doctor to choose?",
  body: "Book a private consultation and our care coordinator will match you with the right specialist for your symptoms and your city.",
} as const;

export const doctorProfileCopy = {
  bookCard: {
    title: "Book a consultation",
    note: "Fees are confirmed before you book. There are no hidden costs.",
  },
  whyTitle: "Why women choose her",
  educationTitle: "Education",
  achievementsTitle: "Achievements",
  storiesTitle: "Patient stories",
  consultationTitle: "Consultation options",
  hoursTitle: "Office hours",
  languagesTitle: "Languages",
  cta: {
    title: "Ready to talk?",
    body: "Book a private consultation. You can ask for this doctor, and a care coordinator will confirm the time with you.",
  },
} as const;

/** What both doctor pages write beside a doctor's figures. */
export const doctorLabels = {
  experience: (years: number) => `${years} years of experience`,
  reviews: (reviews: number) => `(${reviews} reviews)`,
  book: "Book Consultation",
} as const;

/** The doctor list's search entry, figures' labels and card lines (figures filled in by the page). */
export const doctorsLabels = {
  metaTitle: "Our Female Doctors",
  metaDescription: (count: number, site: string) =>
    `Meet the ${count} female proctologists and colorectal surgeons of ${site}: their experience, cities, languages and consultation fees. Book a private consultation.`,
  keywords: [
    "female proctologist",
    "lady doctor for piles",
    "female colorectal surgeon India",
    "women doctors for fissure",
    "female fistula specialist",
  ],
  stats: {
    specialists: "Female specialists",
    combinedYears: "Years of combined experience",
    cities: "Cities",
    support: "Support",
  },
  teamTitle: "Our doctors",
  teamLead:
    "Every consultation fee is shown on the card. Calls go to our care coordinators, who can book any doctor for you.",
  /** Leads each card's fee line, so it reads as this doctor's fee (docs/prices.md). */
  feesLead: "Her consultation fee:",
  inPersonFee: (fee: string) => `in person ${fee}`,
  videoFee: (fee: string) => `video ${fee}`,
  emergencyFee: (fee: string) => `emergency ${fee}`,
  viewProfile: "View Detailed Profile",
  callNow: "Call Now",
} as const;

/** The profile page's search entry, labels and lines around a doctor's own words. */
export const doctorProfileLabels = {
  metaTitle: (name: string, title: string) => `${name}, ${title}`,
  metaDescription: (name: string, specialization: string, years: number, location: string) =>
    `${name} is a female ${specialization.toLowerCase()} specialist with ${years} years of experience, seeing women in ${location}. Read her profile and book a private consultation.`,
  keywords: {
    role: "female proctologist",
    inCity: (city: string) => `female proctologist in ${city}`,
  },
  bookWith: (name: string) => `with ${name}`,
  fees: {
    /** Names the fee list, so it is not read as the clinic's diagnostic fee (docs/prices.md). */
    title: (name: string) => `${name}'s consultation fees`,
    inPerson: "In-person consultation",
    video: "Video consultation",
    emergency: "Emergency consultation",
    note: (diagnosticFee: string) =>
      `Her own fees, for a consultation with her by name. The clinic's diagnostic consultation is a separate ${diagnosticFee}, adjusted against your package.`,
  },
  call: (phone: string) => `Call ${phone}`,
  missionTitle: "Her personal mission",
  howSheTreats: "How she treats: ",
  certifications: "Certifications: ",
  minutes: (minutes: number) => `${minutes} minutes`,
  officeHours: siteConfig.hours.doctorOffice,
  availability: (days: string) => `Her availability: ${days}`,
  slots: (slots: string) => `Appointment slots: ${slots}`,
  /**
   * One of her appointment slots as written in ../doctors: a clock time ("9:30 AM") or, for urgent
   * care, a promise ("Same day"). English shows it as it is.
   */
  slot: (slot: string) => slot,
  someoneElse: "Looking for someone else?",
  allDoctors: "See all our doctors",
} as const;
