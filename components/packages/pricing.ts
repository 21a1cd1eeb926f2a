import type { Tier } from "@/content/cities";
import type { PackagePricing, PriceRange } from "@/content/packages";
import type { Condition } from "@/content/stage-packages";
import { formatINR, stageFiguresFor, stagePackagesFor } from "@/lib/catalogue";

/** A package's prices as shown: formatted on the server so client components need no catalogue. */
export interface FormattedPricing {
  readonly price: string;
  readonly original: string;
  readonly savings: string;
  readonly emi: string;
}

export function formatPricing(pricing: PackagePricing): FormattedPricing {
  return {
    price: formatINR(pricing.basePrice),
    original: formatINR(pricing.originalPrice),
    savings: formatINR(pricing.savings),
    emi: formatINR(pricing.emiPrice),
  };
}

/** "₹18,000 – ₹65,000". */
export function formatRange(range: PriceRange): string {
  return `${formatINR(range.min)} – ${formatINR(range.max)}`;
}

/** The span of a condition's stage prices (as the stage listing shows them) for one tier. */
export function conditionRangeForTier(condition: Condition, tier: Tier): PriceRange {
  const prices = stagePackagesFor(condition).map(
    (stage) => stageFiguresFor(stage, "overview").prices[tier],
  );
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
