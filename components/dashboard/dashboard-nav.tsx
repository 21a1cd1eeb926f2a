"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

/** The icons a tab may carry: each is a `.dash-icon-<name>` mask in app/globals.css. */
export type DashboardIcon =
  | "overview"
  | "appointments"
  | "patients"
  | "users"
  | "messages"
  | "communications"
  | "tasks"
  | "reports"
  | "documents"
  | "content"
  | "profile"
  | "privacy";

export type DashboardNavItem = { href: string; label: string; icon: DashboardIcon };

function useCurrentItem(items: DashboardNavItem[]): DashboardNavItem | undefined {
  const pathname = usePathname();
  return items
    .filter((item) => pathname === item.href || pathname.startsWith(`${item.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
}

/** The current tab's name as the section's heading, for screen readers (the nav shows it). */
export function CurrentTabHeading({ id, items }: { id: string; items: DashboardNavItem[] }) {
  return (
    <h2 id={id} className="sr-only">
      {useCurrentItem(items)?.label}
    </h2>
  );
}

/**
 * The area's tabs as links, the current one marked from the address: the layout holding this
 * stays mounted while the tabs below it change, so the mark has to follow the URL in the browser.
 * The first tab is the area's own address, so the longest matching address wins.
 *
 * On a desktop the tabs form a left sidebar; narrower, they wrap onto as many rows as they need,
 * so every tab is in sight on a phone (no sideways strip hiding the last ones).
 */
export function DashboardNav({ items, label }: { items: DashboardNavItem[]; label: string }) {
  const current = useCurrentItem(items);
  return (
    <nav aria-label={label} className="mb-6 xl:mb-0 print:hidden">
      <ul className="bg-muted grid grid-cols-2 gap-1 rounded-xl p-1 min-[28rem]:grid-cols-3 sm:flex sm:flex-wrap xl:sticky xl:top-24 xl:flex-col xl:bg-transparent xl:p-0">
        {items.map((item) => {
          const active = item === current;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                className="dash-tab"
              >
                <span aria-hidden="true" className={`dash-icon dash-icon-${item.icon}`} />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
