"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { MessageCircleQuestion, ShieldAlert, Trash2, Undo2 } from "lucide-react";
import { acknowledgeBreachNotice } from "@/lib/actions/breach";
import { askQuickQuestion } from "@/lib/actions/messages";
import {
  cancelAccountDeletion,
  giveConsent,
  requestAccountDeletion,
  withdrawConsent,
} from "@/lib/actions/my-data";
import { dashboardMessages } from "@/lib/dashboard-messages";
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
  DialogTrigger,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { DismissibleNotice } from "./notice-button";

/*
 * The patient dashboard's buttons. Each calls one server action, which checks again that the row
 * is hers; a toast says what happened ('Success', or 'Error' with the reason), and the page
 * refreshes.
 */

/** Quick Question: a message to her care coordinator, answered in Messages. */
export function QuickQuestion({ className }: { className?: string }) {
  const router = useRouter();
  const { pending, run } = useActionToast();
  const [open, setOpen] = React.useState(false);
  const [body, setBody] = React.useState("");
  const [error, setError] = React.useState<string>();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (body.trim() === "") {
      setError(dashboardMessages.messageRequired);
      return;
    }
    run(() => askQuickQuestion({ body }), {
      success: (data) => ({
        description: `${dashboardMessages.messageSent} ${data.coordinatorName} will answer in Messages.`,
      }),
      onSuccess: () => {
        setBody("");
        setError(undefined);
        setOpen(false);
        router.refresh();
      },
      onError: (result) => setError(result.fieldErrors?.body?.[0] ?? result.error),
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className={className}>
          <MessageCircleQuestion aria-hidden="true" />
          Ask a question
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} method="post" className="space-y-4">
          <DialogHeader>
            <DialogTitle>Quick Question</DialogTitle>
            <DialogDescription>
              Your care coordinator reads it and answers in Messages, usually the same day.
            </DialogDescription>
          </DialogHeader>
          <Field id="quick-question" label="Your question" error={error}>
            <Textarea
              value={body}
              onChange={(event) => setBody(event.target.value)}
              rows={5}
              maxLength={messageLimits.body}
              autoComplete="off"
            />
          </Field>
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              {pending ? "Sending..." : "Send question"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * One click, either way: withdraw an optional consent, or give it again. What withdrawing would do
 * is said beside the button, and read with it, never as the consent's state.
 */
export function ConsentToggle({
  consentId,
  purpose,
  active,
  title,
  withdrawEffect,
}: {
  consentId: string | null;
  purpose: "reminders" | "offers";
  active: boolean;
  title: string;
  withdrawEffect: string;
}) {
  const router = useRouter();
  const { pending, run } = useActionToast();
  const effectId = `withdraw-${purpose}-effect`;
  return active && consentId ? (
    <div className="flex max-w-xs flex-col items-end gap-1 text-right">
      <Button
        variant="outline"
        size="sm"
        disabled={pending}
        aria-describedby={effectId}
        onClick={() =>
          run(() => withdrawConsent({ consentId }), {
            success: `You have withdrawn "${title}".`,
            onSuccess: () => router.refresh(),
          })
        }
      >
        {pending ? "Withdrawing..." : "Withdraw"}
        <span className="sr-only">: {title}</span>
      </Button>
      <p id={effectId} className="text-muted-foreground text-xs">
        {withdrawEffect}
      </p>
    </div>
  ) : (
    <Button
      variant="outline"
      size="sm"
      disabled={pending}
      onClick={() =>
        run(() => giveConsent({ purpose }), {
          success: `You have agreed to "${title}".`,
          onSuccess: () => router.refresh(),
        })
      }
    >
      {pending ? "Saving..." : "Agree"}
      <span className="sr-only">: {title}</span>
    </Button>
  );
}

/** 'Delete my account': her password, an explanation of what is kept, then 48 hours to change her mind. */
export function DeleteAccount({ dueAt }: { dueAt: string | null }) {
  const router = useRouter();
  const { pending, run } = useActionToast();
  const [open, setOpen] = React.useState(false);
  const [password, setPassword] = React.useState("");
  const [error, setError] = React.useState<string>();

  if (dueAt) {
    return (
      <Button
        variant="outline"
        disabled={pending}
        onClick={() =>
          run(() => cancelAccountDeletion({}), {
            success: "Your account will not be deleted.",
            onSuccess: () => router.refresh(),
          })
        }
      >
        <Undo2 aria-hidden="true" />
        {pending ? "Cancelling..." : "Cancel the deletion"}
      </Button>
    );
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run(() => requestAccountDeletion({ password }), {
      success: "Your account will be deleted in 48 hours. You can cancel until then.",
      onSuccess: () => {
        setPassword("");
        setOpen(false);
        router.refresh();
      },
      onError: (result) => setError(result.fieldErrors?.password?.[0] ?? result.error),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(undefined);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete my account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} method="post" className="space-y-4">
          <DialogHeader>
            <DialogTitle>Delete my account</DialogTitle>
            <DialogDescription asChild>
              <div className="space-y-2">
                <p>
                  In 48 hours we erase your account, your messages, your consents and the details of
                  your bookings. Until then you can sign in and cancel.
                </p>
                <p>
                  The records of appointments you had are kept, as a clinic must keep them, but
                  without your name or anything that points to you. Nobody at the clinic can undo
                  the deletion once it is done.
                </p>
              </div>
            </DialogDescription>
          </DialogHeader>
          <Field
            id="delete-password"
            label="Your password"
            description="To make sure it is you."
            error={error}
          >
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? "Scheduling..." : "Delete my account in 48 hours"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A breach notice stays at the top of her dashboard until she says she has read it. */
export function AcknowledgeNotice({
  noticeId,
  className,
  children,
}: {
  noticeId: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <DismissibleNotice
      role="alert"
      className={className}
      buttonClassName="mt-3"
      button={{
        icon: <ShieldAlert aria-hidden="true" />,
        label: "I have read this",
        action: () => acknowledgeBreachNotice({ noticeId }),
      }}
    >
      {children}
    </DismissibleNotice>
  );
}
