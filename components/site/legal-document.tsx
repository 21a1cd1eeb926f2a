import { IntentLink as Link } from "@/components/ui/intent-link";
import type { ReactNode } from "react";

import type { LegalDocumentContent } from "@/content/legal";
import { siteConfig } from "@/content/site";
import { cn } from "@/lib/utils";

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

function renderInline(text: string): ReactNode[] {
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
          <Link key={key} href={href} className={linkClass}>
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

function formatEffectiveDate(isoDate: string) {
  // Parsed and formatted in UTC so the printed day never shifts with the server's time zone.
  return new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  const { title, effectiveDate, intro, sections } = content;

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 break-words sm:px-6 sm:py-12">
      <header>
        <h1 className="text-foreground text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-muted-foreground mt-2 text-sm">
          Effective <time dateTime={effectiveDate}>{formatEffectiveDate(effectiveDate)}</time>
        </p>
        <p className="text-foreground mt-6 text-base leading-7 sm:text-lg sm:leading-8">
          {renderInline(intro)}
        </p>
      </header>

      <nav
        aria-labelledby="legal-contents"
        className="border-border bg-card mt-8 rounded-xl border p-4 shadow-sm sm:p-6"
      >
        <h2 id="legal-contents" className="text-foreground text-base font-semibold">
          On this page
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
                <p key={i}>{renderInline(paragraph)}</p>
              ))}
              {section.list && section.list.length > 0 ? (
                <ul className="marker:text-primary list-disc space-y-2 pl-5">
                  {section.list.map((item, i) => (
                    <li key={i} className="pl-1">
                      {renderInline(item)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
