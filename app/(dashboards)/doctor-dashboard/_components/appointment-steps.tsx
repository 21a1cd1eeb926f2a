"use client";

import * as React from "react";
import { updateAppointmentStatus } from "@/lib/actions/appointments";
import {
  appointmentStatusLabels,
  nextStatuses,
  transitionActionLabels,
  type AppointmentStatus,
} from "@/lib/appointments/status";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { useCloseRouteDialog } from "@/components/dashboard/route-dialog";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import { Button } from "@/components/ui/button";

/**
 * The next steps an appointment's status allows (confirm, start, complete, cancel). Only allowed
 * steps are offered; the server checks the same table again. Cancelling asks once more, because
 * it cannot be undone. Opened over the list, a step done closes the dialog; on the full page the
 * page shows the new status.
 */
export function AppointmentSteps({
  appointmentId,
  status,
}: {
  appointmentId: string;
  status: AppointmentStatus;
}) {
  const [confirmCancel, setConfirmCancel] = React.useState(false);
  const { pending, run } = useActionToast();
  const close = useCloseRouteDialog();
  const steps = nextStatuses(status);

  function move(next: AppointmentStatus) {
    run(() => updateAppointmentStatus({ appointmentId, status: next }), {
      success: dashboardMessages.appointmentUpdated,
      onSuccess: () => {
        setConfirmCancel(false);
        close?.();
      },
    });
  }

  if (confirmCancel) {
    return (
      <div role="alert" className="border-destructive/30 bg-destructive/5 rounded-lg border p-3">
        <p className="text-sm font-medium">
          Cancel this appointment? It cannot be undone; a new time is booked as a new appointment.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="destructive" disabled={pending} onClick={() => move("cancelled")}>
            {pending ? "Cancelling…" : "Yes, cancel it"}
          </Button>
          <Button variant="outline" disabled={pending} onClick={() => setConfirmCancel(false)}>
            Keep it
          </Button>
        </div>
      </div>
    );
  }

  if (steps.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        This appointment is {appointmentStatusLabels[status].toLowerCase()}: there is nothing more
        to change.
      </p>
    );
  }

  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {steps.map((next) =>
        next === "cancelled" ? (
          <Button
            key={next}
            variant="outline"
            className="text-destructive"
            disabled={pending}
            onClick={() => setConfirmCancel(true)}
          >
            {transitionActionLabels[next]}
          </Button>
        ) : (
          <Button key={next} disabled={pending} onClick={() => move(next)}>
            {pending ? "Saving…" : transitionActionLabels[next]}
          </Button>
        ),
      )}
    </div>
  );
}
