import Link from "next/link";
import { Inbox } from "lucide-react";
import type { Viewer } from "@/lib/auth/viewer";
import { formatIndiaDate, formatIndiaDateTime, indiaLocalToInstant } from "@/lib/india-time";
import { requestQueuePage } from "@/lib/queries/requests";
import { queueFilters, requestAge, type QueueFilter } from "@/lib/booking/request-queue";
import type { QueueParams } from "@/lib/validations/dashboard";
import { dashboardHref } from "@/components/dashboard/href";
import { EmptyState } from "@/components/dashboard/empty-state";
import { Pager } from "@/components/layout/pager";
import { buttonVariants } from "@/components/ui/button";
import { QueueList } from "./queue-list";

const filterLabels = {
  all: "All open",
  unclaimed: "Unclaimed",
  mine: "Mine",
  booked: "Booked online",
} as const satisfies Record<QueueFilter, string>;

/** A calendar day (YYYY-MM-DD) as the dashboards write dates. */
function dayLabel(day: string): string {
  return formatIndiaDate(indiaLocalToInstant(`${day}T12:00`));
}

/**
 * The request queue: open booking requests, new ones first, then the most urgent, then the
 * oldest. Opening one goes to the request's own address, shown over the queue (or as a page of
 * its own when reloaded); every opening is written to the access log she can read.
 */
export async function TasksTab({
  viewer: user,
  now,
  path,
  query,
}: {
  viewer: Viewer<"coordinator">;
  now: Date;
  /** The tab's address; the filter and paging go in its query string. */
  path: string;
  query: Pick<QueueParams, "page" | "show">;
}) {
  const current = {
    show: query.show === "all" ? undefined : query.show,
    page: query.page,
  };
  const page = await requestQueuePage(user, { page: query.page, show: query.show });

  return (
    <section aria-labelledby="queue-heading" className="space-y-4">
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
              className={`${buttonVariants({
                variant: query.show === filter ? "default" : "outline",
                size: "sm",
              })} coord-tap`}
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
                : query.show === "booked"
                  ? "No upcoming times booked online"
                  : "No open booking requests"
          }
        >
          {query.show === "booked"
            ? "When a woman chooses a free time while booking, her appointment appears here, already scheduled. Open it to move it or give it to another doctor."
            : "New booking requests from the website appear here as soon as they are sent, the most urgent first."}
        </EmptyState>
      ) : (
        <QueueList
          rows={page.rows.map((row) => ({
            id: row.id,
            name: row.name,
            age: row.age,
            reference: row.reference,
            urgency: row.urgency,
            status: row.status,
            contact: row.contact,
            ...(row.about ? { about: row.about } : {}),
            prefers: `${dayLabel(row.preferredDate)}, ${row.preferredTime}`,
            ...(row.bookedFor ? { booked: formatIndiaDateTime(row.bookedFor) } : {}),
            received: requestAge(row.createdAt, now),
            ...(row.coordinator
              ? { claimedBy: row.coordinator.id === user.id ? "you" : row.coordinator.name }
              : {}),
          }))}
          basePath={path}
        />
      )}
      <Pager
        page={page}
        hrefFor={(n) => dashboardHref(path, current, { page: n })}
        label="requests"
      />
    </section>
  );
}
