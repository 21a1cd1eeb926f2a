import {
  aYearAfter,
  consultationTypes,
  firstOpenDay,
  timeSlots,
  urgencies,
} from "@/lib/validations/booking";
import { bookingTopics } from "@/content/booking-topics";
import type { BookingFormWords } from "@/content/booking-form";
import { Field } from "@/components/ui/field";
import { fieldsOf } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import {
  NativeSelect,
  NativeSelectOption,
  NativeSelectOptions,
} from "@/components/ui/native-select";
import type { BookingFormApi } from "./booking-fields";

/**
 * The day, time and kind of visit she would like. `today` is India's date, known only in the
 * browser (undefined while the pre-rendered page hydrates): the date field's bounds.
 */
export function AppointmentFieldset({
  form,
  today,
  words,
  cityNames,
  timesOffered,
  enhanced,
}: {
  form: BookingFormApi;
  today: string | undefined;
  words: BookingFormWords;
  /** The cities' names in the page's language, in the catalogue's order. */
  cityNames: readonly (readonly [id: string, name: string])[];
  /**
   * Free times are offered above: the preferred day and time are then only for "a coordinator
   * calls me", so the browser does not demand them (the schema still does, without a time).
   */
  timesOffered: boolean;
  /** The form's engine runs: the preferred day and time show only when no time is chosen. */
  enhanced: boolean;
}) {
  const w = words.appointment;
  const { register } = form;
  const field = fieldsOf("booking", form.formState.errors);
  const timeChosen = enhanced && form.watch("slot") !== "";
  return (
    <fieldset className="space-y-5">
      <legend className="mb-4 text-lg font-semibold">{w.legend}</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field("topic")} label={w.topic} optional={words.optional}>
          <NativeSelect {...register("topic")}>
            <NativeSelectOption value="">{w.notSure}</NativeSelectOption>
            <NativeSelectOptions
              values={bookingTopics.map((topic) => topic.value)}
              labels={words.topics}
            />
          </NativeSelect>
        </Field>
        <Field {...field("city")} label={w.city} optional={words.optional}>
          <NativeSelect {...register("city")}>
            <NativeSelectOption value="">{w.anotherCity}</NativeSelectOption>
            {cityNames.map(([id, name]) => (
              <NativeSelectOption key={id} value={id}>
                {name}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </Field>
        <Field
          {...field("preferredDate")}
          label={w.date}
          description={w.dateHelp}
          className={timeChosen ? "hidden" : undefined}
        >
          <Input
            {...register("preferredDate")}
            type="date"
            // A date field cannot leave out single days: Sundays and holidays are refused by the
            // schema, with a message, as soon as she picks one. It opens on an open day, though.
            min={today ? firstOpenDay(today) : undefined}
            max={today ? aYearAfter(today) : undefined}
            required={!timesOffered}
          />
        </Field>
        <Field
          {...field("preferredTime")}
          label={w.time}
          className={timeChosen ? "hidden" : undefined}
        >
          <NativeSelect {...register("preferredTime")} required={!timesOffered}>
            <NativeSelectOption value="">{w.chooseTime}</NativeSelectOption>
            <NativeSelectOptions values={timeSlots} labels={words.times} />
          </NativeSelect>
        </Field>
        <Field {...field("consultationType")} label={w.type} description={w.typeHelp}>
          {/* Never empty (it opens on the initial consultation), so not `required`: a required
              select must start on an empty choice, and this one has none to offer. */}
          <NativeSelect {...register("consultationType")}>
            <NativeSelectOptions values={consultationTypes} labels={words.consultationTypes} />
          </NativeSelect>
        </Field>
        <Field {...field("urgency")} label={w.urgency}>
          <NativeSelect {...register("urgency")} required>
            <NativeSelectOption value="">{w.chooseOne}</NativeSelectOption>
            <NativeSelectOptions values={urgencies} labels={words.urgencies} />
          </NativeSelect>
        </Field>
      </div>
    </fieldset>
  );
}
