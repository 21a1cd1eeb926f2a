import { fill } from "@/lib/template";
import { bookingLimits } from "@/lib/validations/booking";
import type { BookingFormWords } from "@/content/booking-form";
import { Field } from "@/components/ui/field";
import { fieldsOf } from "@/components/ui/form";
import { EmailInput, Input } from "@/components/ui/input";
import type { BookingFormApi } from "./booking-fields";

/** Her name, how to reach her and her age. */
export function AboutYouFieldset({
  form,
  words,
}: {
  form: BookingFormApi;
  words: BookingFormWords;
}) {
  const w = words.aboutYou;
  const { register } = form;
  const field = fieldsOf("booking", form.formState.errors);
  return (
    <fieldset className="space-y-5">
      <legend className="mb-4 text-lg font-semibold">{w.legend}</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field("firstName")} label={w.firstName}>
          <Input
            {...register("firstName")}
            autoComplete="given-name"
            maxLength={bookingLimits.name}
            required
          />
        </Field>
        <Field {...field("lastName")} label={w.lastName}>
          <Input
            {...register("lastName")}
            autoComplete="family-name"
            maxLength={bookingLimits.name}
            required
          />
        </Field>
        <Field {...field("email")} label={w.email} description={w.emailHelp}>
          <EmailInput {...register("email")} maxLength={bookingLimits.email} />
        </Field>
        <Field {...field("phone")} label={w.phone} description={w.phoneHelp}>
          <Input
            {...register("phone")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+91 98765 43210"
            required
          />
        </Field>
        <Field
          {...field("age")}
          label={w.age}
          description={fill(w.ageHelp, { min: bookingLimits.minAge, max: bookingLimits.maxAge })}
        >
          <Input
            {...register("age", { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={bookingLimits.minAge}
            max={bookingLimits.maxAge}
            step={1}
            required
            className="sm:max-w-40"
          />
        </Field>
      </div>
    </fieldset>
  );
}
