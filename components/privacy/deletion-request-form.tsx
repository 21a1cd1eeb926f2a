"use client";

import * as React from "react";
import { MailCheck } from "lucide-react";
import { requestBookingDeletionLink } from "@/lib/actions/privacy";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useSubmitOnce } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

/** Asks for the one-time link that confirms deleting her booking. */
export function DeletionRequestForm() {
  const { pending: busy, onSubmit } = useSubmitOnce();
  const [error, setError] = React.useState<string>();
  const [done, setDone] = React.useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    setError(undefined);
    const email = new FormData(event.currentTarget).get("email");
    try {
      // A text field always sends a string; the server says what is wrong with an empty one.
      const result = await requestBookingDeletionLink({
        email: typeof email === "string" ? email : "",
      });
      if (result.ok) setDone(result.data.message);
      else setError(result.error);
    } catch {
      setError("We could not reach our server. Please check your connection and try again.");
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
      aria-busy={busy}
    >
      <Field
        id="deletion-email"
        label="The email you booked with"
        description="We send a link to this address. Nothing is deleted until you follow it and confirm."
        error={error}
      >
        <Input
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
        />
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? "Sending..." : "Send me the confirmation link"}
      </Button>
    </form>
  );
}
