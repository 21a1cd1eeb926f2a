"use client";

import * as React from "react";
import type { ActionResult } from "@/lib/actions/result";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import { usePatientCopy } from "@/components/patient/patient-copy";
import { Button } from "@/components/ui/button";

type NoticeAction<T> = {
  icon: React.ReactNode;
  label: string;
  busyLabel?: string;
  action: () => Promise<ActionResult<T>>;
};

/**
 * The one button on a notice of her dashboard that only tells her something: runs its action, says
 * "Sending..." meanwhile, and toasts the action's `message`. In her language, like the notice.
 */
export function NoticeButton<T>({ icon, label, busyLabel, action }: NoticeAction<T>) {
  const copy = usePatientCopy("appointments");
  const words = copy.appointments;
  const { pending, run } = useActionToast(copy.shell.toast);
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={pending}
      onClick={() =>
        run(action, {
          success: (data) =>
            typeof data === "object" && data && "message" in data
              ? { description: String(data.message) }
              : null,
        })
      }
    >
      {icon}
      {pending ? (busyLabel ?? words.busy.saving) : label}
    </Button>
  );
}

/**
 * A notice she puts away ("Got it", "I have read this"): once its action has saved that, the
 * notice leaves the page at once. Its action revalidates nothing: the notice is the only thing that
 * changes, and a revalidated page applied by the client router inside the button's transition
 * could leave the button "Saving..." with the notice still up (seen with Next 15.5). The next
 * page she opens is rendered without it.
 */
export function DismissibleNotice<T>({
  role,
  className,
  children,
  button,
  buttonClassName,
}: {
  role: "status" | "alert";
  className: string;
  children: React.ReactNode;
  button: NoticeAction<T>;
  buttonClassName?: string;
}) {
  const copy = usePatientCopy("appointments");
  const words = copy.appointments;
  const { pending, run } = useActionToast(copy.shell.toast);
  const [dismissed, setDismissed] = React.useState(false);
  if (dismissed) return null;
  return (
    <div role={role} className={className}>
      {children}
      <div className={buttonClassName}>
        <Button
          size="sm"
          variant="outline"
          disabled={pending}
          onClick={() => run(button.action, { success: null, onSuccess: () => setDismissed(true) })}
        >
          {button.icon}
          {pending ? (button.busyLabel ?? words.busy.saving) : button.label}
        </Button>
      </div>
    </div>
  );
}
