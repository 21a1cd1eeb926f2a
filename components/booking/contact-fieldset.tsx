import {
  contactMethodLabels,
  contactMethods,
  contactWindowLabels,
  contactWindows,
} from "@/lib/validations/booking";
import { Field, FieldDescription } from "@/components/ui/field";
import { fieldsOf } from "@/components/ui/form";
import { NativeSelect, NativeSelectOptions } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";
import { CheckboxRow, type BookingFormApi } from "./booking-fields";

/**
 * How and when the care team reaches her; never by a call when she has said no calls (the engine
 * moves her choice to a written one when she ticks it: see useNoCallsRule).
 */
export function ContactFieldset({ form }: { form: BookingFormApi }) {
  const { register, watch } = form;
  const field = fieldsOf("booking", form.formState.errors);
  const noCalls = watch("noCalls") === true;

  return (
    <fieldset className="space-y-5">
      <legend className="mb-1 text-lg font-semibold">How we contact you</legend>
      <p className="text-muted-foreground text-sm">
        We never mention your condition in a call, message or email subject.
      </p>
      <Field id="booking-noCalls" describedBy="booking-noCalls-hint">
        {(control) => (
          <>
            <CheckboxRow {...control} {...register("noCalls")} label="Please don't call me" />
            <FieldDescription id="booking-noCalls-hint" className="pl-8">
              We will only write to you, by WhatsApp, SMS or email.
            </FieldDescription>
          </>
        )}
      </Field>
      <Field {...field("contactMethod")}>
        {(control) => (
          <div
            role="radiogroup"
            aria-labelledby="booking-contactMethod-label"
            aria-describedby={control["aria-describedby"]}
            className="space-y-2"
          >
            <p id="booking-contactMethod-label" className="text-sm font-medium">
              How should we reach you?
            </p>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {contactMethods.map((method) => {
                const disabled = noCalls && method === "phone_call";
                return (
                  <label
                    key={method}
                    className={cn(
                      "border-input bg-card flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm",
                      "has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-2",
                      disabled && "cursor-not-allowed opacity-50",
                    )}
                  >
                    <input
                      type="radio"
                      value={method}
                      disabled={disabled}
                      // In the server's HTML too: the form must say her choice without JavaScript.
                      defaultChecked={form.formState.defaultValues?.contactMethod === method}
                      {...register("contactMethod")}
                      className="accent-primary size-4"
                    />
                    {/* "By email", not "Email": the form already has a field of that name. */}
                    By{" "}
                    {method === "sms" || method === "whatsapp"
                      ? contactMethodLabels[method]
                      : contactMethodLabels[method].toLowerCase()}
                  </label>
                );
              })}
            </div>
          </div>
        )}
      </Field>
      <Field
        {...field("contactWindow")}
        label="When is a good time?"
        description="India time, Monday to Saturday."
        className="space-y-2 sm:max-w-sm"
      >
        <NativeSelect {...register("contactWindow")}>
          <NativeSelectOptions values={contactWindows} labels={contactWindowLabels} />
        </NativeSelect>
      </Field>
    </fieldset>
  );
}
