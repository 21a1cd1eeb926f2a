import {
  aYearAfter,
  consultationTypeLabels,
  consultationTypes,
  timeSlots,
  urgencies,
  urgencyLabels,
} from "@/lib/validations/booking";
import { bookingTopicLabel, bookingTopics } from "@/content/booking-topics";
import { cities } from "@/content/cities";
import { claims } from "@/content/site";
import { formatINR } from "@/content/money";
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
}: {
  form: BookingFormApi;
  today: string | undefined;
}) {
  const { register } = form;
  const field = fieldsOf("booking", form.formState.errors);
  return (
    <fieldset className="space-y-5">
      <legend className="mb-4 text-lg font-semibold">Your appointment</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field("topic")} label="What you are asking about" optional>
          <NativeSelect {...register("topic")}>
            <NativeSelectOption value="">Not sure yet</NativeSelectOption>
            <NativeSelectOptions
              values={bookingTopics.map((topic) => topic.value)}
              labels={bookingTopicLabel}
            />
          </NativeSelect>
        </Field>
        <Field {...field("city")} label="Your city" optional>
          <NativeSelect {...register("city")}>
            <NativeSelectOption value="">Another city</NativeSelectOption>
            <NativeSelectOptions
              values={cities.map((city) => city.id)}
              labels={(id) => cities.find((city) => city.id === id)?.name}
            />
          </NativeSelect>
        </Field>
        <Field
          {...field("preferredDate")}
          label="Preferred date"
          description="Today or within the next 12 months (India time)."
        >
          <Input
            {...register("preferredDate")}
            type="date"
            min={today}
            max={today ? aYearAfter(today) : undefined}
            required
          />
        </Field>
        <Field {...field("preferredTime")} label="Preferred time">
          <NativeSelect {...register("preferredTime")} required>
            <NativeSelectOption value="">Choose a time</NativeSelectOption>
            <NativeSelectOptions values={timeSlots} />
          </NativeSelect>
        </Field>
        <Field
          {...field("consultationType")}
          label="Consultation type"
          description={`Each starts with the ${formatINR(claims.diagnosticFee)} diagnostic fee, adjusted against your package if you go ahead.`}
        >
          {/* Never empty (it opens on the initial consultation), so not `required`: a required
              select must start on an empty choice, and this one has none to offer. */}
          <NativeSelect {...register("consultationType")}>
            <NativeSelectOptions values={consultationTypes} labels={consultationTypeLabels} />
          </NativeSelect>
        </Field>
        <Field {...field("urgency")} label="How soon would you like to be seen?">
          <NativeSelect {...register("urgency")} required>
            <NativeSelectOption value="">Choose one</NativeSelectOption>
            <NativeSelectOptions values={urgencies} labels={urgencyLabels} />
          </NativeSelect>
        </Field>
      </div>
    </fieldset>
  );
}
