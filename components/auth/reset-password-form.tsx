"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { accountAnswers, accountPages } from "@/content/auth";
import type { Copy, Locale } from "@/content/i18n";
import { resetPasswordWithLink } from "@/lib/actions/password-reset";
import { authMessages, authMessagesIn, type AuthWords } from "@/lib/validations/auth-messages";
import { passwordHint } from "@/lib/validations/password";
import {
  passwordResetSchema,
  passwordResetSchemasFor,
  resetMessagesIn,
  type PasswordResetInput,
  type PasswordResetValues,
} from "@/lib/validations/password-reset";
import {
  FormAlert,
  FormDone,
  PasswordInput,
  type FormAlertContent,
} from "@/components/auth/form-parts";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { applyFieldErrors, fieldsOf, useSubmitOnce } from "@/components/ui/form";

/** The form's words on a page that is not in English (content/hi/auth.ts), as data. */
export type ResetPasswordWords = {
  locale: Locale;
  page: Copy<typeof accountPages.reset>;
  showPassword: string;
  messages: AuthWords;
  answers: Copy<typeof accountAnswers.reset>;
  signInHref: string;
};

function useLanguage(words: ResetPasswordWords | undefined) {
  return React.useMemo(() => {
    if (!words) {
      return {
        locale: "en" as Locale,
        page: accountPages.reset,
        showPassword: "Show password",
        m: authMessages,
        schema: passwordResetSchema,
        signInHref: "/sign-in",
      };
    }
    const m = authMessagesIn(words.messages);
    const schema = passwordResetSchemasFor(m, resetMessagesIn(words.answers)).reset;
    return { ...words, m, schema };
  }, [words]);
}

/** The new password, on the page the one-time link opens. */
export function ResetPasswordForm({ token, words }: { token: string; words?: ResetPasswordWords }) {
  const language = useLanguage(words);
  const { page, m } = language;
  const { pending, onSubmit } = useSubmitOnce();
  const [alert, setAlert] = React.useState<FormAlertContent | null>(null);
  const [done, setDone] = React.useState<string | null>(null);
  const form = useForm<PasswordResetValues, unknown, PasswordResetInput>({
    resolver: zodResolver(language.schema),
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const field = fieldsOf("reset", form.formState.errors);

  async function send(values: PasswordResetInput) {
    setAlert(null);
    let result: Awaited<ReturnType<typeof resetPasswordWithLink>>;
    try {
      result = await resetPasswordWithLink(
        language.locale === "en" ? values : { ...values, locale: language.locale },
      );
    } catch {
      setAlert({ message: m.networkError });
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
    return <FormDone message={done} next={{ href: language.signInHref, label: page.signIn }} />;
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
      <Field
        {...field("password")}
        label={page.newPassword}
        description={passwordHint("patient", m)}
      >
        <PasswordInput
          autoComplete="new-password"
          required
          showLabel={language.showPassword}
          {...form.register("password")}
        />
      </Field>
      <Field {...field("confirmPassword")} label={page.newPasswordAgain}>
        <PasswordInput
          autoComplete="new-password"
          required
          showLabel={language.showPassword}
          {...form.register("confirmPassword")}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? page.saving : page.save}
      </Button>
    </form>
  );
}
