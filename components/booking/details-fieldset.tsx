import { bookingLimits } from "@/lib/validations/booking";
import { Field, Optional } from "@/components/ui/field";
import { fieldsOf } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import type { BookingFormApi } from "./booking-fields";

/** What she is going through, only if she wants to say. */
export function DetailsFieldset({ form }: { form: BookingFormApi }) {
  const { register } = form;
  const field = fieldsOf("booking", form.formState.errors);
  return (
    <fieldset className="space-y-5">
      <legend className="mb-1 text-lg font-semibold">
        Tell us more
        <Optional />
      </legend>
      <p className="text-muted-foreground text-sm">
        Share only what you are comfortable with. Only the doctor and care coordinator looking after
        you read it.
      </p>
      <Field {...field("symptoms")} label="What are you experiencing?" optional>
        <Textarea
          {...register("symptoms")}
          rows={4}
          // Health details have no place in the browser's autofill history.
          autoComplete="off"
          maxLength={bookingLimits.symptoms}
        />
      </Field>
      <Field {...field("previousTreatment")} label="Any treatment so far?" optional>
        <Textarea
          {...register("previousTreatment")}
          rows={3}
          autoComplete="off"
          maxLength={bookingLimits.previousTreatment}
        />
      </Field>
    </fieldset>
  );
}
