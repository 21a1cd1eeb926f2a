"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Trash2, Undo2 } from "lucide-react";
import {
  cancelAccountDeletion,
  giveConsent,
  requestAccountDeletion,
  withdrawConsent,
} from "@/lib/actions/my-data";
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
import { Input } from "@/components/ui/input";

/*
 * Her Privacy tab's buttons, in her account's language (usePatientCopy). Each calls one server
 * action, which checks again that the row is hers and answers in her language; a toast says what
 * happened, and the page refreshes.
 */

/** A template with the consent's title in, whatever the title holds. */
const titled = (template: string, title: string) => template.replace("{title}", () => title);

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
  const copy = usePatientCopy("privacy");
  const t = copy.privacy.actions;
  const { pending, run } = useActionToast(copy.shell.toast);
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
            success: titled(t.withdrawn, title),
            onSuccess: () => router.refresh(),
          })
        }
      >
        {pending ? t.withdrawing : t.withdraw}
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
          success: titled(t.agreedTo, title),
          onSuccess: () => router.refresh(),
        })
      }
    >
      {pending ? t.saving : t.agree}
      <span className="sr-only">: {title}</span>
    </Button>
  );
}

/** 'Delete my account': her password, an explanation of what is kept, then 48 hours to change her mind. */
export function DeleteAccount({ dueAt }: { dueAt: string | null }) {
  const dialog = usePatientDialog();
  const router = useRouter();
  const copy = usePatientCopy("privacy");
  const t = copy.privacy.actions;
  const { pending, run } = useActionToast(copy.shell.toast);
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
            success: t.notDeleted,
            onSuccess: () => router.refresh(),
          })
        }
      >
        <Undo2 aria-hidden="true" />
        {pending ? t.cancelling : t.cancelDeletion}
      </Button>
    );
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    run(() => requestAccountDeletion({ password }), {
      success: t.scheduled,
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
          {t.deleteButton}
        </Button>
      </DialogTrigger>
      <DialogContent {...dialog}>
        <form onSubmit={submit} method="post" className="space-y-4">
          <DialogHeader>
            <DialogTitle>{t.dialogTitle}</DialogTitle>
            <DialogDescription asChild>
              <div className="space-y-2">
                <p>{t.dialogErased}</p>
                <p>{t.dialogKept}</p>
              </div>
            </DialogDescription>
          </DialogHeader>
          <Field id="delete-password" label={t.password} description={t.passwordHelp} error={error}>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? t.scheduling : t.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
