"use client";

import * as React from "react";
import { updateAppointmentStatus } from "@/lib/actions/appointments";
import {
  appointmentStatusLabels,
  nextStatuses,
  transitionActionLabels,
  type AppointmentStatus,
} from "@/lib/appointments";
import { dashboardMessages } from "@/lib/dashboard-messages";
import { AppointmentPrivateSide } from "@/components/dashboard/private-details";
import { AppointmentStatusBadge } from "@/components/dashboard/status-badges";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

export type AppointmentDetailsData = {
  id: string;
  shortId: string;
  date: string;
  time: string;
  type: string;
  durationMinutes: number;
  status: AppointmentStatus;
  patientName: string;
  patientShortId: string;
};

/**
 * View Details: the appointment, and the next steps its status allows (confirm, start, complete,
 * cancel). Only allowed steps are offered; the server checks the same table again. Cancelling asks
 * once more, because it cannot be undone.
 */
export function AppointmentDetails({ appointment }: { appointment: AppointmentDetailsData }) {
  const [open, setOpen] = React.useState(false);
  const [confirmCancel, setConfirmCancel] = React.useState(false);
  const { pending, run } = useActionToast();
  const steps = nextStatuses(appointment.status);

  function move(status: AppointmentStatus) {
    run(() => updateAppointmentStatus({ appointmentId: appointment.id, status }), {
      success: dashboardMessages.appointmentUpdated,
      onSuccess: () => {
        setConfirmCancel(false);
        setOpen(false);
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setConfirmCancel(false);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          View Details
          <span className="sr-only">
            {" "}
            of the appointment on {appointment.date} at {appointment.time}
          </span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Appointment details</DialogTitle>
          <DialogDescription>
            {appointment.date} at {appointment.time} (India time)
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Patient</dt>
          <dd className="font-medium">
            {appointment.patientName}{" "}
            <span className="text-muted-foreground font-mono text-xs">
              #{appointment.patientShortId}
            </span>
          </dd>
          <dt className="text-muted-foreground">Type</dt>
          <dd>{appointment.type}</dd>
          <dt className="text-muted-foreground">Duration</dt>
          <dd>{appointment.durationMinutes} minutes</dd>
          <dt className="text-muted-foreground">Status</dt>
          <dd>
            <AppointmentStatusBadge status={appointment.status} />
          </dd>
          <dt className="text-muted-foreground">Appointment</dt>
          <dd className="font-mono text-xs">{appointment.shortId}</dd>
        </dl>
        <AppointmentPrivateSide appointmentId={appointment.id} />

        {confirmCancel ? (
          <div
            role="alert"
            className="border-destructive/30 bg-destructive/5 rounded-lg border p-3"
          >
            <p className="text-sm font-medium">
              Cancel this appointment? It cannot be undone; a new time is booked as a new
              appointment.
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
        ) : (
          <DialogFooter>
            {steps.length === 0 ? (
              <p className="text-muted-foreground text-sm">
                This appointment is {appointmentStatusLabels[appointment.status].toLowerCase()}:
                there is nothing more to change.
              </p>
            ) : (
              steps.map((status) =>
                status === "cancelled" ? (
                  <Button
                    key={status}
                    variant="outline"
                    className="text-destructive"
                    disabled={pending}
                    onClick={() => setConfirmCancel(true)}
                  >
                    {transitionActionLabels[status]}
                  </Button>
                ) : (
                  <Button key={status} disabled={pending} onClick={() => move(status)}>
                    {pending ? "Saving…" : transitionActionLabels[status]}
                  </Button>
                ),
              )
            )}
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
