import type { PersonRef } from "@/lib/queries/blog";
import { siteConfig } from "@/content/site";

/**
 * The byline: 'Dr. {first} {last}' for a doctor, '{product} Team' when there is no author.
 * Only doctors are called Dr.: a coordinator or the owner who writes is named plainly, since a
 * medical title the author does not hold would mislead readers of health advice.
 */
export function byline(author: PersonRef | null): string {
  if (!author) return `${siteConfig.name} Team`;
  const name = `${author.firstName} ${author.lastName}`;
  return author.role === "doctor" ? `Dr. ${name}` : name;
}

/** The content type with its hyphen replaced by a space. */
export function contentTypeLabel(type: string): string {
  return type.replace(/-/g, " ");
}
