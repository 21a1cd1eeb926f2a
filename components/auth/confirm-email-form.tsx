"use client";

import * as React from "react";
import { accountPages } from "@/content/auth";
import type { Copy, Locale } from "@/content/i18n";
import type { AppointmentAnswers } from "@/content/patient/appointment-answers";
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

/** The form's words on a page that is not in English (content/hi/auth.ts), as data. */
export type ConfirmEmailWords = {
  locale: Locale;
  page: Copy<typeof accountPages.verify>;
  networkError: string;
  linked: AppointmentAnswers["linkedBookings"];
  signInHref: string;
};

/**
 * "Confirm my email", on the page the link opens. A button she presses, not the link's opening:
 * mail scanners and link previews fetch every link in an e-mail, and a GET that confirmed would let
 * them confirm an address for someone who never read it.
 */
export function ConfirmEmailForm({ token, words }: { token: string; words?: ConfirmEmailWords }) {
  const page = words?.page ?? accountPages.verify;
  const { pending, onSubmit } = useSubmitOnce();
  const [alert, setAlert] = React.useState<FormAlertContent | null>(null);
  const [done, setDone] = React.useState<{ message: string; linked: string[] } | null>(null);

  async function confirm() {
    setAlert(null);
    try {
      const result = await confirmEmailWithLink(
        words ? { token, locale: words.locale } : { token },
      );
      if (result.ok) setDone(result.data);
      else setAlert({ message: result.error });
    } catch {
      setAlert({ message: words?.networkError ?? NETWORK_ERROR });
    }
  }

  if (done) {
    return (
      <FormDone
        message={done.message}
        next={{ href: words?.signInHref ?? "/sign-in", label: page.toAccount }}
      >
        {done.linked.length > 0 ? <p>{linkedBookingsMessage(done.linked, words?.linked)}</p> : null}
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
      <p>{page.explain}</p>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? page.confirming : page.confirm}
      </Button>
    </form>
  );
}
