"use client";

import * as React from "react";
import { MailCheck } from "lucide-react";
import type { Locale } from "@/content/i18n";
import { NETWORK_ERROR } from "@/components/auth/form-parts";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useSubmitOnce } from "@/components/ui/form";
import { EmailInput } from "@/components/ui/input";

type LinkRequestResult =
  | { ok: true; data: { message: string } }
  | { ok: false; error: string; fieldErrors?: Record<string, string[]> };

/**
 * Asks for a one-time link by e-mail (to delete a booking, to choose a new password). The server
 * answers every address alike, and that answer replaces the form, so it is never sent twice.
 */
export function LinkRequestForm({
  id,
  label,
  description,
  submitLabel,
  send,
  locale,
  words = { sending: "Sending...", networkError: NETWORK_ERROR },
}: {
  id: string;
  label: string;
  description: string;
  submitLabel: string;
  /** The server action; it checks the address and says what is wrong with it. */
  send: (input: { email: string; locale?: Locale }) => Promise<LinkRequestResult>;
  /** The language the server answers in, for an action that speaks more than English. */
  locale?: Locale;
  /** The form's own words, when the page is not in English. */
  words?: { sending: string; networkError: string };
}) {
  const { pending, onSubmit } = useSubmitOnce();
  const [error, setError] = React.useState<string>();
  const [done, setDone] = React.useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    setError(undefined);
    const email = new FormData(event.currentTarget).get("email");
    try {
      // A text field always sends a string; the server says what is wrong with an empty one.
      const address = typeof email === "string" ? email : "";
      const result = await send(locale ? { email: address, locale } : { email: address });
      if (result.ok) setDone(result.data.message);
      else setError(result.fieldErrors?.email?.[0] ?? result.error);
    } catch {
      setError(words.networkError);
    }
  }

  if (done) {
    return (
      <div role="status" className="bg-trust-soft text-trust flex gap-3 rounded-xl p-5">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>{done}</p>
      </div>
    );
  }

  return (
    <form
      noValidate
      method="post"
      onSubmit={onSubmit(submit)}
      className="space-y-4"
      aria-busy={pending}
    >
      <Field id={id} label={label} description={description} error={error}>
        <EmailInput name="email" />
      </Field>
      <Button type="submit" disabled={pending}>
        {pending ? words.sending : submitLabel}
      </Button>
    </form>
  );
}
