import { Inbox } from "lucide-react";
import { formatIndiaDateTime } from "@/lib/india-time";
import { inboxPage } from "@/lib/queries/messages";
import type { Viewer } from "@/lib/auth/viewer";
import { EmptyState } from "@/components/dashboard/empty-state";
import { dashboardHref } from "@/components/dashboard/href";
import { Pager } from "@/components/dashboard/pager";
import { MessageInbox } from "./message-inbox";
import { roleLabels } from "@/components/dashboard/labels";

/** Received messages, newest first, one page at a time. */
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
    <div>
      <MessageInbox
        messages={page.rows.map((message) => ({
          id: message.id,
          subject: message.subject,
          body: message.body,
          status: message.status,
          isUrgent: message.isUrgent,
          sentAt: formatIndiaDateTime(message.createdAt),
          readAt: message.readAt ? formatIndiaDateTime(message.readAt) : null,
          senderName: message.sender.name,
          senderShortId: message.sender.shortId,
          senderRole: roleLabels[message.sender.role],
        }))}
      />
      <Pager
        page={page}
        label="messages"
        hrefFor={(p) => dashboardHref(path, { tab: "messages" }, { page: p })}
      />
    </div>
  );
}
