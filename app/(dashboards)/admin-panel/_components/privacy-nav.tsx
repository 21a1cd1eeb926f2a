"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { privacyPath, privacyViews } from "@/lib/dashboards/routes";

/**
 * The privacy records' sub-navigation, each view a link to its own address. It lives in the
 * privacy layout, which stays mounted while the views below it change, so the current one is
 * marked from the address in the browser. The access log is the tab's own address, which every
 * other view's address starts with: it is current only on an exact match. Styled by
 * `.privacy-tab` and drawn with `.dash-icon-<view>` masks (app/globals.css).
 */
export function PrivacyNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Privacy records" className="mb-4">
      <ul className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        {privacyViews.map((view) => {
          const href = privacyPath(view.id);
          const current =
            view.segment === null
              ? pathname === href
              : pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={view.id}>
              <Link href={href} aria-current={current ? "page" : undefined} className="privacy-tab">
                <span aria-hidden="true" className={`dash-icon dash-icon-${view.id}`} />
                {view.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
