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
export function LanguageSwitch({ className }: { className?: string }) {
  const copy = usePatientCopy();
  const router = useRouter();
  const [pending, startTransition] = React.useTransition();
  const target = copy.locale === "hi" ? "en" : "hi";
  const words = copy.shell.language;

  function change() {
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
    <Button
      type="button"
      variant="outline"
      lang={target}
      className={className}
      disabled={pending}
      aria-disabled={pending || undefined}
      onClick={change}
    >
      <Languages aria-hidden="true" />
      {words.switchTo}
    </Button>
  );
}
