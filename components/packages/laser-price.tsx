import { Badge } from "@/components/ui/badge";
import type { FormattedPricing } from "@/components/packages/pricing";

/** The words around the price in the page's language: `laserPage.pricing`, and chrome's `price.save`. */
export type LaserPriceWords = {
  save: string;
  regular: string;
  emiPrefix: string;
  perMonth: string;
};

/**
 * The laser package's price block: price with the saving beside it, the struck-through regular
 * price, the monthly EMI and the plan line. No client code: the city page renders it on the
 * server, the selected-city page inside its client price slot.
 */
export function LaserPrice({
  pricing,
  emiLine,
  words,
}: {
  pricing: FormattedPricing;
  emiLine: string;
  words: LaserPriceWords;
}) {
  return (
    <div className="space-y-1">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-primary text-4xl font-bold tracking-tight tabular-nums">
          {pricing.price}
        </span>
        <Badge variant="success">
          {words.save} {pricing.savings}
        </Badge>
      </p>
      <p className="text-muted-foreground text-sm">
        {words.regular} <s className="tabular-nums">{pricing.original}</s>
      </p>
      <p className="pt-1 font-semibold">
        {words.emiPrefix} <span className="tabular-nums">{pricing.emi}</span>
        {words.perMonth}
      </p>
      <p className="text-muted-foreground text-sm">{emiLine}</p>
    </div>
  );
}
