"use client";

import * as React from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { signUp } from "@/lib/actions/auth";
import { signInErrorMessage, signUpErrorTitle } from "@/lib/validations/auth-messages";
import type { SignUpFormValues, SignUpInput, SignUpRole } from "@/lib/validations/auth";
import { passwordHint } from "@/lib/validations/password";
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
import { applyFieldErrors, fieldsOf, useSubmitOnce } from "@/components/ui/form";
import { EmailInput, Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";

type SignUpFields = SignUpFormValues;
type SignUpValues = SignUpInput;

/** The roles anyone may choose; owner accounts are made by the owner, never here. */
const signUpRoles = ["patient", "doctor", "coordinator"] as const satisfies readonly SignUpRole[];

/**
 * The sign-in card's side for a new account: her role, names, e-mail and password. A patient is
 * signed in at once; a doctor or coordinator waits for the owner's approval (`onPending`).
 */
export function SignUpForm({
  after,
  email,
  onEmailChange,
  onPending,
  language,
}: {
  language: CardLanguage;
  after: AfterSignIn;
  email: string;
  onEmailChange: (email: string) => void;
  onPending: () => void;
}) {
  const goOn = useAfterSignIn(after);
  const { m, card } = language;
  const { pending, onSubmit } = useSubmitOnce();
  // Stays true after a success until the next page replaces the card.
  const [finishing, setFinishing] = React.useState(false);
  const [alert, setAlert] = React.useState<FormAlertContent | null>(null);
  const form = useForm<SignUpFields, unknown, SignUpValues>({
    resolver: zodResolver<SignUpFields, unknown, SignUpValues>(language.schemas.signUpSchema),
    defaultValues: { role: "patient", firstName: "", lastName: "", email, password: "" },
  });
  const {
    formState: { errors },
    handleSubmit,
    register,
    watch,
  } = form;
  const busy = pending || finishing;
  const field = fieldsOf("sign-up", errors);

  async function send(values: SignUpValues) {
    setAlert(null);
    // Whatever the schema does: the e-mail and the names are sent trimmed, the password as typed.
    const input = {
      ...values,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      // A page in another language asks for its messages, its mails and her account's language.
      ...(language.locale === "en" ? {} : { locale: language.locale }),
    };
    let result: Awaited<ReturnType<typeof signUp>>;
    try {
      result = await signUp(input);
    } catch {
      setAlert({ message: m.networkError });
      return;
    }

    if (!result.ok) {
      applyFieldErrors(form, result);
      setAlert({ title: signUpErrorTitle(result.error, m), message: result.error });
      return;
    }

    void announceAccount({ title: m.successTitle, description: m.accountCreated });
    if (result.data.status === "pending") {
      // A doctor or coordinator waits for the owner's approval: nothing to sign in to yet.
      onPending();
      return;
    }

    setFinishing(true);
    let signedIn: Awaited<ReturnType<typeof signInWithPassword>>;
    try {
      signedIn = await signInWithPassword(input.email, input.password);
    } catch {
      signedIn = { ok: false, code: null };
    }
    if (!signedIn.ok) {
      setFinishing(false);
      setAlert({ message: signInErrorMessage(signedIn.code, m) });
      return;
    }
    goOn(signedIn.account);
  }

  function invalid(fieldErrors: FieldErrors<SignUpFields>) {
    setAlert({
      title: fieldErrors.role?.message === m.ownerRefused ? m.ownerRefusedTitle : m.validationTitle,
      message: leadingMessage(
        fieldErrors,
        ["role", "firstName", "lastName", "email", "password"],
        language,
      ),
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
      <Field {...field("role")}>
        {(control) => (
          <fieldset className="space-y-2" aria-describedby={control["aria-describedby"]}>
            <legend className="mb-2 text-sm font-medium">{card.signingUpAs}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {signUpRoles.map((role) => (
                <label
                  key={role}
                  className="border-input has-checked:border-primary has-checked:bg-secondary has-checked:text-secondary-foreground has-focus-visible:ring-ring has-focus-visible:ring-offset-background flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium has-focus-visible:ring-2 has-focus-visible:ring-offset-2"
                >
                  <input
                    type="radio"
                    value={role}
                    className="accent-primary size-4 shrink-0 outline-none"
                    {...register("role")}
                  />
                  {card.roles[role]}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field("firstName")} label={card.firstName}>
          <Input autoComplete="given-name" required {...register("firstName")} />
        </Field>
        <Field {...field("lastName")} label={card.lastName}>
          <Input autoComplete="family-name" required {...register("lastName")} />
        </Field>
      </div>
      <Field {...field("email")} label={card.email}>
        <EmailInput
          {...register("email", { onChange: (event) => onEmailChange(event.target.value) })}
        />
      </Field>
      <Field
        {...field("password")}
        label={card.password}
        description={passwordHint(watch("role") ?? "patient", m)}
      >
        <PasswordInput
          autoComplete="new-password"
          required
          showLabel={card.showPassword}
          {...register("password")}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? <Spinner label={card.creatingAccountLabel} className="size-5" /> : null}
        {busy ? card.creatingAccount : card.createAccount}
      </Button>
    </form>
  );
}
