import { bookingLimits } from "@/lib/validations/booking";
import { Field } from "@/components/ui/field";
import { fieldsOf } from "@/components/ui/form";
import { EmailInput, Input } from "@/components/ui/input";
import type { BookingFormApi } from "./booking-fields";

/** Her name, how to reach her and her age. */
export function AboutYouFieldset({ form }: { form: BookingFormApi }) {
  const { register } = form;
  const field = fieldsOf("booking", form.formState.errors);
  return (
    <fieldset className="space-y-5">
      <legend className="mb-4 text-lg font-semibold">About you</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...field("firstName")} label="First name">
          <Input
            {...register("firstName")}
            autoComplete="given-name"
            maxLength={bookingLimits.name}
            required
          />
        </Field>
        <Field {...field("lastName")} label="Last name">
          <Input
            {...register("lastName")}
            autoComplete="family-name"
            maxLength={bookingLimits.name}
            required
          />
        </Field>
        <Field
          {...field("email")}
          label="Email"
          description="We send your confirmation here, nothing else."
        >
          <EmailInput {...register("email")} maxLength={bookingLimits.email} />
        </Field>
        <Field
          {...field("phone")}
          label="Phone"
          description="Only a woman from our care team uses it, the way you choose below."
        >
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
          label="Age"
          description={`${bookingLimits.minAge} to ${bookingLimits.maxAge} years.`}
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
