import { IntentLink as Link } from "@/components/ui/intent-link";
import { ChevronRight } from "lucide-react";
import { buildBreadcrumb, type BreadcrumbItem } from "@/lib/seo/breadcrumb";
import type { Locale } from "@/content/i18n";
import { laserPiles } from "@/content/laser-piles";
import { conditionRoutes, conditions } from "@/content/stage-packages";
import { getStagePackage } from "@/lib/catalogue";
import {
  carePackagesIn,
  chromeCopy,
  cityNamesFor,
  conditionListingLabel,
  stageShortName,
} from "@/lib/i18n/localized";
import { localHref } from "@/lib/i18n/locale-routes";
import { env } from "@/lib/env";
import { JsonLd } from "@/components/site/json-ld";

/**
 * Rendered by each page (a Server Component) so pre-rendered HTML carries the trail and its
 * BreadcrumbList data, and so a page can name its last entry (a doctor, an article).
 */
export function Breadcrumb({
  pathname,
  current,
  locale = "en",
}: {
  /** The English page's address; the trail of its twin in `locale` follows from it. */
  pathname: string;
  current?: string;
  locale?: Locale;
}) {
  const items = buildBreadcrumb(pathname, current).map((item) => inLocale(item, locale));
  if (items.length === 0) return null;

  return (
    <>
      <nav aria-label={chromeCopy(locale).breadcrumb} className="mx-auto max-w-6xl px-4 pt-4">
        <ol className="text-muted-foreground flex flex-wrap items-center gap-1 text-sm">
          {items.map((item, index) => {
            const last = index === items.length - 1;
            return (
              <li key={item.href} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page" className="text-foreground font-medium">
                    {item.label}
                  </span>
                ) : (
                  <>
                    <Link
                      href={item.href}
                      className="hover:text-primary inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                    >
                      {item.label}
                    </Link>
                    <ChevronRight aria-hidden="true" className="size-4" />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: items.map((item, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: item.label,
            item: new URL(item.href, env.SITE_URL).toString(),
          })),
        }}
      />
    </>
  );
}

/** A trail entry on a page in another language: its twin's address, and its name in that language. */
function inLocale(item: BreadcrumbItem, locale: Locale): BreadcrumbItem {
  if (locale === "en") return item;
  const labels: Readonly<Record<string, string>> = chromeCopy(locale).navLabels;
  const city = /^\/packages\/([a-z-]+)$/.exec(item.href)?.[1];
  const cityNames: Readonly<Record<string, string>> = cityNamesFor(locale);
  const label =
    labels[item.href] ??
    (city ? cityNames[city] : undefined) ??
    packagePageLabel(item.href, locale) ??
    item.label;
  return { label, href: localHref(locale, item.href) };
}

/**
 * The name of a stage listing, a stage page or a laser page, which lib/seo/breadcrumb.ts writes in
 * English from the address ("Piles Treatment Packages", "Grade 2 Piles", "Laser Piles Care"):
 * the listing's title, the stage's short name, the laser package's name.
 */
function packagePageLabel(href: string, locale: Locale): string | undefined {
  const [first = "", second] = href.split("/").filter(Boolean);
  if (href === "/care-packages/laser-piles" || (first === "laser-piles-care" && second)) {
    return carePackagesIn(locale).find((pkg) => pkg.id === laserPiles.packageId)?.name;
  }
  if (!second) return undefined;
  const condition = conditions.find((each) => conditionRoutes[each].segment === first);
  if (condition) return conditionListingLabel(condition, locale);
  const stage = getStagePackage(first);
  return stage ? stageShortName(stage, locale) : undefined;
}
