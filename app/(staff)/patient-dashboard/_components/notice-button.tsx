"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import type { ActionResult } from "@/lib/actions/result";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import { Button } from "@/components/ui/button";

/**
 * The one button on a notice of her dashboard: runs its action, says "Saving..." meanwhile, and
 * either toasts the action's message or refreshes the page (the notice goes away).
 */
export function NoticeButton<T>({
  icon,
  label,
  busyLabel = "Saving...",
  action,
  then,
}: {
  icon: React.ReactNode;
  label: string;
  busyLabel?: string;
  action: () => Promise<ActionResult<T>>;
  /** "refresh": the page reloads; "toast": the action's `message` is shown. */
  then: "refresh" | "toast";
}) {
  const router = useRouter();
  const { pending, run } = useActionToast();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={pending}
      onClick={() =>
        run(action, {
          success: (data) =>
            then === "toast" && typeof data === "object" && data && "message" in data
              ? { description: String(data.message) }
              : null,
          onSuccess: () => {
            if (then === "refresh") router.refresh();
          },
        })
      }
    >
      {icon}
      {pending ? busyLabel : label}
    </Button>
  );
}
