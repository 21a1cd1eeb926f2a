"use client";

import * as React from "react";
import Link from "next/link";
import { useForm, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LockKeyhole } from "lucide-react";
import { signInErrorMessage } from "@/lib/validations/auth-messages";
import type { SignInFormValues, SignInInput } from "@/lib/validations/auth";
import { announceAccount, signInWithPassword } from "@/components/auth/account-store";
import {
  FormAlert,
  PasswordInput,
  leadingMessage,
  useAfterSignIn,
  type AfterSignIn,
  type CardLanguage,
  type FormAlertContent,
} from "@/components/auth/form-parts";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { fieldsOf, useSubmitOnce } from "@/components/ui/form";
import { EmailInput } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";

type SignInFields = SignInFormValues;
type SignInValues = SignInInput;

/** The sign-in card's side for an account she has: e-mail and password. */
export function SignInForm({
  after,
  email,
  onEmailChange,
  initialError,
  language,
}: {
  language: CardLanguage;
  after: AfterSignIn;
  email: string;
  onEmailChange: (email: string) => void;
  initialError?: string;
}) {
  const goOn = useAfterSignIn(after);
  const { m, card } = language;
  const { pending, onSubmit } = useSubmitOnce();
  // Stays true after a success until the next page replaces the card.
  const [finishing, setFinishing] = React.useState(false);
  const [alert, setAlert] = React.useState<FormAlertContent | null>(
    initialError ? { message: initialError } : null,
  );
  const {
    formState: { errors },
    handleSubmit,
    register,
  } = useForm<SignInFields, unknown, SignInValues>({
    resolver: zodResolver<SignInFields, unknown, SignInValues>(language.schemas.signInSchema),
    defaultValues: { email, password: "" },
  });
  const busy = pending || finishing;
  const field = fieldsOf("sign-in", errors);

  async function send(values: SignInValues) {
    setAlert(null);
    let result: Awaited<ReturnType<typeof signInWithPassword>>;
    try {
      // The schema trims the e-mail; the password is sent exactly as typed.
      result = await signInWithPassword(values.email, values.password);
    } catch {
      setAlert({ message: m.networkError });
      return;
    }
    if (!result.ok) {
      setAlert({ message: signInErrorMessage(result.code, m) });
      return;
    }
    setFinishing(true);
    void announceAccount({ title: m.successTitle, description: m.signedIn });
    goOn(result.account);
  }

  function invalid(fieldErrors: FieldErrors<SignInFields>) {
    setAlert({
      title: m.validationTitle,
      message: leadingMessage(fieldErrors, ["email", "password"], language),
    });
  }

  return (
    <form
      noValidate
      method="post"
      aria-busy={busy}
      onSubmit={onSubmit(handleSubmit(send, invalid))}
      className="space-y-5"
    >
      <FormAlert alert={alert} />
      <Field {...field("email")} label={card.email}>
        <EmailInput
          {...register("email", { onChange: (event) => onEmailChange(event.target.value) })}
        />
      </Field>
      <Field {...field("password")} label={card.password}>
        <PasswordInput
          autoComplete="current-password"
          required
          showLabel={card.showPassword}
          {...register("password")}
        />
      </Field>
      <p className="-mt-2 text-right text-sm">
        <Link
          href={language.links.forgot}
          className="text-primary inline-flex min-h-11 items-center underline underline-offset-4"
        >
          {card.forgotPassword}
        </Link>
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? (
          <Spinner label={card.signingInLabel} className="size-5" />
        ) : (
          <LockKeyhole aria-hidden="true" />
        )}
        {busy ? card.signingIn : card.signIn}
      </Button>
    </form>
  );
}
