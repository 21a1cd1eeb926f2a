import { lotusPaths } from "@/components/site/brand-mark";
import { siteConfig } from "@/content/site";

/**
 * The wordmark's mark and name: a soft lotus-like mark drawn in SVG (no images from anywhere
 * else). Without a link of its own: the public pages wrap it in IntentLink (logo.tsx), the
 * signed-in header in next/link. A server module that imports IntentLink makes its layout list
 * IntentLink's browser module, and Next then named the signed-in layout's script beside it on
 * public pages (both layouts sit side by side in route groups and share one list).
 */
export function LogoMark() {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <circle cx="16" cy="16" r="16" className="fill-secondary" />
        <path d={lotusPaths.flower} className="fill-primary" />
        <path d={lotusPaths.leaves} className="fill-trust" opacity=".85" />
      </svg>
      <span className="text-lg tracking-tight">{siteConfig.name}</span>
    </>
  );
}

export const logoLinkClass =
  "text-foreground inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold";
