"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { MessageCircleQuestion, Pencil, ShieldAlert } from "lucide-react";
import { acknowledgeBreachNotice } from "@/lib/actions/breach";
import { askQuickQuestion } from "@/lib/actions/messages";
import { updateProfile } from "@/lib/actions/profile";
import { dashboardMessages } from "@/lib/dashboard-messages";
import { messageLimits } from "@/lib/validations/message";
import { fill } from "@/lib/template";
import { refreshAccount } from "@/components/auth/account-store";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import { usePatientCopy } from "@/components/patient/patient-copy";
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
import { firstMessages } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
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
  const copy = usePatientCopy();
  const words = copy.appointments.quickQuestion;
  const answers = copy.appointmentAnswers.quickQuestion;
  const { pending, run } = useActionToast(copy.appointments.toasts);
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
      <DialogContent closeLabel={copy.appointments.closeDialog}>
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
              {pending ? copy.appointments.busy.sending : words.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type ProfileFields = { firstName: string; lastName: string; email: string; phone: string };

/**
 * Edit Profile: the server cleans the names and checks the e-mail and phone patterns; her role is
 * never changed here.
 */
export function EditProfile({ initial }: { initial: ProfileFields }) {
  const router = useRouter();
  const { pending, run } = useActionToast();
  const [open, setOpen] = React.useState(false);
  const [fields, setFields] = React.useState(initial);
  const [errors, setErrors] = React.useState<Record<string, string | undefined>>({});

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run(
      () =>
        updateProfile({
          firstName: fields.firstName,
          lastName: fields.lastName,
          email: fields.email,
          ...(fields.phone.trim() === "" ? {} : { phone: fields.phone }),
        }),
      {
        success: dashboardMessages.profileUpdated,
        onSuccess: () => {
          setErrors({});
          setOpen(false);
          void refreshAccount();
          router.refresh();
        },
        onError: (result) => setErrors(firstMessages(result)),
      },
    );
  }

  const field = (
    name: keyof ProfileFields,
    label: string,
    props: React.ComponentProps<"input"> = {},
  ) => (
    <Field id={`profile-${name}`} label={label} error={errors[name]}>
      <Input
        value={fields[name]}
        onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
        {...props}
      />
    </Field>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setFields(initial);
          setErrors({});
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden="true" />
          Edit Profile
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} method="post" className="space-y-4" noValidate>
          <DialogHeader>
            <DialogTitle>Edit Profile</DialogTitle>
            <DialogDescription>
              Only you and the people looking after you see these.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            {field("firstName", "First name", { autoComplete: "given-name" })}
            {field("lastName", "Last name", { autoComplete: "family-name" })}
          </div>
          {field("email", "Email", { type: "email", autoComplete: "email", inputMode: "email" })}
          {field("phone", "Phone", {
            type: "tel",
            autoComplete: "tel",
            inputMode: "tel",
            placeholder: "+91 98765 43210",
          })}
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              {pending ? "Saving..." : "Save"}
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
  const words = usePatientCopy().appointments.breach;
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
