"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Languages } from "lucide-react";
import { toast } from "sonner";
import { setMyLanguage } from "@/lib/actions/profile";
import { Button } from "@/components/ui/button";
import { usePatientCopy } from "@/components/patient/patient-copy";

/**
 * Her dashboard in the other language: 'हिन्दी' on the English dashboard, 'English' on the Hindi
 * one, each written (and marked) in the language it offers. Her account keeps the choice
 * (setMyLanguage), so her screens and the mails about her visits follow it; the page is then
 * asked again in the new language. A failure is said in the language she reads now.
 */
/** The action as a form posts it: its answer is not read (the page that comes back says it). */
function postedSwitch(locale: "en" | "hi"): (formData: FormData) => Promise<void> {
  return setMyLanguage.bind(null, { locale }) as unknown as (formData: FormData) => Promise<void>;
}

export function LanguageSwitch({ className }: { className?: string }) {
  const copy = usePatientCopy();
  const router = useRouter();
  const [pending, startTransition] = React.useTransition();
  const target = copy.locale === "hi" ? "en" : "hi";
  const words = copy.shell.language;

  // A form whose action is the server action itself: a tap before the page's script has run still
  // posts it (the page comes back in the new language). Once the script runs, the submit is handled
  // here instead, so a failure can be said in a toast.
  function change(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    startTransition(async () => {
      const changed = await setMyLanguage({ locale: target }).then(
        (result) => result.ok,
        () => false,
      );
      if (!changed) {
        toast.error(words.failedTitle, { description: words.failed });
        return;
      }
      router.refresh();
    });
  }

  return (
    <form action={postedSwitch(target)} onSubmit={change}>
      <Button
        type="submit"
        variant="outline"
        lang={target}
        className={className}
        disabled={pending}
        aria-disabled={pending || undefined}
      >
        <Languages aria-hidden="true" />
        {words.switchTo}
      </Button>
    </form>
  );
}
