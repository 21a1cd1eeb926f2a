import type { Metadata } from "next";
import { IntentLink as Link } from "@/components/ui/intent-link";
import type { ReactNode } from "react";

import { languageTags, localePath, type Locale } from "@/content/i18n";
import { siteConfig } from "@/content/site";
import { legalCopy } from "@/lib/i18n/localized";
import { localHref } from "@/lib/i18n/locale-routes";
import { pageAlternates } from "@/lib/seo/page-metadata";
import { webPageJsonLd } from "@/lib/seo/structured-data";
import { JsonLd } from "@/components/site/json-ld";
import { cn } from "@/lib/utils";

/** Each document, and the English address of its page. */
const legalPaths = {
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
} as const;

export type LegalDocumentName = keyof typeof legalPaths;

export function legalMetadata(name: LegalDocumentName, locale: Locale): Metadata {
  const { title, description } = legalCopy(locale)[name];
  return { title, description, alternates: pageAlternates(locale, legalPaths[name]) };
}

const linkClass =
  "font-medium text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary";

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The inline markup content/legal.ts documents: **bold**, [text](href), email addresses and the site's
 * phone number. Kept this small on purpose so the text stays plain strings a non-developer can edit.
 */
const inlinePattern = new RegExp(
  [
    String.raw`\*\*(?<bold>.+?)\*\*`,
    String.raw`\[(?<label>[^\]]+)\]\((?<href>[^)\s]+)\)`,
    String.raw`(?<email>[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})`,
    `(?<phone>${escapeRegExp(siteConfig.phone.display)})`,
  ].join("|"),
  "g",
);

/** A document's text as nodes; its links to the site's pages go to their twins in `locale`. */
function renderInline(text: string, locale: Locale): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;

  for (const match of text.matchAll(inlinePattern)) {
    const { bold, label, href, email, phone } = match.groups ?? {};
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const key = match.index;

    if (bold !== undefined) {
      nodes.push(
        <strong key={key} className="text-foreground font-semibold">
          {bold}
        </strong>,
      );
    } else if (label !== undefined && href !== undefined) {
      nodes.push(
        href.startsWith("/") ? (
          <Link key={key} href={localHref(locale, href)} className={linkClass}>
            {label}
          </Link>
        ) : (
          <a key={key} href={href} className={linkClass}>
            {label}
          </a>
        ),
      );
    } else if (email !== undefined) {
      nodes.push(
        <a key={key} href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>,
      );
    } else if (phone !== undefined) {
      nodes.push(
        <a key={key} href={siteConfig.phone.href} className={cn(linkClass, "whitespace-nowrap")}>
          {phone}
        </a>,
      );
    }
    last = match.index + match[0].length;
  }

  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/**
 * "22 November 2026", "22 नवंबर 2026": a calendar day, not an instant, so not lib/india-time.
 * Parsed and formatted in UTC so the printed day never shifts with the server's time zone; only
 * ever formatted on the server, so browsers' differing ICU data never shows. Latin digits, as the
 * site's Hindi writes numbers.
 */
function formatEffectiveDate(isoDate: string, locale: Locale) {
  return new Intl.DateTimeFormat(languageTags[locale].hreflang, {
    dateStyle: "long",
    timeZone: "UTC",
    numberingSystem: "latn",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The privacy policy or the terms of service, in either language (content/legal, content/hi/legal). */
export function LegalDocument({ name, locale }: { name: LegalDocumentName; locale: Locale }) {
  const { [name]: content, legalLabels: labels } = legalCopy(locale);
  const { title, description, effectiveDate, intro, sections } = content;

  return (
    <>
      <JsonLd
        data={webPageJsonLd({
          locale,
          path: localePath(locale, legalPaths[name]),
          name: title,
          description,
        })}
      />
      <article className="mx-auto w-full max-w-3xl px-4 py-8 break-words sm:px-6 sm:py-12">
        <header>
          <h1 className="text-foreground text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="text-muted-foreground mt-2 text-sm">
            {`${labels.effective} `}
            <time dateTime={effectiveDate}>{formatEffectiveDate(effectiveDate, locale)}</time>
          </p>
          <p className="text-foreground mt-6 text-base leading-7 sm:text-lg sm:leading-8">
            {renderInline(intro, locale)}
          </p>
        </header>

        <nav
          aria-labelledby="legal-contents"
          className="border-border bg-card mt-8 rounded-xl border p-4 shadow-sm sm:p-6"
        >
          <h2 id="legal-contents" className="text-foreground text-base font-semibold">
            {labels.contents}
          </h2>
          <ol className="mt-2 sm:columns-2 sm:gap-8">
            {sections.map((section, index) => (
              <li key={section.id} className="break-inside-avoid">
                <a
                  href={`#${section.id}`}
                  className="text-primary flex min-h-11 items-center gap-2 py-1 underline-offset-4 hover:underline"
                >
                  <span className="text-muted-foreground w-6 shrink-0 text-sm tabular-nums">
                    {index + 1}.
                  </span>
                  <span>{section.heading}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-4">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="border-border scroll-mt-24 border-b py-8 last:border-b-0"
            >
              <h2
                id={`${section.id}-heading`}
                className="text-foreground flex gap-2 text-xl font-semibold tracking-tight sm:text-2xl"
              >
                <span className="text-muted-foreground tabular-nums">{index + 1}.</span>
                <span>{section.heading}</span>
              </h2>
              <div className="text-foreground mt-4 space-y-4 text-base leading-7">
                {section.paragraphs.map((paragraph, i) => (
                  <p key={i}>{renderInline(paragraph, locale)}</p>
                ))}
                {section.list && section.list.length > 0 ? (
                  <ul className="marker:text-primary list-disc space-y-2 pl-5">
                    {section.list.map((item, i) => (
                      <li key={i} className="pl-1">
                        {renderInline(item, locale)}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </section>
          ))}
        </div>
      </article>
    </>
  );
}
