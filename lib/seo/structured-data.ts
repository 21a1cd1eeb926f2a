import type {
  City,
  FAQPage,
  ItemList,
  MedicalClinic,
  MedicalSpecialty,
  OpeningHoursSpecification,
  PostalAddress,
  Service,
  WebPage,
  WithContext,
} from "schema-dts";
import { claims, siteConfig } from "@/content/site";
import type { CitySlug } from "@/content/cities";
import { cityPlaces } from "@/content/city-places";
import { env } from "@/lib/env";
import { languageTags, localePath, type Locale } from "@/content/i18n";
import { chromeCopy } from "@/lib/i18n/localized";
import { indiaDateKey } from "@/lib/india-time";

/**
 * What the clinic treats, as schema.org's MedicalSpecialty values (proctology is not one): the
 * digestive tract, and the surgery its care packages are built around.
 */
const clinicSpecialties: MedicalSpecialty[] = [
  "https://schema.org/Gastroenterologic",
  "https://schema.org/Surgical",
];

/** The clinic's opening hours (content/site.ts), as schema.org has them. */
function openingHours(): OpeningHoursSpecification[] {
  return siteConfig.openingHours.map((entry) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: entry.days.map((day) => `https://schema.org/${day}` as const),
    opens: entry.opens,
    closes: entry.closes,
  }));
}

/** The site's logo, served by the app (app/logo.png): the publisher's and the clinic's image. */
export function logoUrl(): string {
  return absoluteUrl("/logo.png");
}

/** The share image every public page carries (app/share.png), and its size and words. */
export const shareImage = {
  url: "/share.png",
  width: 1200,
  height: 630,
  alt: `${siteConfig.name}: ${siteConfig.tagline}`,
} as const;

/** The head office's address: nested mentions of the clinic carry it too. */
function headOfficeAddress(): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: siteConfig.clinicStreetAddress,
    addressLocality: siteConfig.address.locality,
    addressRegion: siteConfig.address.region,
    postalCode: siteConfig.address.postalCode,
    addressCountry: siteConfig.address.country,
  };
}

/** The clinic as other nodes mention it (a provider, an employer, a publisher). */
export function clinicReference() {
  return {
    "@type": "MedicalClinic",
    "@id": absoluteUrl("/home#clinic"),
    name: siteConfig.name,
    url: absoluteUrl("/home"),
    telephone: siteConfig.phone.href.replace("tel:", ""),
    address: headOfficeAddress(),
  } satisfies MedicalClinic;
}

/** JSON-LD for the provider itself (schema.org MedicalClinic): the head office. */
export function clinicJsonLd(locale: Locale = "en") {
  const words = chromeCopy(locale);
  return {
    "@context": "https://schema.org",
    "@type": "MedicalClinic",
    "@id": absoluteUrl("/home#clinic"),
    name: siteConfig.name,
    description: words.siteDescription,
    url: absoluteUrl(localePath(locale, "/home")),
    logo: logoUrl(),
    image: logoUrl(),
    telephone: siteConfig.phone.href.replace("tel:", ""),
    email: siteConfig.email,
    medicalSpecialty: clinicSpecialties,
    address: headOfficeAddress(),
    openingHoursSpecification: openingHours(),
    priceRange: `₹${claims.diagnosticFee.toLocaleString("en-IN")}+`,
    availableService: { "@type": "MedicalProcedure", name: words.consultationService },
  } satisfies WithContext<MedicalClinic>;
}

export interface ClinicCity {
  readonly id: CitySlug;
  readonly name: string;
}

/** One city's clinic (the city's packages page): its address, where it is, and its hours. */
export function cityClinicJsonLd(city: ClinicCity) {
  return {
    "@context": "https://schema.org",
    "@type": "MedicalClinic",
    "@id": absoluteUrl(`/packages/${city.id}#clinic`),
    name: `${siteConfig.name} ${city.name}`,
    url: absoluteUrl(`/packages/${city.id}`),
    image: logoUrl(),
    telephone: siteConfig.phone.href.replace("tel:", ""),
    medicalSpecialty: clinicSpecialties,
    address: cityAddress(city),
    geo: { "@type": "GeoCoordinates", ...cityPlaces[city.id].geo },
    openingHoursSpecification: openingHours(),
    priceRange: `₹${claims.diagnosticFee.toLocaleString("en-IN")}+`,
  } satisfies WithContext<MedicalClinic>;
}

/** A city clinic's postal address (the street a placeholder, see content/site.ts). */
export function cityAddress(city: ClinicCity): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: siteConfig.clinicStreetAddress,
    addressLocality: city.name,
    addressRegion: cityPlaces[city.id].state,
    addressCountry: siteConfig.address.country,
  };
}

// ---------------------------------------------------------------------------------------------
// Care packages: each package page describes a Service with an Offer priced for its city, so
// search engines read the same number the visitor sees.
// ---------------------------------------------------------------------------------------------

export interface ServedCity {
  readonly id: CitySlug;
  readonly name: string;
}

export interface PackageOfferInput {
  readonly name: string;
  readonly description: string;
  /** Site path of the page that sells it, e.g. /grade-2-piles/delhi. */
  readonly path: string;
  /** Whole rupees. */
  readonly price: number;
  readonly city: ServedCity;
}

function absoluteUrl(path: string): string {
  return new URL(path, env.SITE_URL).toString();
}

function cityPlace(city: ServedCity): City {
  return {
    "@type": "City",
    name: city.name,
    containedInPlace: { "@type": "AdministrativeArea", name: cityPlaces[city.id].state },
  };
}

const provider = clinicReference();

function serviceNode(input: PackageOfferInput): Service & { "@type": "Service" } {
  const url = absoluteUrl(input.path);
  return {
    "@type": "Service",
    name: input.name,
    description: input.description,
    serviceType: "Proctology care package",
    url,
    provider,
    areaServed: cityPlace(input.city),
    offers: {
      "@type": "Offer",
      price: input.price,
      priceCurrency: "INR",
      areaServed: cityPlace(input.city),
      url,
    },
  };
}

/** One package priced for one city (the condition detail and laser pages). */
export function packageOfferJsonLd(input: PackageOfferInput) {
  return { "@context": "https://schema.org", ...serviceNode(input) } satisfies WithContext<Service>;
}

/** A page listing several packages for one city (the city page, the stage listings). */
export function packageListJsonLd(name: string, path: string, items: readonly PackageOfferInput[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    url: absoluteUrl(path),
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: serviceNode(item),
    })),
  } satisfies WithContext<ItemList>;
}

export interface PriceRangeInput {
  readonly name: string;
  readonly description: string;
  readonly path: string;
  readonly lowPrice: number;
  readonly highPrice: number;
}

function priceRangeServiceNode(item: PriceRangeInput): Service & { "@type": "Service" } {
  return {
    "@type": "Service",
    name: item.name,
    description: item.description,
    serviceType: "Proctology care package",
    url: absoluteUrl(item.path),
    provider,
    areaServed: { "@type": "Country", name: "India" },
    offers: {
      "@type": "AggregateOffer",
      lowPrice: item.lowPrice,
      highPrice: item.highPrice,
      priceCurrency: "INR",
    },
  };
}

/** One package priced by city but shown without one (the laser page before a city is chosen). */
export function packagePriceRangeJsonLd(item: PriceRangeInput) {
  return {
    "@context": "https://schema.org",
    ...priceRangeServiceNode(item),
  } satisfies WithContext<Service>;
}

/** Several packages priced by city, shown without one (the care-packages landing). */
export function priceRangeListJsonLd(
  name: string,
  path: string,
  items: readonly PriceRangeInput[],
) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    url: absoluteUrl(path),
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: priceRangeServiceNode(item),
    })),
  } satisfies WithContext<ItemList>;
}

export function faqJsonLd(entries: readonly { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  } satisfies WithContext<FAQPage>;
}

// ---------------------------------------------------------------------------------------------
// Articles: a medical web page and blog post in one node, with who wrote it and which owner
// reviewed it when (reviewedBy / lastReviewed), so readers and search engines can tell.
// ---------------------------------------------------------------------------------------------

export interface ArticlePerson {
  readonly firstName: string;
  readonly lastName: string;
  readonly role: string;
  readonly specialization: string | null;
}

export interface ArticleJsonLdInput {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly imagePath: string | null;
  readonly publishedAt: string;
  readonly updatedAt: string;
  readonly approvedAt: string | null;
  readonly author: ArticlePerson | null;
  readonly approver: ArticlePerson | null;
}

function personNode(person: ArticlePerson) {
  return {
    "@type": "Person",
    name: `${person.role === "doctor" ? "Dr. " : ""}${person.firstName} ${person.lastName}`,
    ...(person.specialization ? { jobTitle: person.specialization } : {}),
    worksFor: clinicReference(),
  };
}

export function articleJsonLd(input: ArticleJsonLdInput) {
  const url = absoluteUrl(input.path);
  const organization = {
    ...clinicReference(),
    logo: { "@type": "ImageObject", url: logoUrl() },
  };
  return {
    "@context": "https://schema.org",
    "@type": ["MedicalWebPage", "BlogPosting"],
    "@id": url,
    url,
    mainEntityOfPage: url,
    headline: input.title,
    name: input.title,
    description: input.description,
    inLanguage: "en-IN",
    ...(input.keywords.length > 0 ? { keywords: input.keywords.join(", ") } : {}),
    // Her featured image, or the site's share image (app/share.png).
    image: absoluteUrl(input.imagePath ?? shareImage.url),
    datePublished: input.publishedAt,
    dateModified: input.updatedAt,
    author: input.author ? personNode(input.author) : organization,
    publisher: organization,
    ...(input.approver ? { reviewedBy: personNode(input.approver) } : {}),
    // schema.org's lastReviewed is a Date, not a date-time.
    ...(input.approvedAt ? { lastReviewed: indiaDateKey(new Date(input.approvedAt)) } : {}),
  };
}

/**
 * The page itself, with its language: on every page that exists in both languages, so a search
 * engine reads which one this is (schema.org puts inLanguage on the page, not on the clinic).
 */
export function webPageJsonLd(input: {
  locale: Locale;
  path: string;
  name: string;
  description: string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": absoluteUrl(`${input.path}#page`),
    url: absoluteUrl(input.path),
    name: input.name,
    description: input.description,
    inLanguage: languageTags[input.locale].hreflang,
    isPartOf: { "@type": "WebSite", name: siteConfig.name, url: absoluteUrl("/home") },
  } satisfies WithContext<WebPage>;
}
