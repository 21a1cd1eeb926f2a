import { IntentLink as Link } from "@/components/ui/intent-link";
import { Phone } from "lucide-react";
import { bookingLink } from "@/content/navigation";
import { siteConfig } from "@/content/site";
import type { Locale } from "@/content/i18n";
import { chromeCopy } from "@/lib/i18n/localized";
import { localHref } from "@/lib/i18n/locale-routes";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * The closing call to action of a page: book a consultation, or call. The buttons' default words
 * are the header's and the phone bar's, in the page's language.
 */
export function CtaBanner({
  id,
  title,
  body,
  locale = "en",
  bookHref = localHref(locale, bookingLink.href),
  bookLabel = chromeCopy(locale).navLabels[bookingLink.href],
  callLabel = chromeCopy(locale).actionBar.call,
  call = true,
  className,
}: {
  /**
   * The title's id: the section is then a region named by its title. Without one it is a plain
   * section, as the home and laser pages' closing banners have always been.
   */
  id?: string;
  title: string;
  body: string;
  locale?: Locale;
  /** Where booking goes, when the page knows what she was reading (a package, a city). */
  bookHref?: string;
  bookLabel?: string;
  /** Shown before the phone number on the call button. */
  callLabel?: string;
  /** False for booking alone, with no call button. */
  call?: boolean;
  className?: string;
}) {
  const book = (
    <Link
      href={bookHref}
      className={cn(buttonVariants({ size: "lg", variant: "secondary" }), "whitespace-normal")}
    >
      {bookLabel}
    </Link>
  );
  return (
    <section aria-labelledby={id} className={cn("mx-auto max-w-6xl px-4 py-12", className)}>
      <div className="bg-primary text-primary-foreground rounded-2xl px-5 py-10 text-center md:px-12">
        <h2 id={id} className="text-2xl font-semibold tracking-tight text-balance md:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl opacity-90">{body}</p>
        {call ? (
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            {book}
            <a
              href={siteConfig.phone.href}
              className={cn(
                buttonVariants({ size: "lg", variant: "outline" }),
                "border-primary-foreground/60 text-primary-foreground hover:text-primary-foreground h-auto min-h-12 bg-transparent py-2 whitespace-normal hover:bg-white/10",
              )}
            >
              <Phone aria-hidden="true" />
              <span>
                {callLabel} <span className="whitespace-nowrap">{siteConfig.phone.display}</span>
              </span>
            </a>
          </div>
        ) : (
          <div className="mt-6">{book}</div>
        )}
      </div>
    </section>
  );
}
