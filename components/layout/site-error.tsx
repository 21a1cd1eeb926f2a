"use client";

import { IntentLink as Link } from "@/components/ui/intent-link";
import { ErrorNotice } from "@/components/layout/error-notice";
import type { siteError } from "@/content/site-error";

type Props = {
  error: Error & { digest?: string };
  reset: () => void;
  words: typeof siteError;
  homeHref: string;
};

/**
 * A public page that failed on the server (a blog list while the database is away, say): the
 * header and footer stay, with a calm word, a retry, the clinic's phone and the way home, in the
 * page's language. The link takes the button's CSS classes directly: buttonVariants would bring
 * its class helpers into every public page's scripts.
 */
export function SiteError({ words, homeHref, ...props }: Props) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 md:py-16">
      <ErrorNotice {...props} title={words.title} words={words}>
        <p>{words.message}</p>
        <p>
          <Link href={homeHref} className="btn btn-outline btn-md">
            {words.home}
          </Link>
        </p>
      </ErrorNotice>
    </div>
  );
}
