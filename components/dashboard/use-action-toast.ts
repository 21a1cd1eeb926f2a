"use client";

import * as React from "react";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/actions/result";
import { dashboardMessages } from "@/lib/dashboard-messages";

const NETWORK_ERROR = "The clinic's server could not be reached. Please check your connection.";

/**
 * Runs a server action from a dashboard button and reports it the spec's way (§8): a 'Success'
 * toast with the spec's message, or an 'Error' toast with the reason. While it runs, `pending` is
 * true so the button can say so and ignore a second click.
 */
export function useActionToast() {
  const [pending, startTransition] = React.useTransition();
  const inFlight = React.useRef(false);

  const run = React.useCallback(
    <T>(
      action: () => Promise<ActionResult<T>>,
      options: {
        /** The §8 success message, or a function of the result (null: no toast). */
        success: string | null | ((data: T) => { title?: string; description: string } | null);
        onSuccess?: (data: T) => void;
        onError?: (result: { error: string; fieldErrors?: Record<string, string[]> }) => void;
      },
    ): void => {
      if (inFlight.current) return;
      inFlight.current = true;
      startTransition(async () => {
        try {
          let result: ActionResult<T>;
          try {
            result = await action();
          } catch {
            toast.error(dashboardMessages.errorTitle, { description: NETWORK_ERROR });
            return;
          }
          if (!result.ok) {
            toast.error(dashboardMessages.errorTitle, { description: result.error });
            options.onError?.(result);
            return;
          }
          const message =
            typeof options.success === "function" ? options.success(result.data) : options.success;
          if (typeof message === "string") {
            toast.success(dashboardMessages.successTitle, { description: message });
          } else if (message) {
            toast.success(message.title ?? dashboardMessages.successTitle, {
              description: message.description,
            });
          }
          // The action revalidated the dashboard: its answer already carries the fresh page.
          options.onSuccess?.(result.data);
        } finally {
          inFlight.current = false;
        }
      });
    },
    [],
  );

  return { pending, run };
}
