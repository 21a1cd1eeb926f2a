import { bookingLimits } from "@/lib/validations/booking";
import type { BookingFormWords } from "@/content/booking-form";
import { Field, Optional } from "@/components/ui/field";
import { fieldsOf } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import type { BookingFormApi } from "./booking-fields";

/** What she is going through, only if she wants to say. */
export function DetailsFieldset({
  form,
  words,
}: {
  form: BookingFormApi;
  words: BookingFormWords;
}) {
  const w = words.details;
  const { register } = form;
  const field = fieldsOf("booking", form.formState.errors);
  return (
    <fieldset className="space-y-5">
      <legend className="mb-1 text-lg font-semibold">
        {w.legend}
        <Optional label={words.optional} />
      </legend>
      <p className="text-muted-foreground text-sm">{w.lead}</p>
      <Field {...field("symptoms")} label={w.symptoms} optional={words.optional}>
        <Textarea
          {...register("symptoms")}
          rows={4}
          // Health details have no place in the browser's autofill history.
          autoComplete="off"
          maxLength={bookingLimits.symptoms}
        />
      </Field>
      <Field {...field("previousTreatment")} label={w.previousTreatment} optional={words.optional}>
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
