import Link from "next/link";
import { CircleCheck, Inbox, TriangleAlert } from "lucide-react";
import { formatIndiaDateTime } from "@/lib/india-time";
import { outboxPage, smtpConfigured } from "@/lib/queries/privacy-admin";
import type { Viewer } from "@/lib/auth/viewer";
import {
  outboxStatuses,
  outboxStatusLabels,
  type OutboxParams,
  type OutboxStatus,
} from "@/lib/validations/privacy-admin";
import { EmptyState } from "@/components/dashboard/empty-state";
import { FilterSelect } from "@/components/dashboard/filter-select";
import { dashboardHref } from "@/components/dashboard/href";
import { Pager } from "@/components/dashboard/pager";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";

const statusVariants = {
  queued: "warning",
  sent: "success",
  failed: "destructive",
} as const satisfies Record<OutboxStatus, "warning" | "success" | "destructive">;

/**
 * Outgoing e-mail, newest first. The owner can read each message as it was (or will be) sent,
 * except one-time links' tokens, which the query hides before anything reaches the page.
 */
export async function OutboxSection({
  path,
  viewer,
  params,
}: {
  path: string;
  viewer: Viewer<"owner">;
  params: OutboxParams;
}) {
  const page = await outboxPage(viewer, params);
  const smtp = smtpConfigured(viewer);
  const query = { tab: "privacy", view: "outbox", status: params.status };
  return (
    <div>
      {smtp ? (
        <p className="border-trust/25 bg-trust-soft text-trust mb-4 flex items-start gap-2 rounded-xl border p-3 text-sm">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          An SMTP server is configured: e-mails are sent right after they are queued, and failed
          ones are retried.
        </p>
      ) : (
        <p className="border-warning/25 bg-warning-soft text-warning mb-4 flex items-start gap-2 rounded-xl border p-3 text-sm">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">No SMTP server is configured.</strong> E-mails wait
            here until an SMTP server is configured; you can read each one below (one-time links
            appear with their secret part hidden).
          </span>
        </p>
      )}
      <form
        method="get"
        action={path}
        aria-label="Filter the outbox"
        className="bg-card mb-4 flex flex-wrap items-end gap-3 rounded-xl border p-3"
      >
        <input type="hidden" name="tab" value="privacy" />
        <input type="hidden" name="view" value="outbox" />
        <FilterSelect
          id="outbox-status"
          name="status"
          label="Status"
          value={params.status}
          allLabel="All statuses"
          options={outboxStatuses.map((s) => ({ value: s, label: outboxStatusLabels[s] }))}
        />
        <div className="flex gap-2">
          <Button type="submit" variant="secondary">
            Apply filter
          </Button>
          <Link
            href={`${path}?tab=privacy&view=outbox`}
            className={buttonVariants({ variant: "ghost" })}
          >
            Clear
          </Link>
        </div>
      </form>

      {page.rows.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={params.status ? "No e-mails with this status" : "No e-mails yet"}
        >
          {params.status
            ? "Choose another status, or clear the filter."
            : "E-mails the clinic sends (booking deletions, breach notices) appear here."}
        </EmptyState>
      ) : (
        <ol className="grid gap-2" aria-label="Outgoing e-mails, newest first">
          {page.rows.map((mail) => (
            <li key={mail.id} className="bg-card rounded-xl border">
              <details className="group">
                <summary className="hover:bg-muted/50 flex min-h-11 cursor-pointer list-none flex-col gap-2 rounded-xl p-3 sm:flex-row sm:items-start sm:justify-between [&::-webkit-details-marker]:hidden">
                  <div className="min-w-0">
                    <p className="font-medium [overflow-wrap:anywhere]">{mail.subject}</p>
                    <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">
                      To {mail.to} · {mail.purpose}
                    </p>
                    <p className="text-muted-foreground text-sm">
                      Queued {formatIndiaDateTime(mail.createdAt)}
                      {mail.sentAt ? ` · Sent ${formatIndiaDateTime(mail.sentAt)}` : ""}
                      {` · ${mail.attempts} attempt${mail.attempts === 1 ? "" : "s"}`}
                      {mail.lastError && !mail.sentAt ? ` · Last error: ${mail.lastError}` : ""}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-3">
                    <Badge variant={statusVariants[mail.status]}>
                      {outboxStatusLabels[mail.status]}
                    </Badge>
                    <span className="text-primary text-sm font-medium underline-offset-4 group-open:hidden hover:underline">
                      Read message
                    </span>
                    <span className="text-primary hidden text-sm font-medium group-open:inline">
                      Hide message
                    </span>
                  </div>
                </summary>
                <pre className="bg-muted/40 mx-3 mb-3 overflow-x-auto rounded-lg p-3 font-sans text-sm [overflow-wrap:anywhere] whitespace-pre-wrap">
                  {mail.text}
                </pre>
              </details>
            </li>
          ))}
        </ol>
      )}
      <Pager page={page} label="e-mails" hrefFor={(p) => dashboardHref(path, query, { page: p })} />
    </div>
  );
}
