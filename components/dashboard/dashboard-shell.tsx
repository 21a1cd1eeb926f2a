"use client";

import { areas } from "@/lib/auth/permissions";
import {
  dashboardTabs,
  tabHref,
  type DashboardAreaId,
  type DashboardTab,
  type TabId,
} from "@/lib/dashboards/routes";
import {
  CurrentTabHeading,
  DashboardNav,
  type DashboardIcon,
  type DashboardNavItem,
} from "@/components/dashboard/dashboard-nav";

/**
 * A dashboard's frame, rendered once by the area's layout and kept while she moves between tabs
 * (a client component, so the page's payload carries its few props rather than its markup):
 * the area's title as the page's one h1 (the access tests find pages by it), a greeting, one
 * primary action, and the tabs (lib/dashboards/routes.ts), each a route segment of its own with its
 * own loading and error states. Links are prefetched up to each tab's loading state, so a click
 * shows the tab's skeleton at once and its rows as soon as the server has them.
 */
export function DashboardShell<A extends DashboardAreaId>({
  area,
  greeting,
  action,
  icons = {},
  title,
  labels,
  navLabel = "Dashboard sections",
  children,
}: {
  area: A;
  greeting: React.ReactNode;
  action?: React.ReactNode;
  /** Tabs whose icon is not named after the tab (the patient's Reports are documents). */
  icons?: Partial<Record<string, DashboardIcon>>;
  /** The h1 in the reader's language; the area's English title by default. */
  title?: string;
  /** Each tab's name in the reader's language; the English labels by default. */
  labels?: Readonly<Record<TabId<A>, string>>;
  /** The tabs' navigation's name in the reader's language. */
  navLabel?: string;
  children: React.ReactNode;
}) {
  const tabs: readonly DashboardTab[] = dashboardTabs[area];
  const items: DashboardNavItem[] = tabs.map((tab) => ({
    href: tabHref(area, tab),
    label: (labels as Readonly<Record<string, string>> | undefined)?.[tab.id] ?? tab.label,
    icon: icons[tab.id] ?? (tab.id as DashboardIcon),
  }));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 lg:py-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
            {title ?? areas[area].title}
          </h1>
          <p className="text-muted-foreground mt-1 text-base md:text-lg">{greeting}</p>
        </div>
        {action}
      </header>

      <div className="mt-6 xl:grid xl:grid-cols-[12rem_minmax(0,1fr)] xl:gap-8">
        <DashboardNav items={items} label={navLabel} />
        <section aria-labelledby="dashboard-section-title" className="min-w-0">
          <CurrentTabHeading id="dashboard-section-title" items={items} />
          {children}
        </section>
      </div>
    </div>
  );
}
