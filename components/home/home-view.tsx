import { IntentLink as Link } from "@/components/ui/intent-link";
import {
  ArrowRight,
  BadgeIndianRupee,
  CheckCircle2,
  HeartHandshake,
  MessageCircle,
  Phone,
  ShieldCheck,
  Star,
  Users,
} from "lucide-react";
import { claims, siteConfig } from "@/content/site";
import { bookingLink } from "@/content/navigation";
import { localePath, type Locale } from "@/content/i18n";
import { doctorCopyFor, homeCopy } from "@/lib/i18n/localized";
import { localHref } from "@/lib/i18n/locale-routes";
import { conditionPriceRange, featuredDoctors, formatINR } from "@/lib/catalogue";
import { chromeCopy } from "@/lib/i18n/localized";
import { buttonVariants } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { CtaBanner } from "@/components/site/cta-banner";
import { JsonLd } from "@/components/site/json-ld";
import { SectionHeading } from "@/components/site/section-heading";
import { DoctorAvatar } from "@/components/site/doctor-avatar";
import { clinicJsonLd, webPageJsonLd } from "@/lib/seo/structured-data";
import { breachFree, withBreachClaim } from "@/lib/queries/site-claims";
import { cn } from "@/lib/utils";

const whyIcons = { users: Users, heart: HeartHandshake, receipt: BadgeIndianRupee } as const;
const fee = formatINR(claims.diagnosticFee);

/** The home page in either language: the copy from content/ (or content/hi/), the figures shared. */
export async function HomeView({ locale }: { locale: Locale }) {
  const {
    categoryCards,
    closingCta,
    coordinatorSection,
    homeHero,
    homeLabels: l,
    professionalConsultation,
    whyChooseUs,
  } = homeCopy(locale);
  const doctors = featuredDoctors(3).map((doctor) => ({
    ...doctor,
    ...doctorCopyFor(doctor, locale),
  }));
  const coordinatorStats = withBreachClaim(coordinatorSection.stats, await breachFree());
  const booking = localHref(locale, bookingLink.href);
  const bookingLabel = chromeCopy(locale).navLabels[bookingLink.href];

  return (
    <>
      <JsonLd data={clinicJsonLd(locale)} />
      <JsonLd
        data={webPageJsonLd({
          locale,
          path: localePath(locale, "/home"),
          name: `${siteConfig.name} — ${l.metaTitle}`,
          description: l.metaDescription(homeHero.lead, fee),
        })}
      />

      {/* Hero */}
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="bg-secondary absolute -top-32 -right-32 size-[28rem] rounded-full opacity-70 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="bg-trust-soft absolute -bottom-40 -left-24 size-[24rem] rounded-full opacity-80 blur-3xl"
        />
        <div className="relative mx-auto max-w-6xl px-4 pt-10 pb-12 md:pt-20 md:pb-20">
          <Badge variant="trust" className="mb-4">
            <ShieldCheck aria-hidden="true" />
            {homeHero.eyebrow}
          </Badge>
          <h1 className="max-w-3xl text-3xl leading-tight font-bold tracking-tight text-balance md:text-5xl">
            {homeHero.title}
          </h1>
          <p className="text-muted-foreground mt-4 max-w-2xl text-base md:text-lg">
            {homeHero.lead}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link href={booking} className={buttonVariants({ size: "lg" })}>
              {l.bookWithFee(fee)}
            </Link>
            <a
              href={siteConfig.phone.href}
              className={buttonVariants({ size: "lg", variant: "outline" })}
            >
              <Phone aria-hidden="true" />
              {l.call(siteConfig.phone.display)}
            </a>
          </div>
          <dl className="mt-10 grid grid-cols-2 gap-3 md:grid-cols-4">
            {homeHero.stats.map((stat) => (
              <div key={stat.label} className="bg-card/80 rounded-xl border p-4 shadow-sm">
                <dt className="text-muted-foreground text-sm">{stat.label}</dt>
                <dd className="text-primary text-2xl font-bold">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      {/* Professional consultation */}
      <section aria-labelledby="consultation-title" className="mx-auto max-w-6xl px-4 py-12">
        <Card className="md:grid md:grid-cols-[1.4fr_1fr] md:items-center">
          <CardHeader className="gap-3">
            <CardTitle id="consultation-title" className="text-2xl">
              {professionalConsultation.title}
            </CardTitle>
            <CardDescription className="text-base">{professionalConsultation.lead}</CardDescription>
            <ul className="mt-2 space-y-2">
              {professionalConsultation.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <CheckCircle2 aria-hidden="true" className="text-trust mt-0.5 size-5 shrink-0" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </CardHeader>
          <CardContent className="bg-secondary/60 m-4 rounded-xl p-6 text-center md:m-6">
            <p className="text-muted-foreground text-sm">{l.diagnosticConsultation}</p>
            <p className="text-primary text-4xl font-bold">{fee}</p>
            <p className="text-muted-foreground mt-1 text-sm">{l.feeAdjustable}</p>
            <Link href={booking} className={cn(buttonVariants(), "mt-4 w-full")}>
              {bookingLabel}
            </Link>
          </CardContent>
        </Card>
      </section>

      {/* Care coordinator */}
      <section aria-labelledby="coordinator-title" className="bg-card border-y">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-2 md:items-center">
          <div>
            <h2
              id="coordinator-title"
              className="text-2xl font-semibold tracking-tight md:text-3xl"
            >
              {coordinatorSection.title}
            </h2>
            <p className="text-muted-foreground mt-3">{coordinatorSection.lead}</p>
            <dl className="mt-6 grid grid-cols-3 gap-3">
              {coordinatorStats.map((stat) => (
                <div
                  key={stat.label}
                  // The term comes first in a <dl>; the figure is shown above it.
                  className="bg-trust-soft flex flex-col-reverse rounded-xl p-3 text-center"
                >
                  <dt className="text-foreground text-xs">{stat.label}</dt>
                  <dd className="text-trust text-xl font-bold">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <Card>
            <CardHeader>
              <CardTitle className="text-xl">{coordinatorSection.card.title}</CardTitle>
              <CardDescription>{coordinatorSection.card.body}</CardDescription>
            </CardHeader>
            <CardFooter className="flex flex-col gap-3">
              <a
                href={siteConfig.phone.href}
                className={cn(buttonVariants({ variant: "trust" }), "w-full")}
              >
                <Phone aria-hidden="true" />
                {l.talkToExpert}
              </a>
              <a
                href={siteConfig.whatsapp.href}
                target="_blank"
                rel="noopener noreferrer"
                className={cn(buttonVariants({ variant: "outline" }), "w-full")}
              >
                <MessageCircle aria-hidden="true" />
                {l.whatsappChat}
              </a>
              <Link href={booking} className={cn(buttonVariants(), "w-full")}>
                {bookingLabel}
              </Link>
            </CardFooter>
          </Card>
        </div>
      </section>

      {/* Why choose us */}
      <section aria-labelledby="why-title" className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="why-title" title={whyChooseUs.title} />
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {whyChooseUs.items.map((item) => {
            const Icon = whyIcons[item.icon];
            return (
              <Card key={item.title}>
                <CardHeader>
                  <span className="bg-secondary text-primary grid size-11 place-items-center rounded-xl">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <CardTitle className="mt-2 text-lg">{item.title}</CardTitle>
                  <CardDescription>{item.body}</CardDescription>
                </CardHeader>
              </Card>
            );
          })}
        </div>
      </section>

      {/* Care categories */}
      <section aria-labelledby="care-title" className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="care-title" title={l.packagesTitle} lead={l.packagesLead} />
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {categoryCards.map((card) => {
            const range = conditionPriceRange(card.condition);
            return (
              <Card key={card.title} className="flex flex-col">
                <CardHeader>
                  <p className="text-muted-foreground text-sm">{card.conditionLabel}</p>
                  <CardTitle className="text-xl">{card.title}</CardTitle>
                  <p className="flex items-center gap-1 text-sm">
                    <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                    <span className="font-semibold">{card.rating}</span>
                    <span className="text-muted-foreground">{l.fromReviews(card.reviews)}</span>
                  </p>
                  <CardDescription className="mt-1">{card.promise}</CardDescription>
                </CardHeader>
                <CardContent className="mt-auto space-y-1">
                  <p className="text-sm">
                    {l.from}{" "}
                    <span className="text-primary text-lg font-bold">{formatINR(range.min)}</span>
                  </p>
                  <p className="text-muted-foreground text-xs">{l.feeNote(fee)}</p>
                </CardContent>
                <CardFooter>
                  <Link
                    href={localHref(locale, "/care-packages")}
                    className={cn(buttonVariants({ variant: "outline" }), "w-full")}
                  >
                    {l.seePackages(card.title)}
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </CardFooter>
              </Card>
            );
          })}
        </div>
      </section>

      {/* Featured doctors */}
      <section aria-labelledby="doctors-title" className="mx-auto max-w-6xl px-4 py-12">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <SectionHeading id="doctors-title" title={l.doctorsTitle} />
          <Link
            href={localHref(locale, "/doctors")}
            className={buttonVariants({ variant: "link" })}
          >
            {l.allDoctors}
          </Link>
        </div>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {doctors.map((doctor) => (
            <Card key={doctor.id}>
              <CardHeader className="flex flex-row items-center gap-4">
                <DoctorAvatar name={doctor.name} />
                <div>
                  <CardTitle className="text-lg">{doctor.name}</CardTitle>
                  <CardDescription>{doctor.title}</CardDescription>
                </div>
              </CardHeader>
              <CardContent className="text-muted-foreground space-y-1 text-sm">
                <p>{doctor.specialization}</p>
                <p>
                  {l.years(doctor.experience)} ·{" "}
                  <Star
                    aria-hidden="true"
                    className="inline size-4 fill-amber-400 text-amber-500"
                  />{" "}
                  {doctor.rating} {l.reviews(doctor.reviews)}
                </p>
              </CardContent>
              <CardFooter>
                <Link
                  href={localHref(locale, "/doctors")}
                  className={cn(buttonVariants({ variant: "outline" }), "w-full")}
                >
                  {l.meetTeam}
                </Link>
              </CardFooter>
            </Card>
          ))}
        </div>
      </section>

      <CtaBanner
        title={closingCta.title}
        body={closingCta.body}
        locale={locale}
        bookLabel={l.bookWithFee(fee)}
      />
    </>
  );
}
