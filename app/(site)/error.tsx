"use client";

import { siteError } from "@/content/site-error";
import { SiteError } from "@/components/layout/site-error";

/** A public page that failed on the server: components/layout/site-error.tsx. */
export default function SiteErrorBoundary(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <SiteError {...props} words={siteError} homeHref="/home" />;
}
