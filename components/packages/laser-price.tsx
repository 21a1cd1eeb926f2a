import { Badge } from "@/components/ui/badge";
import { laserPage } from "@/content/package-pages";
import type { FormattedPricing } from "@/components/packages/pricing";

/**
 * The laser package's price block: price with the saving beside it, the struck-through regular
 * price, the monthly EMI and the plan line. No client code: the city page renders it on the
 * server, the selected-city page inside its client price slot.
 */
export function LaserPrice({ pricing, emiLine }: { pricing: FormattedPricing; emiLine: string }) {
  const copy = laserPage.pricing;
  return (
    <div className="space-y-1">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-primary text-4xl font-bold tracking-tight tabular-nums">
          {pricing.price}
        </span>
        <Badge variant="success">Save {pricing.savings}</Badge>
      </p>
      <p className="text-muted-foreground text-sm">
        {copy.regular} <s className="tabular-nums">{pricing.original}</s>
      </p>
      <p className="pt-1 font-semibold">
        {copy.emiPrefix} <span className="tabular-nums">{pricing.emi}</span>
        {copy.perMonth}
      </p>
      <p className="text-muted-foreground text-sm">{emiLine}</p>
    </div>
  );
}
