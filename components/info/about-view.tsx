import type { Metadata } from "next";
import { IntentLink as Link } from "@/components/ui/intent-link";
import {
  ArrowRight,
  CheckCircle2,
  Hand,
  HeartHandshake,
  Lock,
  ReceiptIndianRupee,
  Sparkles,
} from "lucide-react";
import { localePath, type Locale } from "@/content/i18n";
import { aboutCopy, doctorCopyFor, doctorIn } from "@/lib/i18n/localized";
import { localHref } from "@/lib/i18n/locale-routes";
import { pageAlternates } from "@/lib/seo/page-metadata";
import { webPageJsonLd } from "@/lib/seo/structured-data";
import { getDoctor } from "@/lib/catalogue";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { CtaBanner } from "@/components/site/cta-banner";
import { DoctorAvatar } from "@/components/site/doctor-avatar";
import { FeatureCard } from "@/components/site/feature-card";
import { JsonLd } from "@/components/site/json-ld";
import { PageHero } from "@/components/site/page-hero";
import { SectionHeading } from "@/components/site/section-heading";
import { StatGrid } from "@/components/site/stat-grid";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export function aboutMetadata(locale: Locale): Metadata {
  const { aboutLabels: l } = aboutCopy(locale);
  return {
    title: l.metaTitle,
    description: l.metaDescription,
    keywords: [...l.keywords],
    alternates: pageAlternates(locale, "/about-us"),
  };
}

const valueIcons = {
  dignity: HeartHandshake,
  privacy: Lock,
  honesty: ReceiptIndianRupee,
  gentleness: Hand,
} as const;

/**
 * The About Us page in either language. The founder is one of the doctors: her name, title and
 * mission come from the doctor catalogue in that language, her years from the English one.
 */
export function AboutView({ locale }: { locale: Locale }) {
  const {
    aboutCta,
    aboutHero,
    aboutLabels: l,
    founderStory,
    impact,
    mission,
    values,
  } = aboutCopy(locale);
  const founder = getDoctor(founderStory.doctorId);
  // The founder is catalogue data: a missing entry is a content error that should fail the build.
  if (!founder)
    throw new Error(`About page: founder doctor ${founderStory.doctorId} is not in the catalogue`);
  const { name, title } = doctorCopyFor(founder, locale);

  return (
    <>
      <Breadcrumb pathname="/about-us" locale={locale} />
      <JsonLd
        data={webPageJsonLd({
          locale,
          path: localePath(locale, "/about-us"),
          name: l.metaTitle,
          description: l.metaDescription,
        })}
      />
      <PageHero
        eyebrow={aboutHero.eyebrow}
        icon={Sparkles}
        title={aboutHero.title}
        lead={aboutHero.lead}
      />

      {/* Founder story */}
      <section aria-labelledby="story-title" className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="story-title" title={founderStory.title} lead={founderStory.lead} />
        <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_1fr]">
          <aside
            aria-label={l.founderCard}
            className="bg-card h-fit rounded-xl border p-6 shadow-sm"
          >
            <DoctorAvatar name={name} className="size-16 text-xl" />
            <p className="mt-4 text-lg font-semibold">{name}</p>
            <p className="text-muted-foreground text-sm">{l.founderRole(title)}</p>
            <p className="text-muted-foreground mt-1 text-sm">{l.experience(founder.experience)}</p>
            <blockquote className="border-primary/30 mt-4 border-l-2 pl-3 text-sm italic">
              “{doctorIn(founder, locale).personalMission}”
            </blockquote>
            <Link
              href={localHref(locale, `/doctors/${founder.id}`)}
              className={cn(buttonVariants({ variant: "link" }), "mt-2 h-11 px-0")}
            >
              {l.readProfile}
              <ArrowRight aria-hidden="true" />
            </Link>
          </aside>
          <ol className="relative space-y-6">
            {founderStory.phases.map((phase, index) => (
              <li key={phase.title} className="relative flex gap-4">
                <span
                  aria-hidden="true"
                  className="bg-secondary text-primary grid size-10 shrink-0 place-items-center rounded-full font-semibold"
                >
                  {index + 1}
                </span>
                <div className="pt-1">
                  <p className="text-trust text-sm font-semibold tracking-wide uppercase">
                    {phase.label}
                  </p>
                  <h3 className="mt-1 text-lg font-semibold">{phase.title}</h3>
                  <p className="text-muted-foreground mt-1">{phase.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* Mission */}
      <section aria-labelledby="mission-title" className="bg-card border-y">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-[1fr_1.4fr] md:items-start">
          <SectionHeading id="mission-title" title={mission.title} lead={mission.lead} />
          <ul className="space-y-3">
            {mission.points.map((point) => (
              <li key={point} className="flex gap-3">
                <CheckCircle2 aria-hidden="true" className="text-trust mt-0.5 size-5 shrink-0" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Values */}
      <section aria-labelledby="values-title" className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="values-title" title={values.title} />
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {values.items.map((item) => (
            <FeatureCard
              key={item.title}
              icon={valueIcons[item.icon]}
              title={item.title}
              body={item.body}
            />
          ))}
        </div>
      </section>

      {/* Impact */}
      <section aria-labelledby="impact-title" className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="impact-title" title={impact.title} lead={impact.lead} />
        <StatGrid stats={impact.stats} tone="trust" className="mt-6" />
      </section>

      <CtaBanner id="about-cta-title" title={aboutCta.title} body={aboutCta.body} locale={locale} />
    </>
  );
}
