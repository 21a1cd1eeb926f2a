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
import { doctorsCta, doctorsHero, doctorsReasons } from "@/content/doctors-page";
import { bookingLink } from "@/content/navigation";
import { claims, siteConfig } from "@/content/site";
import { doctorLocation, formatINR } from "@/lib/catalogue";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { CtaBanner } from "@/components/site/cta-banner";
import { DoctorAvatar } from "@/components/site/doctor-avatar";
import { FeatureCard } from "@/components/site/feature-card";
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

export const metadata: Metadata = {
  title: "Our Female Doctors",
  description: `Meet the ${doctors.length} female proctologists and colorectal surgeons of ${siteConfig.name}: their experience, cities, languages and consultation fees. Book a private consultation.`,
  keywords: [
    "female proctologist",
    "lady doctor for piles",
    "female colorectal surgeon India",
    "women doctors for fissure",
    "female fistula specialist",
  ],
  alternates: { canonical: "/doctors" },
};

const reasonIcons = {
  team: Users,
  experience: Award,
  gentle: HeartHandshake,
  price: BadgeIndianRupee,
} as const;

// Figures derived from the catalogue, so they stay true when a doctor joins or leaves.
const combinedYears = doctors.reduce((sum, doctor) => sum + doctor.experience, 0);
const cityCount = new Set(doctors.flatMap((doctor) => doctor.location)).size;
const teamStats = [
  { value: String(doctors.length), label: "Female specialists" },
  { value: `${combinedYears}+`, label: "Years of combined experience" },
  { value: String(cityCount), label: "Cities" },
  { value: claims.support, label: "Support" },
] as const;

function feeLine(doctor: Doctor) {
  return doctor.emergencySpecialist
    ? `In person ${formatINR(doctor.consultationFee)} · Emergency ${formatINR(doctor.emergencyConsultationFee)}`
    : `In person ${formatINR(doctor.consultationFee)} · Video ${formatINR(doctor.videoConsultationFee)}`;
}

function DoctorCard({ doctor }: { doctor: Doctor }) {
  const headingId = `doctor-${doctor.id}-name`;
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
            <span>{doctor.experience} years of experience</span>
          </li>
          <li className="flex gap-2">
            <Star
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 fill-amber-400 text-amber-500"
            />
            <span>
              <span className="font-semibold">{doctor.rating}</span>{" "}
              <span className="text-muted-foreground">({doctor.reviews} reviews)</span>
            </span>
          </li>
          <li className="flex gap-2">
            <MapPin aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
            <span>{doctorLocation(doctor)}</span>
          </li>
          <li className="flex gap-2">
            <BadgeIndianRupee aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
            <span>{feeLine(doctor)}</span>
          </li>
        </ul>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2">
        <Link href={`/doctors/${doctor.id}`} className={buttonVariants({ variant: "outline" })}>
          <UserRound aria-hidden="true" />
          View Detailed Profile<span className="sr-only">: {doctor.name}</span>
        </Link>
        <Link href={bookingLink.href} className={buttonVariants()}>
          <CalendarCheck aria-hidden="true" />
          Book Consultation
        </Link>
        <a
          href={siteConfig.phone.href}
          className={cn(
            buttonVariants({ variant: "outline" }),
            "text-trust hover:text-trust border-trust/50",
          )}
        >
          <Phone aria-hidden="true" />
          Call Now<span className="sr-only"> {siteConfig.phone.display}</span>
        </a>
      </CardFooter>
    </Card>
  );
}

export default function DoctorsPage() {
  return (
    <>
      <Breadcrumb pathname="/doctors" />
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
        <SectionHeading
          id="team-title"
          title="Our doctors"
          lead="Every consultation fee is shown on the card. Calls go to our care coordinators, who can book any doctor for you."
        />
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {doctors.map((doctor) => (
            <li key={doctor.id}>
              <DoctorCard doctor={doctor} />
            </li>
          ))}
        </ul>
      </section>

      <CtaBanner id="doctors-cta-title" title={doctorsCta.title} body={doctorsCta.body} />
    </>
  );
}
