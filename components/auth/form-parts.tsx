"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import type { FieldErrors, FieldPath, FieldValues } from "react-hook-form";
import { CircleAlert, CircleCheck, Eye, EyeOff } from "lucide-react";
import type { signInCardWords } from "@/content/auth";
import type { Copy, Locale } from "@/content/i18n";
import type { AuthMessages } from "@/lib/validations/auth-messages";
import type { AuthSchemas } from "@/lib/validations/auth";
import type { AccountState } from "@/components/auth/account-store";
import { sameSitePath } from "@/components/auth/callback-url";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

export type FormAlertContent = { title?: string; message: string };

/** What the account forms say when the request never reached the server. */
export const NETWORK_ERROR =
  "We couldn't reach the clinic's server. Please check your connection and try again.";

/** The form's one message: a refused sign-in, a server error, or the spec's validation title. */
export function FormAlert({ alert }: { alert: FormAlertContent | null }) {
  if (!alert) return null;
  return (
    <div
      role="alert"
      className="border-destructive/30 bg-destructive/5 text-destructive flex items-start gap-2 rounded-lg border p-3 text-sm"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        {alert.title ? <p className="font-semibold">{alert.title}</p> : null}
        <p className={alert.title ? undefined : "font-medium"}>{alert.message}</p>
      </div>
    </div>
  );
}

/**
 * A password input with a show/hide toggle: a 44 px button inside the field's right edge, a toggle
 * (aria-pressed) with a fixed name, so a screen reader hears "Show password, pressed". Inside a
 * `<Field>`, which gives it its id.
 */
export function PasswordInput({
  id,
  showLabel = "Show password",
  ...props
}: React.ComponentProps<"input"> & { showLabel?: string }) {
  const [visible, setVisible] = React.useState(false);
  return (
    <div className="relative">
      <Input
        id={id}
        {...props}
        type={visible ? "text" : "password"}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className="pr-12"
      />
      <button
        type="button"
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible((value) => !value)}
        className="text-muted-foreground hover:text-foreground focus-visible:ring-ring absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-lg outline-none focus-visible:ring-2 focus-visible:ring-inset"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
        <span className="sr-only">{showLabel}</span>
      </button>
    </div>
  );
}

/** What replaces a one-time link's form once it has worked: the answer, and where to go next. */
export function FormDone({
  message,
  next,
  children,
}: {
  message: string;
  next: { href: string; label: string };
  children?: React.ReactNode;
}) {
  return (
    <div role="status" className="bg-trust-soft text-trust space-y-3 rounded-xl p-5">
      <p className="flex gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>{message}</span>
      </p>
      {children}
      {/* A full page load, not a client navigation: /sign-in answers a signed-in visitor with a
          redirect to her dashboard, and a dashboard reached through that redirect inside the
          client router could leave her first button's action "Saving..." for good (Next 15.5). */}
      <Button asChild>
        <a href={next.href}>{next.label}</a>
      </Button>
    </div>
  );
}

/**
 * What happens once she is signed in:
 * - "navigate": on /sign-in, go on to `callbackUrl` when it is a path on this site, else her area;
 * - "refresh": the card stands in for a protected page, so re-render it and let the server guard
 *   decide what she sees now.
 */
export type AfterSignIn = { kind: "navigate"; callbackUrl?: string } | { kind: "refresh" };

/**
 * The sign-in card's language, which its two forms share: the card's words, the messages and the
 * schemas built from them, and its links (sign-in-card.tsx builds it for the page).
 */
export type CardLanguage = {
  locale: Locale;
  card: Copy<typeof signInCardWords>;
  m: AuthMessages;
  schemas: Pick<AuthSchemas, "signInSchema" | "signUpSchema" | "signUpMessagePriority">;
  links: { forgot: string; home: string };
};

/**
 * The message the form's 'Validation Error' alert repeats when several fields fail: the order in
 * which the checks rank their messages (signUpMessagePriority), then the order of the fields.
 */
export function leadingMessage<T extends FieldValues>(
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

/** Where she goes once signed in, by the card's `after`. */
export function useAfterSignIn(after: AfterSignIn) {
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
