import { claims, siteConfig } from "./site";

/**
 * Copy of the Testimonials page: it explains why no patient testimonials are
 * shown. The principles repeat promises the Privacy Policy makes, in shorter words; keep them in step.
 */

export const testimonialsHero = {
  eyebrow: "Your privacy comes first",
  title: "Why you won't find patient testimonials here",
  lead: "Many clinics publish patient stories and photos. We don't. The women we care for trust us with something very personal, and that trust is not ours to advertise.",
} as const;

export const privacyPrinciples = {
  title: "Our privacy principles",
  items: [
    {
      icon: "no-stories",
      title: "No stories, no photos",
      body: "We never publish patient names, photos, reviews or stories, even with a first name changed.",
    },
    {
      icon: "care-team",
      title: "Only your care team",
      body: "Only your care coordinator and your doctor can open your details. Other staff cannot.",
    },
    {
      icon: "consent",
      title: "Your consent, your choice",
      body: "We ask before each use of your data, and you can withdraw your consent at any time.",
    },
    {
      icon: "no-ads",
      title: "Never sold, never tracked",
      body: "No advertising, no tracking scripts on our website, and we never sell your data.",
    },
  ],
} as const;

export const trustMetrics = {
  title: "Trust, in numbers",
  stats: [
    { value: claims.privacyBreaches, label: "Privacy breaches" },
    { value: claims.privacy, label: "Privacy" },
    { value: claims.womenHelped, label: "Women helped" },
    { value: claims.trustRating, label: "Trust rating" },
  ],
} as const;

export const credentials = {
  title: "What you can rely on instead",
  lead: "Rather than stories, here is what you can check for yourself.",
  items: [
    {
      icon: "specialists",
      title: "Qualified female specialists",
      body: "Every doctor is a trained female surgeon. Read about each one's education and experience.",
      link: { href: "/doctors", label: "Meet our doctors" },
    },
    {
      icon: "dpdp",
      title: "DPDP Act privacy practice",
      body: "We handle your data as India's Digital Personal Data Protection Act requires, and explain how in plain words.",
      link: { href: "/privacy-policy", label: "Read our privacy policy" },
    },
    {
      icon: "pricing",
      title: "Fixed, transparent pricing",
      body: `One price for your city, agreed before treatment, with ${claims.hiddenCosts} hidden costs.`,
      link: { href: "/care-packages", label: "See care packages" },
    },
  ],
} as const;

export const testimonialsCta = {
  title: "Ask us anything, confidentially",
  body: "Book a private consultation, or call our confidential inquiry line. A woman will answer, and nothing you ask is shared.",
  callLabel: "Confidential inquiry line",
} as const;

/** The page's search entry. */
export const testimonialsLabels = {
  metaTitle: "Testimonials and Your Privacy",
  metaDescription: `Why ${siteConfig.name} never publishes patient testimonials, and what you can rely on instead: qualified female specialists, a DPDP Act privacy practice and fixed prices.`,
  keywords: [
    "Saheli Care reviews",
    "private proctology care",
    "patient privacy India",
    "DPDP Act clinic",
    "confidential piles treatment",
  ],
};
