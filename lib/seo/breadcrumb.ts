/**
 * Breadcrumb trail for a public path: Home, then the trail; the last entry is
 * the current page. Hidden (empty) on / and whenever only one entry would show.
 *
 * The spec's named labels map listing segments. For condition pages that carry a city
 * (first segment containing "grade-", "fissure" or "fistula" plus a second segment) the trail goes
 * through the listing pages for that city, because a bare "/grade-2-piles" is not a page.
 */

export type BreadcrumbItem = { label: string; href: string };

const segmentLabels: Record<string, string> = {
  "care-packages": "Care Packages",
  "stage-wise-packages": "Piles Treatment Packages",
  "fissure-packages": "Fissure Treatment Packages",
  "fistula-packages": "Fistula Treatment Packages",
  blog: "Health Blog",
};

const conditionListing = {
  piles: { segment: "stage-wise-packages", label: "Piles Treatment Packages" },
  fissure: { segment: "fissure-packages", label: "Fissure Treatment Packages" },
  fistula: { segment: "fistula-packages", label: "Fistula Treatment Packages" },
} as const;

export function titleCase(segment: string): string {
  return decodeURIComponent(segment)
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

function labelFor(segment: string): string {
  return segmentLabels[segment] ?? titleCase(segment);
}

const home: BreadcrumbItem = { label: "Home", href: "/home" };
const carePackages: BreadcrumbItem = { label: "Care Packages", href: "/care-packages" };

/** Trail for /{condition-page}/{city}: Care Packages, the condition's listing, then the page. */
function cityTrail(first: string, city: string): BreadcrumbItem[] | null {
  const here = `/${first}/${city}`;
  if (first === "laser-piles-care") {
    return [
      carePackages,
      { label: "Piles Packages", href: `/stage-wise-packages/${city}` },
      { label: "Laser Piles Care", href: here },
    ];
  }
  if (first === "packages") {
    return [carePackages, { label: titleCase(city), href: here }];
  }
  const listing = Object.values(conditionListing).find((l) => l.segment === first);
  if (listing) return [carePackages, { label: listing.label, href: here }];

  const condition = first.includes("grade-")
    ? "piles"
    : first.includes("fissure")
      ? "fissure"
      : first.includes("fistula")
        ? "fistula"
        : null;
  if (!condition) return null;
  const parent = conditionListing[condition];
  return [
    carePackages,
    { label: parent.label, href: `/${parent.segment}/${city}` },
    { label: titleCase(first), href: here },
  ];
}

/**
 * @param currentLabel optional label for the last entry (a doctor's or an article's name), since
 *   an id or slug is not what a reader should see.
 */
export function buildBreadcrumb(pathname: string, currentLabel?: string): BreadcrumbItem[] {
  const segments = pathname.split("?")[0]!.split("/").filter(Boolean);
  if (segments.length === 0 || (segments.length === 1 && segments[0] === "home")) return [];

  const [first, second] = segments;
  const special = first && second && segments.length === 2 ? cityTrail(first, second) : null;

  const trail: BreadcrumbItem[] =
    special ??
    segments.map((segment, index) => ({
      label: labelFor(segment),
      href: "/" + segments.slice(0, index + 1).join("/"),
    }));

  const items = [home, ...trail];
  if (currentLabel && items.length > 1) {
    items[items.length - 1] = { ...items[items.length - 1]!, label: currentLabel };
  }
  return items.length > 1 ? items : [];
}
