import { Inbox } from "lucide-react";
import { formatIndiaDateTime } from "@/lib/india-time";
import { inboxPage } from "@/lib/queries/messages";
import type { Viewer } from "@/lib/auth/viewer";
import { EmptyState } from "@/components/dashboard/empty-state";
import { dashboardHref } from "@/components/dashboard/href";
import { roleLabels } from "@/components/dashboard/labels";
import { Pager } from "@/components/layout/pager";
import { MessageInbox, type InboxMessage } from "./message-inbox";

/** Received messages, unread urgent ones first, then the newest, one page at a time. */
export async function MessagesTab({
  viewer,
  path,
  page: requested,
}: {
  viewer: Viewer;
  path: string;
  page: number;
}) {
  const page = await inboxPage(viewer, requested);
  if (page.total === 0) {
    return (
      <EmptyState icon={Inbox} title="Your inbox is empty">
        Messages from patients and the care team will appear here.
      </EmptyState>
    );
  }
  return (
    <>
      <MessageInbox
        messages={page.rows.map((message): InboxMessage => ({
          id: message.id,
          subject: message.subject,
          body: message.body,
          unread: message.status === "unread",
          urgent: message.isUrgent,
          sentAt: formatIndiaDateTime(message.createdAt),
          ...(message.readAt ? { readAt: formatIndiaDateTime(message.readAt) } : {}),
          from: message.sender.name,
          fromId: message.sender.shortId,
          fromRole: roleLabels[message.sender.role],
          conversation: `${path}/${message.sender.id}`,
        }))}
      />
      <Pager page={page} label="messages" hrefFor={(p) => dashboardHref(path, { page: p })} />
    </>
  );
}
