"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type * as z from "zod/mini";
import {
  claimRequest,
  closeRequest,
  markRequestContacted,
  scheduleRequest,
} from "@/lib/actions/requests";
import {
  requestCloseReasonLabels,
  requestCloseReasons,
  requestMessages,
} from "@/lib/booking/request-queue";
import {
  requestCloseSchema,
  requestContactSchema,
  requestScheduleSchema,
  visitDurations,
} from "@/lib/validations/request";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { applyFieldErrors, fieldsOf } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import {
  NativeSelect,
  NativeSelectOption,
  NativeSelectOptions,
} from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { cities, type CitySlug } from "@/content/cities";
import {
  cityName,
  doctorsForCity,
  firstDoctorId,
  placeWarnings,
} from "@/lib/appointments/doctor-choices";
import { timeFrom12h } from "@/lib/appointments/availability";
import { DoctorSelect, useDoctorList } from "./doctor-select";
import { SlotPicker } from "./slot-picker";

type Allowed = { claim: boolean; contact: boolean; schedule: boolean; close: boolean };

type ContactFields = z.input<typeof requestContactSchema>;
type ScheduleFields = z.input<typeof requestScheduleSchema>;
type CloseFields = z.input<typeof requestCloseSchema>;

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
  preferredTime,
  visitMinutes,
  bookedCity,
  video,
}: {
  requestId: string;
  name: string;
  allowed: Allowed;
  today: string;
  preferredDate: string;
  /** The slot she picked on the booking form, "10:30 AM". */
  preferredTime: string;
  /** The length of the visit she asked for (initial 60, follow-up 30, urgent 45). */
  visitMinutes: number;
  /** The city she booked for, if she named one: its clinic and its doctors are offered first. */
  bookedCity: CitySlug | null;
  /** She asked for a video consultation. */
  video: boolean;
}) {
  const { pending, run, ready } = useActionToast();
  // Short ids for the labels and error messages (the request id would be written into each).
  const base = React.useId();
  // Read when the request can be scheduled, as the form appears (not sent with the page).
  const doctors = useDoctorList(allowed.schedule);
  const firstDoctor =
    doctors.state === "ready"
      ? firstDoctorId(doctorsForCity(doctors.groups, bookedCity, false))
      : "";
  // The city's doctors come first; ticked, they are the only ones listed.
  const [onlyCity, setOnlyCity] = React.useState(false);

  const contactForm = useForm<ContactFields, unknown, z.output<typeof requestContactSchema>>({
    resolver: zodResolver(requestContactSchema),
    defaultValues: { requestId, note: "" },
  });
  const scheduleForm = useForm<ScheduleFields, unknown, z.output<typeof requestScheduleSchema>>({
    resolver: zodResolver(requestScheduleSchema),
    defaultValues: {
      requestId,
      doctorId: firstDoctor,
      // What she asked for: her day (if still ahead), her time, the visit's usual length.
      date: preferredDate >= today ? preferredDate : today,
      time: timeFrom12h(preferredTime) ?? "10:00",
      durationMinutes: String(visitMinutes),
      mode: video ? "video" : "in_person",
      clinic: bookedCity ?? "",
    },
  });
  // The doctor suggested by the free times (free then, or nearest) until the coordinator picks
  // one herself; the first listed only when no free time is known.
  const pickedDoctor = React.useRef(false);
  React.useEffect(() => {
    if (firstDoctor && !scheduleForm.getValues("doctorId")) {
      scheduleForm.setValue("doctorId", firstDoctor);
    }
  }, [firstDoctor, scheduleForm]);
  const [slotDate, slotTime, slotMinutes, slotDoctor, mode, clinic] = scheduleForm.watch([
    "date",
    "time",
    "durationMinutes",
    "doctorId",
    "mode",
    "clinic",
  ]);
  // The city whose doctors come first: the clinic's in person, else the one she booked for.
  const clinicCity = cities.find((city) => city.id === clinic)?.id ?? null;
  const visitCity = mode === "in_person" && clinicCity ? clinicCity : bookedCity;
  const allGroups = doctors.state === "ready" ? doctors.groups : [];
  const cityDoctors = doctorsForCity(allGroups, visitCity, true);
  const filtered = onlyCity && cityDoctors.length > 0;
  const inVisitCity = (id: string) =>
    cityDoctors.some(([, group]) => group.some(([doctorId]) => doctorId === id));
  const chosenDoctor = allGroups
    .flatMap(([, group]) => group)
    .find(([doctorId]) => doctorId === slotDoctor);
  // While only the city's doctors are listed, the chosen one is one of them.
  const cityKey = cityDoctors.flatMap(([, group]) => group.map(([id]) => id)).join(",");
  React.useEffect(() => {
    if (!filtered || !cityKey) return;
    const ids = cityKey.split(",");
    if (!ids.includes(scheduleForm.getValues("doctorId"))) {
      scheduleForm.setValue("doctorId", ids[0] ?? "");
    }
  }, [filtered, cityKey, scheduleForm]);
  const warnings = placeWarnings({
    mode: mode === "video" ? "video" : "in_person",
    clinic: clinicCity,
    bookedCity,
    doctor: chosenDoctor,
  });
  const chooseDoctor = (id: string) => {
    // A free doctor from another city, picked on purpose: list them all so the choice shows.
    if (!inVisitCity(id)) setOnlyCity(false);
    pickedDoctor.current = true;
    scheduleForm.setValue("doctorId", id, { shouldValidate: true });
  };
  const closeForm = useForm<CloseFields, unknown, z.output<typeof requestCloseSchema>>({
    resolver: zodResolver(requestCloseSchema),
    defaultValues: { requestId, note: "" },
  });

  const contactField = fieldsOf(`${base}-contact`, contactForm.formState.errors);
  const scheduleField = fieldsOf(`${base}-schedule`, scheduleForm.formState.errors);
  const closeField = fieldsOf(`${base}-close`, closeForm.formState.errors);

  return (
    <div className="grid gap-4">
      <h3 className="font-semibold">Actions</h3>

      {allowed.claim ? (
        <Button
          type="button"
          className="justify-self-start"
          disabled={pending || !ready}
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
            method="post"
            noValidate
            className="mt-3 grid gap-3"
            onSubmit={contactForm.handleSubmit((values) =>
              run(() => markRequestContacted(values), {
                success: requestMessages.contacted,
                onSuccess: () => contactForm.reset({ requestId, note: "" }),
                onError: (result) => applyFieldErrors(contactForm, result),
              }),
            )}
          >
            <Field {...contactField("note")} label="What happened">
              <Textarea
                placeholder="e.g. Sent a WhatsApp message; she prefers mornings."
                {...contactForm.register("note")}
              />
            </Field>
            <Button type="submit" className="justify-self-start" disabled={pending || !ready}>
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
              method="post"
              noValidate
              className="mt-3 grid gap-3"
              onSubmit={scheduleForm.handleSubmit((values) =>
                run(() => scheduleRequest(values), {
                  success: requestMessages.scheduled,
                  onError: (result) => applyFieldErrors(scheduleForm, result),
                }),
              )}
            >
              <SlotPicker
                date={slotDate}
                time={slotTime}
                durationMinutes={Number(slotMinutes)}
                doctorId={slotDoctor}
                onDoctor={chooseDoctor}
                onTime={(time) => scheduleForm.setValue("time", time, { shouldValidate: true })}
                prefer={visitCity ? inVisitCity : undefined}
                onFirstFree={(id) => {
                  if (!pickedDoctor.current) scheduleForm.setValue("doctorId", id);
                }}
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <Field {...scheduleField("mode")} label="Where">
                  <NativeSelect {...scheduleForm.register("mode")}>
                    <NativeSelectOption value="in_person">In person at a clinic</NativeSelectOption>
                    <NativeSelectOption value="video">Video consultation</NativeSelectOption>
                  </NativeSelect>
                </Field>
                {mode === "video" ? null : (
                  <Field {...scheduleField("clinic")} label="Clinic">
                    <NativeSelect {...scheduleForm.register("clinic")}>
                      <NativeSelectOption value="">Choose a clinic</NativeSelectOption>
                      {cities.map((city) => (
                        <NativeSelectOption key={city.id} value={city.id}>
                          {city.id === bookedCity
                            ? `Saheli Care ${city.name} (she booked for ${city.name})`
                            : `Saheli Care ${city.name}`}
                        </NativeSelectOption>
                      ))}
                    </NativeSelect>
                  </Field>
                )}
              </div>
              {bookedCity ? null : (
                <p className="text-muted-foreground text-sm">
                  She named no city when she booked: ask her which clinic suits her.
                </p>
              )}
              <Field {...scheduleField("doctorId")} label="Doctor">
                <DoctorSelect
                  list={doctors}
                  city={visitCity}
                  onlyCity={filtered}
                  {...scheduleForm.register("doctorId", {
                    onChange: () => {
                      pickedDoctor.current = true;
                    },
                  })}
                />
              </Field>
              {visitCity ? (
                cityDoctors.length > 0 ? (
                  <label className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={onlyCity}
                      onChange={(event) => setOnlyCity(event.target.checked)}
                    />
                    {`Only doctors practising in ${cityName(visitCity)}`}
                  </label>
                ) : (
                  <p className="text-warning text-sm">
                    {`No doctor practises in ${cityName(visitCity)}: all doctors are listed. A video consultation may suit her better.`}
                  </p>
                )
              ) : null}
              {warnings.length > 0 ? (
                <div
                  role="status"
                  data-testid="place-warning"
                  className="border-warning/25 bg-warning-soft text-warning grid gap-1 rounded-md border p-3 text-sm"
                >
                  {warnings.map((warning) => (
                    <p key={warning}>{warning}</p>
                  ))}
                </div>
              ) : null}
              <div className="grid gap-3 sm:grid-cols-3">
                <Field {...scheduleField("date")} label="Date">
                  <Input type="date" min={today} {...scheduleForm.register("date")} />
                </Field>
                <Field {...scheduleField("time")} label="Time (India)">
                  <Input type="time" step={300} {...scheduleForm.register("time")} />
                </Field>
                <Field {...scheduleField("durationMinutes")} label="Duration">
                  <NativeSelect {...scheduleForm.register("durationMinutes")}>
                    <NativeSelectOptions
                      values={visitDurations}
                      labels={(minutes) => `${minutes} minutes`}
                    />
                  </NativeSelect>
                </Field>
              </div>
              <p className="text-muted-foreground text-sm">
                She gets an e-mail with the time, the doctor and the clinic (or the video call), and
                a short message if she has an account: nothing about why she comes.
              </p>
              <Button type="submit" className="justify-self-start" disabled={pending || !ready}>
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
            method="post"
            noValidate
            className="mt-3 grid gap-3"
            onSubmit={closeForm.handleSubmit((values) =>
              run(() => closeRequest(values), {
                success: requestMessages.closed,
                onError: (result) => applyFieldErrors(closeForm, result),
              }),
            )}
          >
            <Field {...closeField("reason")} label="Reason">
              <NativeSelect {...closeForm.register("reason")}>
                <NativeSelectOption value="">Choose a reason</NativeSelectOption>
                <NativeSelectOptions
                  values={requestCloseReasons}
                  labels={requestCloseReasonLabels}
                />
              </NativeSelect>
            </Field>
            <Field {...closeField("note")} label="Note" optional>
              <Textarea {...closeForm.register("note")} />
            </Field>
            <Button
              type="submit"
              variant="destructive"
              className="justify-self-start"
              disabled={pending || !ready}
            >
              Close request
            </Button>
          </form>
        </details>
      ) : null}
    </div>
  );
}
