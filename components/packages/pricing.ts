import type { PackagePricing, PriceRange } from "@/content/packages";
import { formatINR } from "@/lib/catalogue";

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
