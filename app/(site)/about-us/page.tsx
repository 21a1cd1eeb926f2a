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
import { aboutCta, aboutHero, founderStory, impact, mission, values } from "@/content/about";
import { siteConfig } from "@/content/site";
import { getDoctor } from "@/lib/catalogue";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { CtaBanner } from "@/components/site/cta-banner";
import { DoctorAvatar } from "@/components/site/doctor-avatar";
import { FeatureCard } from "@/components/site/feature-card";
import { PageHero } from "@/components/site/page-hero";
import { SectionHeading } from "@/components/site/section-heading";
import { StatGrid } from "@/components/site/stat-grid";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export const metadata: Metadata = {
  title: "About Us",
  description: `The story of ${siteConfig.name}: founded by a female proctologist so that every woman can be treated for piles, fissures and fistulas by a woman, in private, at a fixed price.`,
  keywords: [
    "about Saheli Care",
    "female proctologist founder",
    "women-only proctology clinic",
    "all-female medical team India",
    "piles treatment for women",
  ],
  alternates: { canonical: "/about-us" },
};

const valueIcons = {
  dignity: HeartHandshake,
  privacy: Lock,
  honesty: ReceiptIndianRupee,
  gentleness: Hand,
} as const;

export default function AboutUsPage() {
  const founder = getDoctor(founderStory.doctorId);
  // The founder is catalogue data: a missing entry is a content error that should fail the build.
  if (!founder)
    throw new Error(`About page: founder doctor ${founderStory.doctorId} is not in the catalogue`);

  return (
    <>
      <Breadcrumb pathname="/about-us" />
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
            aria-label="About the founder"
            className="bg-card h-fit rounded-xl border p-6 shadow-sm"
          >
            <DoctorAvatar name={founder.name} className="size-16 text-xl" />
            <p className="mt-4 text-lg font-semibold">{founder.name}</p>
            <p className="text-muted-foreground text-sm">Founder · {founder.title}</p>
            <p className="text-muted-foreground mt-1 text-sm">
              {founder.experience} years of experience
            </p>
            <blockquote className="border-primary/30 mt-4 border-l-2 pl-3 text-sm italic">
              “{founder.personalMission}”
            </blockquote>
            <Link
              href={`/doctors/${founder.id}`}
              className={cn(buttonVariants({ variant: "link" }), "mt-2 h-11 px-0")}
            >
              Read her profile
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

      <CtaBanner id="about-cta-title" title={aboutCta.title} body={aboutCta.body} />
    </>
  );
}
