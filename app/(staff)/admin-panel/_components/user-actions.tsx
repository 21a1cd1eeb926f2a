"use client";

import * as React from "react";
import { updateProfile } from "@/lib/actions/profile";
import { deleteUser, setUserStatus } from "@/lib/actions/users";
import { accountStatuses, roles, type AccountStatus, type Role } from "@/lib/auth/permissions";
import { dashboardMessages } from "@/lib/dashboard-messages";
import { profileLimits } from "@/lib/validations/profile";
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
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
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
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { roleLabels, accountStatusLabels } from "@/components/dashboard/labels";

/** Approve (active) and Reject (suspended) for a pending account. */
export function ApprovalButtons({ userId, name }: { userId: string; name: string }) {
  const { pending, run } = useActionToast();
  const set = (status: AccountStatus) =>
    run(() => setUserStatus({ userId, status }), { success: dashboardMessages.profileUpdated });
  return (
    <div className="flex gap-2">
      <Button size="sm" variant="trust" disabled={pending} onClick={() => set("active")}>
        Approve<span className="sr-only"> {name}</span>
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-destructive"
        disabled={pending}
        onClick={() => set("suspended")}
      >
        Reject<span className="sr-only"> {name}</span>
      </Button>
    </div>
  );
}

/**
 * The status dropdown of a user row: saved when a status is picked. A listbox rather than a native
 * select, because a closed native select changes value on arrow keys in some browsers, and each
 * change here is a real status change (WCAG 3.2.2).
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
  React.useEffect(() => setValue(status), [status]);
  return (
    <Select
      value={value}
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
      <SelectTrigger size="sm" aria-label={`Status of ${name}`} className="w-32">
        <SelectValue />
      </SelectTrigger>
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

export type EditableUser = {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  specialization: string | null;
  bio: string | null;
  role: Role;
};

/**
 * Edit: names, phone, specialization, bio and role, through the same updateProfile action (and
 * rules) as everyone's own profile. The owner may give any role, owner included. On her own row
 * the role is not offered: demoting herself would lock her out of this panel.
 */
export function EditUserDialog({ user, isSelf }: { user: EditableUser; isSelf: boolean }) {
  const [open, setOpen] = React.useState(false);
  const [errors, setErrors] = React.useState<Record<string, string | undefined>>({});
  const { pending, run } = useActionToast();
  const base = `edit-${user.id}`;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    const input = {
      userId: user.id,
      firstName: text("firstName"),
      lastName: text("lastName"),
      phone: text("phone"),
      specialization: text("specialization"),
      bio: text("bio"),
      ...(isSelf ? {} : { role: text("role") }),
    };
    run(() => updateProfile(input), {
      success: dashboardMessages.profileUpdated,
      onSuccess: () => {
        setErrors({});
        setOpen(false);
      },
      onError: (result) => {
        const next: Record<string, string | undefined> = {};
        for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) {
          next[field] = messages[0];
        }
        setErrors(next);
      },
    });
  }

  const field = (name: string) => ({
    id: `${base}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${base}-${name}-error` : undefined,
  });
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${base}-${name}-error`} className="text-destructive text-sm">
        {errors[name]}
      </p>
    ) : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setErrors({});
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Edit<span className="sr-only"> {user.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{isSelf ? "Edit your profile" : `Edit ${user.name}`}</DialogTitle>
            <DialogDescription>Changes apply from her next page load.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${base}-firstName`}>First name</Label>
              <Input {...field("firstName")} defaultValue={user.firstName} autoComplete="off" />
              {error("firstName")}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${base}-lastName`}>Last name</Label>
              <Input {...field("lastName")} defaultValue={user.lastName} autoComplete="off" />
              {error("lastName")}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${base}-phone`}>Phone (optional)</Label>
              <Input
                {...field("phone")}
                type="tel"
                defaultValue={user.phone ?? ""}
                autoComplete="off"
              />
              {error("phone")}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${base}-specialization`}>Specialization (optional)</Label>
              <Input
                {...field("specialization")}
                defaultValue={user.specialization ?? ""}
                maxLength={profileLimits.specialization}
                autoComplete="off"
              />
              {error("specialization")}
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${base}-bio`}>Bio (optional)</Label>
            <Textarea
              {...field("bio")}
              defaultValue={user.bio ?? ""}
              maxLength={profileLimits.bio}
              rows={3}
            />
            {error("bio")}
          </div>
          {isSelf ? (
            <p className="text-muted-foreground text-sm">
              Your own role cannot be changed here: another owner can do it.
            </p>
          ) : (
            <div className="grid gap-1.5">
              <Label htmlFor={`${base}-role`}>Role</Label>
              <NativeSelect {...field("role")} defaultValue={user.role}>
                {roles.map((role) => (
                  <NativeSelectOption key={role} value={role}>
                    {roleLabels[role]}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
              {error("role")}
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Saving…" : "Save changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Delete, after a confirmation. An account with appointments or messages is suspended instead,
 * because those records must stay whole; the toast says which happened and why.
 */
export function DeleteUserButton({ userId, name }: { userId: string; name: string }) {
  const { pending, run } = useActionToast();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="ghost" className="text-destructive">
          Delete<span className="sr-only"> {name}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
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
  );
}
