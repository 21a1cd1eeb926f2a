import Link from "next/link";
import { CalendarDays, ClipboardList, Inbox } from "lucide-react";
import type { Viewer } from "@/lib/auth/viewer";
import { formatIndiaDate } from "@/lib/india-time";
import { openRequestDetail, requestQueuePage } from "@/lib/queries/requests";
import { activeDoctors } from "@/lib/queries/users";
import { queueFilters, requestAge, type QueueFilter } from "@/lib/requests";
import { parseQueueParams, type SearchParams } from "@/lib/validations/dashboard";
import { dashboardHref } from "@/components/dashboard/href";
import { EmptyState } from "@/components/dashboard/empty-state";
import { Pager } from "@/components/dashboard/pager";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { ContactPreferencesLine } from "@/components/dashboard/contact-preferences";
import { RequestDetailPanel } from "./request-detail";
import { RequestStatusBadge, UrgencyBadge } from "./request-badges";

const filterLabels = {
  all: "All open",
  unclaimed: "Unclaimed",
  mine: "Mine",
} as const satisfies Record<QueueFilter, string>;

/** A calendar day (YYYY-MM-DD) as the dashboards write dates. */
function dayLabel(day: string): string {
  return formatIndiaDate(new Date(`${day}T12:00:00+05:30`));
}

/**
 * The request queue: open booking requests, new ones first, then the most urgent, then the
 * oldest. Opening one (?request=<id>) shows her details, the history and the actions beside the
 * list; every opening is written to the access log she can read.
 */
export async function TasksTab({
  viewer: user,
  now,
  path,
  params,
}: {
  viewer: Viewer<"coordinator">;
  now: Date;
  path: string;
  params: SearchParams;
}) {
  const query = parseQueueParams(params);
  const current = {
    tab: "tasks",
    show: query.show === "all" ? undefined : query.show,
    page: query.page,
  };
  const [page, detail, doctors] = await Promise.all([
    requestQueuePage(user, { page: query.page, show: query.show }),
    query.request ? openRequestDetail(user, query.request) : Promise.resolve(null),
    query.request ? activeDoctors(user) : Promise.resolve([]),
  ]);
  const closeHref = dashboardHref(path, current);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <section
        aria-labelledby="queue-heading"
        className={cn("space-y-4", detail ? "max-lg:hidden" : "lg:col-span-2")}
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="queue-heading" className="text-lg font-semibold">
              Booking requests
            </h2>
            <p className="text-muted-foreground text-sm">
              New first, then the most urgent, then the longest waiting.
            </p>
          </div>
          <nav aria-label="Which requests" className="flex flex-wrap gap-2">
            {queueFilters.map((filter) => (
              <Link
                key={filter}
                href={dashboardHref(path, current, {
                  show: filter === "all" ? undefined : filter,
                  page: undefined,
                })}
                aria-current={query.show === filter ? "page" : undefined}
                className={cn(
                  buttonVariants({
                    variant: query.show === filter ? "default" : "outline",
                    size: "sm",
                  }),
                  "h-11 sm:h-9",
                )}
              >
                {filterLabels[filter]}
              </Link>
            ))}
          </nav>
        </div>

        {page.rows.length === 0 ? (
          <EmptyState
            icon={Inbox}
            title={
              query.show === "mine"
                ? "No requests claimed by you"
                : query.show === "unclaimed"
                  ? "Every request has been claimed"
                  : "No open booking requests"
            }
          >
            New booking requests from the website appear here as soon as they are sent, the most
            urgent first.
          </EmptyState>
        ) : (
          <ul className="grid gap-3" aria-label="Open booking requests">
            {page.rows.map((row) => {
              const selected = row.id === query.request;
              return (
                <li key={row.id}>
                  <Card className={cn("gap-0 py-0", selected && "ring-primary ring-2")}>
                    <CardContent className="grid gap-2 p-4">
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        <div className="min-w-0">
                          <p className="font-semibold">
                            {row.name}
                            <span className="text-muted-foreground font-normal">, {row.age}</span>
                          </p>
                          <p className="text-muted-foreground font-mono text-xs">{row.reference}</p>
                        </div>
                        <div className="flex flex-wrap items-center gap-1.5">
                          <UrgencyBadge urgency={row.urgency} />
                          <RequestStatusBadge status={row.status} />
                        </div>
                      </div>
                      <ContactPreferencesLine contact={row.contact} />
                      <p className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                        <span className="inline-flex items-center gap-1">
                          <CalendarDays aria-hidden="true" className="size-4" />
                          Prefers {dayLabel(row.preferredDate)}, {row.preferredTime}
                        </span>
                        <span>
                          Received{" "}
                          <time dateTime={row.createdAt.toISOString()}>
                            {requestAge(row.createdAt, now)}
                          </time>
                        </span>
                        <span>
                          {row.coordinator
                            ? row.coordinator.id === user.id
                              ? "Claimed by you"
                              : `Claimed by ${row.coordinator.name}`
                            : "Unclaimed"}
                        </span>
                      </p>
                      <Link
                        href={dashboardHref(path, current, { request: row.id })}
                        className={cn(
                          buttonVariants({ variant: "outline", size: "sm" }),
                          "h-11 justify-self-start sm:h-9",
                        )}
                        aria-current={selected ? "true" : undefined}
                        scroll={false}
                      >
                        Open request
                        <span className="sr-only"> from {row.name}</span>
                      </Link>
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
        <Pager
          page={page}
          hrefFor={(n) => dashboardHref(path, current, { page: n })}
          label="requests"
        />
      </section>

      {query.request ? (
        detail ? (
          <RequestDetailPanel
            detail={detail}
            user={user}
            doctors={doctors}
            now={now}
            closeHref={closeHref}
          />
        ) : (
          <EmptyState
            icon={ClipboardList}
            title="This request is not available"
            action={
              <Link href={closeHref} className={buttonVariants({ variant: "outline" })}>
                Back to the queue
              </Link>
            }
          >
            It may have been removed, or her details erased at her request.
          </EmptyState>
        )
      ) : null}
    </div>
  );
}
