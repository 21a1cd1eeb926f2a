"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useTransition } from "react";
import { isKnownCityId } from "@/components/packages/selected-city-value";
import { useSelectedCity } from "@/components/packages/selected-city";

/*
 * Behaviour for the server-rendered city <select> (city-chooser.tsx). React's change event
 * bubbles, so a wrapper hears the select's change without rendering the select itself.
 */

type ChangeEvent = React.FormEvent<HTMLDivElement> & { target: EventTarget };

function chosenValue(event: ChangeEvent): string | null {
  return event.target instanceof HTMLSelectElement ? event.target.value : null;
}

/**
 * A city picked before hydration (a slow phone, a tap while scripts load) fired no handler: the
 * selected option is then not the one the server marked as default. Returns it so it's not lost.
 */
function pickedBeforeHydration(wrapper: HTMLElement | null): string | null {
  const picked = wrapper?.querySelector("select")?.selectedOptions[0];
  return picked && !picked.defaultSelected && picked.value ? picked.value : null;
}

/** Stores the chosen city, and shows the stored one (the server HTML shows the default). */
export function StoredChoice({
  emptyUntilChosen,
  children,
}: {
  emptyUntilChosen: boolean;
  children: React.ReactNode;
}) {
  const { city, isChosen, selectCity } = useSelectedCity();
  const ref = useRef<HTMLDivElement>(null);
  const shown = emptyUntilChosen && !isChosen ? "" : city.id;
  const checkedEarlyPick = useRef(false);

  useEffect(() => {
    if (!checkedEarlyPick.current) {
      checkedEarlyPick.current = true;
      const early = pickedBeforeHydration(ref.current);
      if (early && isKnownCityId(early)) {
        selectCity(early);
        return;
      }
    }
    const select = ref.current?.querySelector("select");
    if (select && select.value !== shown) select.value = shown;
  }, [shown, selectCity]);

  return (
    <div
      ref={ref}
      onChange={(event) => {
        const value = chosenValue(event);
        if (value && isKnownCityId(value)) selectCity(value);
      }}
    >
      {children}
    </div>
  );
}

/** Opens the same page for the chosen city. */
export function NavigatingChoice({
  basePath,
  children,
}: {
  basePath: string;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const ref = useRef<HTMLDivElement>(null);
  const go = useCallback(
    (value: string) =>
      startTransition(() => router.push(`${basePath}/${encodeURIComponent(value)}`)),
    [basePath, router],
  );

  useEffect(() => {
    const early = pickedBeforeHydration(ref.current);
    if (early) go(early);
  }, [go]);

  return (
    <div
      ref={ref}
      aria-busy={pending || undefined}
      onChange={(event) => {
        const value = chosenValue(event);
        if (value) go(value);
      }}
    >
      {children}
    </div>
  );
}
