import type { Metadata } from "next";
import { IntentLink as Link } from "@/components/ui/intent-link";
import {
  ArrowRight,
  BadgeIndianRupee,
  EyeOff,
  FileLock2,
  Lock,
  ShieldCheck,
  Stethoscope,
  UserCheck,
  UserRoundX,
} from "lucide-react";
import { localePath, type Locale } from "@/content/i18n";
import { testimonialsPageCopy } from "@/lib/i18n/localized";
import { localHref } from "@/lib/i18n/locale-routes";
import { pageAlternates } from "@/lib/seo/page-metadata";
import { webPageJsonLd } from "@/lib/seo/structured-data";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { CtaBanner } from "@/components/site/cta-banner";
import { FeatureCard } from "@/components/site/feature-card";
import { JsonLd } from "@/components/site/json-ld";
import { PageHero } from "@/components/site/page-hero";
import { SectionHeading } from "@/components/site/section-heading";
import { StatGrid } from "@/components/site/stat-grid";
import { buttonVariants } from "@/components/ui/button";
import { CardFooter } from "@/components/ui/card";
import { breachFree, withBreachClaim } from "@/lib/queries/site-claims";
import { cn } from "@/lib/utils";

export function testimonialsMetadata(locale: Locale): Metadata {
  const { testimonialsLabels: l } = testimonialsPageCopy(locale);
  return {
    title: l.metaTitle,
    description: l.metaDescription,
    keywords: [...l.keywords],
    alternates: pageAlternates(locale, "/testimonials"),
  };
}

const principleIcons = {
  "no-stories": UserRoundX,
  "care-team": UserCheck,
  consent: FileLock2,
  "no-ads": EyeOff,
} as const;

const credentialIcons = {
  specialists: Stethoscope,
  dpdp: ShieldCheck,
  pricing: BadgeIndianRupee,
} as const;

/** The Testimonials page (why none are shown) in either language. */
export async function TestimonialsView({ locale }: { locale: Locale }) {
  const {
    credentials,
    privacyPrinciples,
    testimonialsCta,
    testimonialsHero,
    testimonialsLabels: l,
    trustMetrics,
  } = testimonialsPageCopy(locale);

  return (
    <>
      <Breadcrumb pathname="/testimonials" locale={locale} />
      <JsonLd
        data={webPageJsonLd({
          locale,
          path: localePath(locale, "/testimonials"),
          name: l.metaTitle,
          description: l.metaDescription,
        })}
      />
      <PageHero
        eyebrow={testimonialsHero.eyebrow}
        icon={Lock}
        title={testimonialsHero.title}
        lead={testimonialsHero.lead}
      />

      <section aria-labelledby="principles-title" className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="principles-title" title={privacyPrinciples.title} />
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {privacyPrinciples.items.map((item) => (
            <FeatureCard
              key={item.title}
              icon={principleIcons[item.icon]}
              title={item.title}
              body={item.body}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="metrics-title" className="bg-card border-y">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <SectionHeading id="metrics-title" title={trustMetrics.title} />
          <StatGrid
            stats={withBreachClaim(trustMetrics.stats, await breachFree())}
            tone="trust"
            className="mt-6"
          />
        </div>
      </section>

      <section aria-labelledby="credentials-title" className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="credentials-title" title={credentials.title} lead={credentials.lead} />
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {credentials.items.map((item) => (
            <FeatureCard
              key={item.title}
              icon={credentialIcons[item.icon]}
              title={item.title}
              body={item.body}
              tone="trust"
            >
              <CardFooter className="mt-auto">
                <Link
                  href={localHref(locale, item.link.href)}
                  className={cn(buttonVariants({ variant: "link" }), "h-11 px-0")}
                >
                  {item.link.label}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </CardFooter>
            </FeatureCard>
          ))}
        </div>
      </section>

      <CtaBanner
        id="testimonials-cta-title"
        title={testimonialsCta.title}
        body={testimonialsCta.body}
        callLabel={testimonialsCta.callLabel}
        locale={locale}
      />
    </>
  );
}
