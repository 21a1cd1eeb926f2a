"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type * as z from "zod/mini";
import {
  addTimeOff,
  removeTimeOff,
  saveDoctorHours,
  type TimeOffOutcome,
} from "@/lib/actions/hours";
import { minuteToTime, weekdayNames, type HoursRange } from "@/lib/appointments/availability";
import {
  availabilityMessages,
  doctorHoursSchema,
  timeOffSchema,
} from "@/lib/validations/availability";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { applyFieldErrors, fieldsOf } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

type HoursFields = z.input<typeof doctorHoursSchema>;
type TimeOffFields = z.input<typeof timeOffSchema>;

/** One time off as listed: formatted on the server. */
export type TimeOffRow = { id: string; from: string; to: string; note: string | null };

function daysOf(hours: readonly HoursRange[]): HoursFields["days"] {
  return weekdayNames.map((_, index) => {
    const range = hours.find((h) => h.weekday === index + 1);
    return range
      ? { works: true, start: minuteToTime(range.startMinute), end: minuteToTime(range.endMinute) }
      : { works: false, start: "09:00", end: "17:00" };
  });
}

/**
 * A doctor's weekly hours (one stretch a day, India time) and her time off, for herself or the
 * owner. The schedule form offers only what lies inside them.
 */
export function HoursEditor({
  doctorId,
  hours,
  usesDefault,
  timeOff,
  today,
}: {
  doctorId: string;
  hours: HoursRange[];
  usesDefault: boolean;
  timeOff: TimeOffRow[];
  today: string;
}) {
  const { pending, run, ready } = useActionToast();
  const base = React.useId();
  const hoursForm = useForm<HoursFields, unknown, z.output<typeof doctorHoursSchema>>({
    resolver: zodResolver(doctorHoursSchema),
    defaultValues: { doctorId, days: daysOf(hours) },
  });
  const offDefaults: TimeOffFields = {
    doctorId,
    fromDate: today,
    fromTime: "09:00",
    toDate: today,
    toTime: "17:00",
    note: "",
  };
  const offForm = useForm<TimeOffFields, unknown, z.output<typeof timeOffSchema>>({
    resolver: zodResolver(timeOffSchema),
    defaultValues: offDefaults,
  });
  const offField = fieldsOf(`${base}-off`, offForm.formState.errors);
  // The visits a refused time off would have covered: shown until she changes her mind.
  const [covered, setCovered] = React.useState<Extract<TimeOffOutcome, { saved: false }> | null>(
    null,
  );
  const daysError =
    hoursForm.formState.errors.days?.root?.message ?? hoursForm.formState.errors.days?.message;

  return (
    <div className="grid gap-6">
      <form
        method="post"
        noValidate
        aria-label="Weekly hours"
        className="grid gap-3"
        onSubmit={hoursForm.handleSubmit((values) =>
          run(() => saveDoctorHours(values), {
            success: availabilityMessages.hoursSaved,
            onError: (result) => applyFieldErrors(hoursForm, result),
          }),
        )}
      >
        <p className="text-muted-foreground text-sm">
          {usesDefault
            ? "The clinic's usual hours until you change them: Monday to Friday, 9 AM to 5 PM (India time)."
            : "India time. Patients are offered only times inside these hours."}
        </p>
        <ul className="grid gap-2">
          {weekdayNames.map((name, index) => (
            <li
              key={name}
              className="grid grid-cols-2 items-center gap-x-2 sm:grid-cols-[8rem_1fr_1fr]"
            >
              <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm font-medium sm:col-span-1">
                <input
                  type="checkbox"
                  className="size-4"
                  {...hoursForm.register(`days.${index}.works`)}
                />
                {name}
              </label>
              <Input
                type="time"
                step={900}
                aria-label={`${name} from`}
                {...hoursForm.register(`days.${index}.start`)}
              />
              <Input
                type="time"
                step={900}
                aria-label={`${name} until`}
                {...hoursForm.register(`days.${index}.end`)}
              />
            </li>
          ))}
        </ul>
        {daysError ? (
          <p role="alert" className="text-destructive text-sm">
            {daysError}
          </p>
        ) : null}
        <Button type="submit" className="justify-self-start" disabled={pending || !ready}>
          Save hours
        </Button>
      </form>

      <div className="grid gap-3">
        <h4 className="font-semibold">Time off</h4>
        {timeOff.length === 0 ? (
          <p className="text-muted-foreground text-sm">No time off ahead.</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Time off ahead">
            {timeOff.map((off) => (
              <li
                key={off.id}
                className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
              >
                <span>
                  {`${off.from} to ${off.to}`}
                  {off.note ? (
                    <span className="text-muted-foreground">{` · ${off.note}`}</span>
                  ) : null}
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={pending || !ready}
                  onClick={() =>
                    run(() => removeTimeOff({ doctorId, timeOffId: off.id }), {
                      success: availabilityMessages.timeOffRemoved,
                    })
                  }
                >
                  Remove
                  <span className="sr-only">{` time off from ${off.from}`}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form
          method="post"
          noValidate
          aria-label="Add time off"
          className="grid gap-3"
          onSubmit={offForm.handleSubmit((values) => {
            setCovered(null);
            run(() => addTimeOff(values), {
              success: (outcome) =>
                outcome.saved ? { description: availabilityMessages.timeOffAdded } : null,
              onSuccess: (outcome) => {
                if (outcome.saved) offForm.reset(offDefaults);
                else setCovered(outcome);
              },
              onError: (result) => applyFieldErrors(offForm, result),
            });
          })}
        >
          <div className="grid gap-3 sm:grid-cols-4">
            <Field {...offField("fromDate")} label="From">
              <Input type="date" min={today} {...offForm.register("fromDate")} />
            </Field>
            <Field {...offField("fromTime")} label="At">
              <Input type="time" step={900} {...offForm.register("fromTime")} />
            </Field>
            <Field {...offField("toDate")} label="Until">
              <Input type="date" min={today} {...offForm.register("toDate")} />
            </Field>
            <Field {...offField("toTime")} label="At (end)">
              <Input type="time" step={900} {...offForm.register("toTime")} />
            </Field>
          </div>
          <Field {...offField("note")} label="Note for the care team" optional>
            <Input placeholder="e.g. Conference" {...offForm.register("note")} />
          </Field>
          <Button
            type="submit"
            variant="outline"
            className="justify-self-start"
            disabled={pending || !ready}
          >
            Add time off
          </Button>
        </form>
        {covered ? (
          <div
            role="alert"
            aria-labelledby={`${base}-covered`}
            className="border-destructive/40 grid gap-2 rounded-md border p-3 text-sm"
          >
            <p id={`${base}-covered`} className="font-medium">
              {availabilityMessages.coversVisits(covered.total)}
            </p>
            <ul className="grid gap-1" aria-label="Booked visits it covers">
              {covered.visits.map((visit) => (
                <li key={visit.id}>
                  {visit.at} · {visit.firstName} · {visit.type}
                </li>
              ))}
              {covered.total > covered.visits.length ? (
                <li className="text-muted-foreground">
                  and {covered.total - covered.visits.length} more
                </li>
              ) : null}
            </ul>
            <p>{availabilityMessages.moveFirst(covered.total)}</p>
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="justify-self-start"
              onClick={() => setCovered(null)}
            >
              {availabilityMessages.keepVisits}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
