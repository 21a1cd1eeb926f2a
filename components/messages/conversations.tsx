import Link from "next/link";
import { MessagesSquare } from "lucide-react";
import { markThreadRead } from "@/lib/actions/messages";
import { formatIndiaDateTime } from "@/lib/india-time";
import type { Page } from "@/lib/pagination";
import type { Thread, ThreadMessage, ThreadSummary } from "@/lib/queries/threads";
import { dashboardHref } from "@/components/dashboard/href";
import { EmptyState } from "@/components/dashboard/empty-state";
import { Pager } from "@/components/dashboard/pager";
import {
  ConversationLinks,
  ThreadMessages,
  type ThreadRow,
} from "@/components/messages/conversation-rows";
import { MarkThreadRead, MessageComposer } from "@/components/messages/message-composer";
import { Card, CardContent } from "@/components/ui/card";

const roleNames = {
  owner: "Clinic owner",
  doctor: "Doctor",
  coordinator: "Care coordinator",
  patient: "Patient",
} as const;

function threadRow(message: ThreadMessage): ThreadRow {
  return {
    ...(message.mine ? { mine: true } : {}),
    ...(message.subject ? { subject: message.subject } : {}),
    body: message.body,
    at: formatIndiaDateTime(message.createdAt),
    ...(message.unread ? { unread: true } : {}),
    ...(message.urgent ? { urgent: true } : {}),
  };
}

/**
 * One conversation, opened at its own address below the list's (`{path}/{counterpart id}`): its
 * messages and a box to answer. Used by the patient's and the doctor's Messages tabs and the
 * coordinator's Communications tab; the page passes what it read for the viewer.
 */
export function ConversationView({
  path,
  thread,
  canWrite,
  mayMarkUrgent = false,
}: {
  /** The list's address: "All conversations" leads back there. */
  path: string;
  thread: Thread;
  /** Whether she may write in this conversation (lib/messaging.ts decides). */
  canWrite: boolean;
  /** A patient may mark what she writes urgent. */
  mayMarkUrgent?: boolean;
}) {
  const { counterpart } = thread;
  const unread = thread.messages.some((message) => message.unread);
  return (
    <div className="space-y-4">
      <Link href={path} className="dp-back">
        <span aria-hidden="true" className="dash-icon dash-icon-arrow-left" />
        All conversations
      </Link>
      <div>
        <h3 className="text-lg font-semibold">{counterpart.name}</h3>
        <p className="text-muted-foreground text-sm">{roleNames[counterpart.role]}</p>
      </div>
      {unread ? <MarkThreadRead withId={counterpart.id} action={markThreadRead} /> : null}
      <ThreadMessages
        label={`Messages with ${counterpart.name}`}
        counterpart={counterpart.name}
        rows={thread.messages.map(threadRow)}
      />
      {canWrite ? (
        <Card>
          <CardContent>
            <MessageComposer
              to={counterpart.id}
              toName={counterpart.name}
              mayMarkUrgent={mayMarkUrgent}
            />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

/** The people she writes with, unread conversations first, one page at a time. */
export function ConversationList({
  path,
  threads,
  emptyText,
}: {
  path: string;
  threads: Page<ThreadSummary>;
  emptyText: React.ReactNode;
}) {
  if (threads.total === 0) {
    return (
      <EmptyState icon={MessagesSquare} title="No messages yet">
        {emptyText}
      </EmptyState>
    );
  }

  return (
    <>
      <ConversationLinks
        path={path}
        rows={threads.rows.map((summary) => ({
          id: summary.counterpart.id,
          name: summary.counterpart.name,
          about: summary.lastSubject
            ? `${roleNames[summary.counterpart.role]} · ${summary.lastSubject}`
            : roleNames[summary.counterpart.role],
          lastAt: formatIndiaDateTime(summary.lastAt),
          unread: summary.unread,
        }))}
      />
      <Pager
        page={threads}
        hrefFor={(page) => dashboardHref(path, { page })}
        label="conversations"
      />
    </>
  );
}
