"use client";

import * as React from "react";
import { Select as SelectPrimitive } from "radix-ui";
import { deleteUser, setUserStatus } from "@/lib/actions/users";
import { accountStatuses, type AccountStatus } from "@/lib/auth/permissions";
import { dashboardMessages } from "@/lib/dashboard-messages";
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
import { Select, SelectContent, SelectItem } from "@/components/ui/select";
import { accountStatusLabels } from "@/components/dashboard/labels";

/** Approve (active) and Reject (suspended) for a pending account. */
export function ApprovalButtons({ userId, name }: { userId: string; name: string }) {
  const { pending, run } = useActionToast();
  const set = (status: AccountStatus) =>
    run(() => setUserStatus({ userId, status }), { success: dashboardMessages.profileUpdated });
  return (
    <div className="flex gap-2">
      <Button size="sm" variant="trust" disabled={pending} onClick={() => set("active")}>
        Approve<span className="sr-only">{` ${name}`}</span>
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-destructive"
        disabled={pending}
        onClick={() => set("suspended")}
      >
        Reject<span className="sr-only">{` ${name}`}</span>
      </Button>
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
    <Select
      value={value}
      open={open}
      onOpenChange={setOpen}
      disabled={pending}
      onValueChange={(next) => {
        const chosen = next as AccountStatus;
        if (chosen === value) return;
        setValue(chosen);
        run(() => setUserStatus({ userId, status: chosen }), {
          success: dashboardMessages.profileUpdated,
          onError: () => setValue(status),
        });
      }}
    >
      <SelectPrimitive.Trigger aria-label={label} className="user-status">
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
                      : { description: `${dashboardMessages.profileUpdated} ${data.message}` },
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
