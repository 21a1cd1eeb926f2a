import { Badge } from "@/components/ui/badge";
import type { FormattedPricing } from "@/components/packages/pricing";
import { cn } from "@/lib/utils";

/**
 * A care package's price as the design notes ask: one clear number, the struck-through original
 * small beside it, the EMI line under it and the saving as a quiet badge. No client code, so both
 * server pages and the laser page's client price block render it.
 */
/** The words around a price, in the page's language (content/chrome.ts `price`). */
export type PriceWords = { regular: string; emiPrefix: string; emiSuffix: string; save: string };

export function PackagePrice({
  pricing,
  words,
  size = "md",
  emiNote,
  className,
}: {
  pricing: FormattedPricing;
  words: PriceWords;
  size?: "md" | "lg";
  /** Extra text after the EMI amount, e.g. the plan length. */
  emiNote?: string;
  className?: string;
}) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span
          className={cn(
            "text-primary font-bold tracking-tight tabular-nums",
            size === "lg" ? "text-4xl" : "text-3xl",
          )}
        >
          {pricing.price}
        </span>
        <s className="text-muted-foreground text-sm tabular-nums">
          <span className="sr-only">{words.regular}</span>
          {pricing.original}
        </s>
      </p>
      <p className="text-sm">
        {words.emiPrefix} <span className="font-semibold tabular-nums">{pricing.emi}</span>
        {words.emiSuffix}
        {emiNote ? <span className="text-muted-foreground"> · {emiNote}</span> : null}
      </p>
      <Badge variant="success">
        {words.save} {pricing.savings}
      </Badge>
    </div>
  );
}
