import { formatINR } from "./money";
import { claims, siteConfig } from "./site";

/** Copy of the Why Us page. Every number comes from the claims in ./site. */

export const whyUsHero = {
  eyebrow: "Why women trust us",
  title: "Care designed around how you feel",
  lead: "Piles, fissures and fistulas are common, treatable and nothing to be ashamed of. Here is how we make getting help feel a little easier.",
} as const;

export const concerns = {
  title: "Your worries, answered honestly",
  lead: "These are the things women tell us most often before their first visit.",
  items: [
    {
      concern: "I'm embarrassed to talk about it.",
      response:
        "Our doctors hear about these problems every day, and every one of them is a woman. Nothing you say will surprise her. Use your own words; she will take it from there.",
    },
    {
      concern: "I'm worried the examination will hurt.",
      response:
        "Your doctor explains everything first and examines you only with your consent. It is gentle and brief, and you can ask her to stop at any time.",
    },
    {
      concern: "I'm afraid of hidden costs.",
      response: `You get one fixed price for your city before treatment begins, with ${claims.hiddenCosts} hidden costs. EMI options start from ${formatINR(claims.emiFrom)} a month if you want them.`,
    },
    {
      concern: "What if someone finds out?",
      response:
        "Only the people caring for you see your details. We never sell your data, never publish patient stories, and you choose how we contact you.",
    },
    {
      concern: "I can't take weeks off from home or work.",
      response: `Many treatments are day-care procedures. Average recovery is ${claims.averageRecovery}, and your doctor plans around your routine.`,
    },
  ],
} as const;

export const trustPillars = {
  title: "Four things we never compromise on",
  items: [
    {
      icon: "team",
      title: "Women-only care",
      body: `A ${claims.femaleTeam} female team: doctors, nurses and coordinators.`,
    },
    {
      icon: "privacy",
      title: "Privacy by design",
      body: "Your records are seen only by your care team, and never sold or shared for advertising.",
    },
    {
      icon: "price",
      title: "Fixed, clear prices",
      body: "One price for your city, agreed in writing before treatment begins.",
    },
    {
      icon: "gentle",
      title: "Gentlest care first",
      body: "We start with the simplest treatment that will work, and explain every step.",
    },
  ],
} as const;

export const careJourney = {
  title: "Your care, step by step",
  lead: "You are never left wondering what happens next.",
  steps: [
    {
      title: "A free, private call",
      body: `Talk to a female care coordinator for ${claims.coordinatorCallMinutes} minutes. No forms and no pressure.`,
    },
    {
      title: "Your consultation",
      body: `Meet a female specialist in a private room. The ${formatINR(claims.diagnosticFee)} fee is fully adjustable against your package.`,
    },
    {
      title: "A clear plan and price",
      body: "Your doctor explains your options in plain words, with one fixed price before you decide.",
    },
    {
      title: "Recovery and follow-up",
      body: `Follow-up visits and ${claims.support} support until you feel like yourself again.`,
    },
  ],
} as const;

export const whyUsStats = {
  title: "In numbers",
  stats: [
    { value: claims.womenHelped, label: "Women helped" },
    { value: claims.satisfaction, label: "Satisfaction" },
    { value: claims.averageRecovery, label: "Average recovery" },
    { value: claims.hiddenCosts, label: "Hidden costs" },
  ],
} as const;

/**
 * Illustrative stories, not real patients: the page says so beside them. `situation` is the words
 * under each story (not `condition`, which names a condition's code in every language).
 */
export const whyUsStories = {
  title: "What women often tell us",
  items: [
    {
      name: "Priya",
      age: 34,
      situation: "Piles after pregnancy",
      text: "I put it off for a year because I was too shy to explain. Talking to a woman doctor made it feel completely normal.",
    },
    {
      name: "Lata",
      age: 52,
      situation: "Chronic fissure",
      text: "The price was fixed before anything started. Not having to worry about the bill helped me focus on getting better.",
    },
    {
      name: "Naaz",
      age: 41,
      situation: "Fistula",
      text: "Every step was explained before it happened. I always knew what was coming next, and that took the fear away.",
    },
  ],
} as const;

export const whyUsCta = {
  title: "Take the first step, privately",
  body: "Book a consultation online, or call and speak to a female care coordinator today.",
} as const;

/** The page's search entry and the words the page writes around the copy above. */
export const whyUsLabels = {
  metaTitle: "Why Women Trust Us",
  metaDescription: `Why women choose ${siteConfig.name} for piles, fissure and fistula care: an all-female team, complete privacy, fixed prices and gentle treatment, step by step.`,
  keywords: [
    "why choose Saheli Care",
    "female proctologist near me",
    "private piles treatment for women",
    "women-only clinic",
    "fixed price proctology",
  ],
  /** Read before each step's title by screen readers; the number is shown in a circle. */
  step: (step: number) => `Step ${step}: `,
};
