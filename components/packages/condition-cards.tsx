import { IntentLink as Link } from "@/components/ui/intent-link";
import { ArrowRight, Check } from "lucide-react";
import type { City } from "@/content/cities";
import { localePath, type Locale } from "@/content/i18n";
import { packagePagesCopy, stageLabelsFor } from "@/lib/i18n/localized";
import { localHref } from "@/lib/i18n/locale-routes";
import { conditionRoutes, conditions, type Condition } from "@/content/stage-packages";
import { conditionPriceRange, stagePackagesFor } from "@/lib/catalogue";
import { buttonVariants } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { SelectedCityLink } from "@/components/packages/selected-city";
import { formatRange } from "@/components/packages/pricing";
import { cn } from "@/lib/utils";

/**
 * The three condition cards (piles, fissure, fistula). With a `city` they link to that city's
 * stage listings and show its tier's price span; without one (the landing) they follow the
 * selected city, which needs <SelectedCityProvider>, and show the spec's all-city ranges.
 */
export function ConditionCards({
  city,
  rangeCaption,
  headingLevel = "h2",
  locale = "en",
}: {
  city: City | null;
  rangeCaption: string;
  headingLevel?: "h2" | "h3";
  locale?: Locale;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {conditions.map((condition) => (
        <li key={condition} className="flex">
          <ConditionCard
            condition={condition}
            city={city}
            rangeCaption={rangeCaption}
            headingLevel={headingLevel}
            locale={locale}
          />
        </li>
      ))}
    </ul>
  );
}

function ConditionCard({
  condition,
  city,
  rangeCaption,
  headingLevel: Heading,
  locale,
}: {
  condition: Condition;
  city: City | null;
  rangeCaption: string;
  headingLevel: "h2" | "h3";
  locale: Locale;
}) {
  const copy = packagePagesCopy(locale).conditionCopy[condition];
  const segment = conditionRoutes[condition].segment;
  const range = conditionPriceRange(condition, city?.tier);
  const stages = stagePackagesFor(condition);
  const linkClass = cn(buttonVariants({ variant: "outline" }), "w-full");
  const linkContent = (
    <>
      {copy.cta}
      <ArrowRight aria-hidden="true" />
    </>
  );

  return (
    <Card className="w-full">
      <CardHeader>
        <p className="text-muted-foreground text-sm">{copy.medicalName}</p>
        <CardTitle asChild className="text-xl">
          <Heading>{copy.title}</Heading>
        </CardTitle>
        <CardDescription>{copy.promise}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <ul className="space-y-1.5 text-sm">
          {stages.map((stage) => {
            const labels = stageLabelsFor(stage, locale);
            return (
              <li key={stage.slug} className="flex gap-2">
                <Check aria-hidden="true" className="text-trust mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="font-medium">{labels.label}</span>
                  <span className="text-muted-foreground"> · {labels.treatmentType}</span>
                </span>
              </li>
            );
          })}
        </ul>
        <div className="bg-secondary/60 mt-auto rounded-lg p-3">
          <p className="text-primary text-lg font-bold tabular-nums">{formatRange(range)}</p>
          <p className="text-muted-foreground text-xs">{rangeCaption}</p>
        </div>
      </CardContent>
      <CardFooter>
        {city ? (
          <Link href={localHref(locale, `/${segment}/${city.id}`)} className={linkClass}>
            {linkContent}
          </Link>
        ) : (
          <SelectedCityLink
            // The listing has no page of its own without a city: its address in the page's language.
            segment={localePath(locale, `/${segment}`).slice(1)}
            className={linkClass}
          >
            {linkContent}
          </SelectedCityLink>
        )}
      </CardFooter>
    </Card>
  );
}
