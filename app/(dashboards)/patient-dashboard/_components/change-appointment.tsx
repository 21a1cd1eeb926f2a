"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { CalendarClock, Phone, X } from "lucide-react";
import { siteConfig } from "@/content/site";
import { cancelMyAppointment, moveMyAppointment, myFreeTimes } from "@/lib/actions/appointments";
import { formatTime12h } from "@/lib/appointments/availability";
import { formatIndiaDateTime } from "@/lib/india-time";
import { fill } from "@/lib/template";
import { useActionToast } from "@/components/dashboard/use-action-toast";
import { usePatientCopy } from "@/components/patient/patient-copy";
import { usePatientDialog } from "./patient-dialog";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Separator } from "@/components/ui/separator";

/** One of her upcoming appointments that she may still change herself, as the server judged. */
export type ChangeTarget = {
  id: string;
  /** Day and time, India time, as her card shows them. */
  when: string;
  /** Its day and start, YYYY-MM-DD and HH:MM, India time. */
  day: string;
  time: string;
  /** The first day a new time may fall on: the cut-off from now. */
  firstDay: string;
  /** The cut-off, in her language: "24 hours". */
  cutoff: string;
};

/**
 * Past the cut-off: the words to call instead of the buttons, the number a link that dials. The
 * server wrote the sentence; the number in it becomes the link.
 */
export function CallUsInstead({ text }: { text: string }) {
  const [before, after] = text.split(siteConfig.phone.display);
  return (
    <p className="text-muted-foreground basis-full text-sm">
      <Phone aria-hidden="true" className="mr-1.5 inline size-4 align-[-2px]" />
      {before}
      <a href={siteConfig.phone.href} className="text-primary font-medium underline">
        {siteConfig.phone.display}
      </a>
      {after}
    </p>
  );
}

/**
 * "Change or cancel" on her card: a dialog to move it to another free time, or to cancel it. In her
 * language (usePatientCopy), and so are the actions' answers.
 */
export function ChangeAppointment({ target }: { target: ChangeTarget }) {
  const copy = usePatientCopy("appointments", "appointmentAnswers");
  const dialog = usePatientDialog();
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="outline">
            <CalendarClock aria-hidden="true" />
            {copy.appointments.change.open}
            <span className="sr-only">
              {fill(copy.appointments.change.openFor, { when: target.when })}
            </span>
          </Button>
        </DialogTrigger>
        <DialogContent {...dialog}>
          {/* Mounted while open only: each opening starts afresh from her appointment. */}
          <ChangePanel target={target} onDone={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </div>
  );
}

type Times =
  { state: "loading" } | { state: "failed"; error: string } | { state: "ready"; slots: string[] };

/** The doctor's free times for this appointment on `day`, asked from the server as the day changes. */
function useFreeTimes(
  appointmentId: string,
  day: string,
  attempt: number,
  loadFailed: string,
): Times {
  const [times, setTimes] = React.useState<Times>({ state: "loading" });
  React.useEffect(() => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return; // none chosen: the panel asks for one
    let live = true;
    setTimes({ state: "loading" });
    myFreeTimes({ appointmentId, date: day }).then(
      (result) => {
        if (!live) return;
        setTimes(
          result.ok
            ? { state: "ready", slots: result.data.slots }
            : { state: "failed", error: result.error },
        );
      },
      () => live && setTimes({ state: "failed", error: loadFailed }),
    );
    return () => {
      live = false;
    };
  }, [appointmentId, day, attempt, loadFailed]);
  return times;
}

function ChangePanel({ target, onDone }: { target: ChangeTarget; onDone: () => void }) {
  const dialog = usePatientDialog();
  const router = useRouter();
  const copy = usePatientCopy("appointments", "appointmentAnswers");
  const words = copy.appointments.change;
  const answers = copy.appointmentAnswers.changes;
  const { pending, run } = useActionToast(copy.shell.toast);
  const [day, setDay] = React.useState(target.day < target.firstDay ? target.firstDay : target.day);
  const [time, setTime] = React.useState<string | null>(null);
  const [error, setError] = React.useState<string>();
  const [attempt, setAttempt] = React.useState(0);
  const times = useFreeTimes(target.id, day, attempt, words.loadFailed);
  const dayChosen = /^\d{4}-\d{2}-\d{2}$/.test(day);
  // Her own time is free for her, but choosing it changes nothing.
  const slots =
    times.state === "ready"
      ? times.slots.filter((slot) => day !== target.day || slot !== target.time)
      : [];

  const done = () => {
    onDone();
    router.refresh();
  };

  function move(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!time) {
      setError(answers.timeRequired);
      return;
    }
    run(() => moveMyAppointment({ appointmentId: target.id, date: day, time }), {
      success: (data) => ({
        description: fill(answers.moved, {
          when: formatIndiaDateTime(data.appointmentDate, copy.locale),
        }),
      }),
      onSuccess: done,
      onError: (result) => {
        setError(result.fieldErrors?.time?.[0] ?? result.error);
        // The time may have gone meanwhile: show what is free now.
        setTime(null);
        setAttempt((n) => n + 1);
      },
    });
  }

  return (
    <div className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{words.title}</DialogTitle>
        <DialogDescription>
          {fill(words.description, { when: target.when, hours: target.cutoff })}
        </DialogDescription>
      </DialogHeader>

      <form onSubmit={move} method="post" className="grid gap-4" noValidate>
        <h3 className="font-semibold">{words.moveHeading}</h3>
        <Field id="move-day" label={words.newDay} description={words.newDayHelp}>
          <Input
            type="date"
            min={target.firstDay}
            value={day}
            onChange={(event) => {
              setDay(event.target.value);
              setTime(null);
              setError(undefined);
            }}
          />
        </Field>
        <fieldset className="grid gap-2" aria-describedby={error ? "move-time-error" : undefined}>
          <legend className="mb-2 text-sm font-medium">{words.freeTimes}</legend>
          {!dayChosen ? (
            <p className="text-muted-foreground text-sm">{words.chooseDay}</p>
          ) : times.state === "loading" ? (
            <p role="status" className="text-muted-foreground text-sm">
              {words.finding}
            </p>
          ) : times.state === "failed" ? (
            <div role="alert" className="grid justify-items-start gap-2 text-sm">
              <p className="text-destructive">{times.error}</p>
              <Button
                type="button"
                variant="outline"

                onClick={() => setAttempt((n) => n + 1)}
              >
                {words.tryAgain}
              </Button>
            </div>
          ) : slots.length === 0 ? (
            <p role="status" className="text-muted-foreground text-sm">
              {answers.noFreeTime}
            </p>
          ) : (
            <ul className="flex flex-wrap gap-1.5">
              {slots.map((slot) => (
                <li key={slot}>
                  <Button
                    type="button"

                    variant={slot === time ? "default" : "outline"}
                    aria-pressed={slot === time}
                    onClick={() => {
                      setTime(slot);
                      setError(undefined);
                    }}
                  >
                    {formatTime12h(slot, copy.locale)}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {error ? (
            <p id="move-time-error" className="text-destructive text-sm font-medium">
              {error}
            </p>
          ) : null}
        </fieldset>
        <Button
          type="submit"
          disabled={pending || !time || !dayChosen}
          className="justify-self-start"
        >
          {pending ? copy.appointments.busy.saving : words.move}
        </Button>
      </form>

      <Separator />

      <div className="grid justify-items-start gap-2">
        <h3 className="font-semibold">{words.cancelHeading}</h3>
        <p className="text-muted-foreground text-sm">{words.cancelBody}</p>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="destructive" disabled={pending}>
              <X aria-hidden="true" />
              {words.cancel}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent lang={dialog.lang} className={dialog.className}>
            <AlertDialogHeader>
              <AlertDialogTitle>{words.confirmTitle}</AlertDialogTitle>
              <AlertDialogDescription>
                {fill(words.confirmBody, { when: target.when })}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{words.keep}</AlertDialogCancel>
              <AlertDialogAction
                variant="destructive"
                onClick={() =>
                  run(() => cancelMyAppointment({ appointmentId: target.id }), {
                    success: answers.cancelled,
                    onSuccess: done,
                  })
                }
              >
                {words.confirm}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </div>
  );
}
