import type { Metadata } from "next";
import {
  LockKeyhole,
  CalendarCheck,
  Clock,
  Mail,
  Phone,
  ShieldCheck,
  Siren,
  Stethoscope,
  UserRoundCheck,
  BadgeIndianRupee,
} from "lucide-react";
import { claims, siteConfig } from "@/content/site";
import { formatINR } from "@/content/money";
import type { Locale } from "@/content/i18n";
import { bookingPage as enBookingPage } from "@/content/booking-form";
import { bookingPage as hiBookingPage } from "@/content/hi/booking-form";
import { bookingLanguage } from "@/lib/i18n/localized";
import { pageAlternates } from "@/lib/seo/page-metadata";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { BookingForm } from "@/components/booking/booking-form";
import { BookingAsPatientNote } from "@/components/auth/user-menu";
import { BookingQuestions, plainBookingApi } from "@/components/booking/booking-questions";
import {
  bookingContextIn,
  emptyBooking,
  type BookingFields,
} from "@/components/booking/booking-values";
import {
  ContextNotes,
  SubmitArea,
  type BookingContext,
} from "@/components/booking/booking-form-parts";
import { bookingCityValues, bookingTopicLabel } from "@/content/booking-topics";
import type { BookingLanguage } from "@/content/booking-form";
import { todayInIndia } from "@/lib/validations/booking";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { currentHolder } from "@/lib/booking/hold-key";
import { timeChoices, type TimeChoices } from "@/lib/booking/time-choices";

const emergencyNumber = siteConfig.legal.emergencyNumber;

function pageCopy(locale: Locale) {
  return locale === "hi" ? hiBookingPage : enBookingPage;
}

// A neutral title: it shows in browser tabs, history and shared screens.
export function bookingMetadata(locale: Locale): Metadata {
  const copy = pageCopy(locale);
  return {
    title: copy.metaTitle,
    description: copy.metaDescription,
    alternates: pageAlternates(locale, "/book-consultation"),
  };
}

const expectationIcons = [Phone, Stethoscope, BadgeIndianRupee, UserRoundCheck] as const;

/**
 * Rendered per request: middleware gives the booking form a nonce policy without 'unsafe-inline'
 * (lib/server/csp.ts), and a nonce cannot be baked into a page built once. It also shows the
 * doctors' free times as they are now (lib/booking/time-choices.ts): one small read.
 */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function single(value: string | string[] | undefined): string | null {
  return typeof value === "string" ? value : null;
}

/**
 * What she was reading comes with her: from a package, condition or city page
 * (/book-consultation?topic=grade-2-piles&city=jaipur), shown above the form and chosen in it,
 * and from her dashboard's Video Consultation card (?kind=video). Unknown values are ignored.
 */
function startingPoint(
  params: Awaited<SearchParams>,
  language: BookingLanguage,
  choices: TimeChoices,
): {
  initial: BookingFields;
  context: BookingContext;
} {
  const topic = single(params.topic);
  // The place the free times are for (a doctor's page starts at her city): the form's city too.
  const city = choices.place && choices.place !== "video" ? choices.place : single(params.city);
  const known = {
    topic: topic && bookingTopicLabel(topic) ? topic : "",
    city: city && bookingCityValues.includes(city) ? city : "",
  };
  const video = choices.place === "video";
  // Her own hold, when she comes back to the page: still chosen.
  const mine = choices.times.find((time) => time.mine)?.value ?? "";
  const cameFrom = bookingContextIn(language, known.topic, known.city);
  return {
    initial: {
      ...emptyBooking,
      ...known,
      kind: video ? "video" : "consultation",
      locale: language.locale,
      slot: mine,
    },
    context: { video, ...(cameFrom ? { cameFrom } : {}) },
  };
}

/** The booking page in either language: the copy from content/, the form's words as one prop. */
export async function BookingPageView({
  locale,
  params,
}: {
  locale: Locale;
  params: Awaited<SearchParams>;
}) {
  const copy = pageCopy(locale);
  const language = bookingLanguage(locale);
  const choices = await timeChoices(
    {
      city: single(params.city),
      kind: single(params.kind),
      doctor: single(params.doctor),
      day: single(params.day),
      topic: single(params.topic),
    },
    { locale, bookPath: language.links.book, holder: await currentHolder() },
  );
  const { initial, context } = startingPoint(params, language, choices);
  const times = { choices, nearest: [] };
  return (
    <>
      <Breadcrumb pathname="/book-consultation" locale={locale} />

      {/* Hero: deliberately discreet, nothing here names a condition in large type. */}
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="bg-secondary absolute -top-32 -right-32 size-[24rem] rounded-full opacity-70 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="bg-trust-soft absolute -bottom-40 -left-24 size-[20rem] rounded-full opacity-80 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-6xl gap-6 px-4 pt-6 pb-8 md:grid-cols-[minmax(0,1fr)_22rem] md:items-center md:gap-10 md:pt-10 md:pb-10">
          <div>
            <Badge variant="trust" className="mb-4 whitespace-normal">
              <ShieldCheck aria-hidden="true" />
              {copy.badge}
            </Badge>
            <h1 className="max-w-2xl text-3xl leading-tight font-bold tracking-tight text-balance md:text-5xl">
              {copy.title}
            </h1>
            <p className="text-muted-foreground mt-3 max-w-xl text-base md:mt-4 md:text-lg">
              {copy.lead}
            </p>
            <p className="mt-2 text-sm md:mt-4">
              <a
                href="#emergency"
                className="text-warning inline-flex min-h-11 items-center gap-1.5 font-medium underline underline-offset-4"
              >
                <Siren aria-hidden="true" className="size-4" />
                {copy.emergencyLink}
              </a>
            </p>
          </div>

          <Card aria-labelledby="diagnosis-title" role="region" className="gap-3 py-5">
            <CardHeader className="px-5">
              <CardTitle asChild className="flex items-center gap-2 text-lg">
                <h2 id="diagnosis-title">
                  <ShieldCheck aria-hidden="true" className="text-primary size-5 shrink-0" />
                  {copy.diagnosis.title}
                </h2>
              </CardTitle>
              <CardDescription>{copy.diagnosis.body}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-3 px-5">
              <p className="bg-secondary/60 flex items-baseline justify-between gap-3 rounded-xl px-4 py-3">
                <span className="text-muted-foreground text-sm">{copy.diagnosis.fee}</span>
                <span className="text-primary text-2xl font-bold">
                  {formatINR(claims.diagnosticFee)}
                </span>
              </p>
              <p className="bg-trust-soft text-trust flex gap-2 rounded-lg p-3 text-sm font-medium">
                <BadgeIndianRupee aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{copy.diagnosis.guarantee}</span>
              </p>
            </CardContent>
          </Card>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 pb-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-10">
        <section aria-labelledby="booking-form-title">
          <Card className="gap-2">
            <CardHeader>
              <CardTitle asChild className="text-xl md:text-2xl">
                <h2 id="booking-form-title">{copy.formTitle}</h2>
              </CardTitle>
              <CardDescription className="text-base">{copy.formLead}</CardDescription>
            </CardHeader>
            <CardContent className="pt-4">
              <BookingForm initial={initial} context={context} language={language} times={times}>
                <BookingAsPatientNote note={language.words.notes.signedIn} />
                <ContextNotes context={context} words={language.words} />
                <BookingQuestions
                  form={plainBookingApi(initial)}
                  today={todayInIndia()}
                  language={language}
                  times={times}
                />
                {/* Enabled: without JavaScript the consent box's `required` stops an early press. */}
                <SubmitArea
                  icon={<LockKeyhole aria-hidden="true" />}
                  disabled={false}
                  busy={false}
                  consentGiven={false}
                  failure={null}
                  words={language.words}
                />
              </BookingForm>
            </CardContent>
          </Card>
        </section>

        <aside aria-label={copy.asideLabel} className="space-y-6">
          <Card aria-labelledby="expect-title" role="region" className="gap-4">
            <CardHeader>
              <CardTitle asChild className="text-lg">
                <h2 id="expect-title">{copy.expectTitle}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="space-y-4">
                {copy.expectations.map(({ title, body }, index) => {
                  const Icon = expectationIcons[index] ?? Phone;
                  return (
                    <li key={title} className="flex gap-3">
                      <span className="bg-trust-soft text-trust grid size-9 shrink-0 place-items-center rounded-lg">
                        <Icon aria-hidden="true" className="size-4" />
                      </span>
                      <div>
                        <p className="font-medium">{title}</p>
                        <p className="text-muted-foreground text-sm">{body}</p>
                      </div>
                    </li>
                  );
                })}
              </ol>
            </CardContent>
          </Card>

          <Card aria-labelledby="help-title" role="region" className="gap-4">
            <CardHeader>
              <CardTitle asChild className="text-lg">
                <h2 id="help-title">{copy.helpTitle}</h2>
              </CardTitle>
              <CardDescription>{copy.helpLead}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-1">
              <a
                href={siteConfig.phone.href}
                className="hover:text-primary flex min-h-11 items-center gap-3 font-medium"
              >
                <Phone aria-hidden="true" className="text-primary size-5 shrink-0" />
                {siteConfig.phone.display}
              </a>
              <a
                href={`mailto:${siteConfig.email}`}
                className="hover:text-primary flex min-h-11 items-center gap-3 font-medium break-all"
              >
                <Mail aria-hidden="true" className="text-primary size-5 shrink-0" />
                {siteConfig.email}
              </a>
              <div className="flex gap-3 pt-2">
                <Clock aria-hidden="true" className="text-primary mt-0.5 size-5 shrink-0" />
                <ul className="text-sm">
                  {copy.hours.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            </CardContent>
          </Card>

          <section
            id="emergency"
            aria-labelledby="emergency-title"
            className="border-warning/25 bg-warning-soft scroll-mt-20 rounded-xl border p-5"
          >
            <h2 id="emergency-title" className="text-warning flex items-center gap-2 font-semibold">
              <Siren aria-hidden="true" className="size-5" />
              {copy.emergencyTitle}
            </h2>
            <p className="mt-2 text-sm">{copy.emergencyBody}</p>
            <a
              href={`tel:${emergencyNumber}`}
              className={cn(buttonVariants({ variant: "destructive" }), "mt-4 w-full")}
            >
              <Phone aria-hidden="true" />
              {copy.emergencyCall}
            </a>
          </section>

          <p className="text-muted-foreground flex gap-2 text-sm">
            <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {copy.requestNote}
          </p>
        </aside>
      </div>
    </>
  );
}
