import Link from "next/link";
import { Suspense } from "react";
import type { LucideIcon } from "lucide-react";
import { TabSkeleton } from "@/components/dashboard/dashboard-skeleton";
import { cn } from "@/lib/utils";

export type DashboardTab = { id: string; label: string; icon: LucideIcon };

/**
 * A dashboard's frame: the area's title as the page's one h1 (the access tests find pages by it),
 * a greeting, one primary action, and the spec's tabs. Tabs are links (`?tab=…`), so each tab is
 * rendered and paged on the server and can be bookmarked. On desktop they form a left sidebar; on
 * a tablet or phone, a row that scrolls sideways above the content. The tab's content streams in
 * behind a skeleton keyed by the address (`contentKey`): Next shows no loading state when only the
 * query string changes, so the key is what makes a new tab, page or filter show the skeleton
 * instead of the previous rows.
 */
export function DashboardShell({
  title,
  greeting,
  action,
  tabs,
  activeTab,
  path,
  contentKey,
  children,
}: {
  title: string;
  greeting: React.ReactNode;
  action?: React.ReactNode;
  tabs: readonly DashboardTab[];
  activeTab: string;
  path: string;
  contentKey: string;
  children: React.ReactNode;
}) {
  const active = tabs.find((tab) => tab.id === activeTab) ?? tabs[0];
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 lg:py-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
          <p className="text-muted-foreground mt-1 text-base md:text-lg">{greeting}</p>
        </div>
        {action}
      </header>

      <div className="mt-6 xl:grid xl:grid-cols-[12rem_minmax(0,1fr)] xl:gap-8">
        <nav aria-label="Dashboard sections" className="mb-6 xl:mb-0">
          <ul className="bg-muted flex w-fit max-w-full gap-1 overflow-x-auto rounded-xl p-1 xl:sticky xl:top-24 xl:w-auto xl:flex-col xl:bg-transparent xl:p-0">
            {tabs.map((tab) => {
              const current = tab.id === active?.id;
              const Icon = tab.icon;
              return (
                <li key={tab.id} className="shrink-0">
                  <Link
                    href={tab.id === tabs[0]?.id ? path : `${path}?tab=${tab.id}`}
                    aria-current={current ? "page" : undefined}
                    className={cn(
                      "flex min-h-11 items-center gap-2.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap",
                      "transition-colors motion-reduce:transition-none",
                      current
                        ? "bg-card text-foreground xl:bg-secondary xl:text-secondary-foreground shadow-sm xl:shadow-none"
                        : "text-muted-foreground hover:bg-card hover:text-foreground xl:hover:bg-muted",
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {tab.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <section aria-labelledby="dashboard-section-title" className="min-w-0">
          <h2 id="dashboard-section-title" className="sr-only">
            {active?.label}
          </h2>
          <Suspense key={contentKey} fallback={<TabSkeleton />}>
            {children}
          </Suspense>
        </section>
      </div>
    </div>
  );
}
