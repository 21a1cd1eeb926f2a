import type { Copy, CopyOf, Locale } from "@/content/i18n";
import * as enHome from "@/content/home";
import { home as hiHome } from "@/content/hi/home";
import * as enPackagePages from "@/content/package-pages";
import { packagePages as hiPackagePages } from "@/content/hi/package-pages";
import { carePackages, type CarePackage } from "@/content/packages";
import { carePackageCopy as hiPackages } from "@/content/hi/packages";
import type { StagePackage } from "@/content/stage-packages";
import { stageCopy as hiStages } from "@/content/hi/stage-packages";
import type { Doctor } from "@/content/doctors";
import { doctorCopy as hiDoctors } from "@/content/hi/doctors";
import { bookingForm, bookingMessages, type BookingLanguage } from "@/content/booking-form";
import {
  bookingForm as hiBookingForm,
  bookingMessages as hiBookingMessages,
} from "@/content/hi/booking-form";
import { languageTags, localeOfPath, localePath } from "@/content/i18n";
import { localHref } from "@/lib/i18n/locale-routes";
import { chrome as enChrome } from "@/content/chrome";
import { chrome as hiChrome } from "@/content/hi/chrome";
import {
  cities,
  tierLabels as enTierLabels,
  type City,
  type CitySlug,
  type Tier,
} from "@/content/cities";
import {
  cityNames as hiCityNames,
  stateNames as hiStateNames,
  tierLabels as hiTierLabels,
} from "@/content/hi/cities";
import { cityPlaces } from "@/content/city-places";
import * as enWhyUs from "@/content/why-us";
import { whyUs as hiWhyUs } from "@/content/hi/why-us";
import { visitRoom as enVisitRoom, type VisitRoomCopy } from "@/content/visit-room";
import { visitRoom as hiVisitRoom } from "@/content/hi/visit-room";
import * as enBookingDeletion from "@/content/booking-deletion";
import { bookingDeletion as hiBookingDeletion } from "@/content/hi/booking-deletion";
import * as enAbout from "@/content/about";
import { about as hiAbout } from "@/content/hi/about";
import * as enTestimonialsPage from "@/content/testimonials-page";
import { testimonialsPage as hiTestimonialsPage } from "@/content/hi/testimonials-page";
import * as enSymptoms from "@/content/symptoms";
import { symptoms as hiSymptoms } from "@/content/hi/symptoms";
import {
  legalLabels,
  privacyPolicy,
  termsOfService,
  type LegalDocumentContent,
} from "@/content/legal";
import { hindiLegal as hiLegal } from "@/content/hi/legal";
import * as enDoctorsPage from "@/content/doctors-page";
import { doctorsPage as hiDoctorsPage } from "@/content/hi/doctors-page";
import {
  consultationTypeCopy as hiConsultationTypes,
  doctorProfiles as hiDoctorProfiles,
} from "@/content/hi/doctor-profiles";
import { getCity } from "@/lib/catalogue";
import { laserPiles as enLaserPiles } from "@/content/laser-piles";
import { laserPiles as hiLaserPiles } from "@/content/hi/laser-piles";
import {
  conditionRouteLabels as hiConditionRouteLabels,
  stageShortNames as hiStageShortNames,
} from "@/content/hi/stage-packages";
import {
  conditionRoutes,
  type Condition,
  type StageCopy,
  type StageFigures,
} from "@/content/stage-packages";
import { stageFiguresFor } from "@/lib/catalogue";

/*
 * The catalogue in a language: English from content/, Hindi from content/hi/, which the types
 * keep key for key in step with the English. Figures (prices, ratings, tiers) are never
 * translated; they are read from the English catalogue in both languages.
 */

export function chromeCopy(locale: Locale) {
  return locale === "hi" ? hiChrome : enChrome;
}

export function cityName(city: Pick<City, "id" | "name">, locale: Locale): string {
  return locale === "hi" ? hiCityNames[city.id as CitySlug] : city.name;
}

export function cityNamesFor(locale: Locale): Readonly<Record<CitySlug, string>> {
  return locale === "hi"
    ? hiCityNames
    : (Object.fromEntries(cities.map((city) => [city.id, city.name])) as Record<CitySlug, string>);
}

/** The state a city's clinic is in. */
export function stateName(city: Pick<City, "id">, locale: Locale): string {
  const state = cityPlaces[city.id as CitySlug].state;
  return locale === "hi" ? (hiStateNames[state] ?? state) : state;
}

export function tierLabel(tier: Tier, locale: Locale): string {
  return locale === "hi" ? hiTierLabels[tier] : enTierLabels[tier];
}

export type BookingDeletionCopy = CopyOf<typeof enBookingDeletion>;

/** Erasing a booking made without an account: its two pages, the server's answers, its e-mail. */
export function bookingDeletionCopy(locale: Locale): BookingDeletionCopy {
  return locale === "hi" ? hiBookingDeletion : enBookingDeletion;
}

/**
 * A video visit's room in words: the patient's side in her account's language, her doctor's in
 * English like every staff screen (the signed-in frame, app/(dashboards)/layout.tsx, decides alike).
 */
export function visitRoomCopy(role: "patient" | "doctor", locale: Locale): VisitRoomCopy {
  return role === "patient" && locale === "hi" ? hiVisitRoom : enVisitRoom;
}

export type HomeCopy = CopyOf<typeof enHome>;

export function homeCopy(locale: Locale): HomeCopy {
  return locale === "hi" ? hiHome : enHome;
}

/** A doctor's name and roles in a language; everything else about her is the same in both. */
export function doctorCopyFor(doctor: Doctor, locale: Locale) {
  if (locale === "en") {
    return { name: doctor.name, title: doctor.title, specialization: doctor.specialization };
  }
  return hiDoctors[doctor.id];
}

export type PackagePagesCopy = {
  readonly conditionCopy: Copy<typeof enPackagePages.conditionCopy>;
  readonly carePackagesLanding: Copy<typeof enPackagePages.carePackagesLanding>;
  readonly cityPackagesPage: Copy<typeof enPackagePages.cityPackagesPage>;
};

export function packagePagesCopy(locale: Locale): PackagePagesCopy {
  return locale === "hi" ? hiPackagePages : enPackagePages;
}

/** The care packages with their words in a language and their figures as they are. */
export function carePackagesIn(locale: Locale): readonly CarePackage[] {
  if (locale === "en") return carePackages;
  return carePackages.map((pkg) => ({ ...pkg, ...hiPackages[pkg.id] }));
}

/** A stage package's short label and kind of treatment ("Grade 2", "Laser") in a language. */
export function stageLabelsFor(stage: StagePackage, locale: Locale) {
  const copy = locale === "hi" ? hiStages[stage.slug] : stage;
  return { label: copy.label, treatmentType: copy.treatmentType };
}

/** The booking form's words, messages, city names and links in a language (see BookingLanguage). */
export function bookingLanguage(locale: Locale): BookingLanguage {
  return {
    locale,
    words: locale === "hi" ? hiBookingForm : bookingForm,
    messages: bookingMessagesFor(locale),
    cityNames: cities.map((city) => [city.id, cityName(city, locale)] as const),
    links: {
      book: localePath(locale, "/book-consultation"),
      privacy: localHref(locale, "/privacy-policy"),
      dashboard: "/patient-dashboard",
      deleteBooking: localHref(locale, "/delete-my-booking"),
    },
  };
}

/** The booking schema's and the server's messages in a language. */
export function bookingMessagesFor(locale: Locale) {
  return locale === "hi" ? hiBookingMessages : bookingMessages;
}

/* The why-us, about-us and testimonials pages. */

export function whyUsCopy(locale: Locale): CopyOf<typeof enWhyUs> {
  return locale === "hi" ? hiWhyUs : enWhyUs;
}

export function aboutCopy(locale: Locale): CopyOf<typeof enAbout> {
  return locale === "hi" ? hiAbout : enAbout;
}

export function testimonialsPageCopy(locale: Locale): CopyOf<typeof enTestimonialsPage> {
  return locale === "hi" ? hiTestimonialsPage : enTestimonialsPage;
}

/* The symptoms and first-aid page, the privacy policy and the terms of service. */

export type SymptomsCopy = CopyOf<typeof enSymptoms>;

export function symptomsCopy(locale: Locale): SymptomsCopy {
  return locale === "hi" ? hiSymptoms : enSymptoms;
}

export type LegalCopy = {
  readonly privacyPolicy: LegalDocumentContent;
  readonly termsOfService: LegalDocumentContent;
  readonly legalLabels: Copy<typeof legalLabels>;
};

/** Both legal documents and the words around them, in a language. */
export function legalCopy(locale: Locale): LegalCopy {
  return locale === "hi" ? hiLegal : { privacyPolicy, termsOfService, legalLabels };
}

/*
 * The doctor pages (/doctors, /doctors/[id]): their copy, and each doctor with her words in a language.
 */

export type DoctorsPageCopy = CopyOf<typeof enDoctorsPage>;

export function doctorsPageCopy(locale: Locale): DoctorsPageCopy {
  return locale === "hi" ? hiDoctorsPage : enDoctorsPage;
}

/**
 * A doctor with every word of her profile in a language: name and roles, her own words, her
 * education, achievements, stories and consultation types, each list entry keeping its English
 * figures (years, ages, minutes). Fees, ratings, slots and cities stay as they are.
 */
export function doctorIn(doctor: Doctor, locale: Locale): Doctor {
  if (locale === "en") return doctor;
  const { featuredLabel, ...words } = hiDoctorProfiles[doctor.id];
  // Only a featured doctor carries a label; her Hindi one is written beside her other words.
  const feature = doctor.featured
    ? { featured: true as const, featuredLabel: featuredLabel ?? doctor.featuredLabel }
    : { featured: false as const, featuredLabel: undefined };
  return {
    ...doctor,
    ...hiDoctors[doctor.id],
    ...words,
    ...feature,
    detailedEducation: doctor.detailedEducation.map((entry, index) => ({
      ...entry,
      ...words.detailedEducation[index],
    })),
    achievements: doctor.achievements.map((entry, index) => ({
      ...entry,
      ...words.achievements[index],
    })),
    testimonials: doctor.testimonials.map((entry, index) => ({
      ...entry,
      ...words.testimonials[index],
    })),
    consultationTypes: doctor.consultationTypes.map((option) => ({
      ...option,
      ...hiConsultationTypes[option.id],
    })),
  };
}

/** The cities a doctor sees women in, named in a language: "Mumbai, Pune". */
export function doctorLocationIn(doctor: Doctor, locale: Locale): string {
  return doctor.location.map((slug) => cityName(getCity(slug), locale)).join(", ");
}

// ---------------------------------------------------------------------------------------------
// The stage listings, the condition detail pages and the laser pages (components/packages/
// stage-listing.tsx, condition-detail.tsx, laser-package.tsx), and their breadcrumb trail.
// Imported here, with the block, so the helpers appended by other pages merge cleanly.

export type StagePagesCopy = Pick<
  CopyOf<typeof enPackagePages>,
  "conditionCopy" | "stageListingPage" | "conditionDetailPage" | "laserPage"
>;

export function stagePagesCopy(locale: Locale): StagePagesCopy {
  return locale === "hi" ? hiPackagePages : enPackagePages;
}

/** Every word of a stage package in a language; its slug, condition and prices stay the English. */
export function stageCopyFor(stage: StagePackage, locale: Locale): StageCopy {
  return locale === "hi" ? hiStages[stage.slug] : stage;
}

/** A stage's overview or detail recovery and success figures, in a language. */
export function stageFiguresIn(
  stage: StagePackage,
  page: "overview" | "detail",
  locale: Locale,
): StageFigures {
  return locale === "hi" ? hiStages[stage.slug][page] : stageFiguresFor(stage, page);
}

/** A stage's short name: "grade 2 piles" (its slug, for keywords) or its Hindi name. */
export function stageShortName(stage: StagePackage, locale: Locale): string {
  return locale === "hi" ? hiStageShortNames[stage.slug] : stage.slug.replace(/-/g, " ");
}

/** A condition's stage listing by name ("Piles Treatment Packages"): its title and trail entry. */
export function conditionListingLabel(condition: Condition, locale: Locale): string {
  return locale === "hi" ? hiConditionRouteLabels[condition] : conditionRoutes[condition].label;
}

/** The laser page's facts and words in a language; its price is care package 1's. */
export function laserPilesCopy(locale: Locale): Copy<typeof enLaserPiles> {
  return locale === "hi" ? hiLaserPiles : enLaserPiles;
}

// ---------------------------------------------------------------------------------------------
// The header's, the footer's and the 404 page's links in a language.

/**
 * A site link on a page in `locale`: its twin there, or, for a page that exists only in English
 * (the blog), the English page, saying so beside its name and in its hreflang.
 */
export function navLinkIn(
  locale: Locale,
  href: keyof ReturnType<typeof chromeCopy>["navLabels"],
): { href: string; label: string; hrefLang?: string } {
  const words = chromeCopy(locale);
  const target = localHref(locale, href);
  const label = words.navLabels[href];
  if (localeOfPath(target) === locale) return { href: target, label };
  return {
    href: target,
    label: `${label} ${words.language.englishOnly}`,
    hrefLang: languageTags.en.hreflang,
  };
}
