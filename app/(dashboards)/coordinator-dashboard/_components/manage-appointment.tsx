"use client";

import * as React from "react";
import type { CitySlug } from "@/content/cities";
import {
  reassignAppointment,
  rescheduleAppointment,
  updateAppointmentStatus,
} from "@/lib/actions/appointments";
import { appointmentStatusLabels, type AppointmentStatus } from "@/lib/appointments/status";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { useCloseRouteDialog } from "@/components/dashboard/route-dialog";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { firstMessages, type Refusal } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import {
  NativeSelect,
  NativeSelectOption,
  NativeSelectOptions,
} from "@/components/ui/native-select";
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
  /** The clinic's city in person (its doctors are listed first), null by video. */
  clinic: CitySlug | null;
};

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
  const [errors, setErrors] = React.useState<Record<string, string | undefined>>({});
  const { pending, run, ready } = useActionToast();
  const close = useCloseRouteDialog();
  // Short ids for the labels and error messages (the appointment id would be written into each).
  const base = React.useId();

  const done = {
    success: dashboardMessages.appointmentUpdated,
    onSuccess: () => {
      setErrors({});
      close?.();
    },
  };
  /** A refused change: its messages under its fields, and none left from an earlier attempt. */
  const refused = (result: Refusal) => setErrors(firstMessages(result));

  return (
    <div className="grid gap-4">
      <form
        method="post"
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          run(() => rescheduleAppointment({ appointmentId: appointment.id, date, time }), {
            ...done,
            onError: refused,
          });
        }}
      >
        <h3 className="font-semibold">Reschedule</h3>
        {appointment.movable ? (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field id={`${base}-date`} label="Date" error={errors.date}>
                <Input
                  type="date"
                  min={today}
                  value={date}
                  onChange={(event) => setDate(event.target.value)}
                />
              </Field>
              <Field id={`${base}-time`} label="Time (India)" error={errors.time}>
                <Input
                  type="time"
                  step={300}
                  value={time}
                  onChange={(event) => setTime(event.target.value)}
                />
              </Field>
            </div>
            <Button
              type="submit"
              className="justify-self-start"
              disabled={
                pending || !ready || (date === appointment.date && time === appointment.time)
              }
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
            method="post"
            noValidate
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              run(() => reassignAppointment({ appointmentId: appointment.id, doctorId }), {
                ...done,
                onError: refused,
              });
            }}
          >
            <h3 className="font-semibold">Reassign doctor</h3>
            <Field
              id={`${base}-doctor`}
              label="Doctor"
              description={
                doctors.state === "failed" ? (
                  <span role="alert" className="text-destructive">
                    The list of doctors could not be loaded. Please try again in a minute.
                  </span>
                ) : undefined
              }
              error={errors.doctorId}
            >
              <DoctorSelect
                list={doctors}
                city={appointment.clinic}
                current={{ id: appointment.doctorId, name: appointment.doctorName }}
                value={doctorId}
                onChange={(event) => setDoctorId(event.target.value)}
              />
            </Field>
            <Button
              type="submit"
              className="justify-self-start"
              disabled={pending || !ready || doctorId === appointment.doctorId}
            >
              Save doctor
            </Button>
          </form>
        </>
      ) : null}

      <Separator />
      <form
        method="post"
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
            <Field id={`${base}-status`} label="Change status to">
              <NativeSelect
                value={status}
                onChange={(event) => setStatus(event.target.value as AppointmentStatus)}
              >
                <NativeSelectOption value={appointment.status}>
                  {appointmentStatusLabels[appointment.status]} (now)
                </NativeSelectOption>
                <NativeSelectOptions
                  values={appointment.nextStatuses}
                  labels={appointmentStatusLabels}
                />
              </NativeSelect>
            </Field>
            <Button
              type="submit"
              className="justify-self-start"
              disabled={pending || !ready || status === appointment.status}
            >
              Save status
            </Button>
          </>
        )}
      </form>
    </div>
  );
}
