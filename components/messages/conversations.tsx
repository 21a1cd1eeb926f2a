import Link from "next/link";
import { ArrowLeft, MessagesSquare } from "lucide-react";
import { markThreadRead } from "@/lib/actions/messages";
import { formatIndiaDateTime } from "@/lib/india-time";
import type { Page } from "@/lib/pagination";
import type { Thread, ThreadSummary } from "@/lib/queries/threads";
import { dashboardHref } from "@/components/dashboard/href";
import { EmptyState } from "@/components/dashboard/empty-state";
import { Pager } from "@/components/dashboard/pager";
import { MarkThreadRead, MessageComposer } from "@/components/messages/message-composer";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";

const roleNames = {
  owner: "Clinic owner",
  doctor: "Doctor",
  coordinator: "Care coordinator",
  patient: "Patient",
} as const;

/**
 * A dashboard's conversations: the list of people she writes with (unread first), or one
 * conversation with its messages and a box to answer. Used by the patient's Messages tab and the
 * coordinator's Communications tab; the page passes what it read for the viewer.
 */
export function Conversations({
  path,
  tab,
  threads,
  thread,
  canWrite,
  emptyText,
}: {
  path: string;
  tab: string;
  threads: Page<ThreadSummary>;
  thread: Thread | null;
  /** Whether she may write in the open conversation (lib/messaging.ts decides). */
  canWrite: boolean;
  emptyText: React.ReactNode;
}) {
  if (thread) {
    const unread = thread.messages.some((message) => message.unread);
    return (
      <div className="space-y-4">
        <Link
          href={dashboardHref(path, { tab })}
          className="text-primary inline-flex min-h-11 items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          All conversations
        </Link>
        <div>
          <h3 className="text-lg font-semibold">{thread.counterpart.name}</h3>
          <p className="text-muted-foreground text-sm">{roleNames[thread.counterpart.role]}</p>
        </div>
        {unread ? <MarkThreadRead withId={thread.counterpart.id} action={markThreadRead} /> : null}
        <ol className="space-y-3" aria-label={`Messages with ${thread.counterpart.name}`}>
          {thread.messages.map((message) => (
            <li
              key={message.id}
              className={cn("flex", message.mine ? "justify-end" : "justify-start")}
            >
              <div
                className={cn(
                  "max-w-[min(36rem,90%)] rounded-xl border px-4 py-3",
                  message.mine ? "bg-secondary/60" : "bg-card",
                  message.unread && "border-primary ring-primary/20 ring-2",
                )}
              >
                {message.subject ? (
                  <p className="text-sm font-semibold">{message.subject}</p>
                ) : null}
                <p className="text-sm whitespace-pre-line">{message.body}</p>
                <p className="text-muted-foreground mt-1 text-xs">
                  {message.mine ? "You" : thread.counterpart.name} ·{" "}
                  {formatIndiaDateTime(message.createdAt)}
                  {message.unread ? (
                    <Badge variant="default" className="ml-2 align-middle">
                      New
                    </Badge>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ol>
        {canWrite ? (
          <Card>
            <CardContent>
              <MessageComposer to={thread.counterpart.id} toName={thread.counterpart.name} />
            </CardContent>
          </Card>
        ) : null}
      </div>
    );
  }

  if (threads.total === 0) {
    return (
      <EmptyState icon={MessagesSquare} title="No messages yet">
        {emptyText}
      </EmptyState>
    );
  }

  return (
    <div className="space-y-4">
      <ul className="divide-y rounded-xl border" aria-label="Conversations">
        {threads.rows.map((summary) => (
          <li key={summary.counterpart.id}>
            <Link
              href={dashboardHref(path, { tab, with: summary.counterpart.id })}
              className={cn(
                "hover:bg-muted/60 flex min-h-16 items-center justify-between gap-3 px-4 py-3",
                summary.unread > 0 && "bg-secondary/40",
              )}
            >
              <span className="min-w-0">
                <span className={cn("block truncate", summary.unread > 0 && "font-semibold")}>
                  {summary.counterpart.name}
                </span>
                <span className="text-muted-foreground block truncate text-sm">
                  {roleNames[summary.counterpart.role]}
                  {summary.lastSubject ? ` · ${summary.lastSubject}` : ""}
                </span>
              </span>
              <span className="flex shrink-0 flex-col items-end gap-1 text-xs">
                <span className="text-muted-foreground">{formatIndiaDateTime(summary.lastAt)}</span>
                {summary.unread > 0 ? <Badge>{summary.unread} unread</Badge> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Pager
        page={threads}
        hrefFor={(page) => dashboardHref(path, { tab, page })}
        label="conversations"
      />
    </div>
  );
}
