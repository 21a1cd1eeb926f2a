import { AboutYouFieldset } from "./about-you-fieldset";
import { AppointmentFieldset } from "./appointment-fieldset";
import type { BookingFormApi } from "./booking-fields";
import type { BookingFields } from "./booking-values";
import { ConsentFieldset } from "./consent-fieldset";
import { ContactFieldset } from "./contact-fieldset";
import { DetailsFieldset } from "./details-fieldset";
import type { BookingLanguage } from "./booking-values";
import { TimePicker, type TimePickerLive } from "./time-picker";
import type { TimeChoices, TimeOption } from "@/lib/booking/time-choices";

/** The free times the form offers, and what the engine adds to them (time-picker.tsx). */
export type BookingTimes = {
  choices: TimeChoices;
  nearest: readonly TimeOption[];
  live?: TimePickerLive;
};

/**
 * The form's questions: five fieldsets and the honeypot. Rendered twice over: by the booking page
 * on the server, as plain HTML with `plainBookingApi` (the first thing she sees, no script needed),
 * and by the form's engine in the browser once she starts on it, with react-hook-form. Hook-free
 * for that reason, and the same markup both ways so that the change is invisible.
 */
export function BookingQuestions({
  form,
  today,
  language,
  times,
}: {
  form: BookingFormApi;
  today?: string;
  language: BookingLanguage;
  /** The free times to choose from; none where the form offers none. */
  times?: BookingTimes | null;
}) {
  const { words, cityNames, links } = language;
  return (
    <>
      {times ? (
        <TimePicker
          choices={times.choices}
          nearest={times.nearest}
          form={form}
          words={words}
          cityNames={cityNames}
          {...(times.live ? { live: times.live } : {})}
        />
      ) : null}
      <AboutYouFieldset form={form} words={words} />
      <ContactFieldset form={form} words={words} />
      <AppointmentFieldset
        form={form}
        today={today}
        words={words}
        cityNames={cityNames}
        timesOffered={Boolean(times?.choices.place)}
        enhanced={Boolean(times?.live)}
      />
      <DetailsFieldset form={form} words={words} />
      <ConsentFieldset form={form} words={words} privacyHref={links.privacy} />

      {/* The language she is booking in: the server's messages and her mails are written in it. */}
      <input type="hidden" {...form.register("locale")} />

      {/* Honeypot: hidden from people and screen readers, filled in only by bots. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="booking-website">{words.honeypot}</label>
        <input
          id="booking-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register("website")}
        />
      </div>
    </>
  );
}

/**
 * The part of react-hook-form's handle the fieldsets use, for HTML without it: each input named
 * and holding its starting value, no messages. What the server renders the questions with.
 */
export function plainBookingApi(initial: BookingFields): BookingFormApi {
  const register = (name: keyof BookingFields) => {
    const value = initial[name];
    if (typeof value === "boolean") return { name, defaultChecked: value };
    // A radio group's default is per option: its fieldset sets defaultChecked itself.
    if (name === "contactMethod" || name === "slot") return { name };
    return { name, defaultValue: value };
  };
  const api = {
    register,
    watch: (name: keyof BookingFields) => initial[name],
    setValue: () => {},
    formState: { errors: {}, defaultValues: initial },
  };
  return api as unknown as BookingFormApi;
}
