import { IntentLink as Link } from "@/components/ui/intent-link";
import { ArrowRight, Check, Clock, Star } from "lucide-react";
import type { City } from "@/content/cities";
import type { CarePackage } from "@/content/packages";
import type { Locale } from "@/content/i18n";
import { chromeCopy, packagePagesCopy } from "@/lib/i18n/localized";
import { localHref } from "@/lib/i18n/locale-routes";
import { bookingHref } from "@/content/booking-topics";
import { packagePriceFor } from "@/lib/catalogue";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { PackagePrice } from "@/components/packages/package-price";
import { formatPricing } from "@/components/packages/pricing";
import { cn } from "@/lib/utils";

const VISIBLE_FEATURES = 4;

/** One care package priced for a city's tier: badges, price, the first four features, then the rest on request. */
export function PackageCard({
  pkg,
  city,
  locale = "en",
}: {
  /** Its words already in the page's language (lib/i18n/localized.ts carePackagesIn). */
  pkg: CarePackage;
  city: City;
  locale?: Locale;
}) {
  const words = chromeCopy(locale);
  const pricing = formatPricing(packagePriceFor(pkg, city.tier));
  const shown = pkg.features.slice(0, VISIBLE_FEATURES);
  const rest = pkg.features.slice(VISIBLE_FEATURES);
  const link = packagePagesCopy(locale).cityPackagesPage.packageLinks[pkg.id];
  const href =
    link.kind === "city"
      ? localHref(locale, `/${link.segment}/${city.id}`)
      : localHref(locale, bookingHref({ topic: `package-${pkg.id}`, city: city.id }));
  const titleId = `package-${pkg.id}-title`;

  return (
    <article aria-labelledby={titleId} className="flex w-full">
      <Card className={cn("w-full", pkg.popular && "border-primary/40 ring-primary/20 ring-1")}>
        <CardHeader>
          {pkg.popular || pkg.urgent ? (
            <div className="mb-1 flex flex-wrap gap-2">
              {pkg.popular ? <Badge>{words.packageCard.popular}</Badge> : null}
              {pkg.urgent ? <Badge variant="warning">{words.packageCard.urgent}</Badge> : null}
            </div>
          ) : null}
          <CardTitle asChild className="text-xl">
            <h3 id={titleId}>{pkg.name}</h3>
          </CardTitle>
          <CardDescription>{pkg.subtitle}</CardDescription>
          <p className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="text-foreground inline-flex items-center gap-1">
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
              <span className="font-semibold">{pkg.rating}</span>
              <span className="text-muted-foreground">
                {words.packageCard.reviews(pkg.reviews)}
              </span>
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {pkg.duration}
            </span>
          </p>
        </CardHeader>
        <CardContent className="flex-1 space-y-4">
          <PackagePrice pricing={pricing} words={words.price} />
          <div>
            <h4 className="text-sm font-semibold">{words.packageCard.included}</h4>
            <ul className="mt-2 space-y-1.5 text-sm">
              {shown.map((feature) => (
                <FeatureItem key={feature}>{feature}</FeatureItem>
              ))}
            </ul>
            {rest.length > 0 ? (
              // Native disclosure: the full list without any client code.
              <details className="group mt-1.5 text-sm">
                <summary className="text-primary decoration-primary/40 inline-flex min-h-11 cursor-pointer list-none items-center gap-1 font-medium underline underline-offset-4 [&::-webkit-details-marker]:hidden">
                  <span className="group-open:hidden">{words.packageCard.more(rest.length)}</span>
                  <span className="hidden group-open:inline">{words.packageCard.fewer}</span>
                </summary>
                <ul className="space-y-1.5">
                  {rest.map((feature) => (
                    <FeatureItem key={feature}>{feature}</FeatureItem>
                  ))}
                </ul>
              </details>
            ) : null}
          </div>
        </CardContent>
        <CardFooter>
          <Link
            href={href}
            className={cn(
              buttonVariants({ variant: pkg.popular ? "default" : "outline" }),
              "w-full",
            )}
          >
            {link.label}
            <ArrowRight aria-hidden="true" />
            <span className="sr-only">: {pkg.name}</span>
          </Link>
        </CardFooter>
      </Card>
    </article>
  );
}

function FeatureItem({ children }: { children: React.ReactNode }) {
  return (
    <li className="flex gap-2">
      <Check aria-hidden="true" className="text-trust mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </li>
  );
}
