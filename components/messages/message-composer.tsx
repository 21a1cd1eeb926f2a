"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Send } from "lucide-react";
import { sendMessage } from "@/lib/actions/messages";
import { siteConfig } from "@/content/site";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { messageLimits } from "@/lib/validations/message";
import { refreshAccount } from "@/components/auth/account-store";
import { useActionToast, type ToastWords } from "@/components/dashboard/use-action-toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useHydrated } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";
import { CheckboxRow } from "@/components/booking/booking-fields";

/**
 * The composer's words: English unless the page gives her language's. "{name}" marks the person
 * written to (replaced here, in the browser: plain strings travel, functions would not).
 */
export type ComposerWords = {
  label: string;
  urgent: string;
  send: string;
  sending: string;
  sent: string;
  required: string;
  toast: ToastWords;
};

const englishWords: ComposerWords = {
  label: "Write to {name}",
  urgent: `Mark as urgent: {name} sees it first. In an emergency, call ${siteConfig.legal.emergencyNumber}.`,
  send: "Send",
  sending: "Sending...",
  sent: dashboardMessages.messageSent,
  required: dashboardMessages.messageRequired,
  toast: {
    success: dashboardMessages.successTitle,
    error: dashboardMessages.errorTitle,
    network: "The clinic's server could not be reached. Please check your connection.",
  },
};

/** A template with its person's name in, whatever the name holds ("$" included). */
const named = (template: string, name: string) => template.replace("{name}", () => name);

/**
 * Writes to the person of an open conversation; what she typed stays if sending fails. A patient
 * may mark hers urgent: it then comes first for her doctor. An emergency is not a message, and the
 * box says so where she ticks it.
 */
export function MessageComposer({
  to,
  toName,
  mayMarkUrgent = false,
  words = englishWords,
}: {
  to: string;
  toName: string;
  mayMarkUrgent?: boolean;
  words?: ComposerWords;
}) {
  const router = useRouter();
  const { pending, run } = useActionToast(words.toast);
  const hydrated = useHydrated();
  const [body, setBody] = React.useState("");
  // A message typed and not yet sent, or on its way: leaving would lose it.
  useLeaveGuard(body.trim() !== "");
  const [urgent, setUrgent] = React.useState(false);
  const [error, setError] = React.useState<string>();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (body.trim() === "") {
      setError(words.required);
      return;
    }
    setError(undefined);
    run(() => sendMessage({ to, body, ...(urgent ? { urgent } : {}) }), {
      success: words.sent,
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
      <Field id="message-body" label={named(words.label, toName)} error={error}>
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
          label={named(words.urgent, toName)}
        />
      ) : null}
      <Button type="submit" disabled={pending || !hydrated}>
        <Send aria-hidden="true" />
        {pending ? words.sending : words.send}
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
