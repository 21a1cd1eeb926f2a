"use client";

import * as React from "react";
import {
  reassignAppointment,
  rescheduleAppointment,
  updateAppointmentStatus,
} from "@/lib/actions/appointments";
import { appointmentStatusLabels, type AppointmentStatus } from "@/lib/appointments";
import { dashboardMessages } from "@/lib/dashboard-messages";
import { useCloseRouteDialog } from "@/components/dashboard/route-dialog";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Separator } from "@/components/ui/separator";
import { DoctorSelect, useDoctorList } from "./doctor-select";

export type ManagedAppointment = {
  id: string;
  /** India calendar day and clock time, as the date and time inputs take them. */
  date: string;
  time: string;
  status: AppointmentStatus;
  nextStatuses: AppointmentStatus[];
  /** Whether it may still move to another time or doctor. */
  movable: boolean;
  doctorId: string;
  doctorName: string;
};

type FieldErrors = Record<string, string | undefined>;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-destructive text-sm">
      {message}
    </p>
  ) : null;
}

/**
 * Manage: three independent changes, each saved on its own (a reschedule should not fail because
 * of a status change made in the same form). The database refuses a time or doctor that would
 * double-book someone, and the form says so under the field. Opened over the list, a saved change
 * closes the dialog; on the full page she stays, and the page shows the new values.
 */
export function ManageAppointment({
  appointment,
  today,
}: {
  appointment: ManagedAppointment;
  today: string;
}) {
  // Read for Reassign, the one form that lists doctors, as it appears (not sent with the page).
  const doctors = useDoctorList(appointment.movable);
  const [date, setDate] = React.useState(appointment.date);
  const [time, setTime] = React.useState(appointment.time);
  const [doctorId, setDoctorId] = React.useState(appointment.doctorId);
  const [status, setStatus] = React.useState<AppointmentStatus>(appointment.status);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const { pending, run } = useActionToast();
  const close = useCloseRouteDialog();
  // Short ids for the labels and error messages (the appointment id would be written into each).
  const base = React.useId();

  function report(fields: string[]) {
    return (result: { error: string; fieldErrors?: Record<string, string[]> }) => {
      const next: FieldErrors = {};
      for (const field of fields) next[field] = result.fieldErrors?.[field]?.[0];
      setErrors(next);
    };
  }

  const done = {
    success: dashboardMessages.appointmentUpdated,
    onSuccess: () => {
      setErrors({});
      close?.();
    },
  };

  return (
    <div className="grid gap-4">
      <form
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          run(() => rescheduleAppointment({ appointmentId: appointment.id, date, time }), {
            ...done,
            onError: report(["date", "time"]),
          });
        }}
      >
        <h3 className="font-semibold">Reschedule</h3>
        {appointment.movable ? (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-1.5">
                <Label htmlFor={`${base}-date`}>Date</Label>
                <Input
                  id={`${base}-date`}
                  type="date"
                  min={today}
                  value={date}
                  onChange={(event) => setDate(event.target.value)}
                  aria-invalid={errors.date ? true : undefined}
                  aria-describedby={errors.date ? `${base}-date-error` : undefined}
                />
                <FieldError id={`${base}-date-error`} message={errors.date} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${base}-time`}>Time (India)</Label>
                <Input
                  id={`${base}-time`}
                  type="time"
                  step={300}
                  value={time}
                  onChange={(event) => setTime(event.target.value)}
                  aria-invalid={errors.time ? true : undefined}
                  aria-describedby={errors.time ? `${base}-time-error` : undefined}
                />
                <FieldError id={`${base}-time-error`} message={errors.time} />
              </div>
            </div>
            <Button
              type="submit"
              className="justify-self-start"
              disabled={pending || (date === appointment.date && time === appointment.time)}
            >
              Save new time
            </Button>
          </>
        ) : (
          <p className="text-muted-foreground text-sm">
            A {appointmentStatusLabels[appointment.status].toLowerCase()} appointment keeps its time
            and doctor.
          </p>
        )}
      </form>

      {appointment.movable ? (
        <>
          <Separator />
          <form
            noValidate
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              run(() => reassignAppointment({ appointmentId: appointment.id, doctorId }), {
                ...done,
                onError: report(["doctorId"]),
              });
            }}
          >
            <h3 className="font-semibold">Reassign doctor</h3>
            <div className="grid gap-1.5">
              <Label htmlFor={`${base}-doctor`}>Doctor</Label>
              <DoctorSelect
                id={`${base}-doctor`}
                list={doctors}
                current={{ id: appointment.doctorId, name: appointment.doctorName }}
                value={doctorId}
                onChange={(event) => setDoctorId(event.target.value)}
                aria-invalid={errors.doctorId ? true : undefined}
                aria-describedby={errors.doctorId ? `${base}-doctor-error` : undefined}
              />
              {doctors.state === "failed" ? (
                <p role="alert" className="text-destructive text-sm">
                  The list of doctors could not be loaded. Please try again in a minute.
                </p>
              ) : null}
              <FieldError id={`${base}-doctor-error`} message={errors.doctorId} />
            </div>
            <Button
              type="submit"
              className="justify-self-start"
              disabled={pending || doctorId === appointment.doctorId}
            >
              Save doctor
            </Button>
          </form>
        </>
      ) : null}

      <Separator />
      <form
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          run(() => updateAppointmentStatus({ appointmentId: appointment.id, status }), done);
        }}
      >
        <h3 className="font-semibold">Status</h3>
        {appointment.nextStatuses.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            This appointment is {appointmentStatusLabels[appointment.status].toLowerCase()}: its
            status is final.
          </p>
        ) : (
          <>
            <div className="grid gap-1.5">
              <Label htmlFor={`${base}-status`}>Change status to</Label>
              <NativeSelect
                id={`${base}-status`}
                value={status}
                onChange={(event) => setStatus(event.target.value as AppointmentStatus)}
              >
                <NativeSelectOption value={appointment.status}>
                  {appointmentStatusLabels[appointment.status]} (now)
                </NativeSelectOption>
                {appointment.nextStatuses.map((next) => (
                  <NativeSelectOption key={next} value={next}>
                    {appointmentStatusLabels[next]}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </div>
            <Button
              type="submit"
              className="justify-self-start"
              disabled={pending || status === appointment.status}
            >
              Save status
            </Button>
          </>
        )}
      </form>
    </div>
  );
}
