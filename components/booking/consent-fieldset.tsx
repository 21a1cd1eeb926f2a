import { IntentLink as Link } from "@/components/ui/intent-link";
import { consentWording } from "@/content/consents";
import { Field } from "@/components/ui/field";
import { fieldsOf } from "@/components/ui/form";
import { CheckboxRow, type BookingFormApi } from "./booking-fields";

/** The consents, each on its own: care (required), reminders and offers (optional). */
export function ConsentFieldset({ form }: { form: BookingFormApi }) {
  const { register } = form;
  const field = fieldsOf("booking", form.formState.errors);
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-lg font-semibold">What you agree to</legend>
      <p className="text-muted-foreground text-sm">
        Each one separately. You can withdraw the optional ones at any time from your account, and
        read how we protect your data in our{" "}
        <Link
          href="/privacy-policy"
          className="text-primary font-medium underline underline-offset-4"
        >
          privacy policy
        </Link>
        .
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
                {consentWording.care.label}{" "}
                <span className="text-muted-foreground">(required)</span>
              </>
            }
          />
        )}
      </Field>
      <CheckboxRow
        id="booking-communicationConsent"
        {...register("communicationConsent")}
        label={consentWording.reminders.label}
        optional
      />
      <CheckboxRow
        id="booking-offersConsent"
        {...register("offersConsent")}
        label={consentWording.offers.label}
        optional
      />
    </fieldset>
  );
}
