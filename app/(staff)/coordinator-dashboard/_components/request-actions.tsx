"use client";

import * as React from "react";
import { useForm, type FieldPath, type FieldValues, type UseFormSetError } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type * as z from "zod/mini";
import {
  claimRequest,
  closeRequest,
  markRequestContacted,
  scheduleRequest,
} from "@/lib/actions/requests";
import { requestCloseReasonLabels, requestCloseReasons, requestMessages } from "@/lib/requests";
import {
  requestCloseSchema,
  requestContactSchema,
  requestScheduleSchema,
  visitDurations,
} from "@/lib/validations/request";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { firstDoctorId } from "@/lib/doctor-choices";
import { DoctorSelect, useDoctorList } from "./doctor-select";

type Allowed = { claim: boolean; contact: boolean; schedule: boolean; close: boolean };

type ContactFields = z.input<typeof requestContactSchema>;
type ScheduleFields = z.input<typeof requestScheduleSchema>;
type CloseFields = z.input<typeof requestCloseSchema>;

/** The server's field messages, shown under the fields they concern. */
function serverErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: string[]) {
  return (result: { fieldErrors?: Record<string, string[]> }) => {
    for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) {
      const message = messages[0];
      if (message && fields.includes(field)) {
        setError(field as FieldPath<T>, { type: "server", message });
      }
    }
  };
}

function invalid(id: string, message: string | undefined) {
  return message ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
}

/**
 * What a coordinator can do with a request she may act on: claim it, note a contact, book the
 * visit, or close it. Each form checks itself with the schema the action parses again; buttons
 * are disabled while a change is on its way, and the result is announced in a toast.
 */
export function RequestActions({
  requestId,
  name,
  allowed,
  today,
  preferredDate,
}: {
  requestId: string;
  name: string;
  allowed: Allowed;
  today: string;
  preferredDate: string;
}) {
  const { pending, run } = useActionToast();
  // Short ids for the labels and error messages (the request id would be written into each).
  const base = React.useId();
  // Read when the request can be scheduled, as the form appears (not sent with the page).
  const doctors = useDoctorList(allowed.schedule);
  const firstDoctor = doctors.state === "ready" ? firstDoctorId(doctors.groups) : "";

  const contactForm = useForm<ContactFields, unknown, z.output<typeof requestContactSchema>>({
    resolver: zodResolver(requestContactSchema),
    defaultValues: { requestId, note: "" },
  });
  const scheduleForm = useForm<ScheduleFields, unknown, z.output<typeof requestScheduleSchema>>({
    resolver: zodResolver(requestScheduleSchema),
    defaultValues: {
      requestId,
      doctorId: firstDoctor,
      date: preferredDate >= today ? preferredDate : today,
      time: "10:00",
      durationMinutes: "30",
    },
  });
  // The first doctor is the choice until she picks another: known once the list has arrived.
  React.useEffect(() => {
    if (firstDoctor && !scheduleForm.getValues("doctorId")) {
      scheduleForm.setValue("doctorId", firstDoctor);
    }
  }, [firstDoctor, scheduleForm]);
  const closeForm = useForm<CloseFields, unknown, z.output<typeof requestCloseSchema>>({
    resolver: zodResolver(requestCloseSchema),
    defaultValues: { requestId, note: "" },
  });

  const contactErrors = contactForm.formState.errors;
  const scheduleErrors = scheduleForm.formState.errors;
  const closeErrors = closeForm.formState.errors;

  return (
    <div className="grid gap-4">
      <h3 className="font-semibold">Actions</h3>

      {allowed.claim ? (
        <Button
          type="button"
          className="justify-self-start"
          disabled={pending}
          onClick={() =>
            run(() => claimRequest({ requestId }), { success: requestMessages.claimed })
          }
        >
          Claim: assign to me
          <span className="sr-only"> the request from {name}</span>
        </Button>
      ) : null}

      {allowed.contact ? (
        <details className="rounded-lg border p-3">
          <summary className="min-h-11 cursor-pointer content-center font-medium">
            Mark contacted
          </summary>
          <form
            noValidate
            className="mt-3 grid gap-3"
            onSubmit={contactForm.handleSubmit((values) =>
              run(() => markRequestContacted(values), {
                success: requestMessages.contacted,
                onSuccess: () => contactForm.reset({ requestId, note: "" }),
                onError: serverErrors(contactForm.setError, ["note"]),
              }),
            )}
          >
            <div className="grid gap-1.5">
              <Label htmlFor={`${base}-note`}>What happened</Label>
              <Textarea
                id={`${base}-note`}
                placeholder="e.g. Sent a WhatsApp message; she prefers mornings."
                {...invalid(`${base}-note`, contactErrors.note?.message)}
                {...contactForm.register("note")}
              />
              <FieldError id={`${base}-note-error`} message={contactErrors.note?.message} />
            </div>
            <Button type="submit" className="justify-self-start" disabled={pending}>
              Save contact
            </Button>
          </form>
        </details>
      ) : null}

      {allowed.schedule ? (
        <details className="rounded-lg border p-3">
          <summary className="min-h-11 cursor-pointer content-center font-medium">
            Schedule an appointment
          </summary>
          {doctors.state === "loading" ? (
            <p role="status" className="text-muted-foreground mt-3 text-sm">
              Loading the doctors…
            </p>
          ) : doctors.state === "failed" ? (
            <p role="alert" className="text-destructive mt-3 text-sm">
              The list of doctors could not be loaded. Please try again in a minute.
            </p>
          ) : doctors.groups.length === 0 ? (
            <p className="text-muted-foreground mt-3 text-sm">
              No active doctor can be booked just now.
            </p>
          ) : (
            <form
              noValidate
              className="mt-3 grid gap-3"
              onSubmit={scheduleForm.handleSubmit((values) =>
                run(() => scheduleRequest(values), {
                  success: requestMessages.scheduled,
                  onError: serverErrors(scheduleForm.setError, [
                    "doctorId",
                    "date",
                    "time",
                    "durationMinutes",
                  ]),
                }),
              )}
            >
              <div className="grid gap-1.5">
                <Label htmlFor={`${base}-doctor`}>Doctor</Label>
                <DoctorSelect
                  id={`${base}-doctor`}
                  list={doctors}
                  {...invalid(`${base}-doctor`, scheduleErrors.doctorId?.message)}
                  {...scheduleForm.register("doctorId")}
                />
                <FieldError
                  id={`${base}-doctor-error`}
                  message={scheduleErrors.doctorId?.message}
                />
              </div>
              <div className="grid gap-3 sm:grid-cols-3">
                <div className="grid gap-1.5">
                  <Label htmlFor={`${base}-date`}>Date</Label>
                  <Input
                    id={`${base}-date`}
                    type="date"
                    min={today}
                    {...invalid(`${base}-date`, scheduleErrors.date?.message)}
                    {...scheduleForm.register("date")}
                  />
                  <FieldError id={`${base}-date-error`} message={scheduleErrors.date?.message} />
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor={`${base}-time`}>Time (India)</Label>
                  <Input
                    id={`${base}-time`}
                    type="time"
                    step={300}
                    {...invalid(`${base}-time`, scheduleErrors.time?.message)}
                    {...scheduleForm.register("time")}
                  />
                  <FieldError id={`${base}-time-error`} message={scheduleErrors.time?.message} />
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor={`${base}-duration`}>Duration</Label>
                  <NativeSelect
                    id={`${base}-duration`}
                    {...invalid(`${base}-duration`, scheduleErrors.durationMinutes?.message)}
                    {...scheduleForm.register("durationMinutes")}
                  >
                    {visitDurations.map((minutes) => (
                      <NativeSelectOption key={minutes} value={String(minutes)}>
                        {minutes} minutes
                      </NativeSelectOption>
                    ))}
                  </NativeSelect>
                  <FieldError
                    id={`${base}-duration-error`}
                    message={scheduleErrors.durationMinutes?.message}
                  />
                </div>
              </div>
              <p className="text-muted-foreground text-sm">
                If she has an account, she gets a short message with the time and the doctor,
                nothing about why she comes.
              </p>
              <Button type="submit" className="justify-self-start" disabled={pending}>
                Book appointment
              </Button>
            </form>
          )}
        </details>
      ) : null}

      {allowed.close ? (
        <details className="rounded-lg border p-3">
          <summary className="min-h-11 cursor-pointer content-center font-medium">
            Close the request
          </summary>
          <form
            noValidate
            className="mt-3 grid gap-3"
            onSubmit={closeForm.handleSubmit((values) =>
              run(() => closeRequest(values), {
                success: requestMessages.closed,
                onError: serverErrors(closeForm.setError, ["reason", "note"]),
              }),
            )}
          >
            <div className="grid gap-1.5">
              <Label htmlFor={`${base}-reason`}>Reason</Label>
              <NativeSelect
                id={`${base}-reason`}
                {...invalid(`${base}-reason`, closeErrors.reason?.message)}
                {...closeForm.register("reason")}
              >
                <NativeSelectOption value="">Choose a reason</NativeSelectOption>
                {requestCloseReasons.map((reason) => (
                  <NativeSelectOption key={reason} value={reason}>
                    {requestCloseReasonLabels[reason]}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
              <FieldError id={`${base}-reason-error`} message={closeErrors.reason?.message} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${base}-close-note`}>
                Note <span className="text-muted-foreground font-normal">(optional)</span>
              </Label>
              <Textarea
                id={`${base}-close-note`}
                {...invalid(`${base}-close-note`, closeErrors.note?.message)}
                {...closeForm.register("note")}
              />
              <FieldError id={`${base}-close-note-error`} message={closeErrors.note?.message} />
            </div>
            <Button
              type="submit"
              variant="destructive"
              className="justify-self-start"
              disabled={pending}
            >
              Close request
            </Button>
          </form>
        </details>
      ) : null}
    </div>
  );
}
