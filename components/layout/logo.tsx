import { IntentLink as Link } from "@/components/ui/intent-link";
import { LogoMark, logoLinkClass } from "@/components/layout/logo-mark";

/**
 * The wordmark (logo-mark.tsx) as a link, on the public pages. A server component: its SVG costs
 * a few hundred bytes of payload, where as a client component shared by the public and the
 * signed-in layouts it made every public page load the signed-in layout's script as well.
 */
export function Logo({ href = "/" }: { href?: string }) {
  return (
    <Link href={href} className={logoLinkClass}>
      <LogoMark />
    </Link>
  );
}
