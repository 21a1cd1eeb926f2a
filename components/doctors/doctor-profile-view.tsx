import type { Metadata } from "next";
import { IntentLink as Link } from "@/components/ui/intent-link";
import {
  Award,
  BadgeIndianRupee,
  Briefcase,
  CalendarCheck,
  CheckCircle2,
  Clock,
  GraduationCap,
  Heart,
  Languages,
  MapPin,
  Phone,
  Star,
  Users,
} from "lucide-react";
import { doctors, type Doctor } from "@/content/doctors";
import { localePath, type Locale } from "@/content/i18n";
import { bookingHref } from "@/content/booking-topics";
import { claims, siteConfig } from "@/content/site";
import { formatINR, getCity, getDoctor } from "@/lib/catalogue";
import { env } from "@/lib/env";
import { cityName, doctorIn, doctorLocationIn, doctorsPageCopy } from "@/lib/i18n/localized";
import { localHref } from "@/lib/i18n/locale-routes";
import { pageAlternates } from "@/lib/seo/page-metadata";
import { cityAddress, clinicReference, logoUrl, webPageJsonLd } from "@/lib/seo/structured-data";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { CtaBanner } from "@/components/site/cta-banner";
import { DoctorAvatar } from "@/components/site/doctor-avatar";
import { IllustrativeStories } from "@/components/site/illustrative-stories";
import { JsonLd } from "@/components/site/json-ld";
import { SectionHeading } from "@/components/site/section-heading";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** The route's params, the same in both languages' routes. */
export type DoctorRouteProps = { params: Promise<{ id: string }> };

// The six catalogue doctors are pre-rendered; any other id renders the 404 page via notFound().
// (dynamicParams = false would do the same but makes Next 15.5 log an internal NoFallbackError.)
export function doctorStaticParams(): { id: string }[] {
  return doctors.map((doctor) => ({ id: String(doctor.id) }));
}

export function doctorFor(id: string): Doctor | undefined {
  return /^\d+$/.test(id) ? getDoctor(Number(id)) : undefined;
}

function profileMeta(doctor: Doctor, locale: Locale) {
  const { doctorProfileLabels: l } = doctorsPageCopy(locale);
  const words = doctorIn(doctor, locale);
  return {
    title: l.metaTitle(words.name, words.title),
    description: l.metaDescription(
      words.name,
      words.specialization,
      doctor.experience,
      doctorLocationIn(doctor, locale),
    ),
    keywords: [
      words.name,
      l.keywords.role,
      words.specialization,
      ...doctor.location.map((slug) => l.keywords.inCity(cityName(getCity(slug), locale))),
      ...words.specialties,
    ],
  };
}

export function doctorProfileMetadata(doctor: Doctor | undefined, locale: Locale): Metadata {
  if (!doctor) return {};
  return {
    ...profileMeta(doctor, locale),
    alternates: pageAlternates(locale, `/doctors/${doctor.id}`),
  };
}

/**
 * schema.org's Physician is an organisation type; adding Person lets the same node carry jobTitle,
 * worksFor and knowsLanguage. No aggregateRating: search engines do not accept ratings a site
 * collects about itself. One @id in both languages, as she is one person; the words and the url
 * are the page's. The postal address stays in English, as the post office reads it.
 */
function physicianJsonLd(doctor: Doctor, locale: Locale) {
  const englishPath = `/doctors/${doctor.id}`;
  return {
    "@context": "https://schema.org",
    "@type": ["Physician", "Person"],
    "@id": new URL(`${englishPath}#physician`, env.SITE_URL).toString(),
    name: doctor.name,
    jobTitle: doctor.title,
    description: doctor.bio,
    url: new URL(localePath(locale, englishPath), env.SITE_URL).toString(),
    image: logoUrl(),
    medicalSpecialty: doctor.emergencySpecialist
      ? ["https://schema.org/Surgical", "https://schema.org/Emergency"]
      : "https://schema.org/Surgical",
    knowsAbout: [...doctor.specialties],
    knowsLanguage: [...doctor.languages],
    availableService: doctor.expertise.map((name) => ({ "@type": "MedicalProcedure", name })),
    areaServed: doctor.location.map((slug) => ({
      "@type": "City",
      name: cityName(getCity(slug), locale),
    })),
    // Where she sees patients: the clinic of the first city she serves.
    address: cityAddress(getCity(doctor.location[0] ?? "mumbai")),
    worksFor: clinicReference(),
  };
}

/**
 * A doctor's profile in either language. `doctor` is the catalogue's; her words are read in the
 * page's language from content/hi/ where it is Hindi, her figures and fees stay the catalogue's.
 */
export function DoctorProfileView({ doctor: entry, locale }: { doctor: Doctor; locale: Locale }) {
  const { doctorLabels, doctorProfileCopy: copy, doctorProfileLabels: l } = doctorsPageCopy(locale);
  const doctor = doctorIn(entry, locale);
  const englishPath = `/doctors/${doctor.id}`;
  const meta = profileMeta(entry, locale);
  const location = doctorLocationIn(doctor, locale);
  const feeRows = doctor.emergencySpecialist
    ? [
        { label: l.fees.inPerson, amount: doctor.consultationFee },
        { label: l.fees.emergency, amount: doctor.emergencyConsultationFee },
      ]
    : [
        { label: l.fees.inPerson, amount: doctor.consultationFee },
        { label: l.fees.video, amount: doctor.videoConsultationFee },
      ];

  return (
    <>
      <JsonLd data={physicianJsonLd(doctor, locale)} />
      <JsonLd
        data={webPageJsonLd({
          locale,
          path: localePath(locale, englishPath),
          name: meta.title,
          description: meta.description,
        })}
      />
      <Breadcrumb pathname={englishPath} current={doctor.name} locale={locale} />

      {/* Hero */}
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="bg-secondary absolute -top-32 -right-32 size-[24rem] rounded-full opacity-70 blur-3xl"
        />
        <div className="relative mx-auto max-w-6xl px-4 pt-8 pb-10 md:pt-12">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
            <DoctorAvatar name={doctor.name} className="size-20 text-2xl md:size-24 md:text-3xl" />
            <div className="min-w-0">
              {doctor.featured ? (
                <Badge variant="success" className="mb-2 whitespace-normal">
                  <Award aria-hidden="true" />
                  {doctor.featuredLabel}
                </Badge>
              ) : null}
              <h1 className="text-3xl leading-tight font-bold tracking-tight md:text-4xl">
                {doctor.name}
              </h1>
              <p className="text-primary mt-1 text-lg font-medium">{doctor.title}</p>
              <p className="text-muted-foreground">{doctor.specialization}</p>
              <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
                <li className="flex items-center gap-1.5">
                  <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                  <span className="font-semibold">{doctor.rating}</span>
                  <span className="text-muted-foreground">
                    {doctorLabels.reviews(doctor.reviews)}
                  </span>
                </li>
                <li className="flex items-center gap-1.5">
                  <Briefcase aria-hidden="true" className="text-primary size-4" />
                  {doctorLabels.experience(doctor.experience)}
                </li>
                <li className="flex items-center gap-1.5">
                  <MapPin aria-hidden="true" className="text-primary size-4" />
                  {location}
                </li>
              </ul>
              <p className="text-muted-foreground mt-4 max-w-2xl">{doctor.bio}</p>
            </div>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-[1fr_20rem] lg:items-start">
        {/* Booking card: right after the hero on a phone, a sticky side panel on a desktop. */}
        <aside
          aria-labelledby="book-title"
          className="lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1"
        >
          <Card className="gap-4">
            <CardHeader>
              <CardTitle asChild className="text-xl">
                <h2 id="book-title">{copy.bookCard.title}</h2>
              </CardTitle>
              <CardDescription>{l.bookWith(doctor.name)}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <h3 id="doctor-fees-title" className="text-sm font-semibold">
                {l.fees.title(doctor.name)}
              </h3>
              <dl aria-labelledby="doctor-fees-title" className="-mt-2 divide-y rounded-lg border">
                {feeRows.map((row) => (
                  <div
                    key={row.label}
                    className="flex items-center justify-between gap-3 px-3 py-2.5"
                  >
                    <dt className="text-sm">{row.label}</dt>
                    <dd className="text-primary text-lg font-bold">{formatINR(row.amount)}</dd>
                  </div>
                ))}
              </dl>
              <p className="text-muted-foreground -mt-2 text-xs">
                {l.fees.note(formatINR(claims.diagnosticFee))}
              </p>
              <p className="text-muted-foreground flex gap-2 text-sm">
                <BadgeIndianRupee
                  aria-hidden="true"
                  className="text-trust mt-0.5 size-4 shrink-0"
                />
                {copy.bookCard.note}
              </p>
              <div className="flex flex-col gap-2">
                <Link
                  href={localHref(locale, bookingHref({ doctor: doctor.id }))}
                  className={buttonVariants()}
                >
                  <CalendarCheck aria-hidden="true" />
                  {doctorLabels.book}
                </Link>
                <a href={siteConfig.phone.href} className={buttonVariants({ variant: "outline" })}>
                  <Phone aria-hidden="true" />
                  {l.call(siteConfig.phone.display)}
                </a>
              </div>
            </CardContent>
          </Card>
        </aside>

        <div className="min-w-0 space-y-12 lg:col-start-1 lg:row-start-1">
          {/* Personal mission */}
          <section aria-labelledby="mission-title">
            <SectionHeading id="mission-title" title={l.missionTitle} />
            <figure className="bg-secondary mt-4 rounded-xl p-6">
              <Heart aria-hidden="true" className="text-primary size-6" />
              <blockquote className="mt-3 text-lg leading-relaxed">
                “{doctor.personalMission}”
              </blockquote>
              <figcaption className="text-secondary-foreground mt-3 text-sm font-medium">
                {doctor.name}
              </figcaption>
            </figure>
            <p className="text-muted-foreground mt-4">
              <span className="text-foreground font-medium">{l.howSheTreats}</span>
              {doctor.treatmentPhilosophy}
            </p>
          </section>

          {/* Why choose her */}
          <section aria-labelledby="why-title">
            <SectionHeading id="why-title" title={copy.whyTitle} />
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {doctor.whyChooseHer.map((reason) => (
                <li
                  key={reason.title}
                  className="bg-card flex gap-3 rounded-xl border p-4 shadow-sm"
                >
                  <CheckCircle2 aria-hidden="true" className="text-trust mt-0.5 size-5 shrink-0" />
                  <div>
                    <h3 className="font-semibold">{reason.title}</h3>
                    <p className="text-muted-foreground mt-1 text-sm">{reason.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>

          {/* Education */}
          <section aria-labelledby="education-title">
            <SectionHeading id="education-title" title={copy.educationTitle} />
            <ol className="mt-6 space-y-4">
              {doctor.detailedEducation.map((entry) => (
                <li key={entry.degree} className="flex gap-4">
                  <span className="bg-secondary text-primary grid size-11 shrink-0 place-items-center rounded-xl">
                    <GraduationCap aria-hidden="true" className="size-5" />
                  </span>
                  <div className="min-w-0">
                    <h3 className="font-semibold">{entry.degree}</h3>
                    <p className="text-muted-foreground text-sm">
                      {entry.institution} · {entry.year}
                    </p>
                    <p className="text-trust mt-0.5 text-sm font-medium">{entry.distinction}</p>
                  </div>
                </li>
              ))}
            </ol>
            {doctor.certifications.length > 0 ? (
              <p className="text-muted-foreground mt-4 text-sm">
                <span className="text-foreground font-medium">{l.certifications}</span>
                {doctor.certifications.join(" · ")}
              </p>
            ) : null}
          </section>

          {/* Achievements */}
          <section aria-labelledby="achievements-title">
            <SectionHeading id="achievements-title" title={copy.achievementsTitle} />
            <ul
              className={cn(
                "mt-6 grid gap-4 sm:grid-cols-2",
                doctor.achievements.length === 3 && "md:grid-cols-3",
              )}
            >
              {doctor.achievements.map((achievement) => (
                <li key={achievement.title} className="bg-card rounded-xl border p-4 shadow-sm">
                  <p className="text-trust flex items-center gap-1.5 text-sm font-semibold">
                    <Award aria-hidden="true" className="size-4" />
                    {achievement.year}
                  </p>
                  <h3 className="mt-1 font-semibold">{achievement.title}</h3>
                  <p className="text-muted-foreground mt-1 text-sm">{achievement.description}</p>
                </li>
              ))}
            </ul>
          </section>

          {/* Patient stories */}
          <section aria-labelledby="stories-title">
            <SectionHeading id="stories-title" title={copy.storiesTitle} />
            <IllustrativeStories stories={doctor.testimonials} className="mt-4" locale={locale} />
          </section>

          {/* Consultation options */}
          <section aria-labelledby="options-title">
            <SectionHeading id="options-title" title={copy.consultationTitle} />
            <ul className="mt-6 grid gap-4 sm:grid-cols-3">
              {doctor.consultationTypes.map((option) => (
                <li
                  key={option.id}
                  className="bg-card flex flex-col rounded-xl border p-4 shadow-sm"
                >
                  <h3 className="font-semibold">{option.type}</h3>
                  <p className="text-primary mt-1 flex items-center gap-1.5 text-sm font-semibold">
                    <Clock aria-hidden="true" className="size-4" />
                    {l.minutes(option.duration)}
                  </p>
                  <p className="text-muted-foreground mt-2 text-sm">{option.description}</p>
                </li>
              ))}
            </ul>
          </section>

          {/* Hours and languages */}
          <div className="grid gap-4 sm:grid-cols-2">
            <section
              aria-labelledby="hours-title"
              className="bg-card rounded-xl border p-5 shadow-sm"
            >
              <h2 id="hours-title" className="flex items-center gap-2 text-xl font-semibold">
                <Clock aria-hidden="true" className="text-primary size-5" />
                {copy.hoursTitle}
              </h2>
              <p className="mt-3">{l.officeHours}</p>
              <p className="text-muted-foreground mt-2 text-sm">
                {l.availability(doctor.availability)}
              </p>
              <p className="text-muted-foreground mt-1 text-sm">
                {l.slots(doctor.availableSlots.map(l.slot).join(", "))}
              </p>
            </section>
            <section
              aria-labelledby="languages-title"
              className="bg-card rounded-xl border p-5 shadow-sm"
            >
              <h2 id="languages-title" className="flex items-center gap-2 text-xl font-semibold">
                <Languages aria-hidden="true" className="text-primary size-5" />
                {copy.languagesTitle}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {doctor.languages.map((language) => (
                  <li key={language}>
                    <Badge variant="secondary">{language}</Badge>
                  </li>
                ))}
              </ul>
            </section>
          </div>

          <p className="text-muted-foreground flex items-center gap-2 text-sm">
            <Users aria-hidden="true" className="size-4 shrink-0" />
            <span>
              {l.someoneElse}{" "}
              <Link
                href={localHref(locale, "/doctors")}
                className={cn(buttonVariants({ variant: "link" }), "h-11 px-1")}
              >
                {l.allDoctors}
              </Link>
            </span>
          </p>
        </div>
      </div>

      <CtaBanner
        id="profile-cta-title"
        title={copy.cta.title}
        body={copy.cta.body}
        locale={locale}
      />
    </>
  );
}
