import type { BookingFormWords } from "@/content/booking-form";
import type { TimeChoices, TimeOption } from "@/lib/booking/time-choices";
import { fill } from "@/lib/template";
import type { BookingFormApi } from "./booking-fields";

/*
 * The links are `nofollow`: one booking page per place, doctor and day is nothing for a search
 * engine to index.
 *
 * The free times she can choose from while booking (issue 37), rendered twice like the rest of the
 * questions: on the server as plain HTML (the place, doctor and day are links; a time is a radio the
 * form posts), and by the form's engine, which fetches another day in place and holds the time she
 * picks. Hook-free for that reason; the engine passes what only it knows in `live`.
 */

/** What the engine adds: links answered in place, and her hold's state. */
export type TimePickerLive = {
  /** A place, doctor or day link: the engine shows its times without leaving the page. */
  onNavigate: (href: string) => void;
  loading: boolean;
  hold:
    | { state: "holding" }
    | { state: "held"; until: string }
    | { state: "taken"; message: string }
    | null;
  /** When urgent or an emergency: no time is booked online. */
  urgent: boolean;
};

const chip = "time-link";

function navigate(live: TimePickerLive | undefined) {
  return live
    ? (event: React.MouseEvent<HTMLAnchorElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        live.onNavigate(event.currentTarget.href);
      }
    : undefined;
}

function TimeRadio({
  option,
  form,
  words,
  withDay,
  showDoctor,
}: {
  option: TimeOption;
  form: BookingFormApi;
  words: BookingFormWords;
  withDay: boolean;
  showDoctor: boolean;
}) {
  const chosen = form.watch("slot") === option.value;
  return (
    <label className="time-choice">
      <input
        type="radio"
        value={option.value}
        className="sr-only"
        defaultChecked={chosen}
        {...form.register("slot")}
      />
      <b>{withDay ? `${option.dayLabel}, ${option.label}` : option.label}</b>
      {showDoctor ? (
        <small>{fill(words.picker.withDoctor, { doctor: option.doctorName })}</small>
      ) : null}
    </label>
  );
}

export function TimePicker({
  choices,
  nearest,
  form,
  words,
  cityNames,
  live,
}: {
  choices: TimeChoices;
  /** A lost time's nearest free ones, offered first. */
  nearest: readonly TimeOption[];
  form: BookingFormApi;
  words: BookingFormWords;
  cityNames: readonly (readonly [id: string, name: string])[];
  live?: TimePickerLive;
}) {
  const w = words.picker;
  const onLink = navigate(live);
  const cityName = (id: string) => cityNames.find(([city]) => city === id)?.[1] ?? id;
  const placeLabel = (place: string) =>
    place === "video" ? w.byVideo : fill(w.inPerson, { city: cityName(place) });
  const error = form.formState.errors.slot?.message;
  const parts = (["morning", "afternoon", "evening"] as const)
    .map((part) => ({ part, times: choices.times.filter((time) => time.part === part) }))
    .filter(({ times }) => times.length > 0);
  const hold = live?.hold ?? null;

  return (
    <fieldset
      id="times"
      className="min-w-0 scroll-mt-24 space-y-4"
      aria-busy={live?.loading || undefined}
    >
      <legend className="mb-2 text-lg font-semibold">{w.legend}</legend>
      <p className="text-muted-foreground text-sm">{w.lead}</p>
      {/* Where she is seen: the form's kind follows it (a video visit, or one at her city's clinic). */}
      <input type="hidden" {...form.register("kind")} />

      <div className="space-y-2">
        <p className="text-sm font-medium">{w.where}</p>
        {choices.place ? <p className="font-semibold">{placeLabel(choices.place)}</p> : null}
        <details open={!choices.place} className="text-sm">
          <summary className="text-primary min-h-11 cursor-pointer py-2 underline underline-offset-4">
            {choices.place ? w.change : w.where}
          </summary>
          <ul className="flex flex-wrap gap-2 pt-1">
            {choices.places.map(({ place, href }) => (
              <li key={place}>
                <a
                  href={href}
                  rel="nofollow"
                  onClick={onLink}
                  aria-current={place === choices.place || undefined}
                  className={chip}
                >
                  {placeLabel(place)}
                </a>
              </li>
            ))}
          </ul>
        </details>
      </div>

      {live?.urgent ? (
        <p className="bg-warning-soft text-warning rounded-lg px-4 py-3 text-sm">{w.urgent}</p>
      ) : null}

      {choices.place && choices.doctors.length > 0 ? (
        <div className="space-y-2">
          <p className="text-sm font-medium">{w.doctor}</p>
          <ul className="flex flex-wrap gap-2">
            <li>
              <a
                href={choices.anyDoctorHref}
                rel="nofollow"
                onClick={onLink}
                aria-current={choices.doctor === null || undefined}
                className={chip}
              >
                {w.anyDoctor}
              </a>
            </li>
            {choices.doctors.map((doctor) => (
              <li key={doctor.id}>
                <a
                  href={doctor.href}
                  rel="nofollow"
                  onClick={onLink}
                  aria-current={choices.doctor === doctor.id || undefined}
                  className={chip}
                >
                  {doctor.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {choices.place && choices.doctors.length === 0 ? (
        <p className="bg-secondary rounded-lg px-4 py-3 text-sm">{w.noDoctors}</p>
      ) : null}
      {!choices.place ? <p className="text-muted-foreground text-sm">{w.choosePlace}</p> : null}

      {nearest.length > 0 ? (
        <div className="space-y-2">
          <p className="text-sm font-medium">{w.nearest}</p>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {nearest.map((option) => (
              <TimeRadio
                key={`nearest-${option.value}`}
                option={option}
                form={form}
                words={words}
                withDay
                showDoctor
              />
            ))}
          </div>
        </div>
      ) : null}

      {choices.days.length > 0 ? (
        <nav aria-label={w.day}>
          <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2">
            {choices.days.map((day) => (
              <li key={day.day} className="shrink-0">
                <a
                  href={day.href}
                  rel="nofollow"
                  onClick={onLink}
                  aria-current={day.day === choices.day || undefined}
                  className="time-day"
                >
                  <span className="font-medium whitespace-nowrap">{day.label}</span>
                  <span className="text-xs">
                    {day.count > 0 ? fill(w.free, { count: day.count }) : w.full}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {choices.place && choices.doctors.length > 0 && choices.times.length === 0 ? (
        <p className="bg-secondary rounded-lg px-4 py-3 text-sm">{w.noTimes}</p>
      ) : null}

      {parts.map(({ part, times }) => (
        <div key={part} className="space-y-2">
          <p className="text-sm font-medium">{w.parts[part]}</p>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {times.map((option, index) => (
              <TimeRadio
                key={index}
                option={option}
                form={form}
                words={words}
                withDay={false}
                showDoctor={choices.doctor === null && choices.doctors.length > 1}
              />
            ))}
          </div>
        </div>
      ))}

      <p role="status" aria-live="polite" className="text-sm">
        {live?.loading
          ? w.loading
          : hold?.state === "holding"
            ? w.holding
            : hold?.state === "held"
              ? fill(w.held, { time: hold.until })
              : null}
      </p>
      {error || hold?.state === "taken" ? (
        <p id="booking-slot-error" role="alert" className="text-destructive text-sm font-medium">
          {error ?? (hold?.state === "taken" ? hold.message : null)}
        </p>
      ) : null}

      <label className="has-[:checked]:border-primary flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-sm">
        <input
          type="radio"
          value=""
          className="mt-1 size-4"
          defaultChecked={form.watch("slot") === ""}
          {...form.register("slot")}
        />
        <span>
          <span className="font-medium">{w.callMe}</span>
          <span className="text-muted-foreground block">{w.callMeHelp}</span>
        </span>
      </label>
    </fieldset>
  );
}
