"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { MessageCircleQuestion, ShieldAlert } from "lucide-react";
import { acknowledgeBreachNotice } from "@/lib/actions/breach";
import { askQuickQuestion } from "@/lib/actions/messages";
import { messageLimits } from "@/lib/validations/message";
import { fill } from "@/lib/template";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import { usePatientCopy } from "@/components/patient/patient-copy";
import { usePatientDialog } from "./patient-dialog";
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
import { Textarea } from "@/components/ui/textarea";
import { DismissibleNotice } from "./notice-button";

/*
 * The patient dashboard's buttons. Each calls one server action, which checks again that the row
 * is hers; a toast says what happened ('Success', or 'Error' with the reason), and the page
 * refreshes.
 */

/** Quick Question: a message to her care coordinator, answered in Messages. In her language. */
export function QuickQuestion({ className }: { className?: string }) {
  const router = useRouter();
  const copy = usePatientCopy("quickQuestion");
  const dialog = usePatientDialog();
  const words = copy.quickQuestion;
  const answers = words.answers;
  const { pending, run } = useActionToast(copy.shell.toast);
  const [open, setOpen] = React.useState(false);
  const [body, setBody] = React.useState("");
  const [error, setError] = React.useState<string>();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (body.trim() === "") {
      setError(answers.required);
      return;
    }
    run(() => askQuickQuestion({ body }), {
      success: (data) => ({ description: fill(answers.sent, { name: data.coordinatorName }) }),
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
          {words.open}
        </Button>
      </DialogTrigger>
      <DialogContent {...dialog}>
        <form onSubmit={submit} method="post" className="space-y-4">
          <DialogHeader>
            <DialogTitle>{words.title}</DialogTitle>
            <DialogDescription>{words.description}</DialogDescription>
          </DialogHeader>
          <Field id="quick-question" label={words.label} error={error}>
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
              {pending ? words.sending : words.send}
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
  const words = usePatientCopy("appointments").appointments.breach;
  return (
    <DismissibleNotice
      role="alert"
      className={className}
      buttonClassName="mt-3"
      button={{
        icon: <ShieldAlert aria-hidden="true" />,
        label: words.acknowledge,
        action: () => acknowledgeBreachNotice({ noticeId }),
      }}
    >
      {children}
    </DismissibleNotice>
  );
}
