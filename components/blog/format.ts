import type { PersonRef } from "@/lib/queries/blog";
import { siteConfig } from "@/content/site";

/** "November 23, 2026": the article page's long US date (§2), on India's calendar. */
export function longDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "long",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));
}

/** "23 Nov 2026": compact dates for lists. */
export function shortDate(iso: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    dateStyle: "medium",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));
}

/**
 * The byline (§2): 'Dr. {first} {last}' for a doctor, '{product} Team' when there is no author.
 * Only doctors are called Dr.: a coordinator or the owner who writes is named plainly, since a
 * medical title the author does not hold would mislead readers of health advice.
 */
export function byline(author: PersonRef | null): string {
  if (!author) return `${siteConfig.name} Team`;
  const name = `${author.firstName} ${author.lastName}`;
  return author.role === "doctor" ? `Dr. ${name}` : name;
}

/** §2: the content type with its hyphen replaced by a space. */
export function contentTypeLabel(type: string): string {
  return type.replace(/-/g, " ");
}
