import type { Metadata } from "next";
import { IntentLink as Link } from "@/components/ui/intent-link";
import {
  Award,
  BadgeIndianRupee,
  Briefcase,
  CalendarCheck,
  HeartHandshake,
  MapPin,
  Phone,
  Star,
  Stethoscope,
  UserRound,
  Users,
} from "lucide-react";
import { doctors, type Doctor } from "@/content/doctors";
import { localePath, type Locale } from "@/content/i18n";
import { bookingLink } from "@/content/navigation";
import { claims, siteConfig } from "@/content/site";
import { formatINR } from "@/lib/catalogue";
import { doctorIn, doctorLocationIn, doctorsPageCopy } from "@/lib/i18n/localized";
import { localHref } from "@/lib/i18n/locale-routes";
import { pageAlternates } from "@/lib/seo/page-metadata";
import { webPageJsonLd } from "@/lib/seo/structured-data";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { CtaBanner } from "@/components/site/cta-banner";
import { DoctorAvatar } from "@/components/site/doctor-avatar";
import { FeatureCard } from "@/components/site/feature-card";
import { JsonLd } from "@/components/site/json-ld";
import { PageHero } from "@/components/site/page-hero";
import { SectionHeading } from "@/components/site/section-heading";
import { StatGrid } from "@/components/site/stat-grid";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { cn } from "@/lib/utils";

export function doctorsMetadata(locale: Locale): Metadata {
  const { doctorsLabels: l } = doctorsPageCopy(locale);
  return {
    title: l.metaTitle,
    description: l.metaDescription(doctors.length, siteConfig.name),
    keywords: [...l.keywords],
    alternates: pageAlternates(locale, "/doctors"),
  };
}

const reasonIcons = {
  team: Users,
  experience: Award,
  gentle: HeartHandshake,
  price: BadgeIndianRupee,
} as const;

// Figures derived from the catalogue, so they stay true when a doctor joins or leaves.
const combinedYears = doctors.reduce((sum, doctor) => sum + doctor.experience, 0);
const cityCount = new Set(doctors.flatMap((doctor) => doctor.location)).size;

function DoctorCard({ doctor, locale }: { doctor: Doctor; locale: Locale }) {
  const { doctorLabels, doctorsLabels: l } = doctorsPageCopy(locale);
  const headingId = `doctor-${doctor.id}-name`;
  const feeLine = doctor.emergencySpecialist
    ? `${l.feesLead} ${l.inPersonFee(formatINR(doctor.consultationFee))} · ${l.emergencyFee(formatINR(doctor.emergencyConsultationFee))}`
    : `${l.feesLead} ${l.inPersonFee(formatINR(doctor.consultationFee))} · ${l.videoFee(formatINR(doctor.videoConsultationFee))}`;
  return (
    <Card className="h-full gap-5">
      <CardHeader className="flex flex-row items-start gap-4">
        <DoctorAvatar name={doctor.name} />
        <div className="min-w-0">
          {doctor.featured ? (
            <Badge variant="success" className="mb-1 whitespace-normal">
              <Award aria-hidden="true" />
              {doctor.featuredLabel}
            </Badge>
          ) : null}
          <CardTitle asChild className="text-lg">
            <h3 id={headingId}>{doctor.name}</h3>
          </CardTitle>
          <CardDescription>{doctor.title}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-2 text-sm">
          <li className="flex gap-2">
            <Stethoscope aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
            <span>{doctor.specialization}</span>
          </li>
          <li className="flex gap-2">
            <Briefcase aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
            <span>{doctorLabels.experience(doctor.experience)}</span>
          </li>
          <li className="flex gap-2">
            <Star
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 fill-amber-400 text-amber-500"
            />
            <span>
              <span className="font-semibold">{doctor.rating}</span>{" "}
              <span className="text-muted-foreground">{doctorLabels.reviews(doctor.reviews)}</span>
            </span>
          </li>
          <li className="flex gap-2">
            <MapPin aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
            <span>{doctorLocationIn(doctor, locale)}</span>
          </li>
          <li className="flex gap-2">
            <BadgeIndianRupee aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
            <span>{feeLine}</span>
          </li>
        </ul>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2">
        <Link
          href={localHref(locale, `/doctors/${doctor.id}`)}
          className={buttonVariants({ variant: "outline" })}
        >
          <UserRound aria-hidden="true" />
          {l.viewProfile}
          <span className="sr-only">: {doctor.name}</span>
        </Link>
        <Link href={localHref(locale, bookingLink.href)} className={buttonVariants()}>
          <CalendarCheck aria-hidden="true" />
          {doctorLabels.book}
        </Link>
        <a
          href={siteConfig.phone.href}
          className={cn(
            buttonVariants({ variant: "outline" }),
            "text-trust hover:text-trust border-trust/50",
          )}
        >
          <Phone aria-hidden="true" />
          {l.callNow}
          <span className="sr-only"> {siteConfig.phone.display}</span>
        </a>
      </CardFooter>
    </Card>
  );
}

/** The doctor list in either language: the words from content/ (or content/hi/), the figures shared. */
export function DoctorsView({ locale }: { locale: Locale }) {
  const { doctorsCta, doctorsHero, doctorsLabels: l, doctorsReasons } = doctorsPageCopy(locale);
  const teamStats = [
    { value: String(doctors.length), label: l.stats.specialists },
    { value: `${combinedYears}+`, label: l.stats.combinedYears },
    { value: String(cityCount), label: l.stats.cities },
    { value: claims.support, label: l.stats.support },
  ];

  return (
    <>
      <Breadcrumb pathname="/doctors" locale={locale} />
      <JsonLd
        data={webPageJsonLd({
          locale,
          path: localePath(locale, "/doctors"),
          name: l.metaTitle,
          description: l.metaDescription(doctors.length, siteConfig.name),
        })}
      />
      <PageHero
        eyebrow={doctorsHero.eyebrow}
        icon={Users}
        title={doctorsHero.title}
        lead={doctorsHero.lead}
      >
        <StatGrid stats={teamStats} className="mt-8" />
      </PageHero>

      <section aria-labelledby="reasons-title" className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="reasons-title" title={doctorsReasons.title} />
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {doctorsReasons.items.map((item) => (
            <FeatureCard
              key={item.title}
              icon={reasonIcons[item.icon]}
              title={item.title}
              body={item.body}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="team-title" className="mx-auto max-w-6xl px-4 py-12">
        <SectionHeading id="team-title" title={l.teamTitle} lead={l.teamLead} />
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {doctors.map((doctor) => (
            <li key={doctor.id}>
              <DoctorCard doctor={doctorIn(doctor, locale)} locale={locale} />
            </li>
          ))}
        </ul>
      </section>

      <CtaBanner
        id="doctors-cta-title"
        title={doctorsCta.title}
        body={doctorsCta.body}
        locale={locale}
      />
    </>
  );
}
