"use client";

import * as React from "react";
import { Select as SelectPrimitive } from "radix-ui";
import { deleteUser, setUserStatus, type StatusChange } from "@/lib/actions/users";
import { accountStatuses, type AccountStatus } from "@/lib/auth/permissions";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Select, SelectContent, SelectItem } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { accountStatusLabels } from "@/components/dashboard/labels";
import { SUSPEND_REASON_MAX } from "@/lib/validations/user-admin";

/** Each change's own toast, as the server worded it ("Account approved", "Account suspended"…). */
const saidBy = (data: StatusChange) => ({ description: data.message });

/**
 * The confirmation a suspension needs, with the owner's reason (kept in the account's history).
 * Used by the status dropdown and by Reject. Closing it gives the focus back to `returnTo`.
 */
function SuspendDialog({
  userId,
  name,
  open,
  onOpenChange,
  rejecting = false,
  onSuspended,
  returnTo,
}: {
  userId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A pending sign-up refused rather than an account suspended. */
  rejecting?: boolean;
  onSuspended?: () => void;
  returnTo: React.RefObject<HTMLButtonElement | null>;
}) {
  const { pending, run } = useActionToast();
  const [reason, setReason] = React.useState("");
  const [error, setError] = React.useState<string | undefined>();
  const id = `suspend-reason-${userId}`;
  React.useEffect(() => {
    if (!open) {
      setReason("");
      setError(undefined);
    }
  }, [open]);

  function confirm() {
    const given = reason.trim();
    if (given === "") {
      setError(dashboardMessages.suspendReasonRequired);
      return;
    }
    run(() => setUserStatus({ userId, status: "suspended", reason: given }), {
      success: saidBy,
      onSuccess: () => {
        onOpenChange(false);
        onSuspended?.();
      },
      onError: (result) => setError(result.fieldErrors?.reason?.[0]),
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnTo.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>
            {rejecting ? `Reject ${name}'s sign-up?` : `Suspend ${name}'s account?`}
          </AlertDialogTitle>
          <AlertDialogDescription>
            She is signed out everywhere at once and cannot sign in until her account is made active
            again. Your reason is kept in the account&apos;s history.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <Field
          id={id}
          label="Reason"
          description="Only the clinic's owners see it."
          {...(error ? { error } : {})}
        >
          <Textarea
            rows={3}
            maxLength={SUSPEND_REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        </Field>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep the account</AlertDialogCancel>
          <Button variant="destructive" disabled={pending} onClick={confirm}>
            {rejecting ? "Reject sign-up" : "Suspend account"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Approve (active) and Reject (suspended, after a confirmation with a reason) for a pending account. */
export function ApprovalButtons({ userId, name }: { userId: string; name: string }) {
  const { pending, run } = useActionToast();
  const [rejecting, setRejecting] = React.useState(false);
  const reject = React.useRef<HTMLButtonElement>(null);
  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        variant="trust"
        disabled={pending}
        onClick={() => run(() => setUserStatus({ userId, status: "active" }), { success: saidBy })}
      >
        Approve<span className="sr-only">{` ${name}`}</span>
      </Button>
      <Button
        ref={reject}
        size="sm"
        variant="outline"
        className="text-destructive"
        aria-haspopup="dialog"
        disabled={pending}
        onClick={() => setRejecting(true)}
      >
        Reject<span className="sr-only">{` ${name}`}</span>
      </Button>
      <SuspendDialog
        userId={userId}
        name={name}
        open={rejecting}
        onOpenChange={setRejecting}
        rejecting
        returnTo={reject}
      />
    </div>
  );
}

/** Keys that open a closed listbox (the WAI-ARIA select-only combobox pattern). */
const openKeys = ["Enter", " ", "ArrowDown", "ArrowUp"];

/**
 * The status dropdown of a user row: saved when a status is picked. A listbox rather than a native
 * select, because a closed native select changes value on arrow keys in some browsers, and each
 * change here is a real status change (WCAG 3.2.2).
 *
 * There is one on every row, so until it is first used it is only its trigger, styled by one class
 * (`.user-status`): the listbox (Radix Select, which also writes a hidden native select into the
 * page) is mounted, already open, on the first click or opening key.
 */
export function UserStatusSelect({
  userId,
  name,
  status,
}: {
  userId: string;
  name: string;
  status: AccountStatus;
}) {
  const { pending, run } = useActionToast();
  const [value, setValue] = React.useState(status);
  const [used, setUsed] = React.useState(false);
  const [open, setOpen] = React.useState(false);
  const [suspending, setSuspending] = React.useState(false);
  const trigger = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => setValue(status), [status]);
  const label = `Status of ${name}`;

  if (!used) {
    const start = () => {
      setUsed(true);
      setOpen(true);
    };
    return (
      <button
        type="button"
        // No aria-controls: the listbox does not exist while closed, as with Radix's own trigger.
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
        role="combobox"
        aria-expanded="false"
        aria-label={label}
        className="user-status"
        disabled={pending}
        onClick={start}
        onKeyDown={(event) => {
          if (!openKeys.includes(event.key)) return;
          event.preventDefault();
          start();
        }}
      >
        {accountStatusLabels[value]}
      </button>
    );
  }

  return (
    <>
      <Select
        value={value}
        open={open}
        onOpenChange={setOpen}
        disabled={pending}
        onValueChange={(next) => {
          const chosen = next as AccountStatus;
          if (chosen === value) return;
          // A suspension is asked again, with a reason; the dropdown keeps its value until then.
          if (chosen === "suspended") {
            setSuspending(true);
            return;
          }
          setValue(chosen);
          run(() => setUserStatus({ userId, status: chosen }), {
            success: saidBy,
            onError: () => setValue(status),
          });
        }}
      >
        <SelectPrimitive.Trigger ref={trigger} aria-label={label} className="user-status">
          <SelectPrimitive.Value>{accountStatusLabels[value]}</SelectPrimitive.Value>
        </SelectPrimitive.Trigger>
        <SelectContent>
          {accountStatuses.map((option) => (
            <SelectItem key={option} value={option}>
              {accountStatusLabels[option]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <SuspendDialog
        userId={userId}
        name={name}
        open={suspending}
        onOpenChange={setSuspending}
        onSuspended={() => setValue("suspended")}
        returnTo={trigger}
      />
    </>
  );
}

/**
 * Delete, after a confirmation. An account with appointments or messages is suspended instead,
 * because those records must stay whole; the toast says which happened and why. The button is a
 * plain one, not a dialog trigger with its state attributes, as there is one on every row; so
 * closing the confirmation puts the focus back on it here.
 */
export function DeleteUserButton({ userId, name }: { userId: string; name: string }) {
  const { pending, run } = useActionToast();
  const [open, setOpen] = React.useState(false);
  const button = React.useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        className="btn btn-ghost btn-sm text-destructive"
        onClick={() => setOpen(true)}
      >
        Delete<span className="sr-only">{` ${name}`}</span>
      </button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            button.current?.focus();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>Delete {name}&apos;s account?</AlertDialogTitle>
            <AlertDialogDescription>
              This cannot be undone. If she has appointments or messages on record, her account is
              suspended instead, so those records stay complete.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep the account</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              disabled={pending}
              onClick={() =>
                run(() => deleteUser({ userId }), {
                  success: (data) =>
                    data.outcome === "deleted"
                      ? { description: dashboardMessages.profileDeleted }
                      : { description: `${dashboardMessages.accountSuspended}. ${data.message}` },
                })
              }
            >
              Delete account
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
