"use client";

import { siteError } from "@/content/hi/site-error";
import { SiteError } from "@/components/layout/site-error";

/**
 * Erasing a booking in Hindi while the database is away: the Hindi header and footer stay, and
 * the notice is in Hindi too. Here, not beside the Hindi layout: these are the only Hindi pages
 * that read the database, the rest are built ahead or read nothing, and a boundary beside the
 * layout would add its script (about 2.5 kB) to every Hindi page.
 */
export default function HindiSiteErrorBoundary(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <SiteError {...props} words={siteError} homeHref="/hi/home" />;
}
