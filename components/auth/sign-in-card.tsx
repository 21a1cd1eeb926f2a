"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm, type FieldErrors, type FieldPath, type FieldValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LockKeyhole } from "lucide-react";
import { signUp } from "@/lib/actions/auth";
import {
  authMessages,
  signInErrorMessage,
  signUpErrorTitle,
} from "@/lib/validations/auth-messages";
import {
  signInSchema,
  signUpMessagePriority,
  signUpSchema,
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
import {
  FormAlert,
  NETWORK_ERROR,
  PasswordInput,
  type FormAlertContent,
} from "@/components/auth/form-parts";
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
const signUpRoles = [
  { value: "patient", label: "Patient" },
  { value: "doctor", label: "Doctor" },
  { value: "coordinator", label: "Coordinator" },
] as const satisfies readonly { value: SignUpRole; label: string }[];

/**
 * The message the form's 'Validation Error' alert repeats when several fields fail: the order in
 * which the checks rank their messages (signUpMessagePriority), then the order of the fields.
 */
function leadingMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly FieldPath<T>[],
): string {
  const messages = order
    .map((name) => errors[name]?.message)
    .filter((message): message is string => typeof message === "string" && message !== "");
  const ranked = signUpMessagePriority.find((message) => messages.includes(message));
  return ranked ?? messages[0] ?? authMessages.required;
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
}: {
  after: AfterSignIn;
  email: string;
  onEmailChange: (email: string) => void;
  initialError?: string;
}) {
  const goOn = useAfterSignIn(after);
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
    resolver: zodResolver<SignInFields, unknown, SignInValues>(signInSchema),
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
      setAlert({ message: NETWORK_ERROR });
      return;
    }
    if (!result.ok) {
      setAlert({ message: signInErrorMessage(result.code) });
      return;
    }
    setFinishing(true);
    void announceAccount({ title: authMessages.successTitle, description: authMessages.signedIn });
    goOn(result.account);
  }

  function invalid(fieldErrors: FieldErrors<SignInFields>) {
    setAlert({
      title: authMessages.validationTitle,
      message: leadingMessage(fieldErrors, ["email", "password"]),
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
      <Field {...field("email")} label="Email">
        <EmailInput
          {...register("email", { onChange: (event) => onEmailChange(event.target.value) })}
        />
      </Field>
      <Field {...field("password")} label="Password">
        <PasswordInput autoComplete="current-password" required {...register("password")} />
      </Field>
      <p className="-mt-2 text-right text-sm">
        <Link
          href="/forgot-password"
          className="text-primary inline-flex min-h-11 items-center underline underline-offset-4"
        >
          Forgot password?
        </Link>
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? (
          <Spinner label="Signing in" className="size-5" />
        ) : (
          <LockKeyhole aria-hidden="true" />
        )}
        {busy ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}

function SignUpForm({
  after,
  email,
  onEmailChange,
  onPending,
}: {
  after: AfterSignIn;
  email: string;
  onEmailChange: (email: string) => void;
  onPending: () => void;
}) {
  const goOn = useAfterSignIn(after);
  const { pending, onSubmit } = useSubmitOnce();
  // Stays true after a success until the next page replaces the card.
  const [finishing, setFinishing] = React.useState(false);
  const [alert, setAlert] = React.useState<FormAlertContent | null>(null);
  const form = useForm<SignUpFields, unknown, SignUpValues>({
    resolver: zodResolver<SignUpFields, unknown, SignUpValues>(signUpSchema),
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
    };
    let result: Awaited<ReturnType<typeof signUp>>;
    try {
      result = await signUp(input);
    } catch {
      setAlert({ message: NETWORK_ERROR });
      return;
    }

    if (!result.ok) {
      applyFieldErrors(form, result);
      setAlert({ title: signUpErrorTitle(result.error), message: result.error });
      return;
    }

    void announceAccount({
      title: authMessages.successTitle,
      description: authMessages.accountCreated,
    });
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
      setAlert({ message: signInErrorMessage(signedIn.code) });
      return;
    }
    goOn(signedIn.account);
  }

  function invalid(fieldErrors: FieldErrors<SignUpFields>) {
    setAlert({
      title:
        fieldErrors.role?.message === authMessages.ownerRefused
          ? authMessages.ownerRefusedTitle
          : authMessages.validationTitle,
      message: leadingMessage(fieldErrors, ["role", "firstName", "lastName", "email", "password"]),
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
            <legend className="mb-2 text-sm font-medium">I am signing up as</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {signUpRoles.map((role) => (
                <label
                  key={role.value}
                  className="border-input has-checked:border-primary has-checked:bg-secondary has-checked:text-secondary-foreground has-focus-visible:ring-ring has-focus-visible:ring-offset-background flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium has-focus-visible:ring-2 has-focus-visible:ring-offset-2"
                >
                  <input
                    type="radio"
                    value={role.value}
                    className="accent-primary size-4 shrink-0 outline-none"
                    {...register("role")}
                  />
                  {role.label}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field("firstName")} label="First name">
          <Input autoComplete="given-name" required {...register("firstName")} />
        </Field>
        <Field {...field("lastName")} label="Last name">
          <Input autoComplete="family-name" required {...register("lastName")} />
        </Field>
      </div>
      <Field {...field("email")} label="Email">
        <EmailInput
          {...register("email", { onChange: (event) => onEmailChange(event.target.value) })}
        />
      </Field>
      <Field
        {...field("password")}
        label="Password"
        description={passwordHint(watch("role") ?? "patient")}
      >
        <PasswordInput autoComplete="new-password" required {...register("password")} />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? <Spinner label="Creating your account" className="size-5" /> : null}
        {busy ? "Creating account..." : "Create account"}
      </Button>
    </form>
  );
}

function PendingNotice() {
  return (
    <div role="status" className="bg-warning-soft text-warning space-y-2 rounded-lg p-4 text-sm">
      <p className="font-semibold">{authMessages.pending}</p>
      <p className="text-foreground">
        We will let you in as soon as the clinic has approved your account.
      </p>
      <Link
        href="/home"
        className="text-primary inline-flex min-h-11 items-center font-medium underline underline-offset-4"
      >
        Back to the home page
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
}: {
  after: AfterSignIn;
  headingLevel?: 1 | 2;
  initialMode?: Mode;
  /** A sign-in failure reported in the URL (next-auth's `?error=`). */
  initialError?: string;
}) {
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
          {pending ? "Account created" : signingIn ? "Sign in" : "Create an account"}
        </Heading>
        <CardDescription>
          {pending
            ? "Thank you for joining Saheli Care."
            : signingIn
              ? "Patients, doctors and coordinators of Saheli Care."
              : "Patients can use their account at once; doctor and coordinator accounts are approved by the clinic first."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {pending ? (
          <PendingNotice />
        ) : signingIn ? (
          <SignInForm
            after={after}
            email={email}
            onEmailChange={setEmail}
            initialError={initialError}
          />
        ) : (
          <SignUpForm
            after={after}
            email={email}
            onEmailChange={setEmail}
            onPending={() => setPending(true)}
          />
        )}
        {pending ? null : (
          <p className="text-muted-foreground text-center text-sm">
            {signingIn ? "New to Saheli Care?" : "Already have an account?"}{" "}
            <button
              type="button"
              onClick={toggle}
              className="text-primary decoration-primary/40 hover:decoration-primary inline-flex min-h-11 cursor-pointer items-center font-semibold underline underline-offset-4"
            >
              {signingIn ? "Create an account" : "Sign in"}
            </button>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
