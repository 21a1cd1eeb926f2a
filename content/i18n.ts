/**
 * The site's languages. English lives at the addresses it always had; Hindi at the same address
 * under /hi. Staff screens and blog articles stay in the language they were written in.
 */

export const locales = ["en", "hi"] as const;
export type Locale = (typeof locales)[number];

/** The document's `lang`, and the hreflang each language's pages announce. */
export const languageTags = {
  en: { html: "en-IN", hreflang: "en-IN", openGraph: "en_IN" },
  hi: { html: "hi", hreflang: "hi-IN", openGraph: "hi_IN" },
} as const satisfies Record<Locale, { html: string; hreflang: string; openGraph: string }>;

/** The cookie that remembers the language she chose with the header's switch. */
export const languageCookie = "lang";

/**
 * The language a public address is in. Here rather than beside the list of translated pages
 * (lib/i18n/locale-routes.ts): the document's `lang` needs only this, and every page loads it.
 */
export function localeOfPath(path: string): Locale {
  return path === "/hi" || path.startsWith("/hi/") ? "hi" : "en";
}

/** Where a page of the English site lives in a language: "/packages/pune" → "/hi/packages/pune". */
export function localePath(locale: Locale, path: string): string {
  return locale === "en" ? path : `/${locale}${path}`;
}

/** Fields that name things in code (an icon, a route, a key) and stay as they are in every language. */
type CodeKey = "icon" | "condition" | "kind" | "segment" | "href" | "id" | "slug" | "tier";

/**
 * The shape of a translation of `T`: every key of the English copy, every string free to say
 * something else. A translation that misses a key, or adds one, fails the type check (the build).
 */
export type Copy<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Copy<R>
      : { readonly [K in keyof T]: K extends CodeKey ? T[K] : Copy<T[K]> };

/** A translation of a whole copy module: every export of `M`, each a `Copy` of the English. */
export type CopyOf<M> = { readonly [K in keyof M]: Copy<M[K]> };
