"use client";

import * as React from "react";
import { markMessageRead, replyToMessage } from "@/lib/actions/messages";
import { dashboardMessages } from "@/lib/dashboard-messages";
import { messageLimits } from "@/lib/validations/message";
import { MessageStatusBadge } from "@/components/dashboard/status-badges";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

export type InboxMessage = {
  id: string;
  subject: string | null;
  body: string;
  status: "unread" | "read";
  isUrgent: boolean;
  sentAt: string;
  readAt: string | null;
  senderName: string;
  senderShortId: string;
  senderRole: string;
};

/**
 * The doctor's received messages. Mark as read updates the list at once (the spec's "local list
 * updates at once") and the server confirms; a failure puts the message back to unread.
 */
export function MessageInbox({ messages }: { messages: InboxMessage[] }) {
  const [readNow, setReadNow] = React.useState<ReadonlySet<string>>(new Set());

  function showAsRead(id: string, read: boolean) {
    setReadNow((current) => {
      const next = new Set(current);
      if (read) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  return (
    <ul className="space-y-3" aria-label="Received messages">
      {messages.map((message) => (
        <MessageItem
          key={message.id}
          message={
            readNow.has(message.id) && message.status === "unread"
              ? { ...message, status: "read" }
              : message
          }
          onRead={showAsRead}
        />
      ))}
    </ul>
  );
}

function MessageItem({
  message,
  onRead,
}: {
  message: InboxMessage;
  onRead: (id: string, read: boolean) => void;
}) {
  const { pending, run } = useActionToast();
  const unread = message.status === "unread";
  const headingId = `message-${message.id}-subject`;

  function markRead() {
    onRead(message.id, true);
    run(() => markMessageRead({ messageId: message.id }), {
      // §8 has no toast for this: the badge turning to Read is the answer.
      success: null,
      onError: () => onRead(message.id, false),
    });
  }

  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        "bg-card rounded-xl border p-4 shadow-sm",
        unread && "border-primary/30",
        message.isUrgent && unread && "border-destructive/40 bg-destructive/5",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">
            {message.subject ?? "(no subject)"}
          </h3>
          <p className="text-muted-foreground text-sm">
            From {message.senderName}{" "}
            <span className="font-mono text-xs">#{message.senderShortId}</span> ·{" "}
            {message.senderRole} · {message.sentAt}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {message.isUrgent ? <Badge variant="destructive">Urgent</Badge> : null}
          <MessageStatusBadge status={message.status} />
        </div>
      </div>
      <p className="mt-3 text-sm whitespace-pre-line">{message.body}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {unread ? (
          <Button variant="outline" size="sm" disabled={pending} onClick={markRead}>
            Mark as read
          </Button>
        ) : message.readAt ? (
          <span className="text-muted-foreground text-xs">Read {message.readAt}</span>
        ) : null}
        <ReplyDialog message={message} />
      </div>
    </li>
  );
}

function ReplyDialog({ message }: { message: InboxMessage }) {
  const [open, setOpen] = React.useState(false);
  const [body, setBody] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const { pending, run } = useActionToast();
  const fieldId = `reply-${message.id}`;

  function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (body.trim() === "") {
      setError(dashboardMessages.replyRequired);
      return;
    }
    run(() => replyToMessage({ messageId: message.id, body }), {
      success: dashboardMessages.messageSent,
      onSuccess: () => {
        setBody("");
        setError(null);
        setOpen(false);
      },
      onError: (result) => setError(result.fieldErrors?.body?.[0] ?? result.error),
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Reply
          <span className="sr-only"> to {message.senderName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={send} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Reply to {message.senderName}</DialogTitle>
            <DialogDescription>
              {message.subject ? `Re: ${message.subject.replace(/^re:\s*/i, "")}` : "No subject"}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={fieldId}>Your reply</Label>
            <Textarea
              id={fieldId}
              value={body}
              maxLength={messageLimits.body}
              onChange={(event) => setBody(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              rows={5}
            />
            {error ? (
              <p id={`${fieldId}-error`} className="text-destructive text-sm">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Sending…" : "Send reply"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
