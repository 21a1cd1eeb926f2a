import { claims } from "./site";

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
