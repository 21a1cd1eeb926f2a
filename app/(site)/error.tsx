"use client";

import { IntentLink as Link } from "@/components/ui/intent-link";
import { ErrorNotice } from "@/components/layout/error-notice";

/**
 * A public page that failed on the server (a blog list while the database is away, say): the
 * header and footer stay, with a calm word, a retry, the clinic's phone and the way to book.
 * The link takes the button's CSS classes directly: buttonVariants would bring its class helpers
 * into every public page's scripts.
 */
export default function SiteError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 md:py-16">
      <ErrorNotice {...props} title="This page didn’t load">
        <p>
          Something went wrong on our side. Nothing you shared with us is lost. Please try again in
          a minute, or call us: we are happy to help you book.
        </p>
        <p>
          <Link href="/home" className="btn btn-outline btn-md">
            Back to the home page
          </Link>
        </p>
      </ErrorNotice>
    </div>
  );
}
