import type { Metadata } from "next";
import {
  BadgeIndianRupee,
  HeartHandshake,
  MessageCircleHeart,
  ShieldCheck,
  Users,
} from "lucide-react";
import { localePath, type Locale } from "@/content/i18n";
import { whyUsCopy } from "@/lib/i18n/localized";
import { pageAlternates } from "@/lib/seo/page-metadata";
import { webPageJsonLd } from "@/lib/seo/structured-data";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { CtaBanner } from "@/components/site/cta-banner";
import { FeatureCard } from "@/components/site/feature-card";
import { IllustrativeStories } from "@/components/site/illustrative-stories";
import { JsonLd } from "@/components/site/json-ld";
import { PageHero } from "@/components/site/page-hero";
import { SectionHeading } from "@/components/site/section-heading";
import { StatGrid } from "@/components/site/stat-grid";

export function whyUsMetadata(locale: Locale): Metadata {
  const { whyUsLabels: l } = whyUsCopy(locale);
  return {
    title: l.metaTitle,
    description: l.metaDescription,
    keywords: [...l.keywords],
    alternates: pageAlternates(locale, "/why-us"),
  };
}

const pillarIcons = {
  team: Users,
  privacy: ShieldCheck,
  price: BadgeIndianRupee,
  gentle: HeartHandshake,
} as const;

/** The Why Us page in either language: the copy from content/ (or content/hi/), the figures shared. */
export function WhyUsView({ locale }: { locale: Locale }) {
  const {
    careJourney,
    concerns,
    trustPillars,
    whyUsCta,
    whyUsHero,
    whyUsLabels: l,
    whyUsStats,
    whyUsStories,
  } = whyUsCopy(locale);
  // The sample stories' words under each quote are `situation` here (`condition` is a code key
  // in the copy types); the shared stories component calls them `condition`.
  const stories = whyUsStories.items.map(({ situation, ...story }) => ({
    ...story,
    condition: situation,
  }));

  return (
    <>
      <Breadcrumb pathname="/why-us" locale={locale} />
      <JsonLd
        data={webPageJsonLd({
          locale,
          path: localePath(locale, "/why-us"),
          name: l.metaTitle,
          description: l.metaDescription,
        })}
      />
      <PageHero
        eyebrow={whyUsHero.eyebrow}
        icon={ShieldCheck}
        title={whyUsHero.title}
        lead={whyUsHero.lead}
      />

      {/* Concerns */}
      <section aria-labelledby="concerns-title" className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="concerns-title" title={concerns.title} lead={concerns.lead} />
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {concerns.items.map((item) => (
            <li key={item.concern} className="bg-card rounded-xl border p-5 shadow-sm">
              <h3 className="flex gap-2 font-semibold">
                <MessageCircleHeart
                  aria-hidden="true"
                  className="text-primary mt-0.5 size-5 shrink-0"
                />
                <span>“{item.concern}”</span>
              </h3>
              <p className="text-muted-foreground mt-2 pl-7">{item.response}</p>
            </li>
          ))}
        </ul>
      </section>

      {/* Trust pillars */}
      <section aria-labelledby="pillars-title" className="bg-card border-y">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <SectionHeading id="pillars-title" title={trustPillars.title} />
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {trustPillars.items.map((item) => (
              <FeatureCard
                key={item.title}
                icon={pillarIcons[item.icon]}
                title={item.title}
                body={item.body}
                tone="trust"
                className="bg-background"
              />
            ))}
          </div>
        </div>
      </section>

      {/* Care journey */}
      <section aria-labelledby="journey-title" className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="journey-title" title={careJourney.title} lead={careJourney.lead} />
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {careJourney.steps.map((step, index) => (
            <li
              key={step.title}
              className="bg-card flex gap-4 rounded-xl border p-5 shadow-sm sm:block"
            >
              <span
                aria-hidden="true"
                className="bg-primary text-primary-foreground grid size-10 shrink-0 place-items-center rounded-full font-semibold"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold sm:mt-3">
                  <span className="sr-only">{l.step(index + 1)}</span>
                  {step.title}
                </h3>
                <p className="text-muted-foreground mt-1 text-sm">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      {/* Statistics */}
      <section aria-labelledby="stats-title" className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="stats-title" title={whyUsStats.title} />
        <StatGrid stats={whyUsStats.stats} tone="trust" className="mt-6" />
      </section>

      {/* Stories */}
      <section aria-labelledby="stories-title" className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="stories-title" title={whyUsStories.title} />
        <IllustrativeStories stories={stories} locale={locale} className="mt-4" />
      </section>

      <CtaBanner id="why-cta-title" title={whyUsCta.title} body={whyUsCta.body} locale={locale} />
    </>
  );
}
