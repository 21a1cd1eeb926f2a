"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * Every navigation scrolls to the top. Next does this for most navigations, but not
 * reliably under a sticky header or when only the search params change, so it is made explicit.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
