"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type * as z from "zod/mini";
import { Pencil } from "lucide-react";
import { updateProfile } from "@/lib/actions/profile";
import { profileSchemaFor } from "@/lib/validations/profile";
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
import { applyFieldErrors, fieldsOf } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { usePatientDialog } from "./patient-dialog";

type ProfileFields = { firstName: string; lastName: string; email: string; phone: string };
type ProfileSchema = ReturnType<typeof profileSchemaFor>;
/** What the form holds: the schema's input (her own four fields of it). */
type Fields = z.input<ProfileSchema>;
type Values = z.output<ProfileSchema>;

/**
 * Edit Profile, in her dashboard's language: the form checks what she typed with the profile
 * schema built from her language's messages, and the server checks it again with the same one
 * (updateProfile's schemaFor), cleaning the names and checking the e-mail and phone patterns. Her
 * role is never changed here.
 */
export function EditProfile({ initial }: { initial: ProfileFields }) {
  const router = useRouter();
  const copy = usePatientCopy("profile");
  const words = copy.profile.edit;
  const dialog = usePatientDialog();
  const { pending, run } = useActionToast(copy.shell.toast);
  const [open, setOpen] = React.useState(false);
  const schema = React.useMemo(
    () => profileSchemaFor(copy.profile.messages),
    [copy.profile.messages],
  );
  const form = useForm<Fields, unknown, Values>({
    resolver: zodResolver<Fields, unknown, Values>(schema),
    defaultValues: initial,
    mode: "onTouched",
  });
  const { getValues, handleSubmit, register, reset } = form;
  const field = fieldsOf("profile", form.formState.errors);

  function submit() {
    // Sent as typed: the server cleans and checks it again. An empty phone is left as it is.
    const fields = getValues();
    run(
      () =>
        updateProfile({
          firstName: fields.firstName,
          lastName: fields.lastName,
          email: fields.email,
          ...((fields.phone ?? "").trim() === "" ? {} : { phone: fields.phone }),
        }),
      {
        success: copy.profile.updated,
        onSuccess: () => {
          setOpen(false);
          void refreshAccount();
          router.refresh();
        },
        onError: (result) => applyFieldErrors(form, result),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) reset(initial);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden="true" />
          {words.open}
        </Button>
      </DialogTrigger>
      <DialogContent {...dialog}>
        <form onSubmit={handleSubmit(submit)} method="post" className="space-y-4" noValidate>
          <DialogHeader>
            <DialogTitle>{words.title}</DialogTitle>
            <DialogDescription>{words.description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field {...field("firstName")} label={words.firstName}>
              <Input autoComplete="given-name" {...register("firstName")} />
            </Field>
            <Field {...field("lastName")} label={words.lastName}>
              <Input autoComplete="family-name" {...register("lastName")} />
            </Field>
          </div>
          <Field {...field("email")} label={words.email}>
            <Input type="email" autoComplete="email" inputMode="email" {...register("email")} />
          </Field>
          <Field {...field("phone")} label={words.phone}>
            <Input
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder={words.phonePlaceholder}
              {...register("phone")}
            />
          </Field>
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              {pending ? words.saving : words.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
