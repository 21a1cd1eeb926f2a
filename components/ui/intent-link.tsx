"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";

/**
 * A link that fetches its page when she shows the intent to follow it (a pointer over it, a touch,
 * keyboard focus), not as soon as it scrolls into view: a public page puts dozens of links in view
 * (header, cards, footer), and fetching them all competes with the page itself on a slow phone.
 * The public pages use it in place of next/link; the dashboards keep next/link's prefetching.
 */
export function IntentLink({
  href,
  onClick,
  ...props
}: Omit<React.ComponentProps<typeof Link>, "href" | "prefetch"> & { href: string }) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={prefetch}
      onTouchStart={prefetch}
      onFocus={prefetch}
      onClick={onClick}
      {...props}
    />
  );
}
