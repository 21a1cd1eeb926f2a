import { cities, tiers, type CitySlug } from "@/content/cities";
import type { Locale } from "@/content/i18n";
import { cityName, tierLabel } from "@/lib/i18n/localized";
import {
  NativeSelect,
  NativeSelectOptGroup,
  NativeSelectOption,
} from "@/components/ui/native-select";
import { NavigatingChoice, StoredChoice } from "@/components/packages/city-chooser-behaviour";
import { cn } from "@/lib/utils";

/*
 * The city chooser: the phone's own picker (a native <select>) with the cities grouped under their
 * tier labels. The markup is rendered on the server; a small client wrapper only listens for the
 * change and, on the selected-city pages, keeps the shown value in step with the store. So the
 * options and the styling cost no client JavaScript.
 */

type ChooserMode =
  /** Stores the choice; needs <SelectedCityProvider>. */
  | { kind: "store" }
  /** Goes to `${basePath}/{city}`; the page there remembers the city. */
  | { kind: "navigate"; basePath: string; current: CitySlug };

export function CityChooser({
  id,
  label,
  help,
  placeholder,
  mode,
  className,
  locale = "en",
}: {
  /** Unique on the page: ties the label and the help text to the select. */
  id: string;
  label: string;
  help?: string;
  /** An unanswered first option, shown until a city is chosen (store mode only). */
  placeholder?: string;
  mode: ChooserMode;
  className?: string;
  locale?: Locale;
}) {
  const grouped = tiers.map((tier) => ({
    tier,
    label: tierLabel(tier, locale),
    cities: cities.filter((city) => city.tier === tier),
  }));
  const helpId = `${id}-help`;
  // Store mode: the server can't know the stored city, so it shows the default state and the
  // client wrapper moves the select to the stored value after hydration.
  const initial = mode.kind === "navigate" ? mode.current : placeholder ? "" : cities[0].id;

  const field = (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-foreground text-sm leading-snug font-medium">
        {label}
      </label>
      <NativeSelect
        // A new page for another city gets a fresh select (back/forward included).
        key={initial}
        id={id}
        name="city"
        defaultValue={initial}
        aria-describedby={help ? helpId : undefined}
      >
        {placeholder ? (
          <NativeSelectOption value="" disabled>
            {placeholder}
          </NativeSelectOption>
        ) : null}
        {grouped.map((group) => (
          <NativeSelectOptGroup key={group.tier} label={group.label}>
            {group.cities.map((city) => (
              <NativeSelectOption key={city.id} value={city.id}>
                {cityName(city, locale)}
              </NativeSelectOption>
            ))}
          </NativeSelectOptGroup>
        ))}
      </NativeSelect>
      {help ? (
        <p id={helpId} className="text-muted-foreground text-sm">
          {help}
        </p>
      ) : null}
    </div>
  );

  return mode.kind === "navigate" ? (
    <NavigatingChoice basePath={mode.basePath}>{field}</NavigatingChoice>
  ) : (
    <StoredChoice emptyUntilChosen={Boolean(placeholder)}>{field}</StoredChoice>
  );
}
