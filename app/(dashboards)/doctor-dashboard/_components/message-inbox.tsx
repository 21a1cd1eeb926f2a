"use client";

import * as React from "react";
import Link from "next/link";
import { markMessageRead, replyToMessage } from "@/lib/actions/messages";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { messageLimits } from "@/lib/validations/message";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";

/** One received message as the inbox shows it, formatted on the server. */
export type InboxMessage = {
  id: string;
  subject: string | null;
  body: string;
  unread: boolean;
  urgent: boolean;
  /** When it was sent, and when she read it (if she has), India time. */
  sentAt: string;
  readAt?: string;
  /** The sender: her name, the short form of her id (8 characters) and her role, in words. */
  from: string;
  fromId: string;
  fromRole: string;
  /** Where the whole conversation with the sender opens. */
  conversation: string;
};

/**
 * The doctor's received messages. Mark as read updates the list at once, without waiting for the
 * server, which confirms; a failure puts the message back to unread. Every Reply button opens the
 * same dialog, so the page carries one dialog rather than one per message; what she typed to each
 * sender stays until it is sent.
 */
export function MessageInbox({ messages }: { messages: InboxMessage[] }) {
  const [readNow, setReadNow] = React.useState<ReadonlySet<string>>(new Set());
  const [replyTo, setReplyTo] = React.useState<InboxMessage | null>(null);
  const [drafts, setDrafts] = React.useState<Readonly<Record<string, string>>>({});
  const opener = React.useRef<HTMLButtonElement | null>(null);

  function showAsRead(id: string, read: boolean) {
    setReadNow((current) => {
      const next = new Set(current);
      if (read) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function openReply(message: InboxMessage, button: HTMLButtonElement) {
    opener.current = button;
    setReplyTo(message);
  }

  return (
    <>
      <ul className="space-y-3" aria-label="Received messages">
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={readNow.has(message.id) ? { ...message, unread: false } : message}
            onRead={showAsRead}
            onReply={openReply}
          />
        ))}
      </ul>
      <Dialog
        open={replyTo !== null}
        onOpenChange={(open) => {
          if (!open) setReplyTo(null);
        }}
      >
        <DialogContent
          onCloseAutoFocus={(event) => {
            // No DialogTrigger to return to: focus goes back to the Reply button she pressed.
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          {replyTo ? (
            <ReplyForm
              key={replyTo.id}
              message={replyTo}
              draft={drafts[replyTo.id] ?? ""}
              onDraft={(body) => setDrafts((current) => ({ ...current, [replyTo.id]: body }))}
              onClose={() => setReplyTo(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

/*
 * The card is plain elements styled from `.dp-msg` in app/globals.css (subject, sender line,
 * badges, text, buttons, in that order): it is written out for every message, twice.
 */
function MessageItem({
  message,
  onRead,
  onReply,
}: {
  message: InboxMessage;
  onRead: (id: string, read: boolean) => void;
  onReply: (message: InboxMessage, button: HTMLButtonElement) => void;
}) {
  const { pending, run } = useActionToast();
  // From the message's id rather than useId(): a third of the length, and written twice per card.
  const headingId = `m-${message.id.slice(0, 8)}`;
  const { unread } = message;

  function markRead() {
    onRead(message.id, true);
    run(() => markMessageRead({ messageId: message.id }), {
      // No toast for this: the badge turning to Read is the answer.
      success: null,
      onError: () => onRead(message.id, false),
    });
  }

  return (
    <li
      aria-labelledby={headingId}
      className={unread ? (message.urgent ? "dp-msg dp-urgent" : "dp-msg dp-unread") : "dp-msg"}
    >
      <h3 id={headingId}>{message.subject ?? "(no subject)"}</h3>
      <p>
        {`From ${message.from} `}
        <small>{`#${message.fromId}`}</small>
        {` · ${message.fromRole} · ${message.sentAt}`}
      </p>
      <div className="dp-tags">
        {message.urgent ? <span className="badge badge-destructive">Urgent</span> : null}
        {unread ? (
          <span className="badge badge-default">Unread</span>
        ) : (
          <span className="badge badge-outline">Read</span>
        )}
      </div>
      <p>{message.body}</p>
      <div>
        {unread ? (
          <button className="btn btn-outline btn-sm" disabled={pending} onClick={markRead}>
            Mark as read
          </button>
        ) : message.readAt ? (
          <span>{`Read ${message.readAt}`}</span>
        ) : null}
        <button
          className="btn btn-outline btn-sm"
          aria-haspopup="dialog"
          onClick={(event) => onReply(message, event.currentTarget)}
        >
          Reply<span className="sr-only">{` to ${message.from}`}</span>
        </button>
        <Link className="btn btn-ghost btn-sm" href={message.conversation}>
          Open conversation<span className="sr-only">{` with ${message.from}`}</span>
        </Link>
      </div>
    </li>
  );
}

function ReplyForm({
  message,
  draft,
  onDraft,
  onClose,
}: {
  message: InboxMessage;
  draft: string;
  onDraft: (body: string) => void;
  onClose: () => void;
}) {
  const [error, setError] = React.useState<string>();
  const { pending, run } = useActionToast();
  const fieldId = React.useId();

  function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft.trim() === "") {
      setError(dashboardMessages.replyRequired);
      return;
    }
    run(() => replyToMessage({ messageId: message.id, body: draft }), {
      success: dashboardMessages.messageSent,
      onSuccess: () => {
        onDraft("");
        setError(undefined);
        onClose();
      },
      onError: (result) => setError(result.fieldErrors?.body?.[0] ?? result.error),
    });
  }

  return (
    <form onSubmit={send} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Reply to {message.from}</DialogTitle>
        <DialogDescription>
          {message.subject ? `Re: ${message.subject.replace(/^re:\s*/i, "")}` : "No subject"}
        </DialogDescription>
      </DialogHeader>
      <Field id={fieldId} label="Your reply" error={error}>
        <Textarea
          value={draft}
          maxLength={messageLimits.body}
          onChange={(event) => onDraft(event.target.value)}
          rows={5}
        />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Sending…" : "Send reply"}
        </Button>
      </DialogFooter>
    </form>
  );
}
