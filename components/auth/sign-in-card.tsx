"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm, type FieldErrors, type FieldPath, type FieldValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LockKeyhole } from "lucide-react";
import { signUp } from "@/lib/actions/auth";
import { signInCardWords } from "@/content/auth";
import type { Copy, Locale } from "@/content/i18n";
import {
  authMessages,
  authMessagesIn,
  signInErrorMessage,
  signUpErrorTitle,
  type AuthMessages,
  type AuthWords,
} from "@/lib/validations/auth-messages";
import {
  authSchemasFor,
  signInSchema,
  signUpMessagePriority,
  signUpSchema,
  type AuthSchemas,
  type SignInFormValues,
  type SignInInput,
  type SignUpFormValues,
  type SignUpInput,
  type SignUpRole,
} from "@/lib/validations/auth";
import { passwordHint } from "@/lib/validations/password";
import {
  announceAccount,
  signInWithPassword,
  type AccountState,
} from "@/components/auth/account-store";
import { sameSitePath } from "@/components/auth/callback-url";
import { FormAlert, PasswordInput, type FormAlertContent } from "@/components/auth/form-parts";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { applyFieldErrors, fieldsOf, useSubmitOnce } from "@/components/ui/form";
import { EmailInput, Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";

/**
 * What happens once she is signed in:
 * - "navigate": on /sign-in, go on to `callbackUrl` when it is a path on this site, else her area;
 * - "refresh": the card stands in for a protected page, so re-render it and let the server guard
 *   decide what she sees now.
 */
export type AfterSignIn = { kind: "navigate"; callbackUrl?: string } | { kind: "refresh" };

type Mode = "sign-in" | "sign-up";

type SignInFields = SignInFormValues;
type SignInValues = SignInInput;
type SignUpFields = SignUpFormValues;
type SignUpValues = SignUpInput;

/** The roles anyone may choose; owner accounts are made by the owner, never here. */
const signUpRoles = ["patient", "doctor", "coordinator"] as const satisfies readonly SignUpRole[];

/**
 * The card's words in a language other than English, from its page (content/hi/auth.ts): strings
 * only, so they cross to the browser as data and an English page ships none of them.
 */
export type SignInCardWords = {
  locale: Locale;
  card: Copy<typeof signInCardWords>;
  messages: AuthWords;
  /** 'Forgot password?' and the pending notice's way home, in the page's language. */
  links: { forgot: string; home: string };
};

type CardLanguage = {
  locale: Locale;
  card: Copy<typeof signInCardWords>;
  m: AuthMessages;
  schemas: Pick<AuthSchemas, "signInSchema" | "signUpSchema" | "signUpMessagePriority">;
  links: { forgot: string; home: string };
};

const english: CardLanguage = {
  locale: "en",
  card: signInCardWords,
  m: authMessages,
  schemas: { signInSchema, signUpSchema, signUpMessagePriority },
  links: { forgot: "/forgot-password", home: "/home" },
};

function useCardLanguage(words: SignInCardWords | undefined): CardLanguage {
  return React.useMemo(() => {
    if (!words) return english;
    const m = authMessagesIn(words.messages);
    return {
      locale: words.locale,
      card: words.card,
      m,
      schemas: authSchemasFor(m),
      links: words.links,
    };
  }, [words]);
}

/**
 * The message the form's 'Validation Error' alert repeats when several fields fail: the order in
 * which the checks rank their messages (signUpMessagePriority), then the order of the fields.
 */
function leadingMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly FieldPath<T>[],
  language: CardLanguage,
): string {
  const messages = order
    .map((name) => errors[name]?.message)
    .filter((message): message is string => typeof message === "string" && message !== "");
  const ranked = language.schemas.signUpMessagePriority.find((message) =>
    messages.includes(message),
  );
  return ranked ?? messages[0] ?? language.m.required;
}

function useAfterSignIn(after: AfterSignIn) {
  const router = useRouter();
  return React.useCallback(
    (account: AccountState) => {
      if (after.kind === "refresh") {
        router.refresh();
        return;
      }
      const target =
        sameSitePath(after.callbackUrl, window.location.origin) ??
        (account.status === "signed-in" ? account.account.areaPath : "/home");
      // Replace: Back should not return her to a sign-in form she has already filled in.
      router.replace(target);
    },
    [after, router],
  );
}

function SignInForm({
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

function SignUpForm({
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

function PendingNotice({ language }: { language: CardLanguage }) {
  return (
    <div role="status" className="bg-warning-soft text-warning space-y-2 rounded-lg p-4 text-sm">
      <p className="font-semibold">{language.m.pending}</p>
      <p className="text-foreground">{language.card.pendingNote}</p>
      <Link
        href={language.links.home}
        className="text-primary inline-flex min-h-11 items-center font-medium underline underline-offset-4"
      >
        {language.card.backHome}
      </Link>
    </div>
  );
}

/**
 * The sign-in / sign-up card, one toggle between them: on /sign-in, and in place of a protected
 * page when nobody is signed in. Its toasts go to the header's account Toaster, which (unlike a
 * Toaster beside the card) is still there on the page she lands on afterwards.
 */
export function SignInCard({
  after,
  headingLevel = 1,
  initialMode = "sign-in",
  initialError,
  words,
}: {
  after: AfterSignIn;
  headingLevel?: 1 | 2;
  initialMode?: Mode;
  /** A sign-in failure reported in the URL (next-auth's `?error=`). */
  initialError?: string;
  /** The card's words on a page that is not in English. */
  words?: SignInCardWords;
}) {
  const language = useCardLanguage(words);
  const { card } = language;
  const [mode, setMode] = React.useState<Mode>(initialMode);
  const [pending, setPending] = React.useState(false);
  // The e-mail she typed follows her across the toggle.
  const [email, setEmail] = React.useState("");
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const toggled = React.useRef(false);

  React.useEffect(() => {
    // After the toggle or a pending sign-up, move focus (and the view) to the heading, so a screen
    // reader hears the change and a phone shows the card's new top rather than the old form's end.
    if (toggled.current || pending) headingRef.current?.focus();
  }, [mode, pending]);

  const toggle = () => {
    toggled.current = true;
    setMode((current) => (current === "sign-in" ? "sign-up" : "sign-in"));
  };

  const Heading = headingLevel === 1 ? "h1" : "h2";
  const signingIn = mode === "sign-in";

  return (
    <Card className="w-full max-w-md gap-5">
      <CardHeader>
        {/* Not CardTitle: its text-lg would fight this heading's size. */}
        <Heading
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 text-2xl leading-snug font-bold tracking-tight outline-none"
        >
          {pending ? card.pendingTitle : signingIn ? card.signInTitle : card.signUpTitle}
        </Heading>
        <CardDescription>
          {pending
            ? card.pendingDescription
            : signingIn
              ? card.signInDescription
              : card.signUpDescription}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {pending ? (
          <PendingNotice language={language} />
        ) : signingIn ? (
          <SignInForm
            after={after}
            email={email}
            onEmailChange={setEmail}
            initialError={initialError}
            language={language}
          />
        ) : (
          <SignUpForm
            after={after}
            email={email}
            onEmailChange={setEmail}
            onPending={() => setPending(true)}
            language={language}
          />
        )}
        {pending ? null : (
          <p className="text-muted-foreground text-center text-sm">
            {signingIn ? card.newHere : card.haveAccount}{" "}
            <button
              type="button"
              onClick={toggle}
              className="text-primary decoration-primary/40 hover:decoration-primary inline-flex min-h-11 cursor-pointer items-center font-semibold underline underline-offset-4"
            >
              {signingIn ? card.toSignUp : card.toSignIn}
            </button>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
