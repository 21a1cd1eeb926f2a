"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { updateProfile } from "@/lib/actions/profile";
import { isRole, roles, type Role } from "@/lib/auth/permissions";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { tabPath } from "@/lib/dashboards/routes";
import { profileLimits } from "@/lib/validations/profile";
import { roleLabels } from "@/components/dashboard/labels";
import { useCloseRouteDialog } from "@/components/dashboard/route-dialog";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { firstMessages } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOptions } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";

export type EditableUser = {
  id: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  specialization: string | null;
  bio: string | null;
  role: Role;
};

/**
 * Edit: names, phone, specialization, bio and role, through the same updateProfile action (and
 * rules) as everyone's own profile. The owner may give any role, owner included. On her own
 * account the role is not offered: demoting herself would lock her out of this panel. Saving or
 * cancelling closes the dialog over the list, or goes back to the list from the full page.
 */
export function EditUserForm({ user, isSelf }: { user: EditableUser; isSelf: boolean }) {
  const router = useRouter();
  const closeDialog = useCloseRouteDialog();
  const close = closeDialog ?? (() => router.push(tabPath("admin-panel", "users")));
  const [errors, setErrors] = React.useState<Record<string, string | undefined>>({});
  const { pending, run, ready } = useActionToast();
  const base = `edit-${user.id}`;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    // The select offers only roles; anything else would be a tampered form, and is left unchanged.
    const role = form.get("role");
    const input = {
      userId: user.id,
      firstName: text("firstName"),
      lastName: text("lastName"),
      phone: text("phone"),
      specialization: text("specialization"),
      bio: text("bio"),
      ...(isSelf || !isRole(role) ? {} : { role }),
    };
    run(() => updateProfile(input), {
      success: dashboardMessages.profileUpdated,
      onSuccess: () => {
        setErrors({});
        close();
      },
      onError: (result) => setErrors(firstMessages(result)),
    });
  }

  /** The id and the message of a field; the control keeps its `name` for the FormData. */
  const field = (name: string) => ({ id: `${base}-${name}`, error: errors[name] });

  return (
    <form onSubmit={submit} method="post" noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field("firstName")} label="First name">
          <Input name="firstName" defaultValue={user.firstName} autoComplete="off" />
        </Field>
        <Field {...field("lastName")} label="Last name">
          <Input name="lastName" defaultValue={user.lastName} autoComplete="off" />
        </Field>
        <Field {...field("phone")} label="Phone" optional>
          <Input name="phone" type="tel" defaultValue={user.phone ?? ""} autoComplete="off" />
        </Field>
        <Field {...field("specialization")} label="Specialization" optional>
          <Input
            name="specialization"
            defaultValue={user.specialization ?? ""}
            maxLength={profileLimits.specialization}
            autoComplete="off"
          />
        </Field>
      </div>
      <Field {...field("bio")} label="Bio" optional>
        <Textarea name="bio" defaultValue={user.bio ?? ""} maxLength={profileLimits.bio} rows={3} />
      </Field>
      {isSelf ? (
        <p className="text-muted-foreground text-sm">
          Your own role cannot be changed here: another owner can do it.
        </p>
      ) : (
        <Field {...field("role")} label="Role">
          <NativeSelect name="role" defaultValue={user.role}>
            <NativeSelectOptions values={roles} labels={roleLabels} />
          </NativeSelect>
        </Field>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={close}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending || !ready}>
          {pending ? "Saving…" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
