"use client";

import * as React from "react";
import { confirmEmailWithLink } from "@/lib/actions/email-verification";
import { linkedBookingsMessage } from "@/lib/validations/email-verification";
import {
  FormAlert,
  FormDone,
  NETWORK_ERROR,
  type FormAlertContent,
} from "@/components/auth/form-parts";
import { Button } from "@/components/ui/button";
import { useSubmitOnce } from "@/components/ui/form";

/**
 * "Confirm my email", on the page the link opens. A button she presses, not the link's opening:
 * mail scanners and link previews fetch every link in an e-mail, and a GET that confirmed would let
 * them confirm an address for someone who never read it.
 */
export function ConfirmEmailForm({ token }: { token: string }) {
  const { pending, onSubmit } = useSubmitOnce();
  const [alert, setAlert] = React.useState<FormAlertContent | null>(null);
  const [done, setDone] = React.useState<{ message: string; linked: string[] } | null>(null);

  async function confirm() {
    setAlert(null);
    try {
      const result = await confirmEmailWithLink({ token });
      if (result.ok) setDone(result.data);
      else setAlert({ message: result.error });
    } catch {
      setAlert({ message: NETWORK_ERROR });
    }
  }

  if (done) {
    return (
      <FormDone message={done.message} next={{ href: "/sign-in", label: "Go to my account" }}>
        {done.linked.length > 0 ? <p>{linkedBookingsMessage(done.linked)}</p> : null}
      </FormDone>
    );
  }

  return (
    <form
      noValidate
      method="post"
      aria-busy={pending}
      onSubmit={onSubmit(confirm)}
      className="space-y-5"
    >
      <FormAlert alert={alert} />
      <p>Press the button to confirm that this email address is yours.</p>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? "Confirming..." : "Confirm my email"}
      </Button>
    </form>
  );
}
