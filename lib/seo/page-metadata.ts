import type { Metadata } from "next";
import { languageTags, localePath, type Locale } from "@/content/i18n";
import { claims, siteConfig } from "@/content/site";
import { formatINR } from "@/content/money";
import { hasHindiTwin } from "@/lib/i18n/locale-routes";
import { homeCopy } from "@/lib/i18n/localized";

/**
 * The canonical address of a page in a language, and, where it has a twin, the hreflang
 * alternates of both (en-IN, hi-IN, and English as the default for everyone else).
 */
export function pageAlternates(
  locale: Locale,
  englishPath: string,
): NonNullable<Metadata["alternates"]> {
  const canonical = localePath(locale, englishPath);
  if (!hasHindiTwin(englishPath)) return { canonical };
  return {
    canonical,
    languages: {
      [languageTags.en.hreflang]: englishPath,
      [languageTags.hi.hreflang]: localePath("hi", englishPath),
      "x-default": englishPath,
    },
  };
}

export function homeMetadata(locale: Locale): Metadata {
  const { homeHero, homeLabels } = homeCopy(locale);
  return {
    title: { absolute: `${siteConfig.name} — ${homeLabels.metaTitle}` },
    description: homeLabels.metaDescription(homeHero.lead, formatINR(claims.diagnosticFee)),
    keywords: [...homeLabels.keywords],
    alternates: pageAlternates(locale, "/home"),
  };
}
