"use client";

import * as React from "react";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/actions/result";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { useHydrated, useSubmitOnce, type Refusal } from "@/components/ui/form";

/** The toasts' own words: their titles, and what one says when the server cannot be reached. */
export type ToastWords = { success: string; error: string; network: string };

const englishToast: ToastWords = {
  success: dashboardMessages.successTitle,
  error: dashboardMessages.errorTitle,
  network: "The clinic's server could not be reached. Please check your connection.",
};

/**
 * Runs a server action from a dashboard button or form and reports it in a toast: 'Success' with
 * what was done, or 'Error' with the reason. While it runs, `pending` is true so the button can say
 * so, and a second click is ignored (useSubmitOnce). `words` puts the toasts in her language.
 *
 * `ready` is false until the page's script has run: a form only this hook can send keeps its
 * button disabled until then (and says method="post"), so a tap or an Enter that came earlier
 * neither loses what she typed nor puts it in the address as a query.
 */
export function useActionToast(words: ToastWords = englishToast) {
  const { pending, run: once } = useSubmitOnce();
  const ready = useHydrated();

  const run = React.useCallback(
    <T>(
      action: () => Promise<ActionResult<T>>,
      options: {
        /** The success message, or a function of the result (null: no toast). */
        success: string | null | ((data: T) => { title?: string; description: string } | null);
        onSuccess?: (data: T) => void;
        onError?: (result: Refusal) => void;
      },
    ): void =>
      once(async () => {
        let result: ActionResult<T>;
        try {
          result = await action();
        } catch {
          toast.error(words.error, { description: words.network });
          return;
        }
        if (!result.ok) {
          toast.error(words.error, { description: result.error });
          options.onError?.(result);
          return;
        }
        const message =
          typeof options.success === "function" ? options.success(result.data) : options.success;
        if (typeof message === "string") {
          toast.success(words.success, { description: message });
        } else if (message) {
          toast.success(message.title ?? words.success, {
            description: message.description,
          });
        }
        // The action revalidated the dashboard: its answer already carries the fresh page.
        options.onSuccess?.(result.data);
      }),
    [once, words],
  );

  return { pending, run, ready };
}
