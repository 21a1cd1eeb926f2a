import { IntentLink as Link } from "@/components/ui/intent-link";
import { siteConfig } from "@/content/site";

/**
 * The wordmark: a soft lotus-like mark drawn in SVG (no images from anywhere else). A server
 * component: its SVG costs a few hundred bytes of payload, where as a client component shared by
 * the public and the signed-in layouts it made every public page load the signed-in layout's
 * script as well.
 */
export function Logo({ href = "/" }: { href?: string }) {
  return (
    <Link
      href={href}
      className="text-foreground inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <circle cx="16" cy="16" r="16" className="fill-secondary" />
        <path
          d="M16 8c-3 3.2-4.4 6.3-4.4 9.2A4.4 4.4 0 0 0 16 21.6a4.4 4.4 0 0 0 4.4-4.4C20.4 14.3 19 11.2 16 8Z"
          className="fill-primary"
        />
        <path
          d="M8.5 15.5c1 4.6 3.9 7.3 7.5 7.3s6.5-2.7 7.5-7.3c-2.6.6-5 2-7.5 4.6-2.5-2.6-4.9-4-7.5-4.6Z"
          className="fill-trust"
          opacity=".85"
        />
      </svg>
      <span className="text-lg tracking-tight">{siteConfig.name}</span>
    </Link>
  );
}
