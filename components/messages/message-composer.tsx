"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Send } from "lucide-react";
import { sendMessage } from "@/lib/actions/messages";
import { siteConfig } from "@/content/site";
import { dashboardMessages } from "@/lib/dashboard-messages";
import { messageLimits } from "@/lib/validations/message";
import { refreshAccount } from "@/components/auth/account-store";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { CheckboxRow } from "@/components/booking/booking-fields";

/**
 * Writes to the person of an open conversation; what she typed stays if sending fails. A patient
 * may mark hers urgent: it then comes first for her doctor. An emergency is not a message, and the
 * box says so where she ticks it.
 */
export function MessageComposer({
  to,
  toName,
  mayMarkUrgent = false,
}: {
  to: string;
  toName: string;
  mayMarkUrgent?: boolean;
}) {
  const router = useRouter();
  const { pending, run } = useActionToast();
  const [body, setBody] = React.useState("");
  const [urgent, setUrgent] = React.useState(false);
  const [error, setError] = React.useState<string>();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (body.trim() === "") {
      setError(dashboardMessages.messageRequired);
      return;
    }
    setError(undefined);
    run(() => sendMessage({ to, body, ...(urgent ? { urgent } : {}) }), {
      success: dashboardMessages.messageSent,
      onSuccess: () => {
        setBody("");
        setUrgent(false);
        router.refresh();
      },
      onError: (result) => setError(result.fieldErrors?.body?.[0] ?? result.error),
    });
  }

  return (
    <form onSubmit={submit} method="post" className="space-y-2" aria-busy={pending}>
      <Field id="message-body" label={`Write to ${toName}`} error={error}>
        <Textarea
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={messageLimits.body}
          rows={3}
          autoComplete="off"
        />
      </Field>
      {mayMarkUrgent ? (
        <CheckboxRow
          id="message-urgent"
          checked={urgent}
          onChange={(event) => setUrgent(event.target.checked)}
          label={`Mark as urgent: ${toName} sees it first. In an emergency, call ${siteConfig.legal.emergencyNumber}.`}
        />
      ) : null}
      <Button type="submit" disabled={pending}>
        <Send aria-hidden="true" />
        {pending ? "Sending..." : "Send"}
      </Button>
    </form>
  );
}

/** Opening a conversation reads it: her unread messages in it turn read, and the header's count. */
export function MarkThreadRead({
  withId,
  action,
}: {
  withId: string;
  action: (input: { with: string }) => Promise<unknown>;
}) {
  const router = useRouter();
  React.useEffect(() => {
    let cancelled = false;
    void action({ with: withId })
      .then(() => {
        if (cancelled) return;
        void refreshAccount();
        router.refresh();
      })
      .catch(() => {
        // Still unread: it will be marked the next time she opens it.
      });
    return () => {
      cancelled = true;
    };
  }, [withId, action, router]);
  return null;
}
