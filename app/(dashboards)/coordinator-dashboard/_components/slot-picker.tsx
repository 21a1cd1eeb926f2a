"use client";

import * as React from "react";
import { schedulingChoices } from "@/lib/actions/doctors";
import { formatTime12h, rankByTime } from "@/lib/appointments/availability";
import type { DoctorSlots } from "@/lib/queries/availability";
import { Button } from "@/components/ui/button";

type Choices =
  { state: "loading" } | { state: "failed" } | { state: "ready"; doctors: DoctorSlots[] };

/**
 * Who is free, for the schedule form: asked from the server for the day and the visit's length
 * (doctors' hours minus their appointments and time off), ranked here as the time changes. Picking
 * a doctor or a time fills the form; the database still refuses an overlap if someone booked the
 * slot meanwhile.
 */
export function SlotPicker({
  date,
  time,
  durationMinutes,
  doctorId,
  onDoctor,
  onTime,
  onFirstFree,
  prefer,
}: {
  date: string;
  time: string;
  durationMinutes: number;
  doctorId: string;
  onDoctor: (id: string) => void;
  onTime: (time: string) => void;
  /** Called once per answer with the doctor to suggest (free at the time, or the nearest). */
  onFirstFree: (id: string) => void;
  /**
   * The doctors of the visit's city: listed first, and the only ones suggested (another city's
   * doctor is picked on purpose, never by default).
   */
  prefer?: (id: string) => boolean;
}) {
  const [choices, setChoices] = React.useState<Choices>({ state: "loading" });
  const suggest = React.useRef(onFirstFree);
  suggest.current = onFirstFree;
  const timeNow = React.useRef(time);
  timeNow.current = time;
  const preferred = React.useRef(prefer);
  preferred.current = prefer;

  React.useEffect(() => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !Number.isFinite(durationMinutes)) return;
    let live = true;
    setChoices({ state: "loading" });
    void schedulingChoices({ date, time: timeNow.current || "10:00", durationMinutes }).then(
      (result) => {
        if (!live) return;
        if (!result.ok) {
          setChoices({ state: "failed" });
          return;
        }
        setChoices({ state: "ready", doctors: result.data });
        const wanted = preferred.current;
        const first = wanted
          ? result.data.find((doctor) => wanted(doctor.id) && doctor.nearest !== null)
          : result.data[0];
        if (first && first.nearest !== null) suggest.current(first.id);
      },
      () => live && setChoices({ state: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [date, durationMinutes]);

  if (choices.state === "loading") {
    return (
      <p role="status" className="text-muted-foreground text-sm">
        Finding free times…
      </p>
    );
  }
  if (choices.state === "failed") {
    return (
      <p role="alert" className="text-destructive text-sm">
        Free times could not be loaded. You can still choose a doctor and a time below.
      </p>
    );
  }
  // Stable sort: the city's doctors first, each part still by time.
  const ranked = rankByTime(choices.doctors, time).sort(
    (a, b) => Number(prefer?.(b.id) ?? false) - Number(prefer?.(a.id) ?? false),
  );
  const freeNow = ranked.filter((doctor) => doctor.freeAtTime);
  const chosen = ranked.find((doctor) => doctor.id === doctorId);
  const others = ranked.filter((doctor) => !doctor.freeAtTime && doctor.nearest !== null);

  return (
    <div className="bg-muted/50 grid gap-3 rounded-md p-3 text-sm">
      <div>
        <p className="font-medium">{`Free at ${formatTime12h(time)}`}</p>
        {freeNow.length === 0 ? (
          <p className="text-muted-foreground">Nobody is free then for this length of visit.</p>
        ) : (
          <ul
            className="mt-1 flex flex-wrap gap-2"
            aria-label={`Doctors free at ${formatTime12h(time)}`}
          >
            {freeNow.slice(0, 8).map((doctor) => (
              <li key={doctor.id}>
                <Button
                  type="button"
                  size="sm"
                  variant={doctor.id === doctorId ? "default" : "outline"}
                  aria-pressed={doctor.id === doctorId}
                  onClick={() => onDoctor(doctor.id)}
                >
                  {`Dr. ${doctor.name}`}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {freeNow.length === 0 && others.length > 0 ? (
          <ul className="mt-1 flex flex-wrap gap-2" aria-label="Nearest free times">
            {others.slice(0, 4).map((doctor) => (
              <li key={doctor.id}>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    onDoctor(doctor.id);
                    if (doctor.nearest) onTime(doctor.nearest);
                  }}
                >
                  {`Dr. ${doctor.name} at ${formatTime12h(doctor.nearest ?? "")}`}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {chosen ? (
        <div>
          <p className="font-medium">{`Dr. ${chosen.name}'s free times that day`}</p>
          {chosen.slots.length === 0 ? (
            <p className="text-muted-foreground">
              None: her hours, appointments or time off leave no room that day.
            </p>
          ) : (
            <ul
              className="mt-1 flex flex-wrap gap-1.5"
              aria-label={`Free times of Dr. ${chosen.name}`}
            >
              {chosen.slots.map((slot) => (
                <li key={slot}>
                  <Button
                    type="button"
                    size="sm"
                    variant={slot === time ? "default" : "outline"}
                    aria-pressed={slot === time}
                    onClick={() => onTime(slot)}
                  >
                    {formatTime12h(slot)}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
