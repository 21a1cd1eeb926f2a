import { MessageSquare } from "lucide-react";
import { formatIndiaDateTime } from "@/lib/india-time";
import {
  messageKindLabel,
  shownMessageState,
  shownMessageStateLabels,
} from "@/lib/messaging/status";
import { textOutboxPage, type TextOutboxRow } from "@/lib/queries/privacy-admin";
import type { Viewer } from "@/lib/auth/viewer";
import {
  outboxChannelLabels,
  textMessageStateLabels,
  textMessageStates,
  type TextOutboxParams,
} from "@/lib/validations/privacy-admin";
import { EmptyState } from "@/components/dashboard/empty-state";
import { dashboardHref } from "@/components/dashboard/href";
import { messageStateVariants } from "@/components/dashboard/status-badges";
import { Pager } from "@/components/layout/pager";
import { OutboxChannels } from "./outbox-channels";
import { OutboxFilter } from "./outbox-filter";
import { OutboxList, type OutboxItem } from "./outbox-list";
import { attemptsLine } from "./outbox-section";

const stateOptions = textMessageStates.map((s) => ({ value: s, label: textMessageStateLabels[s] }));

const languages = { en: "English", hi: "Hindi" } as const;

/** What the list shows of a text message: never its words, which are made when she opens it. */
function textItem(message: TextOutboxRow, now: Date): OutboxItem {
  const shown = shownMessageState(message, now);
  const delivery = [
    `Queued ${formatIndiaDateTime(message.createdAt)}`,
    shown === "waiting" ? `Goes out ${formatIndiaDateTime(message.nextAttempt)}` : null,
    message.sentAt ? `Sent ${formatIndiaDateTime(message.sentAt)}` : null,
    message.deliveredAt ? `Delivered ${formatIndiaDateTime(message.deliveredAt)}` : null,
    message.state === "failed" ? `Failed ${formatIndiaDateTime(message.changedAt)}` : null,
    message.state === "withdrawn" ? `Stopped ${formatIndiaDateTime(message.changedAt)}` : null,
    attemptsLine(message.attempts),
    message.reason && message.state === "failed" ? `Reason: ${message.reason}` : null,
    message.reason && message.state === "queued" ? `Last error: ${message.reason}` : null,
  ];
  return {
    id: message.id,
    subject: messageKindLabel(message.kind),
    to: `To ${message.to} · ${message.kind} · ${languages[message.locale]}`,
    delivery: delivery.filter(Boolean).join(" · "),
    badge: { label: shownMessageStateLabels[shown], variant: messageStateVariants[shown] },
  };
}

/**
 * One text channel's outgoing messages (issue 36), newest first, listed like the e-mails: the
 * owner reads each as it was (or will be) sent, its one-time links' secrets hidden on the server.
 */
export async function TextOutboxSection({
  path,
  viewer,
  params,
}: {
  path: string;
  viewer: Viewer<"owner">;
  params: TextOutboxParams;
}) {
  const page = await textOutboxPage(viewer, params);
  const channel = outboxChannelLabels[params.channel];
  const query = { channel: params.channel, status: params.status };
  const now = new Date();
  return (
    <div>
      <OutboxChannels path={path} current={params.channel} />
      <p className="text-muted-foreground mb-4 text-sm">
        {`${channel} messages go out in her contact hours (the 2-hour reminder at any hour). One that fails after every retry waits on the coordinators' Tasks until someone calls her.`}
      </p>
      <OutboxFilter
        path={path}
        status={params.status}
        options={stateOptions}
        channel={params.channel}
      />
      {page.rows.length === 0 ? (
        <EmptyState
          icon={MessageSquare}
          title={
            params.status ? `No ${channel} messages with this status` : `No ${channel} messages yet`
          }
        >
          {params.status
            ? "Choose another status, or clear the filter."
            : `Messages to women who chose ${channel} on their booking appear here.`}
        </EmptyState>
      ) : (
        <OutboxList
          rows={page.rows.map((row) => textItem(row, now))}
          basePath={path}
          label={`Outgoing ${channel} messages, newest first`}
        />
      )}
      <Pager
        page={page}
        label={`${channel} messages`}
        hrefFor={(p) => dashboardHref(path, query, { page: p })}
      />
    </div>
  );
}
