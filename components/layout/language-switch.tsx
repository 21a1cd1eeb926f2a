"use client";

import { useEffect, useState } from "react";
import { usePathname } from "next/navigation";
import { languageCookie, localeOfPath, type Locale } from "@/content/i18n";
import { twinOf } from "@/lib/i18n/locale-routes";

/*
 * The header's language switch and the one-line offer of the Hindi page. Both are links to the
 * same page in the other language, shown only where that page exists. The choice is remembered
 * in a cookie (a year, this site only), which the address / honours and which quiets the offer.
 * Nothing ever redirects by the browser's language: crawlers and shared phones get what they ask for.
 */

function remember(locale: Locale) {
  document.cookie = `${languageCookie}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

function chosenLanguage(): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${languageCookie}=([^;]*)`));
  return match?.[1] ?? null;
}

export function LanguageSwitch({ other, className }: { other: string; className: string }) {
  const pathname = usePathname();
  const twin = twinOf(pathname);
  if (!twin) return null;
  const target = localeOfPath(twin);
  return (
    <a
      href={twin}
      lang={target === "hi" ? "hi" : "en"}
      hrefLang={target === "hi" ? "hi-IN" : "en-IN"}
      onClick={() => remember(target)}
      className={className}
    >
      {other}
    </a>
  );
}

/** On an English page with a Hindi twin, for a browser that lists Hindi: one dismissible line. */
export function LanguageOffer({
  words,
}: {
  words: { offer: string; link: string; dismiss: string };
}) {
  const pathname = usePathname();
  const twin = twinOf(pathname);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const prefersHindi = navigator.languages.some((tag) => tag.toLowerCase().startsWith("hi"));
    setWanted(prefersHindi && chosenLanguage() === null);
  }, []);

  if (!wanted || !twin || localeOfPath(pathname) !== "en") return null;
  // Fixed above the phone's action bar: it covers nothing for long and moves no text.
  return (
    <div
      lang="hi"
      role="note"
      className="bg-card text-card-foreground fixed inset-x-3 bottom-20 z-40 mx-auto flex max-w-md items-center gap-3 rounded-xl border p-3 text-sm shadow-lg md:bottom-4"
    >
      <p className="flex-1">
        {words.offer}{" "}
        <a
          href={twin}
          hrefLang="hi-IN"
          onClick={() => remember("hi")}
          className="text-primary font-semibold underline"
        >
          {words.link}
        </a>
      </p>
      <button
        type="button"
        onClick={() => {
          remember("en");
          setWanted(false);
        }}
        className="hover:bg-muted inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2"
      >
        {words.dismiss}
      </button>
    </div>
  );
}
