import "server-only";
import { notFound } from "next/navigation";
import type { Viewer } from "@/lib/auth/viewer";
import { privacyPath } from "@/lib/dashboards/routes";
import { messageKindLabel } from "@/lib/messaging/status";
import { channelNames } from "@/lib/messaging/templates";
import { outboxMessage, textOutboxMessage } from "@/lib/queries/privacy-admin";
import { textMessageStateLabels } from "@/lib/validations/privacy-admin";
import { outboxChannelHref } from "./outbox-channels";

/** A message opened from the outbox: its frame's title, its body, and the way back to its list. */
export type OpenedOutboxMessage = {
  title: string;
  body: React.ReactNode;
  back: { href: string; label: string };
};

function Words({ to, children }: { to: string; children: string }) {
  return (
    <div className="grid gap-3">
      <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">{to}</p>
      <pre className="bg-muted/40 overflow-x-auto rounded-lg p-3 font-sans text-sm [overflow-wrap:anywhere] whitespace-pre-wrap">
        {children}
      </pre>
    </div>
  );
}

/**
 * One message of the outbox opened, for its dialog over the list and its full page alike: an
 * e-mail (its subject, whom it went to, its text) or a text message (what it was, her number, its
 * words as the template makes them). One-time tokens are hidden by the query. Unknown: the area's
 * not-found.
 */
export async function openOutboxMessage(
  viewer: Viewer<"owner">,
  messageId: string,
): Promise<OpenedOutboxMessage> {
  const outbox = privacyPath("outbox");
  const mail = await outboxMessage(viewer, messageId);
  if (mail) {
    return {
      title: mail.subject,
      body: <Words to={`To ${mail.to} · ${mail.purpose}`}>{mail.text}</Words>,
      back: { href: outbox, label: "All e-mails" },
    };
  }
  const text = await textOutboxMessage(viewer, messageId);
  if (!text) notFound();
  const channel = channelNames[text.channel];
  return {
    title: `${channel}: ${messageKindLabel(text.kind)}`,
    body: (
      <Words to={`To ${text.to} · ${text.kind} · ${textMessageStateLabels[text.state]}`}>
        {text.text}
      </Words>
    ),
    back: { href: outboxChannelHref(outbox, text.channel), label: `All ${channel} messages` },
  };
}
