import { contactMethods, contactWindows } from "@/lib/validations/booking";
import type { BookingFormWords } from "@/content/booking-form";
import { Field, FieldDescription } from "@/components/ui/field";
import { fieldsOf } from "@/components/ui/form";
import { NativeSelect, NativeSelectOptions } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";
import { CheckboxRow, type BookingFormApi } from "./booking-fields";

/**
 * How and when the care team reaches her; never by a call when she has said no calls (the engine
 * moves her choice to a written one when she ticks it: see useNoCallsRule).
 */
export function ContactFieldset({
  form,
  words,
}: {
  form: BookingFormApi;
  words: BookingFormWords;
}) {
  const w = words.contact;
  const { register, watch } = form;
  const field = fieldsOf("booking", form.formState.errors);
  const noCalls = watch("noCalls") === true;

  return (
    <fieldset className="space-y-5">
      <legend className="mb-1 text-lg font-semibold">{w.legend}</legend>
      <p className="text-muted-foreground text-sm">{w.lead}</p>
      <Field id="booking-noCalls" describedBy="booking-noCalls-hint">
        {(control) => (
          <>
            <CheckboxRow {...control} {...register("noCalls")} label={w.noCalls} />
            <FieldDescription id="booking-noCalls-hint" className="pl-8">
              {w.noCallsHint}
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
              {w.question}
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
                    {w.methods[method]}
                  </label>
                );
              })}
            </div>
          </div>
        )}
      </Field>
      <Field
        {...field("contactWindow")}
        label={w.window}
        description={w.windowHelp}
        className="space-y-2 sm:max-w-sm"
      >
        <NativeSelect {...register("contactWindow")}>
          <NativeSelectOptions values={contactWindows} labels={words.contactWindows} />
        </NativeSelect>
      </Field>
    </fieldset>
  );
}
