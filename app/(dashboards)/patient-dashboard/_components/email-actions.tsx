"use client";

import * as React from "react";
import { Check, FilePlus2, MailCheck } from "lucide-react";
import {
  confirmBookingClaim,
  dismissLinkedNotice,
  requestBookingClaimCode,
} from "@/lib/actions/booking-claim";
import { resendMyVerificationLink } from "@/lib/actions/email-verification";
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
import { DismissibleNotice, NoticeButton } from "./notice-button";
import { firstMessages } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

/*
 * Her dashboard's e-mail buttons (issue 16, item 1): send the confirmation link again, put away the
 * notice of bookings that joined her account, and add a booking she made as a guest. In her
 * language (usePatientCopy), and so are the actions' answers.
 */

/** "Send the link again", on the notice of an unconfirmed e-mail. */
export function ResendLinkButton() {
  const words = usePatientCopy("appointments").appointments;
  return (
    <NoticeButton
      icon={<MailCheck aria-hidden="true" />}
      label={words.email.resend}
      busyLabel={words.busy.sending}
      action={() => resendMyVerificationLink({})}
    />
  );
}

/** "Got it" on the notice of bookings linked by her e-mail: those it named stop showing. */
export function DismissLinkedNotice({
  seenUpTo,
  className,
  children,
}: {
  seenUpTo: string;
  className: string;
  children: React.ReactNode;
}) {
  const words = usePatientCopy("appointments").appointments;
  return (
    <DismissibleNotice
      role="status"
      className={className}
      button={{
        icon: <Check aria-hidden="true" />,
        label: words.email.gotIt,
        action: () => dismissLinkedNotice({ seenUpTo }),
      }}
    >
      {children}
    </DismissibleNotice>
  );
}

/**
 * "Add a booking I made": her reference, then the code sent to the booking's e-mail. The first
 * answer is the same whether or not the reference exists, so the code step always follows.
 */
export function ClaimBooking() {
  const copy = usePatientCopy("appointments", "appointmentAnswers");
  const dialog = usePatientDialog();
  const words = copy.appointments.claim;
  const { pending, run } = useActionToast(copy.shell.toast);
  const [open, setOpen] = React.useState(false);
  const [step, setStep] = React.useState<"reference" | "code">("reference");
  const [reference, setReference] = React.useState("");
  const [code, setCode] = React.useState("");
  const [sent, setSent] = React.useState<string | null>(null);
  const [errors, setErrors] = React.useState<Record<string, string | undefined>>({});

  function reset() {
    setStep("reference");
    setReference("");
    setCode("");
    setSent(null);
    setErrors({});
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    if (step === "reference") {
      run(() => requestBookingClaimCode({ reference }), {
        success: null,
        onSuccess: (data) => {
          setSent(data.message);
          // Already hers: nothing more to type.
          if (data.message === copy.appointmentAnswers.claim.alreadyYours) return;
          setStep("code");
        },
        onError: (result) => setErrors(firstMessages(result)),
      });
      return;
    }
    run(() => confirmBookingClaim({ reference, code }), {
      success: (data) => ({ description: data.message }),
      onSuccess: () => {
        // The action revalidated her dashboard: its answer carries the page with the booking.
        setOpen(false);
        reset();
      },
      onError: (result) => setErrors({ code: result.fieldErrors?.code?.[0] ?? result.error }),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <FilePlus2 aria-hidden="true" />
          {words.open}
        </Button>
      </DialogTrigger>
      <DialogContent {...dialog}>
        <form onSubmit={submit} method="post" className="space-y-4" noValidate>
          <DialogHeader>
            <DialogTitle>{words.title}</DialogTitle>
            <DialogDescription>{words.description}</DialogDescription>
          </DialogHeader>
          {sent ? (
            <p role="status" className="text-sm">
              {sent}
            </p>
          ) : null}
          <Field id="claim-reference" label={words.reference} error={errors.reference}>
            <Input
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              readOnly={step === "code"}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={words.referencePlaceholder}
            />
          </Field>
          {step === "code" ? (
            <Field id="claim-code" label={words.code} error={errors.code}>
              <Input
                value={code}
                onChange={(event) => setCode(event.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
            </Field>
          ) : null}
          <DialogFooter>
            {step === "code" ? (
              <Button type="button" variant="outline" onClick={reset}>
                {words.startAgain}
              </Button>
            ) : null}
            <Button type="submit" disabled={pending}>
              {pending
                ? copy.appointments.busy.sending
                : step === "reference"
                  ? words.sendCode
                  : words.add}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
