"use client";

import * as React from "react";
import { MailCheck } from "lucide-react";
import { requestBookingDeletionLink } from "@/lib/actions/privacy";
import { Button } from "@/components/ui/button";
import { FieldError, FieldHint } from "@/components/ui/field-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** Asks for the one-time link that confirms deleting her booking. */
export function DeletionRequestForm() {
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [done, setDone] = React.useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
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
    } finally {
      setBusy(false);
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
    <form noValidate method="post" onSubmit={submit} className="space-y-4" aria-busy={busy}>
      <div className="space-y-2">
        <Label htmlFor="deletion-email">The email you booked with</Label>
        <Input
          id="deletion-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            error ? "deletion-email-hint deletion-email-error" : "deletion-email-hint"
          }
        />
        <FieldHint id="deletion-email-hint">
          We send a link to this address. Nothing is deleted until you follow it and confirm.
        </FieldHint>
        <FieldError id="deletion-email-error" message={error ?? undefined} />
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? "Sending..." : "Send me the confirmation link"}
      </Button>
    </form>
  );
}
