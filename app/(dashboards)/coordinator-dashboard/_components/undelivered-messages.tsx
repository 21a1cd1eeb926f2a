import type { Viewer } from "@/lib/auth/viewer";
import { formatIndiaDateTime } from "@/lib/india-time";
import { messageKindLabel } from "@/lib/messaging/status";
import { channelNames } from "@/lib/messaging/templates";
import { undeliveredMessagesPage } from "@/lib/queries/text-messages";
import { Pager } from "@/components/layout/pager";
import { UndeliveredList } from "./undelivered-list";

/**
 * Text messages that did not reach her after every retry (issue 36, item 5), newest first, above
 * the queue: someone calls her instead, then marks it. Nothing is shown while there are none.
 */
export async function UndeliveredMessages({
  viewer,
  page,
  basePath,
  hrefFor,
}: {
  viewer: Viewer<"coordinator">;
  page: number;
  /** The Tasks tab's address: a request opens below it. */
  basePath: string;
  /** This list's page n, keeping the queue's filter and page. */
  hrefFor: (page: number) => string;
}) {
  const failed = await undeliveredMessagesPage(viewer, page);
  if (failed.total === 0) return null;
  return (
    <section aria-labelledby="undelivered-heading" className="space-y-3">
      <div>
        <h2 id="undelivered-heading" className="text-lg font-semibold">
          Messages that did not reach her
        </h2>
        <p className="text-muted-foreground text-sm">
          SMS and WhatsApp messages that failed after every retry. Call her, then mark it done.
        </p>
      </div>
      <UndeliveredList
        basePath={basePath}
        rows={failed.rows.map((row) => ({
          id: row.id,
          name: row.name,
          ...(row.request ? { request: row.request } : {}),
          what: `${channelNames[row.channel]} · ${messageKindLabel(row.kind)}`,
          why: row.reason ?? "The gateway gave no reason.",
          when: formatIndiaDateTime(row.failedAt),
        }))}
      />
      <Pager page={failed} hrefFor={hrefFor} label="failed messages" />
    </section>
  );
}
