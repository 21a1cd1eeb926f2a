import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { mayMessage } from "@/lib/messaging";
import { recordAccess } from "@/lib/privacy/access-log";
import { getThread, threadPage } from "@/lib/queries/threads";
import { Conversations } from "@/components/messages/conversations";

/**
 * A dashboard tab of conversations, read for the signed-in user: her threads, or the one she opened
 * (`?with=<id>`), with a box to write when she may (lib/messaging.ts). A staff member opening a
 * conversation with a patient is written to that patient's access log.
 */
export async function ConversationsPanel({
  viewer,
  path,
  tab,
  withId,
  page,
  emptyText,
  toolbar,
}: {
  viewer: Viewer;
  path: string;
  tab: string;
  withId: string | undefined;
  page: number;
  emptyText: React.ReactNode;
  /** Shown above the list (not inside a conversation), e.g. Quick Question. */
  toolbar?: React.ReactNode;
}) {
  const [threads, thread] = await Promise.all([
    threadPage(viewer, page),
    withId ? getThread(viewer, withId) : Promise.resolve(null),
  ]);
  const canWrite = thread ? (await mayMessage(viewer, thread.counterpart.id)) !== null : false;
  if (thread && thread.counterpart.role === "patient" && viewer.role !== "patient") {
    await recordAccess(viewer, { subject: "messages", patientId: thread.counterpart.id });
  }
  return (
    <div className="space-y-4">
      {thread || !toolbar ? null : <div className="flex justify-end">{toolbar}</div>}
      <Conversations
        path={path}
        tab={tab}
        threads={threads}
        thread={thread}
        canWrite={canWrite}
        emptyText={emptyText}
      />
    </div>
  );
}
