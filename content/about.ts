import type { DoctorId } from "./doctors";
import { claims, siteConfig } from "./site";

/**
 * Copy of the About Us page. The founder is one of the six doctors, so her name,
 * title and profile link come from the doctor catalogue instead of being written twice.
 */

export const aboutHero = {
  eyebrow: "Our story",
  title: "Care that began with listening to women",
  lead: "Saheli means friend. We started with one simple idea: a woman with piles, a fissure or a fistula should be able to see a female doctor, feel at ease, and know the price before anything begins.",
} as const;

export const founderStory = {
  doctorId: 1 satisfies DoctorId,
  title: "The founder's story",
  lead: "How one surgeon's waiting room became an all-female team across India.",
  phases: [
    {
      label: "The beginning",
      title: "The women who waited",
      body: "As a young surgeon in Mumbai, she kept meeting women who had lived with pain or bleeding for years. Many said the same thing: they could not bring themselves to see a male doctor, and they did not know a female one.",
    },
    {
      label: "Listening",
      title: "A morning just for women",
      body: "She set aside a women-only clinic morning and began giving free talks to women's groups. The questions were simple and the relief was huge. Word spread quietly, from sister to friend to colleague.",
    },
    {
      label: "Growing",
      title: "Building a team of women",
      body: "She invited female surgeons she had trained and worked with to join her: specialists in fissures, complex fistulas, urgent care and recovery. The nurses and care coordinators are women too.",
    },
    {
      label: "Today",
      title: "Saheli Care",
      body: `Today the team cares for women in cities across India, with private rooms, one fixed price agreed before treatment, and ${claims.support} support. The idea has not changed: listen first, then treat gently.`,
    },
  ],
} as const;

export const mission = {
  title: "Our mission",
  lead: "What we promise every woman who contacts us.",
  points: [
    "Make it easy for every woman to be treated by a woman, in private.",
    "Explain every option in plain words, so you can choose with confidence.",
    "Start with the gentlest treatment that will work for you.",
    "Agree one fixed price for your city before treatment begins.",
    "Protect your privacy as carefully as your health.",
  ],
} as const;

export const values = {
  title: "What we value",
  items: [
    {
      icon: "dignity",
      title: "Dignity",
      body: "Nothing you tell us is strange or shameful. You are listened to, never judged or hurried.",
    },
    {
      icon: "privacy",
      title: "Privacy",
      body: "Only the people caring for you see your details. We never publish patient stories.",
    },
    {
      icon: "honesty",
      title: "Honesty",
      body: `A clear diagnosis, a written plan and a fixed price with ${claims.hiddenCosts} hidden costs.`,
    },
    {
      icon: "gentleness",
      title: "Gentleness",
      body: "Examinations only with your consent, explained first, and stopped whenever you ask.",
    },
  ],
} as const;

export const impact = {
  title: "Our impact",
  lead: "Numbers matter less than how each woman feels when she leaves. Still, here is where we are.",
  stats: [
    { value: claims.womenHelped, label: "Women helped" },
    { value: claims.recoveryWithinTwoWeeks, label: "Recover within 2 weeks" },
    { value: claims.trustScore, label: "Trust score" },
  ],
} as const;

export const aboutCta = {
  title: "Talk to a woman who understands",
  body: "Book a private consultation with one of our female specialists. No judgement, no pressure, and a fixed price before anything begins.",
} as const;

/** The page's search entry and the founder's card (her name, title and years come from ./doctors). */
export const aboutLabels = {
  metaTitle: "About Us",
  metaDescription: `The story of ${siteConfig.name}: founded by a female proctologist so that every woman can be treated for piles, fissures and fistulas by a woman, in private, at a fixed price.`,
  keywords: [
    "about Saheli Care",
    "female proctologist founder",
    "women-only proctology clinic",
    "all-female medical team India",
    "piles treatment for women",
  ],
  founderCard: "About the founder",
  founderRole: (title: string) => `Founder · ${title}`,
  experience: (years: number) => `${years} years of experience`,
  readProfile: "Read her profile",
};
