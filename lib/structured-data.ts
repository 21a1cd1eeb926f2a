import { claims, siteConfig } from "@/content/site";
import { env } from "@/lib/env";

/** JSON-LD for the provider itself (schema.org MedicalClinic). */
export function clinicJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": ["MedicalClinic", "MedicalBusiness"],
    name: siteConfig.name,
    description: siteConfig.description,
    url: new URL("/home", env.SITE_URL).toString(),
    telephone: siteConfig.phone.href.replace("tel:", ""),
    email: siteConfig.email,
    medicalSpecialty: "Proctology",
    address: {
      "@type": "PostalAddress",
      addressLocality: siteConfig.address.locality,
      addressRegion: siteConfig.address.region,
      postalCode: siteConfig.address.postalCode,
      addressCountry: siteConfig.address.country,
    },
    priceRange: `₹${claims.diagnosticFee.toLocaleString("en-IN")}+`,
    availableService: { "@type": "MedicalProcedure", name: "Private proctology consultation" },
  };
}

// ---------------------------------------------------------------------------------------------
// Care packages: each package page describes a Service with an Offer priced for its city, so
// search engines read the same number the visitor sees.
// ---------------------------------------------------------------------------------------------

export interface ServedCity {
  readonly name: string;
  readonly state: string;
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

function cityPlace(city: ServedCity) {
  return {
    "@type": "City",
    name: city.name,
    containedInPlace: { "@type": "AdministrativeArea", name: city.state },
  };
}

const provider = {
  "@type": "MedicalClinic",
  name: siteConfig.name,
  telephone: siteConfig.phone.href.replace("tel:", ""),
};

function serviceNode(input: PackageOfferInput) {
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
  return { "@context": "https://schema.org", ...serviceNode(input) };
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
  };
}

export interface PriceRangeInput {
  readonly name: string;
  readonly description: string;
  readonly path: string;
  readonly lowPrice: number;
  readonly highPrice: number;
}

function priceRangeServiceNode(item: PriceRangeInput) {
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
  return { "@context": "https://schema.org", ...priceRangeServiceNode(item) };
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
  };
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
  };
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
    worksFor: { "@type": "MedicalClinic", name: siteConfig.name },
  };
}

export function articleJsonLd(input: ArticleJsonLdInput) {
  const url = absoluteUrl(input.path);
  const organization = {
    "@type": "MedicalClinic",
    name: siteConfig.name,
    url: absoluteUrl("/home"),
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
    ...(input.imagePath ? { image: absoluteUrl(input.imagePath) } : {}),
    datePublished: input.publishedAt,
    dateModified: input.updatedAt,
    author: input.author ? personNode(input.author) : organization,
    publisher: organization,
    ...(input.approver ? { reviewedBy: personNode(input.approver) } : {}),
    ...(input.approvedAt ? { lastReviewed: input.approvedAt } : {}),
  };
}
