import { Inbox } from "lucide-react";
import { formatIndiaDateTime } from "@/lib/india-time";
import { outboxPage, smtpConfigured, type OutboxRow } from "@/lib/queries/privacy-admin";
import type { Viewer } from "@/lib/auth/viewer";
import {
  outboxStatuses,
  outboxStatusLabels,
  type OutboxParams,
  type OutboxStatus,
} from "@/lib/validations/privacy-admin";
import { EmptyState } from "@/components/dashboard/empty-state";
import { dashboardHref } from "@/components/dashboard/href";
import { Pager } from "@/components/layout/pager";
import { OutboxChannels } from "./outbox-channels";
import { OutboxFilter } from "./outbox-filter";
import { OutboxList, type OutboxItem } from "./outbox-list";

const statusVariants = {
  queued: "warning",
  sent: "success",
  failed: "destructive",
} as const satisfies Record<OutboxStatus, OutboxItem["badge"]["variant"]>;

const statusOptions = outboxStatuses.map((s) => ({ value: s, label: outboxStatusLabels[s] }));

/** "1 attempt", "3 attempts": the outbox's lines for both kinds of message. */
export function attemptsLine(attempts: number): string {
  return `${attempts} attempt${attempts === 1 ? "" : "s"}`;
}

/** What the list shows of an e-mail: never its text, which is read when she opens it. */
function outboxItem(mail: OutboxRow): OutboxItem {
  const delivery = [
    `Queued ${formatIndiaDateTime(mail.createdAt)}`,
    mail.sentAt ? `Sent ${formatIndiaDateTime(mail.sentAt)}` : null,
    attemptsLine(mail.attempts),
    mail.lastError && !mail.sentAt ? `Last error: ${mail.lastError}` : null,
  ];
  return {
    id: mail.id,
    subject: mail.subject,
    to: `To ${mail.to} · ${mail.purpose}`,
    delivery: delivery.filter(Boolean).join(" · "),
    badge: { label: outboxStatusLabels[mail.status], variant: statusVariants[mail.status] },
  };
}

/**
 * Outgoing e-mail, newest first. The owner can read each message as it was (or will be) sent,
 * except one-time links' tokens, which are hidden before anything reaches the page.
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
  const query = { status: params.status };
  return (
    <div>
      <OutboxChannels path={path} current="email" />
      {smtp ? (
        <p className="border-trust/25 bg-trust-soft text-trust mb-4 flex items-start gap-2 rounded-xl border p-3 text-sm">
          <span aria-hidden="true" className="dash-icon dash-icon-circle-check mt-0.5" />
          An SMTP server is configured: e-mails are sent right after they are queued, and failed
          ones are retried.
        </p>
      ) : (
        <p className="border-warning/25 bg-warning-soft text-warning mb-4 flex items-start gap-2 rounded-xl border p-3 text-sm">
          <span aria-hidden="true" className="dash-icon dash-icon-triangle-alert mt-0.5" />
          <span>
            <strong className="font-semibold">No SMTP server is configured.</strong> E-mails wait
            here until an SMTP server is configured; you can read each one below (one-time links
            appear with their secret part hidden).
          </span>
        </p>
      )}
      <OutboxFilter path={path} status={params.status} options={statusOptions} />
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
        <OutboxList
          rows={page.rows.map(outboxItem)}
          basePath={path}
          label="Outgoing e-mails, newest first"
        />
      )}
      <Pager page={page} label="e-mails" hrefFor={(p) => dashboardHref(path, query, { page: p })} />
    </div>
  );
}
