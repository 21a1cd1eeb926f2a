import type { Metadata } from "next";
import {
  Bath,
  ClipboardList,
  HeartHandshake,
  Info,
  MessageCircleHeart,
  Phone,
  Pill,
  Search,
  Siren,
  Sofa,
  TriangleAlert,
  UsersRound,
} from "lucide-react";
import { claims, siteConfig } from "@/content/site";
import { localePath, type Locale } from "@/content/i18n";
import { symptomsCopy } from "@/lib/i18n/localized";
import { pageAlternates } from "@/lib/seo/page-metadata";
import { webPageJsonLd } from "@/lib/seo/structured-data";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { CtaBanner } from "@/components/site/cta-banner";
import { FeatureCard } from "@/components/site/feature-card";
import { JsonLd } from "@/components/site/json-ld";
import { PageHero } from "@/components/site/page-hero";
import { SectionHeading } from "@/components/site/section-heading";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

const englishPath = "/symptoms-first-aid";

export function symptomsMetadata(locale: Locale): Metadata {
  const { symptomsLabels: l } = symptomsCopy(locale);
  return {
    title: l.metaTitle,
    description: l.metaDescription,
    keywords: [...l.keywords],
    alternates: pageAlternates(locale, englishPath),
  };
}

const tipIcons = { call: Siren, rest: Sofa, medicine: Pill, notes: ClipboardList } as const;
const reasonIcons = {
  talk: MessageCircleHeart,
  women: UsersRound,
  comfort: HeartHandshake,
} as const;
const emergencyNumber = siteConfig.legal.emergencyNumber;

function GuideList({ items, marker }: { items: readonly string[]; marker: "dot" | "warning" }) {
  return (
    <ul className="mt-3 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          {marker === "warning" ? (
            <TriangleAlert aria-hidden="true" className="text-warning mt-0.5 size-4 shrink-0" />
          ) : (
            <span aria-hidden="true" className="bg-primary mt-2 size-1.5 shrink-0 rounded-full" />
          )}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The symptoms and first-aid page in either language: the copy from content/ (or content/hi/). */
export function SymptomsView({ locale }: { locale: Locale }) {
  const {
    conditionGuides,
    emergencyTips,
    femaleDoctorReasons,
    medicalDisclaimer,
    symptomsCta,
    symptomsHero,
    symptomsLabels: l,
  } = symptomsCopy(locale);

  return (
    <>
      <Breadcrumb pathname={englishPath} current={l.breadcrumb} locale={locale} />
      <JsonLd
        data={webPageJsonLd({
          locale,
          path: localePath(locale, englishPath),
          name: l.metaTitle,
          description: l.metaDescription,
        })}
      />
      <PageHero
        eyebrow={symptomsHero.eyebrow}
        icon={Info}
        title={symptomsHero.title}
        lead={symptomsHero.lead}
      >
        <aside
          aria-labelledby="disclaimer-title"
          className="bg-card mt-6 max-w-2xl rounded-xl border p-4 shadow-sm"
        >
          <p id="disclaimer-title" className="flex items-center gap-2 font-semibold">
            <Info aria-hidden="true" className="text-primary size-5 shrink-0" />
            {medicalDisclaimer.title}
          </p>
          <p className="text-muted-foreground mt-1 text-sm">{medicalDisclaimer.body}</p>
        </aside>
        <nav aria-label={l.onThisPage} className="mt-6 flex flex-wrap gap-2">
          {conditionGuides.map((guide) => (
            <a
              key={guide.id}
              href={`#${guide.id}`}
              className={buttonVariants({ variant: "outline" })}
            >
              {guide.name}
            </a>
          ))}
          <a href="#emergency" className={buttonVariants({ variant: "outline" })}>
            {l.emergencyLink}
          </a>
        </nav>
      </PageHero>

      {conditionGuides.map((guide, index) => (
        <section
          key={guide.id}
          id={guide.id}
          aria-labelledby={`${guide.id}-title`}
          className={cn("scroll-mt-20", index % 2 === 1 && "bg-card border-y")}
        >
          <div className="mx-auto max-w-6xl px-4 py-12">
            <SectionHeading id={`${guide.id}-title`} title={guide.name} lead={guide.summary} />
            <div className="mt-6 grid gap-4 md:grid-cols-3">
              <div
                className={cn(
                  "rounded-xl border p-5",
                  index % 2 === 1 ? "bg-background" : "bg-card shadow-sm",
                )}
              >
                <h3 className="flex items-center gap-2 font-semibold">
                  <Search aria-hidden="true" className="text-primary size-5" />
                  {l.commonSigns}
                </h3>
                <GuideList items={guide.symptoms} marker="dot" />
              </div>
              <div className="bg-trust-soft rounded-xl p-5">
                <h3 className="text-trust flex items-center gap-2 font-semibold">
                  <Bath aria-hidden="true" className="size-5" />
                  {l.homeCare}
                </h3>
                <GuideList items={guide.firstAid} marker="dot" />
              </div>
              <div className="border-warning/25 bg-warning-soft rounded-xl border p-5">
                <h3 className="text-warning flex items-center gap-2 font-semibold">
                  <TriangleAlert aria-hidden="true" className="size-5" />
                  {l.getHelp}
                </h3>
                <GuideList items={guide.emergencySigns} marker="warning" />
              </div>
            </div>
          </div>
        </section>
      ))}

      {/* Emergency tips */}
      <section
        id="emergency"
        aria-labelledby="emergency-title"
        className="mx-auto max-w-6xl scroll-mt-20 px-4 py-12"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="emergency-title" title={emergencyTips.title} />
          <a
            href={`tel:${emergencyNumber}`}
            className={buttonVariants({ variant: "destructive", size: "lg" })}
          >
            <Phone aria-hidden="true" />
            {l.callEmergency(emergencyNumber)}
          </a>
        </div>
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {emergencyTips.items.map((tip) => (
            <FeatureCard
              key={tip.title}
              icon={tipIcons[tip.icon]}
              title={tip.title}
              body={tip.body}
            />
          ))}
        </div>
        <p className="text-muted-foreground mt-4 text-sm">
          {`${l.urgentCare.before(claims.support)} `}
          <a
            href={siteConfig.phone.href}
            className="text-primary inline-flex min-h-11 items-center font-medium whitespace-nowrap underline underline-offset-4"
          >
            {siteConfig.phone.display}
          </a>
          {l.urgentCare.after}
        </p>
      </section>

      {/* Why a female proctologist */}
      <section aria-labelledby="female-title" className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="female-title" title={femaleDoctorReasons.title} />
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {femaleDoctorReasons.items.map((item) => (
            <FeatureCard
              key={item.title}
              icon={reasonIcons[item.icon]}
              title={item.title}
              body={item.body}
              tone="trust"
            />
          ))}
        </div>
      </section>

      <CtaBanner
        id="symptoms-cta-title"
        title={symptomsCta.title}
        body={symptomsCta.body}
        locale={locale}
      />
    </>
  );
}
