"use client";

import { useContext } from "react";
import Link from "next/link";
// The context useRouter() reads, read without its throw: a link rendered outside the app router
// (a component test, an error page before the router mounts) is still a plain working link.
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";

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
  const router = useContext(AppRouterContext);
  const prefetch = () => router?.prefetch(href);
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
