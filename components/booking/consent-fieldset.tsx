import { IntentLink as Link } from "@/components/ui/intent-link";
import type { BookingFormWords } from "@/content/booking-form";
import { Field } from "@/components/ui/field";
import { fieldsOf } from "@/components/ui/form";
import { CheckboxRow, type BookingFormApi } from "./booking-fields";

/** The consents, each on its own: care (required), reminders and offers (optional). */
export function ConsentFieldset({
  form,
  words,
  privacyHref,
}: {
  form: BookingFormApi;
  words: BookingFormWords;
  privacyHref: string;
}) {
  const w = words.consent;
  const { register } = form;
  const field = fieldsOf("booking", form.formState.errors);
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-lg font-semibold">{w.legend}</legend>
      <p className="text-muted-foreground text-sm">
        {w.leadBefore}{" "}
        <Link href={privacyHref} className="text-primary font-medium underline underline-offset-4">
          {w.privacyLink}
        </Link>
        {w.leadAfter}
      </p>
      <Field {...field("privacyConsent")}>
        {(control) => (
          <CheckboxRow
            {...control}
            {...register("privacyConsent")}
            // Native too: without JavaScript the browser will not send the form without it.
            required
            label={
              <>
                {w.care} <span className="text-muted-foreground">{words.required}</span>
              </>
            }
          />
        )}
      </Field>
      <CheckboxRow
        id="booking-communicationConsent"
        {...register("communicationConsent")}
        label={w.reminders}
        optional={words.optional}
      />
      <CheckboxRow
        id="booking-offersConsent"
        {...register("offersConsent")}
        label={w.offers}
        optional={words.optional}
      />
    </fieldset>
  );
}
