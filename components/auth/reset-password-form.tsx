"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordWithLink } from "@/lib/actions/password-reset";
import { passwordHint } from "@/lib/validations/password";
import {
  passwordResetSchema,
  type PasswordResetInput,
  type PasswordResetValues,
} from "@/lib/validations/password-reset";
import {
  FormAlert,
  FormDone,
  NETWORK_ERROR,
  PasswordInput,
  type FormAlertContent,
} from "@/components/auth/form-parts";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { applyFieldErrors, fieldsOf, useSubmitOnce } from "@/components/ui/form";

/** The new password, on the page the one-time link opens. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { pending, onSubmit } = useSubmitOnce();
  const [alert, setAlert] = React.useState<FormAlertContent | null>(null);
  const [done, setDone] = React.useState<string | null>(null);
  const form = useForm<PasswordResetValues, unknown, PasswordResetInput>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const field = fieldsOf("reset", form.formState.errors);

  async function send(values: PasswordResetInput) {
    setAlert(null);
    let result: Awaited<ReturnType<typeof resetPasswordWithLink>>;
    try {
      result = await resetPasswordWithLink(values);
    } catch {
      setAlert({ message: NETWORK_ERROR });
      return;
    }
    if (result.ok) {
      setDone(result.data.message);
      return;
    }
    applyFieldErrors(form, result);
    if (!result.fieldErrors) setAlert({ message: result.error });
  }

  if (done) {
    return <FormDone message={done} next={{ href: "/sign-in", label: "Sign in" }} />;
  }

  return (
    <form
      noValidate
      method="post"
      aria-busy={pending}
      onSubmit={onSubmit(form.handleSubmit(send))}
      className="space-y-5"
    >
      <FormAlert alert={alert} />
      <Field {...field("password")} label="New password" description={passwordHint("patient")}>
        <PasswordInput autoComplete="new-password" required {...form.register("password")} />
      </Field>
      <Field {...field("confirmPassword")} label="New password again">
        <PasswordInput autoComplete="new-password" required {...form.register("confirmPassword")} />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? "Saving..." : "Save my new password"}
      </Button>
    </form>
  );
}
