import "server-only";
import { notFound } from "next/navigation";
import type { Locale } from "@/content/i18n";
import type { Viewer } from "@/lib/auth/viewer";
import { mayMessage } from "@/lib/appointments/messaging";
import type { TimeWindow } from "@/lib/dashboards/pagination";
import { recordAccess } from "@/lib/privacy/access-log";
import { getThread, threadPage } from "@/lib/queries/threads";
import {
  ConversationList,
  ConversationView,
  type ConversationWords,
} from "@/components/messages/conversations";

/**
 * A dashboard tab's conversations, read for the signed-in user: her threads, a page at a time.
 * Each opens at its own address below the tab (ConversationPanel).
 */
export async function ConversationsPanel({
  viewer,
  path,
  page,
  emptyText,
  toolbar,
  words,
  locale,
}: {
  viewer: Viewer;
  /** The tab's address. */
  path: string;
  page: number;
  emptyText: React.ReactNode;
  /** Shown above the list, e.g. Quick Question. */
  toolbar?: React.ReactNode;
  /** Her language's words and dates (the patient's pages); English when left out. */
  words?: ConversationWords;
  locale?: Locale;
}) {
  const threads = await threadPage(viewer, page);
  return (
    <div className="space-y-4">
      {toolbar ? <div className="flex justify-end">{toolbar}</div> : null}
      <ConversationList
        path={path}
        threads={threads}
        emptyText={emptyText}
        words={words}
        locale={locale}
      />
    </div>
  );
}

/**
 * One conversation with a box to write when she may (lib/appointments/messaging.ts). A staff member opening a
 * conversation with a patient is written to that patient's access log. Someone she has neither
 * written with nor may write to is not found: an id alone never tells whose it is.
 */
export async function ConversationPanel({
  viewer,
  path,
  withId,
  window,
  words,
  locale,
}: {
  viewer: Viewer;
  /** The tab's address, where "All conversations" leads. */
  path: string;
  withId: string;
  /** Which page of the conversation, from the address (the newest when empty). */
  window: TimeWindow;
  /** Her language's words and dates (the patient's pages); English when left out. */
  words?: ConversationWords;
  locale?: Locale;
}) {
  const thread = await getThread(viewer, withId, window);
  if (!thread) notFound();
  const canWrite = (await mayMessage(viewer, thread.counterpart.id)) !== null;
  if (thread.page.total === 0 && !canWrite) notFound();
  if (thread.counterpart.role === "patient" && viewer.role !== "patient") {
    await recordAccess(viewer, { subject: "messages", patientId: thread.counterpart.id });
  }
  return (
    <ConversationView
      path={path}
      thread={thread}
      canWrite={canWrite}
      mayMarkUrgent={viewer.role === "patient"}
      words={words}
      locale={locale}
    />
  );
}
